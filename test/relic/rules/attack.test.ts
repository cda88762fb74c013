import { describe, expect, it } from 'vitest';
import * as relicRules from '../../../src/rulesets/relic/rules';
import fc from 'fast-check';
import { SeededDice } from '../../../src/core';
import {
  attackDamageDistribution,
  attackDamageOdds,
  attackOdds,
  resolveAttack,
  type AttackRequest,
} from '../../../src/rulesets/relic/rules';
import { asDistribution, bar, enemyAttack, enumerate, scripted, seekerAttack, sumBars } from './fixtures';
import { propertyRuns } from '../../properties';
import { resolveWith } from '../../../src/core';

const roll = (request: AttackRequest, faces: number[]) =>
  scripted(faces, (d) => resolveWith(resolveAttack(request), d));

describe('§5.1 attack rolls (REL-2)', () => {
  it('hits when d20 + attribute meets AC and rolls weapon die + same attribute + frontline melee', () => {
    const r = roll(seekerAttack(), [11, 5]);
    expect(r.attribute).toEqual({ id: 'fit', value: 3 });
    expect(r.total).toBe(14);
    expect(r.outcome).toBe('hit');
    expect(r.dice).toEqual([
      { faces: 20, result: 11, role: 'attack' },
      { faces: 8, result: 5, role: 'damage' },
    ]);
    expect(r.damage).toMatchObject({ count: 1, faces: 8, diceTotal: 5, raw: 9, resistance: 1, afterResistance: 8 });
    expect(r.damage!.modifiers).toEqual([{ id: 'frontlineMelee', value: 1 }]);
    expect(r.apply).toEqual({ damage: 8 });
  });

  it('misses one short of AC and rolls no damage', () => {
    const r = roll(seekerAttack(), [10]);
    expect(r.total).toBe(13);
    expect(r.outcome).toBe('miss');
    expect(r.damage).toBeNull();
    expect(r.apply).toEqual({ damage: 0 });
  });

  it('finesse and ranged weapons use DEX', () => {
    const finesse = roll(seekerAttack({ weapon: { tag: 'finesse', weaponClass: 'light' } }), [12, 6]);
    expect(finesse.attribute).toEqual({ id: 'dex', value: 2 });
    expect(finesse.total).toBe(14);
    expect(finesse.damage).toMatchObject({ faces: 6, raw: 6 + 2 + 1 });
    const ranged = roll(seekerAttack({ weapon: { tag: 'ranged', weaponClass: 'improvised' } }), [12, 4]);
    expect(ranged.attribute.id).toBe('dex');
    // §4.1 the +1 is melee damage only.
    expect(ranged.damage).toMatchObject({ faces: 4, raw: 4 + 2, modifiers: [] });
  });

  it('§4.1 a backline seeker gets no frontline melee bonus', () => {
    const r = roll(seekerAttack({ attacker: { side: 'seeker', attributes: { fit: 3 }, row: 'backline' } }), [15, 2]);
    expect(r.damage).toMatchObject({ raw: 5, modifiers: [] });
  });
});

describe('§5.2 critical hits and natural 1 (REL-1)', () => {
  it('a natural 20 doubles the weapon dice, not the attribute', () => {
    const r = roll(seekerAttack(), [20, 3, 7]);
    expect(r.outcome).toBe('critical');
    expect(r.damage).toMatchObject({ count: 2, diceTotal: 10, raw: 10 + 3 + 1, afterResistance: 13 });
    expect(r.dice.map((d) => d.role)).toEqual(['attack', 'damage', 'damage']);
  });

  it('a natural 20 is a critical hit even when the total is below AC', () => {
    const r = roll(seekerAttack({ target: { side: 'enemy', ac: 30, resistance: 0 } }), [20, 1, 1]);
    expect(r.total).toBe(23);
    expect(r.outcome).toBe('critical');
  });

  it('a natural 1 is an ordinary roll by default, a miss with "Natural 1 always fails"', () => {
    const easy = seekerAttack({ target: { side: 'enemy', ac: 4, resistance: 0 } });
    expect(roll(easy, [1, 2]).outcome).toBe('hit');
    const strict = roll({ ...easy, options: { naturalOneFails: true } }, [1]);
    expect(strict).toMatchObject({ outcome: 'miss', naturalOneFailed: true, damage: null });
    expect(roll({ ...easy, options: { naturalOneFails: true } }, [2, 2]).outcome).toBe('hit');
  });
});

