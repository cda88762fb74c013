import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SITUATION_IDS,
  buildPool,
  classifyDie,
  countPool,
  readStatuses,
  roleChances,
  type SituationId,
} from '../../../src/rulesets/cryture/rules';

describe('pool counting (CRY-1)', () => {
  it('each die ≥ the difficulty is a hit, each 10 a hit and a crit', () => {
    const count = countPool([1, 5, 6, 9, 10, 10, 3], 6);
    expect(count.dice.map((d) => d.role)).toEqual(['miss', 'miss', 'hit', 'hit', 'crit', 'crit', 'miss']);
    expect(count.hits).toBe(4);
    expect(count.crits).toBe(2);
  });

  it('a 10 hits even when the difficulty is above 10; difficulty 0 or 1 lets every die hit', () => {
    expect(countPool([9, 10, 10], 12)).toMatchObject({ hits: 2, crits: 2 });
    expect(countPool([1, 2, 10], 0)).toMatchObject({ hits: 3, crits: 1 });
    expect(countPool([1, 2, 10], 1)).toMatchObject({ hits: 3, crits: 1 });
  });

  it('an empty pool has no hits', () => {
    expect(countPool([], 5)).toEqual({ dice: [], hits: 0, crits: 0 });
  });

  it('die roles have the right chances for every difficulty', () => {
    for (let d = 0; d <= 12; d++) {
      const c = roleChances(d);
      expect(c.crit).toBeCloseTo(0.1, 12);
      const hitFaces = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((f) => f >= d).length;
      expect(c.hit).toBeCloseTo(hitFaces / 10, 12);
      expect(c.crit + c.hit + c.miss).toBeCloseTo(1, 12);
    }
  });

  it('property: crits ≤ hits ≤ dice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 15 }),
        (faces, d) => {
          const c = countPool(faces, d);
          expect(c.crits).toBeLessThanOrEqual(c.hits);
          expect(c.hits).toBeLessThanOrEqual(faces.length);
          expect(c.crits).toBe(faces.filter((f) => f === 10).length);
          expect(c.dice.every((die, i) => die.role === classifyDie(faces[i]!, d))).toBe(true);
        },
      ),
    );
  });
});

describe('pool size (CRY-2)', () => {
  it('two stats, nothing else', () => {
    expect(buildPool({ stats: 7, attack: true })).toMatchObject({ total: 7, dice: 7 });
  });

  it.each([
    ['flanking', 2],
    ['higherElevation', 2],
    ['unseen', 2],
    ['weak', 2],
    ['lowerElevation', -2],
    ['cover', -2],
    ['obscured', -2],
    ['resistant', -2],
  ] as const)('%s is %i dice and counts once however often it is named', (id, dice) => {
    expect(buildPool({ stats: 6, attack: true, situations: [id] }).total).toBe(6 + dice);
    expect(buildPool({ stats: 6, attack: true, situations: [id, id, id] }).total).toBe(6 + dice);
    const entries = buildPool({ stats: 6, attack: true, situations: [id, id] }).entries.filter((e) => e.part === id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.key).toBe(`MANIFOLD.cryture.situation.${id}`);
  });

  it('different situations stack', () => {
    const all = buildPool({ stats: 10, attack: true, situations: [...SITUATION_IDS] });
    expect(all.total).toBe(10); // four +2 and four −2
    expect(buildPool({ stats: 10, attack: true, situations: ['flanking', 'unseen', 'cover'] }).total).toBe(12);
  });

  it('Empowered/Weakened stacks of the attacker, Hardened/Softened of the target, ±1 a stack', () => {
    const attacker = readStatuses({ empowered: 3 });
    const target = readStatuses({ hardened: 2 });
    expect(buildPool({ stats: 5, attack: true, attackerStatuses: attacker }).total).toBe(8);
    expect(buildPool({ stats: 5, attack: true, targetStatuses: target }).total).toBe(3);
    expect(buildPool({ stats: 5, attack: true, attackerStatuses: readStatuses({ weakened: 5 }) }).total).toBe(0);
    expect(buildPool({ stats: 5, attack: true, targetStatuses: readStatuses({ softened: 4 }) }).total).toBe(9);
    // The same status on the wrong side does nothing: Empowered on the target is not a modifier.
    expect(buildPool({ stats: 5, attack: true, targetStatuses: attacker }).total).toBe(5);
    expect(buildPool({ stats: 5, attack: true, attackerStatuses: target }).total).toBe(5);
  });

  it('Ranged beyond X: −1 die per space', () => {
    const pool = buildPool({ stats: 8, attack: true, spacesBeyondRange: 3 });
    expect(pool.total).toBe(5);
    expect(pool.entries.find((e) => e.part === 'range')).toMatchObject({ dice: -3, count: 3 });
  });

  it('Rolls (non-offensive) take range and extra dice but no attack situations or statuses', () => {
    const pool = buildPool({
      stats: 6,
      attack: false,
      situations: ['flanking', 'cover'],
      attackerStatuses: readStatuses({ empowered: 2 }),
      targetStatuses: readStatuses({ hardened: 2 }),
      spacesBeyondRange: 1,
      extraDice: 2,
    });
    expect(pool.total).toBe(7);
  });

  it('a pool below 1 die rolls nothing (CRY-1)', () => {
    const pool = buildPool({ stats: 2, attack: true, situations: ['cover', 'obscured'] });
    expect(pool.total).toBe(-2);
    expect(pool.dice).toBe(0);
  });

  it('missing or hostile extra dice never shrink the pool', () => {
    expect(buildPool({ stats: 4, attack: true, extraDice: undefined }).total).toBe(4);
    expect(buildPool({ stats: 4, attack: true, extraDice: Number.NaN }).total).toBe(4);
  });

  it('property: dice = max(0, sum of entries), each situation at most once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.array(fc.constantFrom<SituationId>(...SITUATION_IDS), { maxLength: 20 }),
        fc.integer({ min: 0, max: 6 }),
        (stats, situations, beyond) => {
          const pool = buildPool({ stats, attack: true, situations, spacesBeyondRange: beyond });
          const unique = new Set(situations);
          expect(pool.total).toBe(
            stats - beyond + [...unique].reduce((s, id) => s + (id.match(/flanking|higher|unseen|weak/) ? 2 : -2), 0),
          );
          expect(pool.dice).toBe(Math.max(0, pool.total));
        },
      ),
    );
  });
});
