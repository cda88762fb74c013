/** The countdown engine's entry points under random and hostile requests (see properties.ts). */
import { describe, expect } from 'vitest';
import fc from 'fast-check';
import { type OddsSummary, resolveWith, SeededDice } from '../../../src/core';
import * as countdown from '../../../src/rulesets/countdown/rules';
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
  isRefusal,
  within,
  type Any,
} from './properties';
import { hostileValue } from '../schema-walk';

const { both, bothSeeded } = engineProperties('countdown');

describe('countdown', () => {
  const C = countdown;
  const stat = fc.integer({ min: 1, max: 10 });
  const statsShape = Object.fromEntries(C.STAT_IDS.map((id) => [id, stat]));
  const legalStats = fc.record(statsShape);
  const hostileStats = orWrongShape(hostileRecord(statsShape));
  const skillIds = C.SKILLS.map((s) => s.id);
  const identity = {
    classId: fc.constantFrom(...C.CLASSES.map((c) => c.id)),
    ancestryId: fc.constantFrom(...C.ANCESTRIES.map((a) => a.id)),
    armorId: fc.constantFrom(...C.ARMOR_IDS),
  };
  const armorShape = {
    bodyArmor: fc.integer({ min: 0, max: 3 }),
    shield: fc.boolean(),
    shieldWall: fc.boolean(),
    bonus: fc.integer({ min: -1, max: 2 }),
  };
  const legalCharacter = fc.record({
    stats: legalStats,
    trainedSkills: fc.subarray(skillIds),
    ...identity,
    armor: fc.record(armorShape),
  }) as fc.Arbitrary<Any>;
  const hostileCharacter = fc
    .record({
      stats: hostileStats,
      trainedSkills: fc.oneof(fc.subarray(skillIds), fc.array(hostileValue, { maxLength: 3 })),
      rest: hostileRecord(identity),
      armor: orWrongShape(hostileRecord(armorShape)),
    })
    .map(({ rest, ...c }) => ({ ...rest, ...c })) as fc.Arbitrary<Any>;

  both('deriveCharacter', legalCharacter, hostileCharacter, (snap) => {
    const d = C.deriveCharacter(snap);
    expectFinite(d);
    for (const v of Object.values(d.stats)) expect(within(v, 1, 10)).toBe(true);
    // CD-1: Difficulty = 20 − stat (untrained) or 20 − 2 × stat (trained), stats 1–10.
    for (const v of Object.values(d.statDifficulties)) {
      expect(within(v.untrained, 10, 19)).toBe(true);
      expect(within(v.trained, 0, 18)).toBe(true);
    }
    for (const s of d.skills) expect(within(s.difficulty, 0, 19)).toBe(true);
    expect(d.armor).toBeGreaterThanOrEqual(0);
    expect(d.capacity).toBeGreaterThanOrEqual(0);
  });

  const edgesArb = fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 2 });
  const checkRequest = (legal: boolean) =>
    fc.record(
      {
        target: fc.oneof(
          fc.record({
            stat: fc.constantFrom(...C.STAT_IDS),
            value: legal ? stat : hostileValue,
            trained: fc.boolean(),
          }),
          fc.record({ difficulty: legal ? fc.integer({ min: 1, max: 20 }) : hostileValue }),
        ),
        advantages: edgesArb,
        disadvantages: edgesArb,
        automatic: fc.constantFrom<Any>('brace', 'routine'),
      },
      { requiredKeys: ['target'] },
    ) as fc.Arbitrary<countdown.CheckRequest>;
  bothSeeded('resolveCheck', checkRequest, (req, dice) => {
    const r = resolveWith(C.resolveCheck(req), dice);
    expectFinite(r);
    expect(within(r.difficulty, -99, 99)).toBe(true);
    if (r.natural !== null) expect(within(r.natural, 1, 20)).toBe(true);
    expect(['critical', 'pass', 'fail']).toContain(r.outcome);
    const chances = C.checkOutcomeChances(req);
    expect(Math.abs(chances.critical + chances.pass + chances.fail - 1)).toBeLessThan(EPS);
    expectOdds(C.checkOdds(req), false);
    expectOdds(C.contestOdds({ a: req, b: req, defender: 'b' }), false);
    expectFinite(resolveWith(C.resolveContest({ a: req, b: req, defender: null }), dice));
  });

  const weapon = fc.constantFrom(...C.WEAPONS);
  const attackRequest = (legal: boolean) =>
    fc
      .record({
        attacker: legal ? legalCharacter : hostileCharacter,
        weapon,
        mode: fc.constantFrom<countdown.AttackMode>('melee', 'thrown', 'ranged'),
        range: fc.constantFrom(...C.DISTANCES),
        target: fc.record({
          armor: legal ? fc.integer({ min: 0, max: 4 }) : hostileValue,
          unaware: fc.boolean(),
          flanked: fc.boolean(),
        }),
        twoHanded: fc.boolean(),
        loaded: fc.boolean(),
        light: fc.constantFrom<Any>('bright', 'dim', 'dark'),
      })
      .map((r) => ({ ...r, range: r.weapon.range[0] ?? r.range })) as fc.Arbitrary<countdown.AttackRequest>;
  bothSeeded('resolveAttack', attackRequest, (req, dice) => {
    const r = resolveWith(C.resolveAttack(req), dice);
    expectFinite(r);
    if (!r.ok) return;
    expect(r.hit).toBe(r.check.outcome !== 'fail');
    if (r.damage) {
      expect(r.damage.raw).toBeGreaterThanOrEqual(1);
      expect(r.damage.armor).toBeGreaterThanOrEqual(0);
      expect(within(r.damage.dealt, 0, r.damage.raw)).toBe(true);
    } else expect(r.hit).toBe(false);
    const odds = C.attackOdds(req);
    if (!isRefusal(odds)) expectOdds(odds as OddsSummary, false);
  });

  const diceAmount = (legal: boolean) =>
    (legal
      ? fc.record({
          count: fc.integer({ min: 0, max: 3 }),
          faces: fc.constantFrom(4, 6, 8, 10, 12),
          bonus: fc.integer({ min: 0, max: 4 }),
        })
      : orWrongShape(
          hostileRecord({
            count: fc.integer({ min: 0, max: 3 }),
            faces: fc.constantFrom(4, 6, 8),
            bonus: fc.integer({ min: 0, max: 4 }),
          }),
        )) as fc.Arbitrary<Any>;
  const defenseRequest = (legal: boolean) =>
    fc.record({
      defender: fc
        .tuple(legal ? legalCharacter : hostileCharacter, legal ? fc.integer({ min: 1, max: 30 }) : hostileValue)
        .map(([c, maxHp]) => ({ ...c, maxHp })),
      method: fc.constantFrom<countdown.DefenseMethod>('dodge', 'block'),
      damage: diceAmount(legal),
      trained: fc.boolean(),
      defending: fc.boolean(),
      light: fc.constantFrom<Any>('bright', 'dim', 'dark'),
      attackerDarkvision: fc.boolean(),
      brace: fc.boolean(),
    }) as fc.Arbitrary<countdown.DefenseRequest>;
  bothSeeded('resolveDefense', defenseRequest, (req, dice) => {
    const r = resolveWith(C.resolveDefense(req), dice);
    expectFinite(r);
    if (!r.ok) return;
    expect(r.avoided).toBe(r.check.outcome !== 'fail');
    if (r.damage) expect(within(r.damage.dealt, 0, Math.max(r.damage.raw, 1))).toBe(true);
    const odds = C.defenseOdds(req);
    if (!isRefusal(odds)) expectOdds(odds as OddsSummary, false);
    expectOdds(C.healingOdds(req.damage, 5), false);
  });

  // CD-3: a countdown die only ever steps down one size, d12 → d10 → d8 → d6 → d4 → exhausted.
  both(
    'countdown dice',
    fc.tuple(fc.constantFrom(4, 6, 8, 10, 12), seedArb, fc.integer({ min: 1, max: 200 })),
    fc.tuple(hostileValue as fc.Arbitrary<Any>, seedArb, leaf(fc.integer({ min: 1, max: 200 })) as fc.Arbitrary<Any>),
    ([stored, seed, horizon]) => {
      let state = C.readCountdown({ die: stored });
      expectOdds(C.countdownTriggerOdds(state), true);
      expectOdds(C.countdownLifetimeOdds(state, horizon), false);
      expect(isProbability(C.exhaustedWithin(state, 10))).toBe(true);
      const dice = new SeededDice(seed);
      for (let i = 0; i < 400 && state.die !== null; i++) {
        const t = resolveWith(C.triggerCountdown(state), dice);
        if (!t.ok) expect.fail('a live die refused to trigger');
        expect(within(t.result.face, 1, state.die)).toBe(true);
        const next = t.state.die;
        expect(next === state.die || next === C.dieSizeDown(state.die)).toBe(true);
        expect(t.result.steppedDown).toBe(next !== state.die);
        state = t.state;
      }
      if (state.die === null) expect(isRefusal(resolveWith(C.triggerCountdown(state), dice))).toBe(true);
    },
  );

  const vitalsStep = fc.record({
    op: fc.constantFrom('damage', 'heal', 'tick', 'stabilize', 'nat20'),
    amount: leaf(fc.integer({ min: 0, max: 12 })),
  });
  both(
    'vitals transitions',
    fc.tuple(
      fc.record({ hp: fc.integer({ min: 0, max: 20 }), maxHp: fc.integer({ min: 20, max: 30 }) }),
      fc.array(vitalsStep, { maxLength: 12 }),
    ),
    fc.tuple(
      hostileRecord({
        hp: fc.integer({ min: 0, max: 20 }),
        maxHp: fc.integer({ min: 1, max: 30 }),
        status: fc.constantFrom('conscious', 'dying', 'stable', 'dead'),
        deathClock: fc.constant(null),
        cause: fc.constant(null),
      }),
      fc.array(vitalsStep, { maxLength: 12 }),
    ),
    ([stored, steps]) => {
      let v = C.readVitals(stored as Any);
      for (const step of steps) {
        const t =
          step.op === 'damage'
            ? C.applyDamage(v, step.amount)
            : step.op === 'heal'
              ? C.heal(v, step.amount)
              : step.op === 'tick'
                ? C.tickDeath(v)
                : step.op === 'stabilize'
                  ? C.stabilize(v, { fieldSurgery: true })
                  : C.stabilizeByNatural20(v, { natural20: true });
        expectFinite(t);
        if (!t.ok) continue;
        v = t.state;
        expect(within(v.hp, 0, v.maxHp)).toBe(true);
        if (v.deathClock) expect(within(v.deathClock.filled, 0, v.deathClock.segments)).toBe(true);
        if (v.status === 'dead') expect(v.hp).toBe(0);
      }
    },
  );

  both(
    'initiative',
    fc.tuple(
      fc.array(fc.record({ id: fc.constantFrom('a', 'b'), reflex: stat, ...identity }), { maxLength: 3 }),
      fc.array(stat, { maxLength: 3 }),
      seedArb,
    ),
    fc.tuple(
      fc.array(
        fc
          .record({ id: fc.constantFrom('a', 'b'), reflex: hostileValue, rest: hostileRecord(identity) })
          .map(({ rest, ...c }) => ({ ...rest, ...c })),
        { maxLength: 3 },
      ),
      fc.array(hostileValue, { maxLength: 3 }),
      seedArb,
    ),
    ([characters, reflexes, seed]) => {
      const r = resolveWith(
        C.resolveInitiative({ characters: characters as Any, monsterReflexes: reflexes }),
        new SeededDice(seed),
      );
      expectFinite(r);
      for (const c of characters) expectOdds(C.initiativeOdds(c as Any, reflexes), false);
    },
  );
});
