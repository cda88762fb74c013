/** The difference engine's entry points under random and hostile requests (see properties.ts). */
import { describe, expect } from 'vitest';
import fc from 'fast-check';
import { SeededDice, resolveWith } from '../../../src/core';
import * as difference from '../../../src/rulesets/difference/rules';
import {
  engineProperties,
  leaf,
  hostileRecord,
  orWrongShape,
  seedArb,
  expectFinite,
  EPS,
  isProbability,
  expectOdds,
  within,
  type Any,
} from './properties';
import { hostileValue } from '../schema-walk';

const { property, both, bothSeeded } = engineProperties('difference');

describe('difference', () => {
  const D = difference;
  const score = fc.integer({ min: 0, max: 10 });
  const poolValue = fc
    .integer({ min: 0, max: 20 })
    .chain((max) => fc.record({ value: fc.integer({ min: 0, max }), max: fc.constant(max) }));
  const legalCondition = fc.oneof(
    fc
      .constantFrom(...D.CONDITION_IDS)
      .filter((id) => !['exhausted', 'enhanced', 'afflicted', 'challenged'].includes(id))
      .map((id) => ({ id })),
    fc.record({ id: fc.constant('exhausted'), value: fc.integer({ min: 1, max: 4 }) }),
    fc.record({
      id: fc.constant('enhanced'),
      attribute: fc.constantFrom('might', 'agility'),
      bonus: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({
      id: fc.constant('afflicted'),
      damage: fc.record({
        count: fc.integer({ min: 0, max: 2 }),
        faces: fc.constantFrom(4, 6, 8),
        bonus: fc.integer({ min: 0, max: 2 }),
      }),
      pool: fc.constantFrom(...D.POOL_IDS),
    }),
    fc.record({ id: fc.constant('challenged'), by: fc.constantFrom('a', 'b') }),
  );
  const hostileCondition = fc.oneof(
    legalCondition,
    hostileValue,
    fc.record(
      {
        id: fc.constantFrom(...D.CONDITION_IDS),
        value: hostileValue,
        attribute: hostileValue,
        bonus: hostileValue,
        by: hostileValue,
        pool: fc.oneof(fc.constantFrom(...D.POOL_IDS), hostileValue),
      },
      { requiredKeys: ['id'] },
    ),
    // Afflicted brackets stay small enough to enumerate: stored dice are held to 100d1000 by readDamageDice.
    fc.record({
      id: fc.constant('afflicted'),
      pool: fc.constantFrom(...D.POOL_IDS),
      damage: orWrongShape(
        hostileRecord({
          count: fc.integer({ min: 0, max: 2 }),
          faces: fc.constantFrom(4, 6),
          bonus: fc.integer({ min: -2, max: 2 }),
        }),
      ),
    }),
  );
  const scores = (names: string[]) => fc.record(Object.fromEntries(names.map((n) => [n, score])));
  const ATTRS = ['might', 'agility', 'fortitude', 'composure', 'resolve'];
  const SKILLS = ['athletics', 'defense', 'stealth'];
  const legalActor = fc.record({
    id: fc.constant('a'),
    isPC: fc.boolean(),
    level: fc.integer({ min: 1, max: 20 }),
    attributes: scores(ATTRS),
    skills: scores(SKILLS),
    conditions: fc.array(legalCondition, { maxLength: 3 }),
    pools: fc.record({ vitality: poolValue, poise: poolValue, clarity: poolValue }),
    wounds: fc.record({
      injuries: fc.integer({ min: 0, max: 3 }),
      burdens: fc.integer({ min: 0, max: 3 }),
      traumas: fc.integer({ min: 0, max: 3 }),
    }),
    soak: fc.integer({ min: 0, max: 4 }),
    focus: poolValue,
    recoveryDice: fc.integer({ min: 0, max: 6 }),
    speed: fc.constantFrom(20, 30),
  }) as fc.Arbitrary<Any>;
  const hostilePool = orWrongShape(
    hostileRecord({ value: fc.integer({ min: 0, max: 20 }), max: fc.integer({ min: 0, max: 20 }) }),
  );
  const hostileActor = fc.record(
    {
      id: fc.constant('a'),
      isPC: leaf(fc.boolean()),
      level: leaf(fc.integer({ min: 1, max: 20 })),
      attributes: orWrongShape(hostileRecord(Object.fromEntries(ATTRS.map((n) => [n, score])))),
      skills: orWrongShape(hostileRecord(Object.fromEntries(SKILLS.map((n) => [n, score])))),
      conditions: fc.oneof(
        { weight: 5, arbitrary: fc.array(hostileCondition, { maxLength: 3 }) },
        { weight: 1, arbitrary: hostileValue },
      ),
      pools: orWrongShape(hostileRecord({ vitality: hostilePool, poise: hostilePool, clarity: hostilePool })),
      wounds: orWrongShape(hostileRecord({ injuries: score, burdens: score, traumas: score })),
      soak: leaf(score),
      focus: hostilePool,
      recoveryDice: leaf(score),
      speed: leaf(fc.constant(30)),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Any>;

  const modifier = (legal: boolean) =>
    fc.record({
      id: fc.option(fc.constantFrom('m1', 'm2'), { nil: undefined }),
      source: fc.constant({ text: 'x' }),
      kind: fc.constantFrom<'edge' | 'setback'>('edge', 'setback'),
      size: legal
        ? fc.oneof(fc.constantFrom<Any>('minor', 'major', 'overwhelming'), fc.integer({ min: 0, max: 4 }))
        : leaf(fc.constantFrom('minor', 'major')),
      exceedsCap: fc.boolean(),
      persistent: fc.boolean(),
    }) as fc.Arbitrary<difference.SituationalModifier>;
  const checkInput = (legal: boolean) =>
    fc.record({
      actor: legal ? legalActor : hostileActor,
      attribute: fc.constantFrom(...ATTRS, 'missing'),
      skill: fc.constantFrom(...SKILLS, '__proto__'),
      opposition: fc.oneof(
        fc.record({
          difficulty: (legal
            ? fc.integer({ min: 1, max: 25 })
            : leaf(fc.integer({ min: 1, max: 25 }))) as fc.Arbitrary<Any>,
        }),
        fc.record({
          target: legal ? legalActor : hostileActor,
          attribute: fc.constantFrom(...ATTRS),
          skill: fc.constant('defense'),
        }),
      ),
      context: fc.record({
        attack: fc.boolean(),
        meleeStrike: fc.boolean(),
        sensory: fc.boolean(),
        escape: fc.boolean(),
      }),
      modifiers: fc.array(modifier(legal), { maxLength: 4 }),
      adjustments: fc.array(
        fc.record({
          source: fc.constant({ text: 'a' }),
          value: (legal ? fc.integer({ min: -3, max: 3 }) : hostileValue) as fc.Arbitrary<Any>,
        }),
        { maxLength: 2 },
      ),
      options: fc.record(
        { edgeCap: (legal ? fc.constant(3) : leaf(fc.constant(3))) as fc.Arbitrary<Any> },
        { requiredKeys: [] },
      ),
    }) as fc.Arbitrary<difference.CheckInput>;

  bothSeeded('buildCheck + resolveCheck', checkInput, (input, dice) => {
    const req = D.buildCheck(input);
    const r = resolveWith(D.resolveCheck(req), dice);
    expectFinite(r);
    const { edges, tn, chance } = r.assessment;
    expect(within(r.d100, 1, 100)).toBe(true);
    expect(isProbability(chance)).toBe(true);
    expect(within(tn, 1, 101)).toBe(true);
    // DIF-2: the net Edge stays within ±cap unless a source exceeds the cap in that direction.
    if (!edges.modifiers.some((m) => m.exceedsCap)) expect(Math.abs(edges.net)).toBeLessThanOrEqual(edges.cap);
    expect(edges.edges).toBeGreaterThanOrEqual(0);
    expect(edges.setbacks).toBeGreaterThanOrEqual(0);
    expect(r.rolledSuccess).toBe(r.d100 >= tn);
    expectOdds(D.checkOdds(req), false);
    expect(Math.abs(D.checkOdds(req).headline.probability - D.successProbability(tn))).toBeLessThan(EPS);
  });

  // A stored CheckRequest (a Roll's options) read back with any junk in it.
  const storedRequest = fc.record({
    attribute: fc.string({ maxLength: 4 }),
    attributeScore: hostileValue,
    skill: fc.string({ maxLength: 4 }),
    skillScore: hostileValue,
    opposition: fc.oneof(
      fc.record({ kind: fc.constant('unopposed'), difficulty: hostileValue }),
      fc.record({
        kind: fc.constant('opposed'),
        attribute: fc.constant('x'),
        attributeScore: hostileValue,
        skill: fc.constant('y'),
        skillScore: hostileValue,
      }),
    ),
    modifiers: fc.array(modifier(false), { maxLength: 3 }),
    options: fc.record({ edgeCap: hostileValue }),
  }) as fc.Arbitrary<Any>;
  property(
    'stored CheckRequest (hostile)',
    fc.tuple(storedRequest, seedArb),
    ([req, seed]) => {
      const r = resolveWith(D.resolveCheck(req), new SeededDice(seed));
      expectFinite(r);
      expectOdds(D.checkOdds(req), false);
    },
    true,
  );

  const damage = fc.record({
    pool: fc.constantFrom(...D.POOL_IDS),
    amount: leaf(fc.integer({ min: 0, max: 25 })) as fc.Arbitrary<Any>,
    fromAttack: fc.boolean(),
  });
  const expectHealth = (h: difference.HealthState) => {
    for (const p of D.POOL_IDS) expect(within(h.pools[p].value, 0, h.pools[p].max)).toBe(true);
    for (const w of Object.values(h.wounds)) expect(w).toBeGreaterThanOrEqual(0);
  };
  both(
    'applyDamage and afflictions',
    fc.tuple(legalActor, damage, seedArb),
    fc.tuple(hostileActor, damage, seedArb),
    ([actor, req, seed]) => {
      const r = D.applyDamage(actor, req);
      expectFinite(r);
      expectHealth(r.health);
      expect(within(r.dealt, 0, r.amount)).toBe(true);
      expect(within(r.after, 0, r.before)).toBe(true);
      const a = resolveWith(D.resolveAfflictions(actor), new SeededDice(seed));
      expectFinite(a);
      expectHealth(a.health);
      expectOdds(D.afflictionOdds(actor), true);
    },
  );

  const recovery = fc.record({
    target: fc.constantFrom<Any>('vitality', 'poise', 'clarity', 'focus', 'bogus'),
    spend: leaf(fc.integer({ min: 0, max: 4 })) as fc.Arbitrary<Any>,
  });
  both(
    'recovery',
    fc.tuple(legalActor, recovery, seedArb),
    fc.tuple(hostileActor, recovery, seedArb),
    ([actor, req, seed]) => {
      const pool = D.recoveryPool(actor);
      expect(within(pool.remaining, 0, pool.max)).toBe(true);
      const r = resolveWith(D.resolveRecovery(actor, req), new SeededDice(seed));
      expectFinite(r);
      if (r.ok) {
        expect(r.after).toBeGreaterThanOrEqual(r.before);
        expect(r.diceLeft).toBeGreaterThanOrEqual(0);
        const max =
          req.target === 'focus'
            ? D.readPool(actor?.focus).max
            : D.readHealth(actor).pools[req.target as difference.PoolId].max;
        expect(r.after).toBeLessThanOrEqual(max);
      }
      expectOdds(D.recoveryOdds(actor, req), false);
      expectFinite(D.longRest(actor));
    },
  );

  both('turns', fc.tuple(legalActor, seedArb), fc.tuple(hostileActor, seedArb), ([actor, seed]) => {
    const start = D.startOfTurn(actor, 'fast');
    expectFinite(start);
    expect(start.actionPoints.points).toBeGreaterThanOrEqual(0);
    const end = resolveWith(D.endOfTurn(actor), new SeededDice(seed));
    expectFinite(end);
    expectHealth(end.health);
    expectFinite(D.roundOrder([{ id: 'a', isPC: true, conditions: actor?.conditions }] as Any));
    expectFinite(D.defeatedTracks(actor));
  });

  const model = fc.oneof(
    fc.constant({ kind: 'persistence' }),
    fc.record({ kind: fc.constant('complications'), failureThreshold: leaf(fc.integer({ min: 1, max: 4 })) }),
    fc.record({ kind: fc.constant('timeLimit'), maxRolls: leaf(fc.integer({ min: 1, max: 6 })) }),
    fc.record({
      kind: fc.constant('contested'),
      opponent: storedRequest,
      opponentThreshold: leaf(fc.integer({ min: 1, max: 4 })),
    }),
  );
  const task = fc.record({
    check: storedRequest,
    successThreshold: leaf(fc.integer({ min: 1, max: 5 })),
    interval: fc.record({ amount: leaf(fc.integer({ min: 1, max: 4 })), unit: leaf(fc.constant('minutes')) }),
    model,
  }) as fc.Arbitrary<Any>;
  const taskState = orWrongShape(
    hostileRecord({
      rolls: fc.integer({ min: 0, max: 5 }),
      successes: fc.integer({ min: 0, max: 5 }),
      complications: fc.integer({ min: 0, max: 3 }),
      opponentSuccesses: fc.integer({ min: 0, max: 3 }),
      tieBreak: fc.boolean(),
      status: fc.constantFrom('ongoing', 'completed', 'failed'),
    }),
  ) as fc.Arbitrary<Any>;
  property(
    'extended tasks (hostile)',
    fc.tuple(task, taskState, seedArb),
    ([t, s, seed]) => {
      const r = resolveWith(D.resolveExtendedRoll(t, s), new SeededDice(seed));
      expectFinite(r);
      if (r.ok) {
        expect(r.after.successes).toBeGreaterThanOrEqual(0);
        expect(r.after.rolls).toBeGreaterThanOrEqual(r.before.rolls);
      }
      expectOdds(D.extendedTaskOdds(t, s, { withinRolls: 5 }), false);
      const outlook = D.taskOutlook(t, s);
      expectFinite(outlook);
    },
    true,
    120,
  );
});