describe('§5.3 Resistance', () => {
  it('reduces every hit, never below 0', () => {
    const r = roll(seekerAttack({ target: { side: 'enemy', ac: 10, resistance: 20 } }), [15, 8]);
    expect(r.damage).toMatchObject({ raw: 12, afterResistance: 0 });
    expect(r.apply.damage).toBe(0);
  });

  it('reads hostile target data safely', () => {
    const r = roll(seekerAttack({ target: { side: 'enemy', ac: 'abc', resistance: -4 } }), [1, 1]);
    expect(r.ac).toBe(0);
    expect(r.damage).toMatchObject({ resistance: 0, afterResistance: 5 });
  });
});

describe('§4 formation modifiers on enemy attacks', () => {
  it('§4.1 enemy ranged vs a backline seeker: –2 while the formation holds', () => {
    const r = roll(enemyAttack(), [14, 2]);
    expect(r.modifiers).toEqual([{ id: 'backlineRanged', value: -2 }]);
    expect(r.total).toBe(13);
    expect(r.outcome).toBe('hit');
    expect(roll(enemyAttack(), [13]).outcome).toBe('miss');
  });

  it('§4.3 broken formation: +1 to enemy attacks and no backline penalty', () => {
    const r = roll(enemyAttack({ formationBroken: true }), [11, 3]);
    expect(r.modifiers).toEqual([{ id: 'formationBroken', value: 1 }]);
    expect(r.total).toBe(13);
    expect(r.outcome).toBe('hit');
  });

  it('REL-9 the +1 follows formationBonus: still running after a restore, over while still broken', () => {
    const restored = roll(enemyAttack({ formationBroken: false, formationBonus: true }), [13, 3]);
    expect(restored.modifiers).toEqual([
      { id: 'formationBroken', value: 1 },
      { id: 'backlineRanged', value: -2 },
    ]);
    const stale = roll(enemyAttack({ formationBroken: true, formationBonus: false }), [12, 3]);
    expect(stale.modifiers).toEqual([]);
    expect(stale.total).toBe(13);
  });

  it('ranged vs a frontline seeker takes no penalty', () => {
    const r = roll(enemyAttack({ target: { side: 'seeker', ac: 13, resistance: 0, row: 'frontline' } }), [12, 1]);
    expect(r.modifiers).toEqual([]);
  });

  it('§4.1 enemy melee on a backline seeker is flagged while the formation holds, allowed once it breaks', () => {
    const melee = enemyAttack({ weapon: { tag: 'heavy', weaponClass: 'heavy' } });
    const held = roll(melee, [2]);
    expect(held.warnings).toEqual(['meleeIntoBackline']);
    expect(held.modifiers).toEqual([]);
    const broken = roll({ ...melee, formationBroken: true }, [2]);
    expect(broken.warnings).toEqual([]);
    expect(broken.modifiers).toEqual([{ id: 'formationBroken', value: 1 }]);
    // Enemies get no frontline melee damage bonus: it is for seekers ("allies").
    const hit = roll({ ...melee, target: { side: 'seeker', ac: 5, resistance: 0, row: 'frontline' } }, [10, 4]);
    expect(hit.damage).toMatchObject({ faces: 10, raw: 4 + 2, modifiers: [] });
  });

  it('the formation bonus is for enemies only', () => {
    expect(roll(seekerAttack({ formationBroken: true }), [2]).modifiers).toEqual([]);
  });
});

