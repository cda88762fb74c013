/** The cryture engine's entry points under random and hostile requests (see properties.ts). */
import { describe, expect } from 'vitest';
import fc from 'fast-check';
import { SeededDice, resolveWith } from '../../../src/core';
import * as cryture from '../../../src/rulesets/cryture/rules';
import {
  engineProperties,
  leaf,
  hostileRecord,
  orWrongShape,
  seedArb,
  expectFinite,
  EPS,
  expectOdds,
  within,
  type Any,
} from './properties';
import { hostileValue } from '../schema-walk';

const { both, bothSeeded } = engineProperties('cryture');

describe('cryture', () => {
  const Y = cryture;
  const stat = fc.integer({ min: 0, max: 6 });
  const statsShape = {
    Might: stat,
    Agility: stat,
    Defense: fc.integer({ min: 1, max: 10 }),
    Speed: stat,
    Reflexes: stat,
  };
  const track = fc
    .integer({ min: 1, max: 40 })
    .chain((max) => fc.record({ value: fc.integer({ min: 0, max }), max: fc.constant(max) }));
  const statusStacks = fc.dictionary(
    fc.constantFrom(...Y.STATUS_IDS),
    fc.record({ stacks: fc.integer({ min: 1, max: 5 }), turnEnds: fc.integer({ min: 1, max: 2 }) }),
    { maxKeys: 3 },
  );
  const legalCombatant = (id: string) =>
    fc.record({
      id: fc.constant(id),
      kind: fc.constantFrom<Any>('trainer', 'npc', 'cryture'),
      stats: fc.record(statsShape),
      health: track,
      stamina: track,
      mana: track,
      statuses: statusStacks,
      weaknesses: fc.subarray(['Fire', 'Water']),
      resistances: fc.subarray(['Fire', 'Earth']),
    }) as fc.Arbitrary<cryture.CombatantSnapshot>;
  const hostileTrack = orWrongShape(
    hostileRecord({ value: fc.integer({ min: 0, max: 40 }), max: fc.integer({ min: 0, max: 40 }) }),
  );
  const hostileCombatant = (id: string) =>
    fc.record({
      id: fc.constant(id),
      stats: orWrongShape(hostileRecord(statsShape)),
      health: hostileTrack,
      stamina: hostileTrack,
      mana: hostileTrack,
      statuses: fc.oneof(
        statusStacks,
        fc.dictionary(
          fc.constantFrom(...Y.STATUS_IDS, '__proto__', 'x'),
          fc.oneof(hostileValue, hostileRecord({ stacks: stat, turnEnds: stat })),
        ),
        hostileValue,
      ),
      weaknesses: fc.oneof(fc.subarray(['Fire', 'Water']), fc.array(hostileValue, { maxLength: 2 }), hostileValue),
      resistances: fc.oneof(fc.subarray(['Fire']), hostileValue),
    }) as fc.Arbitrary<Any>;
  const combatant = (legal: boolean, id: string) => (legal ? legalCombatant(id) : hostileCombatant(id));

  const power = (legal: boolean) =>
    fc.record({
      name: fc.constant('Strike'),
      type: fc.constantFrom('Fire', 'Water', 'Earth'),
      action: fc.constantFrom<Any>('major', 'minor'),
      range: fc.oneof(
        fc.record({ form: fc.constant('melee'), reach: fc.integer({ min: 1, max: 2 }) }),
        fc.record({ form: fc.constant('ranged'), range: fc.integer({ min: 2, max: 6 }) }),
        fc.record({
          form: fc.constant('rangedBlast'),
          range: fc.integer({ min: 2, max: 6 }),
          blast: fc.integer({ min: 1, max: 2 }),
        }),
      ),
      check: fc.record({
        kind: fc.constantFrom<Any>('attack', 'roll'),
        pool: fc.constant(['Might', 'Agility']),
        difficulty: fc.constant('Defense'),
      }),
      hit: fc.record({
        damagePerHit: legal ? fc.integer({ min: 0, max: 4 }) : leaf(fc.integer({ min: 0, max: 4 })),
        healingPerHit: legal ? fc.integer({ min: 0, max: 2 }) : leaf(fc.integer({ min: 0, max: 2 })),
        statuses: fc.array(
          fc.record({
            status: fc.constantFrom(...Y.STATUS_IDS),
            stacks: legal ? fc.integer({ min: 1, max: 3 }) : leaf(fc.integer({ min: 1, max: 3 })),
            to: fc.constantFrom('target', 'user'),
          }),
          { maxLength: 2 },
        ),
      }),
      crit: fc.record({ extraHits: legal ? fc.integer({ min: 0, max: 2 }) : leaf(fc.integer({ min: 0, max: 2 })) }),
    }) as fc.Arbitrary<cryture.PowerData>;
  const attackRequest = (legal: boolean) =>
    fc.record({
      user: combatant(legal, 'user'),
      power: power(legal),
      targets: fc.array(
        fc.record({
          target: combatant(legal, 't'),
          situations: fc.subarray([...Y.SITUATION_IDS]),
          distance: legal ? fc.integer({ min: 0, max: 8 }) : leaf(fc.integer({ min: 0, max: 8 })),
          extraDice: legal ? fc.integer({ min: -2, max: 2 }) : leaf(fc.integer({ min: -2, max: 2 })),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      originDistance: fc.integer({ min: 0, max: 6 }),
    }) as fc.Arbitrary<cryture.AttackRequest>;

  bothSeeded('resolveAttack and applyAttack', attackRequest, (req, dice) => {
    // Distinct ids, as on a scene.
    const request = { ...req, targets: req.targets!.map((t, i) => ({ ...t, target: { ...t.target, id: `t${i}` } })) };
    const plan = Y.planAttack(request);
    if (!plan.ok) {
      // Documented: resolveAttack throws on a request planAttack refuses; attackOdds returns null.
      expect(() => resolveWith(Y.resolveAttack(request), dice)).toThrow();
      expect(Y.attackOdds(request)).toBeNull();
      return;
    }
    const r = resolveWith(Y.resolveAttack(request), dice);
    // `power` is the request's power copied verbatim for the card (not a computed number).
    expectFinite({ ...r, power: null });
    for (const f of r.faces) expect(within(f, 1, 10)).toBe(true);
    for (const t of r.targets) {
      expect(t.hits).toBeLessThanOrEqual(t.dice.length);
      expect(t.crits).toBeLessThanOrEqual(t.hits);
      expect(t.dice.length).toBeLessThanOrEqual(r.faces.length);
      const s = t.settlement;
      expect(within(s.landedHits, 0, s.totalHits)).toBe(true);
      expect(s.block.after).toBeGreaterThanOrEqual(0);
      expect(s.damage).toBeGreaterThanOrEqual(0);
      expect(s.healing).toBeGreaterThanOrEqual(0);
    }
    const states = Object.fromEntries(
      [request.user, ...request.targets.map((t) => t.target)].map((c) => [
        c.id,
        { health: c.health, statuses: c.statuses },
      ]),
    );
    const applied = Y.applyAttack(r, states, { activeCombatantId: 'user' });
    expectFinite(applied);
    for (const u of Object.values(applied.updates)) {
      expect(within(u.health.value, 0, u.health.max)).toBe(true);
      for (const [id, e] of Object.entries(u.statuses)) {
        expect(within(e!.stacks, 0, Y.maxStacks(id as cryture.StatusId))).toBe(true);
      }
    }
    const odds = Y.attackOdds(request)!;
    expectFinite(odds);
    for (const t of odds.targets) {
      expectOdds(t.summary, true);
      const total = t.table.p.flat().reduce((a: number, b: number) => a + b, 0);
      expect(Math.abs(total - 1)).toBeLessThan(EPS);
    }
    if (odds.selfDamage) expectOdds(odds.selfDamage, false);
  });

  both(
    'pool and clumsy odds',
    fc.record({
      dice: fc.integer({ min: 0, max: 20 }),
      difficulty: fc.integer({ min: 1, max: 10 }),
      block: fc.integer({ min: 0, max: 5 }),
    }),
    hostileRecord({
      dice: fc.integer({ min: 0, max: 20 }),
      difficulty: fc.integer({ min: 1, max: 10 }),
      block: fc.integer({ min: 0, max: 5 }),
    }),
    (req) => {
      expectOdds(Y.poolOdds(req as Any), true);
      expectOdds(Y.clumsyOdds(req.dice as Any), true);
      const chances = Y.roleChances(req.difficulty as Any);
      expect(Math.abs(chances.crit + chances.hit + chances.miss - 1)).toBeLessThan(EPS);
    },
  );

  both(
    'statuses and turn ends',
    fc.tuple(legalCombatant('a'), fc.constantFrom(...Y.STATUS_IDS), fc.integer({ min: 0, max: 5 }), fc.boolean()),
    fc.tuple(hostileCombatant('a'), fc.constantFrom(...Y.STATUS_IDS), hostileValue, fc.boolean()),
    ([c, status, stacks, own]) => {
      const state = Y.readStatuses(c.statuses);
      const applied = Y.applyStatus(state, status, stacks as number, { duringOwnTurn: own });
      expectFinite(applied);
      const removed = Y.removeStacks(applied.state, status, stacks as number);
      expectFinite(removed);
      for (const s of [state, applied.state, removed.state, Y.endTurnDurations(applied.state).state]) {
        for (const [id, e] of Object.entries(s))
          expect(within(e!.stacks, 1, Y.maxStacks(id as cryture.StatusId))).toBe(true);
      }
      const end = Y.endTurn({ health: c.health, statuses: applied.state });
      expectFinite(end);
      expect(within(end.health.value, 0, end.health.max)).toBe(true);
      expectFinite(Y.startTurn({ health: c.health, statuses: c.statuses }));
      expect(Y.movementSpeed(c)).toBeGreaterThanOrEqual(0);
    },
  );

  both(
    'initiative',
    fc.tuple(fc.array(legalCombatant('x'), { minLength: 1, maxLength: 4 }), seedArb),
    fc.tuple(fc.array(hostileCombatant('x'), { minLength: 1, maxLength: 4 }), seedArb),
    ([list, seed]) => {
      const entrants = list.map((c, i) => ({ id: `c${i}`, stats: c.stats }));
      const r = resolveWith(Y.resolveInitiative(entrants), new SeededDice(seed));
      expectFinite(r);
      expect(r.order.length + r.unresolved.flat().length).toBeGreaterThanOrEqual(entrants.length);
      expectOdds(Y.initiativeOdds(entrants[0]!, { total: 10 }), false);
      if (entrants[1]) expectOdds(Y.initiativeOdds(entrants[0]!, entrants[1]), false);
    },
  );
});
