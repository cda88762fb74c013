import { describe, expect, it } from 'vitest';
import * as crytureRules from '../../../src/rulesets/cryture/rules';
import fc from 'fast-check';
import { ScriptedDice, SeededDice, resolveWith } from '../../../src/core';
import {
  applyAttack,
  critUserGrants,
  planAttack,
  rangePenalty,
  resolveAttack,
  settle,
  type AttackRequest,
} from '../../../src/rulesets/cryture/rules';
import { attacker, foe, on, strike } from './fixtures';

function roll(request: AttackRequest, faces: number[]) {
  const dice = new ScriptedDice(faces);
  const result = resolveWith(resolveAttack(request), dice);
  dice.assertConsumed();
  return result;
}

describe('resolveAttack: hits and crits (CRY-1)', () => {
  it('5 dice against Defense 6: 10, 6 and 7 hit, the 10 crits and adds a hit', () => {
    const result = roll({ user: attacker(), power: strike(), targets: [on(foe('gob', 6))] }, [10, 6, 3, 1, 7]);
    const t = result.targets[0]!;
    expect(result.faces).toEqual([10, 6, 3, 1, 7]);
    expect(t.dice.map((d) => d.role)).toEqual(['crit', 'hit', 'miss', 'miss', 'hit']);
    expect([t.hits, t.crits]).toEqual([3, 1]);
    expect(t.settlement).toMatchObject({ totalHits: 4, landedHits: 4, damage: 8, outcome: 'hit' });
  });

  it('crit lines are cumulative: three 10s give three extra hits and three times the crit statuses', () => {
    const power = strike({ crit: { extraHits: 1, statuses: [{ status: 'softened', stacks: 1 }] } });
    const t = roll({ user: attacker(), power, targets: [on(foe('gob', 9))] }, [10, 10, 10, 2, 2]).targets[0]!;
    expect([t.hits, t.crits]).toEqual([3, 3]);
    expect(t.settlement.totalHits).toBe(6);
    expect(t.settlement.statuses).toEqual([{ to: 'target', status: 'softened', stacks: 3, source: 'crit' }]);
  });

  it('all misses: outcome miss, no damage, no hit-line statuses, Effect line still applies', () => {
    const power = strike({
      hit: { damagePerHit: 2, statuses: [{ status: 'stunned', stacks: 1 }] },
      effect: {
        statuses: [
          { status: 'block', stacks: 1, to: 'user' },
          { status: 'distracted', stacks: 1 },
        ],
      },
    });
    const result = roll({ user: attacker(), power, targets: [on(foe('gob', 8))] }, [7, 2, 3, 4, 5]);
    const t = result.targets[0]!;
    expect(t.settlement).toMatchObject({ landedHits: 0, damage: 0, outcome: 'miss' });
    expect(t.settlement.statuses).toEqual([{ to: 'target', status: 'distracted', stacks: 1, source: 'effect' }]);
    expect(result.userStatuses).toEqual([{ to: 'user', status: 'block', stacks: 1, source: 'effect' }]);
  });

  it('hit-line statuses come once however many hits land', () => {
    const power = strike({ hit: { damagePerHit: 1, statuses: [{ status: 'weakened', stacks: 2 }] } });
    const t = roll({ user: attacker(), power, targets: [on(foe('gob', 2))] }, [5, 5, 5, 5, 5]).targets[0]!;
    expect(t.settlement.landedHits).toBe(5);
    expect(t.settlement.statuses).toEqual([{ to: 'target', status: 'weakened', stacks: 2, source: 'hit' }]);
  });

  it('a pool below 1 die rolls nothing and misses (CRY-1)', () => {
    const weak = attacker({ statuses: { weakened: 5 } });
    const result = roll({ user: weak, power: strike(), targets: [on(foe('gob', 4), { situations: ['cover'] })] }, []);
    expect(result.faces).toEqual([]);
    expect(result.targets[0]).toMatchObject({ hits: 0, crits: 0, dice: [] });
    expect(result.targets[0]!.pool).toMatchObject({ total: -2, dice: 0 });
    expect(result.targets[0]!.settlement.outcome).toBe('miss');
  });
});