describe('surges on attacks (§8.2, REL-4)', () => {
  it('Execution: +Resonance to hit, +Resonance × 2 damage', () => {
    const r = roll(seekerAttack({ execution: 3 }), [8, 2]);
    expect(r.modifiers).toEqual([{ id: 'executionSurge', value: 3 }]);
    expect(r.total).toBe(14);
    expect(r.damage!.modifiers).toEqual([
      { id: 'frontlineMelee', value: 1 },
      { id: 'executionSurge', value: 6 },
    ]);
    expect(r.damage!.raw).toBe(2 + 3 + 1 + 6);
  });

  it('Disruption: –Resonance to the disrupted attacker; Restoration: +Resonance, used up', () => {
    const disrupted = roll(seekerAttack({ effects: { disruption: 2 } }), [12]);
    expect(disrupted.total).toBe(13);
    expect(disrupted.outcome).toBe('miss');
    expect(disrupted.spentEffects).toEqual([]);
    const restored = roll(seekerAttack({ effects: { restoration: 2, situational: -1 } }), [10, 1]);
    expect(restored.modifiers).toEqual([
      { id: 'restorationSurge', value: 2 },
      { id: 'situational', value: -1 },
    ]);
    expect(restored.total).toBe(14);
    expect(restored.spentEffects).toEqual(['restoration']);
  });

  it('a situational damage modifier is added to damage', () => {
    const r = roll(seekerAttack({ damageBonus: 2 }), [15, 1]);
    expect(r.damage!.raw).toBe(1 + 3 + 1 + 2);
  });
});

describe('attack odds', () => {
  it('a hand count: +3 vs AC 14 hits on 11–20 (1 critical)', () => {
    const odds = attackOdds(seekerAttack());
    expect(odds.headline.probability).toBeCloseTo(10 / 20, 12);
    expect(bar(odds, 'MANIFOLD.relic.outcome.critical')).toBeCloseTo(1 / 20, 12);
    expect(bar(odds, 'MANIFOLD.relic.outcome.hit')).toBeCloseTo(9 / 20, 12);
    expect(bar(odds, 'MANIFOLD.relic.outcome.miss')).toBeCloseTo(10 / 20, 12);
    // Expected damage: hit 9/20 × (4.5 + 3) + crit 1/20 × (9 + 3): raw +4, resistance 1.
    expect(odds.expected![0]!.value).toBeCloseTo((9 / 20) * 7.5 + (1 / 20) * 12, 12);
  });

  const cases: [string, AttackRequest, number][] = [
    ['seeker melee', seekerAttack(), 8],
    ['seeker vs high AC and resistance', seekerAttack({ target: { side: 'enemy', ac: 24, resistance: 6 } }), 8],
    ['execution surge, natural 1 fails', seekerAttack({ execution: 2, options: { naturalOneFails: true } }), 8],
    [
      'enemy ranged vs backline',
      enemyAttack({ target: { side: 'seeker', ac: 12, resistance: 2, row: 'backline' } }),
      6,
    ],
    [
      'enemy heavy melee, formation broken',
      enemyAttack({ weapon: { tag: 'heavy', weaponClass: 'heavy' }, formationBroken: true }),
      10,
    ],
    [
      'improvised, disrupted',
      seekerAttack({ weapon: { tag: 'finesse', weaponClass: 'improvised' }, effects: { disruption: 3 } }),
      4,
    ],
  ];
  for (const [name, request, faces] of cases) {
    it(`matches brute force over every d20 and damage die: ${name}`, () => {
      const brute = enumerate([20, faces, faces], (d) => resolveWith(resolveAttack(request), d));
      const odds = attackOdds(request);
      for (const outcome of ['critical', 'hit', 'miss'] as const) {
        expect(bar(odds, `MANIFOLD.relic.outcome.${outcome}`)).toBeCloseTo(
          brute.probability((r) => r.outcome === outcome),
          12,
        );
      }
      const damage = asDistribution(brute.map((r) => r.apply.damage));
      const exact = attackDamageDistribution(request);
      for (let v = 0; v <= 60; v++) expect(exact.p(v)).toBeCloseTo(damage.p(v), 12);
      expect(odds.expected![0]!.value).toBeCloseTo(damage.mean(), 12);
      const perValue = attackDamageOdds(request);
      expect(sumBars(perValue)).toBeCloseTo(1, 12);
      expect(perValue.headline.probability).toBeCloseTo(damage.atLeast(1), 12);
      for (const [v, p] of damage.entries()) expect(bar(perValue, String(v))).toBeCloseTo(p, 12);
    });
  }
});

