/** The hitdice engine's entry points under random and hostile requests (see properties.ts). */
import { describe, expect } from 'vitest';
import fc from 'fast-check';
import { SeededDice } from '../../../src/core';
import * as hitdice from '../../../src/rulesets/hitdice/rules';
import {
  engineProperties,
  leaf,
  hostileRecord,
  orWrongShape,
  seedArb,
  expectFinite,
  EPS,
  expectOdds,
  isRefusal,
  within,
  type Any,
} from './properties';
import { hostileValue } from '../schema-walk';
import { resolveWith } from '../../../src/core';

const { property, both, bothSeeded } = engineProperties('hitdice');

describe('hitdice', () => {
  const H = hitdice;
  const small = fc.integer({ min: 0, max: 8 });
  const actorShape = {
    level: fc.integer({ min: 1, max: 10 }),
    hitDie: fc.constantFrom(...H.HIT_DIE_TYPES),
    body: fc.integer({ min: 0, max: 12 }),
    resolve: fc.integer({ min: 0, max: 5 }),
    npc: fc.boolean(),
    barrier: fc.integer({ min: 0, max: 3 }),
    guard: fc.integer({ min: 0, max: 2 }),
    restsToday: fc.integer({ min: 0, max: 2 }),
    stabilized: fc.boolean(),
  };
  const legalActor = fc.record({
    ...actorShape,
    armor: fc.record({ type: fc.constantFrom('light', 'medium', 'heavy'), dice: fc.integer({ min: 0, max: 2 }) }),
    affinity: fc.record({ stored: small, gainedToday: small }),
  }) as fc.Arbitrary<Any>;
  const hostileActor = fc
    .record({
      rest: hostileRecord({
        ...actorShape,
        bodyMax: fc.integer({ min: 0, max: 12 }),
        resolveMax: fc.integer({ min: 0, max: 5 }),
        dead: fc.boolean(),
      }),
      armor: orWrongShape(
        hostileRecord({ type: fc.constantFrom('light', 'medium', 'heavy'), dice: small, max: small }),
      ),
      affinity: orWrongShape(hostileRecord({ stored: small, gainedToday: small })),
    })
    .map(({ rest, ...a }) => ({ ...rest, ...a })) as fc.Arbitrary<Any>;
  const round = fc.oneof(
    fc.constant(undefined),
    fc.record({ hdLost: small, exertion: small, checkRaised: fc.boolean(), checkMade: fc.boolean() }),
    hostileRecord({ hdLost: small, exertion: small, checkRaised: fc.boolean(), checkMade: fc.boolean() }),
  ) as fc.Arbitrary<Any>;

  /** Runs a resolution; a HitdiceRefusalError (the documented refusal) is fine, nothing else. */
  const allowRefusal = <T>(run: () => T): T | null => {
    try {
      return run();
    } catch (error) {
      if (error instanceof H.HitdiceRefusalError) {
        expect(H.REFUSAL_IDS).toContain(error.reason.id);
        return null;
      }
      throw error;
    }
  };

  both('readActor', legalActor, hostileActor, (data) => {
    const a = H.readActor(data);
    expectFinite(a);
    for (const n of [
      a.body,
      a.bodyMax,
      a.resolve,
      a.resolveMax,
      a.barrier,
      a.guard,
      a.armor.dice,
      a.armor.max,
      a.affinity.stored,
    ])
      expect(within(n, 0, H.MAX_STORED_DICE)).toBe(true);
    expect(a.resolve).toBeLessThanOrEqual(a.resolveMax);
    expect(within(a.level, 1, 10)).toBe(true);
    expect(H.defenseRollsOf(a)).toBeGreaterThanOrEqual(0);
  });

  const tier = fc.oneof(fc.constantFrom(...H.TIER_IDS, null), hostileValue) as fc.Arbitrary<Any>;
  const actionRequest = (legal: boolean) =>
    fc.record({
      actor: legal ? legalActor : hostileActor,
      tier: legal ? fc.constantFrom(...H.TIER_IDS, null) : tier,
      exertion: legal ? fc.integer({ min: 0, max: 3 }) : leaf(small),
      bonusDice: legal ? fc.integer({ min: 0, max: 3 }) : leaf(small),
      affinityDice: legal ? fc.integer({ min: 0, max: 2 }) : leaf(small),
      required: legal ? fc.integer({ min: 0, max: 4 }) : leaf(small),
      round,
    }) as fc.Arbitrary<hitdice.ActionRequest>;
  bothSeeded('resolveAction', actionRequest, (req, dice) => {
    const r = allowRefusal(() => resolveWith(H.resolveAction(req), dice));
    if (!r) return;
    expectFinite(r);
    expect(r.dice.length).toBe(H.poolSize(r.pool));
    expect(r.successes).toBe(H.countSuccesses(r.dice));
    expect(r.successes).toBeLessThanOrEqual(2 * r.dice.length);
    expect(within(r.burned, 0, r.pool.exertion)).toBe(true);
    expect(r.effect).toBeGreaterThanOrEqual(0);
    expect(r.bonus).toBeLessThanOrEqual(r.proficiency);
    expect(r.apply.body).toBeGreaterThanOrEqual(0);
  });
  both('actionOdds', actionRequest(true), actionRequest(false), (req) => {
    const odds = allowRefusal(() => H.actionOdds(req));
    if (odds) expectOdds(odds, true);
  });

  const defenseRequest = (legal: boolean) =>
    fc.record({
      actor: legal ? legalActor : hostileActor,
      damage: legal ? fc.integer({ min: 0, max: 12 }) : leaf(fc.integer({ min: 0, max: 12 })),
      sustainThreshold: legal ? fc.integer({ min: 2, max: 6 }) : hostileValue,
      capacity: fc.oneof(fc.constantFrom('proficiency', 'printed'), hostileValue),
      round,
    }) as fc.Arbitrary<hitdice.DefenseRequest>;
  bothSeeded('resolveDefense', defenseRequest, (req, dice) => {
    const r = resolveWith(H.resolveDefense(req), dice);
    expectFinite(r);
    let present = 0;
    for (const l of r.layers) {
      expect(l.after).toBeGreaterThanOrEqual(0);
      expect(within(l.lost, 0, l.before)).toBe(true);
      expect(l.after).toBe(l.before - l.lost);
      for (const f of l.rolled) expect(within(f, 1, l.faces)).toBe(true);
      present += l.before;
    }
    expect(r.lost).toBeLessThanOrEqual(present);
    expect(r.hdLost).toBeLessThanOrEqual(r.lost);
    expect(r.rollsUsed).toBeLessThanOrEqual(r.rolls);
    expect(r.lost + r.sustained + r.unabsorbed).toBe(r.damage);
    for (const v of [r.apply.guard, r.apply.barrier, r.apply.armorDice, r.apply.body])
      expect(v).toBeGreaterThanOrEqual(0);
  });
  both('defenseOdds', defenseRequest(true), defenseRequest(false), (req) => {
    const odds = H.defenseOdds(req);
    expectOdds(odds, false);
    for (const layer of odds.loss.layers) {
      const total = layer.lost.reduce((a, b) => a + b, 0);
      expect(Math.abs(total - 1)).toBeLessThan(EPS);
    }
  });

  both(
    'Resolve check',
    fc.tuple(fc.record({ actor: legalActor, round }), seedArb),
    fc.tuple(fc.record({ actor: hostileActor, round }), seedArb),
    ([req, seed]) => {
      const r = allowRefusal(() => resolveWith(H.resolveResolveCheck(req as Any), new SeededDice(seed)));
      if (r) {
        expectFinite(r);
        const actor = H.readActor(req.actor);
        expect(within(r.resolveAfter, 0, actor.resolveMax)).toBe(true);
        if (r.face !== null) expect(within(r.face, 1, 6)).toBe(true);
      }
      const odds = allowRefusal(() => H.resolveCheckOdds(req as Any));
      if (odds) expectOdds(odds, true);
    },
  );

  const initiativeRequest = (legal: boolean) =>
    fc.record({
      actor: legal ? legalActor : hostileActor,
      surprised: fc.boolean(),
      exertion: legal ? fc.integer({ min: 0, max: 2 }) : leaf(small),
      affinityDice: legal ? fc.integer({ min: 0, max: 2 }) : leaf(small),
      round,
    }) as fc.Arbitrary<hitdice.InitiativeRequest>;
  bothSeeded('initiative', initiativeRequest, (req, dice) => {
    const r = allowRefusal(() => resolveWith(H.resolveInitiative(req), dice));
    if (r) {
      expectFinite(r);
      expect(r.successes).toBe(H.countSuccesses(r.dice));
      expect(r.successes).toBeLessThanOrEqual(2 * r.dice.length);
      expect(r.apply.body).toBeGreaterThanOrEqual(0);
    }
    const odds = allowRefusal(() => H.initiativeOdds(req));
    if (odds) expectOdds(odds, true);
  });

  const groupRequest = (legal: boolean) =>
    fc.record({
      mode: fc.constantFrom<hitdice.GroupMode>('contest', 'threshold'),
      required: legal ? fc.integer({ min: 0, max: 8 }) : leaf(small),
      participants: fc.array(actionRequest(legal), { minLength: 1, maxLength: 3 }),
    }) as fc.Arbitrary<hitdice.GroupRollRequest>;
  bothSeeded(
    'group roll',
    groupRequest,
    (req, dice) => {
      const r = allowRefusal(() => resolveWith(H.resolveGroupRoll(req), dice));
      if (r) {
        expectFinite(r);
        expect(r.successes).toBeGreaterThanOrEqual(0);
      }
      const odds = allowRefusal(() => H.groupRollOdds(req));
      if (odds) expectOdds(odds, true);
    },
    100,
  );

  property(
    'recovery and universal actions (hostile)',
    fc.tuple(hostileActor, hostileActor, leaf(small), fc.boolean()),
    ([data, other, count, flag]) => {
      const results: unknown[] = [
        H.rest(data, { craftRepair: flag }),
        H.recover(data, { safe: flag }),
        H.rush(data),
        H.steady(data),
        H.defend(data),
        H.stabilize(data),
        H.regainHitDice(data, count as number),
        H.startOwnTurn(data),
        H.endOwnRound(data),
        H.newDay(data),
        H.wakeFromCollapse(data),
        H.gainAffinity(data, count),
        H.shareAffinity({ giver: data, receiver: other, count } as Any),
      ];
      for (const r of results) {
        expectFinite(r);
        if (isRefusal(r)) {
          expect(H.REFUSAL_IDS).toContain((r as Any).reason.id);
          continue;
        }
        const changes = (r as Any).changes ?? r;
        for (const [k, v] of Object.entries(changes)) if (typeof v === 'number') expect(v, k).toBeGreaterThanOrEqual(0);
      }
    },
    true,
  );
});