describe('modifiers per target (CRY-2)', () => {
  it('one roll for every target; each target reads as many of the dice as its own pool', () => {
    const request: AttackRequest = {
      user: attacker(),
      power: strike({ range: { form: 'personalBlast', blast: 1 } }),
      targets: [
        on(foe('open', 6), { situations: ['flanking', 'flanking'] }), // 5 + 2 = 7 dice
        on(foe('hidden', 6), { situations: ['cover'] }), // 5 − 2 = 3 dice
        on(foe('tough', 9, { statuses: { hardened: 2 } })), // 5 − 2 = 3 dice, difficulty 9
      ],
    };
    const result = roll(request, [6, 9, 2, 10, 7, 1, 8]);
    expect(result.faces).toHaveLength(7);
    const [open, hidden, tough] = result.targets;
    expect(open!.dice.map((d) => d.face)).toEqual([6, 9, 2, 10, 7, 1, 8]);
    expect([open!.hits, open!.crits]).toEqual([5, 1]);
    expect(hidden!.dice.map((d) => d.face)).toEqual([6, 9, 2]);
    expect([hidden!.hits, hidden!.crits]).toEqual([2, 0]);
    expect([tough!.hits, tough!.crits]).toEqual([1, 0]);
  });

  it('weak and resistant come from the target’s types and still count once if ticked too', () => {
    const weakFoe = foe('weak', 6, { weaknesses: ['fire'] });
    const plan = planAttack({ user: attacker(), power: strike(), targets: [on(weakFoe, { situations: ['weak'] })] });
    expect(plan.ok && plan.plan.targets[0]!.pool.total).toBe(7);
    const both = foe('both', 6, { weaknesses: ['Fire'], resistances: ['FIRE'] });
    const plan2 = planAttack({ user: attacker(), power: strike(), targets: [on(both)] });
    expect(plan2.ok && plan2.plan.targets[0]!.pool.total).toBe(5);
    const untyped = planAttack({ user: attacker(), power: strike({ type: undefined }), targets: [on(weakFoe)] });
    expect(untyped.ok && untyped.plan.targets[0]!.pool.total).toBe(5);
  });

  it('Empowered attacker and Softened target add, as the pool breakdown shows', () => {
    const plan = planAttack({
      user: attacker({ statuses: { empowered: 2 } }),
      power: strike(),
      targets: [on(foe('gob', 6, { statuses: { softened: 1 } }))],
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.plan.targets[0]!.pool.entries.map((e) => [e.part, e.dice])).toEqual([
      ['stats', 5],
      ['empowered', 2],
      ['softened', 1],
    ]);
    expect(plan.plan.dice).toBe(8);
  });

  it('Ranged X: beyond X costs a die a space for a power with a roll, and is refused without one', () => {
    const ranged = { form: 'ranged', range: 5 } as const;
    expect(rangePenalty(ranged, 5, true)).toEqual({ ok: true, beyond: 0 });
    expect(rangePenalty(ranged, 8, true)).toEqual({ ok: true, beyond: 3 });
    expect(rangePenalty(ranged, 6, false)).toMatchObject({ ok: false, reason: 'outOfRange' });
    const plan = planAttack({
      user: attacker(),
      power: strike({ range: ranged }),
      targets: [on(foe('far', 6), { distance: 7 })],
    });
    expect(plan.ok && plan.plan.targets[0]!.pool.total).toBe(3);
  });

  it('Melee X can’t reach beyond X', () => {
    expect(rangePenalty({ form: 'melee', reach: 2 }, 2, true)).toEqual({ ok: true, beyond: 0 });
    const plan = planAttack({ user: attacker(), power: strike(), targets: [on(foe('far', 6), { distance: 2 })] });
    expect(plan).toMatchObject({ ok: false, refusals: [{ reason: 'outOfReach', targetId: 'far' }] });
    expect(() =>
      resolveWith(
        resolveAttack({ user: attacker(), power: strike(), targets: [on(foe('far', 6), { distance: 2 })] }),
        new ScriptedDice([]),
      ),
    ).toThrow(/outOfReach/);
  });

  it('Ranged X Blast Y: the origin’s distance sets one penalty for every target', () => {
    const power = strike({ range: { form: 'rangedBlast', range: 4, blast: 1 } });
    const plan = planAttack({
      user: attacker(),
      power,
      originDistance: 6,
      targets: [on(foe('a', 5)), on(foe('b', 5))],
    });
    expect(plan.ok && plan.plan.targets.map((t) => t.pool.total)).toEqual([3, 3]);
    const noRoll = planAttack({
      user: attacker(),
      power: { ...power, check: undefined, hit: undefined, crit: undefined },
      originDistance: 6,
    });
    expect(noRoll).toMatchObject({ ok: false, refusals: [{ reason: 'outOfRange' }] });
  });

  it('Personal targets only the user; Melee and Ranged need a target; a blast may catch no one', () => {
    const selfPower = strike({
      range: { form: 'personal' },
      check: { kind: 'roll', pool: ['Focus', 'Focus'], difficulty: 'Defense' },
      hit: { healingPerHit: 1 },
    });
    const plan = planAttack({ user: attacker(), power: selfPower });
    expect(plan.ok && plan.plan.targets.map((t) => [t.targetId, t.difficulty, t.pool.dice])).toEqual([['ash', 5, 8]]);
    expect(planAttack({ user: attacker(), power: selfPower, targets: [on(foe('x', 3))] })).toMatchObject({
      ok: false,
      refusals: [{ reason: 'selfOnly' }],
    });
    expect(planAttack({ user: attacker(), power: strike() })).toMatchObject({
      ok: false,
      refusals: [{ reason: 'noTargets' }],
    });
    const empty = roll(
      { user: attacker(), power: strike({ range: { form: 'personalBlast', blast: 2 } }), targets: [] },
      [],
    );
    expect(empty.targets).toEqual([]);
  });
});

describe('Block (CRY-4) and Clumsy (CRY-5)', () => {
  it('3 Block against 4 hits: 3 negated, 1 lands, Block spent', () => {
    const target = foe('gob', 6, { statuses: { block: { stacks: 3, turnEnds: 1 } } });
    const t = roll({ user: attacker(), power: strike(), targets: [on(target)] }, [10, 6, 3, 1, 7]).targets[0]!;
    expect(t.settlement.block).toEqual({ before: 3, negated: 3, after: 0 });
    expect(t.settlement).toMatchObject({ totalHits: 4, landedHits: 1, damage: 2, outcome: 'hit' });
  });

  it('5 Block against 2 hits: both negated, 3 stacks stay, the attack counts as a miss', () => {
    const power = strike({ hit: { damagePerHit: 2, statuses: [{ status: 'stunned', stacks: 1 }] } });
    const target = foe('gob', 6, { statuses: { block: 5 } });
    const t = roll({ user: attacker(), power, targets: [on(target)] }, [6, 6, 1, 1, 1]).targets[0]!;
    expect(t.settlement.block).toEqual({ before: 5, negated: 2, after: 3 });
    expect(t.settlement).toMatchObject({ landedHits: 0, damage: 0, outcome: 'miss', statuses: [] });
  });

  it('Block negates hits, not the Crit line’s other effects: a fully blocked 10 still applies its statuses', () => {
    const power = strike({ crit: { extraHits: 1, statuses: [{ status: 'weakened', stacks: 1 }] } });
    const target = foe('wall', 6, { statuses: { block: 10 } });
    const t = roll({ user: attacker(), power, targets: [on(target)] }, [10, 2, 2, 2, 2]).targets[0]!;
    expect(t.settlement).toMatchObject({
      totalHits: 2,
      landedHits: 0,
      outcome: 'miss',
      block: { negated: 2, after: 8 },
    });
    expect(t.settlement.statuses).toEqual([{ to: 'target', status: 'weakened', stacks: 1, source: 'crit' }]);
  });

  it('Block does not touch a Roll (not an attack)', () => {
    const power = strike({
      check: { kind: 'roll', pool: ['Might', 'Agility'], difficulty: 'Defense' },
      hit: { healingPerHit: 3 },
    });
    const target = foe('ally', 6, { statuses: { block: 2 } });
    const t = roll({ user: attacker(), power, targets: [on(target)] }, [6, 7, 1, 1, 1]).targets[0]!;
    expect(t.settlement).toMatchObject({
      block: { before: 2, negated: 0, after: 2 },
      landedHits: 2,
      healing: 6,
      outcome: 'success',
    });
  });

  it('a Clumsy attacker takes 3 damage for each 1 rolled (CRY-5), counted over every die rolled', () => {
    const clumsy = attacker({ statuses: { clumsy: 1 } });
    const request: AttackRequest = {
      user: clumsy,
      power: strike({ range: { form: 'personalBlast', blast: 1 } }),
      targets: [on(foe('a', 6)), on(foe('b', 6), { situations: ['cover'] })],
    };
    const result = roll(request, [1, 6, 6, 1, 1]);
    expect(result.clumsy).toEqual({ ones: 3, damage: 9 });
    expect(roll({ ...request, user: attacker() }, [1, 6, 6, 1, 1]).clumsy).toBeNull();
  });

  it('Clumsy only punishes attacks, not Rolls', () => {
    const power = strike({ check: { kind: 'roll', pool: ['Might', 'Agility'], difficulty: 'Defense' } });
    const result = roll(
      { user: attacker({ statuses: { clumsy: 1 } }), power, targets: [on(foe('a', 6))] },
      [1, 1, 1, 1, 1],
    );
    expect(result.clumsy).toBeNull();
  });

  it('property: landed + negated = total hits, Block never goes negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        (hits, critsRaw, block, extra) => {
          const crits = Math.min(critsRaw, hits);
          const s = settle(strike({ crit: { extraHits: extra } }), 'attack', hits, crits, block);
          expect(s.totalHits).toBe(hits + crits * extra);
          expect(s.block.negated + s.landedHits).toBe(s.totalHits);
          expect(s.block.after).toBe(block - s.block.negated);
          expect(s.block.after).toBeGreaterThanOrEqual(0);
          expect(s.block.negated).toBeLessThanOrEqual(Math.min(block, s.totalHits));
          expect(s.damage).toBe(2 * s.landedHits);
        },
      ),
    );
  });

  it('property: seeded rolls keep crits ≤ hits ≤ each target’s dice, and results survive JSON', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 12 }),
        (seed, might, defense) => {
          const user = attacker({ stats: { Might: might, Agility: 2 } });
          const result = resolveWith(
            resolveAttack({
              user,
              power: strike({ range: { form: 'personalBlast', blast: 1 } }),
              targets: [on(foe('a', defense)), on(foe('b', defense), { situations: ['cover'] })],
            }),
            new SeededDice(seed),
          );
          for (const t of result.targets) {
            expect(t.crits).toBeLessThanOrEqual(t.hits);
            expect(t.hits).toBeLessThanOrEqual(t.pool.dice);
            expect(t.dice).toHaveLength(t.pool.dice);
            expect(t.pool.dice).toBeLessThanOrEqual(result.faces.length);
          }
          expect(JSON.parse(JSON.stringify(result))).toEqual(result);
        },
      ),
    );
  });
});