describe('attack properties', () => {
  const request = fc.record({
    fit: fc.integer({ min: -1, max: 4 }),
    dex: fc.integer({ min: -1, max: 4 }),
    tag: fc.constantFrom('heavy', 'finesse', 'ranged'),
    weaponClass: fc.constantFrom('light', 'martial', 'heavy', 'improvised'),
    side: fc.constantFrom('seeker', 'enemy'),
    attackerRow: fc.constantFrom('frontline', 'backline'),
    targetRow: fc.constantFrom('frontline', 'backline'),
    ac: fc.integer({ min: 5, max: 26 }),
    resistance: fc.integer({ min: 0, max: 8 }),
    broken: fc.boolean(),
    execution: fc.integer({ min: 0, max: 5 }),
    naturalOneFails: fc.boolean(),
  });
  type Drawn = typeof request extends fc.Arbitrary<infer T> ? T : never;
  const build = (x: Drawn): AttackRequest => ({
    attacker: {
      side: x.side as 'seeker',
      attributes: { fit: x.fit, dex: x.dex },
      row: x.side === 'seeker' ? (x.attackerRow as 'frontline') : null,
    },
    weapon: { tag: x.tag, weaponClass: x.weaponClass },
    target: {
      side: x.side === 'seeker' ? 'enemy' : 'seeker',
      ac: x.ac,
      resistance: x.resistance,
      row: x.targetRow as 'backline',
    },
    formationBroken: x.broken,
    execution: x.execution,
    options: { naturalOneFails: x.naturalOneFails },
  });

  it('damage is rolled only on a hit, doubled dice on a critical, never negative, and JSON-safe', () => {
    fc.assert(
      fc.property(request, fc.integer(), (x, seed) => {
        const r = resolveWith(resolveAttack(build(x)), new SeededDice(seed));
        expect(r.total).toBe(r.natural + r.attribute.value + r.modifiers.reduce((t, m) => t + m.value, 0));
        if (r.outcome === 'miss') expect(r.dice).toHaveLength(1);
        else expect(r.damage!.count).toBe(r.outcome === 'critical' ? 2 : 1);
        expect(r.apply.damage).toBeGreaterThanOrEqual(0);
        expect(r.apply.damage).toBeLessThanOrEqual(r.damage?.raw ?? 0);
        expect(JSON.parse(JSON.stringify(r))).toEqual(r);
      }),
    );
  });

  it('odds sum to 1 and a higher AC never raises the chance to hit', () => {
    fc.assert(
      fc.property(request, (x) => {
        const odds = attackOdds(build(x));
        expect(sumBars(odds)).toBeCloseTo(1, 12);
        const harder = attackOdds(build({ ...x, ac: x.ac + 1 }));
        expect(harder.headline.probability).toBeLessThanOrEqual(odds.headline.probability + 1e-12);
        expect(harder.headline.probability).toBeGreaterThanOrEqual(1 / 20 - 1e-12); // natural 20 (REL-1)
      }),
      { numRuns: propertyRuns(60) },
    );
  });
});

describe('hostile damage modifiers (found by test/reliability/engines/relic.property.test.ts)', () => {
  it('a huge situational damage bonus or Execution is read into range, so the exact odds stay small', () => {
    const request = { ...seekerAttack(), damageBonus: 1e9, execution: 1e9 };
    const dist = relicRules.attackDamageDistribution(request);
    expect(dist.max).toBeLessThan(2000);
    const setup = relicRules.prepareAttack(request);
    expect(setup.damageModifiers.find((m) => m.id === 'situational')?.value).toBe(relicRules.MAX_DAMAGE_BONUS);
    expect(setup.damageModifiers.find((m) => m.id === 'executionSurge')?.value).toBe(relicRules.RESONANCE_MAX * 2);
  });
});