describe('applyAttack', () => {
  it('spends the Block the target has now, deals damage, applies statuses with negation', () => {
    const power = strike({
      hit: { damagePerHit: 3, statuses: [{ status: 'weakened', stacks: 2 }] },
      crit: { extraHits: 1, statuses: [{ status: 'block', stacks: 1, to: 'user' }] },
    });
    const target = foe('gob', 6);
    const result = roll({ user: attacker(), power, targets: [on(target)] }, [10, 6, 3, 1, 7]);
    // Between roll and apply, the target gained 2 Block and had 1 Empowered.
    const { updates, settlements } = applyAttack(
      result,
      {
        gob: { health: { value: 30, max: 30 }, statuses: { block: { stacks: 2, turnEnds: 1 }, empowered: 1 } },
        ash: { health: { value: 40, max: 40 }, statuses: {} },
      },
      { activeCombatantId: 'ash' },
    );
    expect(settlements.gob).toMatchObject({
      totalHits: 4,
      landedHits: 2,
      damage: 6,
      block: { before: 2, negated: 2, after: 0 },
    });
    expect(updates.gob).toMatchObject({
      health: { value: 24, max: 30 },
      damage: 6,
      blockSpent: 2,
      statuses: { weakened: { stacks: 1 } },
    });
    expect(updates.gob!.statusChanges[0]).toMatchObject({
      status: 'weakened',
      negated: { status: 'empowered', stacks: 1 },
      added: 1,
    });
    // Crit-line Block for the user, on the user's own turn: lasts through its next turn.
    expect(updates.ash!.statuses).toEqual({ block: { stacks: 1, turnEnds: 2 } });
  });

  it('CRY-7 a Crit line gives the user once per 10 however many blast targets; each target still gets its own', () => {
    const power = strike({
      range: { form: 'personalBlast', blast: 1 },
      crit: {
        extraHits: 1,
        statuses: [
          { status: 'block', stacks: 1, to: 'user' },
          { status: 'weakened', stacks: 1 },
        ],
      },
    });
    const targets = [on(foe('a', 6)), on(foe('b', 6)), on(foe('c', 6))];
    const result = roll({ user: attacker(), power, targets }, [10, 3, 2, 1, 4]);
    expect(result.targets.map((t) => t.crits)).toEqual([1, 1, 1]);
    const states = {
      a: { health: { value: 30, max: 30 } },
      b: { health: { value: 30, max: 30 } },
      c: { health: { value: 30, max: 30 } },
      ash: { health: { value: 40, max: 40 } },
    };
    const { updates } = applyAttack(result, states);
    // One 10: one stack of Block for the user (three before CRY-7), Weakened on each of the three.
    expect(updates.ash!.statuses.block?.stacks).toBe(1);
    for (const id of ['a', 'b', 'c']) expect(updates[id]!.statuses.weakened?.stacks).toBe(1);
    // Two 10s: two stacks (cumulative, CRY-1), still not six.
    const twice = applyAttack(roll({ user: attacker(), power, targets }, [10, 10, 2, 1, 4]), states);
    expect(twice.updates.ash!.statuses.block?.stacks).toBe(2);
    expect(critUserGrants({ power, targets: [] })).toEqual([]);
  });

  it('Clumsy damage lands on the user, and Health never drops below 0', () => {
    const result = roll(
      { user: attacker({ statuses: { clumsy: 1 } }), power: strike(), targets: [on(foe('gob', 6))] },
      [1, 1, 1, 1, 1],
    );
    const { updates } = applyAttack(result, {
      ash: { health: { value: 10, max: 40 }, statuses: { clumsy: 1 } },
      gob: { health: { value: 1, max: 30 } },
    });
    expect(updates.ash).toMatchObject({ damage: 15, health: { value: 0, max: 40 } });
    expect(updates.gob).toMatchObject({ damage: 0, health: { value: 1, max: 30 } });
  });

  it('healing never lifts Health above its maximum; combatants missing from the states are skipped', () => {
    const power = strike({
      check: { kind: 'roll', pool: ['Might', 'Agility'], difficulty: 'Defense' },
      hit: { healingPerHit: 5 },
    });
    const result = roll(
      { user: attacker(), power, targets: [on(foe('ally', 1)), on(foe('gone', 1))] },
      [5, 5, 5, 5, 5],
    );
    const { updates } = applyAttack(result, { ally: { health: { value: 20, max: 30 } } });
    expect(updates.ally).toMatchObject({ healing: 25, health: { value: 30, max: 30 } });
    expect(updates.gone).toBeUndefined();
  });

  it('forced movement from the lines: hit once, crit per 10, effect always', () => {
    const power = strike({
      hit: { damagePerHit: 1, movement: { kind: 'push', spaces: 1 } },
      crit: { movement: { kind: 'slide', spaces: 1 } },
      effect: { movement: { kind: 'pull', spaces: 2 } },
    });
    const result = roll({ user: attacker(), power, targets: [on(foe('gob', 6))] }, [10, 10, 6, 1, 1]);
    expect(result.targets[0]!.settlement.movement).toEqual([
      { kind: 'push', spaces: 1, source: 'hit' },
      { kind: 'slide', spaces: 2, source: 'crit' },
      { kind: 'pull', spaces: 2, source: 'effect' },
    ]);
    const { movement } = applyAttack(result, { gob: { health: { value: 5, max: 5 } } });
    expect(movement.gob).toEqual(result.targets[0]!.settlement.movement);
  });
});

describe('hostile powers (found by test/reliability/engines/cryture.property.test.ts)', () => {
  it("a status grant's junk stacks read as a whole number, never NaN on the card", () => {
    const power = strike({
      hit: { damagePerHit: 2, statuses: [{ status: 'block', stacks: ':' as unknown as number, to: 'user' }] },
    });
    const r = resolveWith(
      crytureRules.resolveAttack({ user: attacker(), power, targets: [on(foe('t', 1))] }),
      new ScriptedDice([5, 5, 5, 5, 5]),
    );
    for (const g of r.targets[0]!.settlement.statuses) expect(Number.isFinite(g.stacks)).toBe(true);
  });
});
