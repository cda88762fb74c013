/** The relic engine's entry points under random and hostile requests (see properties.ts). */
import { describe, expect } from 'vitest';
import fc from 'fast-check';
import * as relic from '../../../src/rulesets/relic/rules';
import {
  engineProperties,
  leaf,
  hostileRecord,
  orWrongShape,
  expectFinite,
  isProbability,
  expectOdds,
  isRefusal,
  within,
  type Any,
} from './properties';
import { hostileValue } from '../schema-walk';
import { resolveWith } from '../../../src/core';

const { property, both, bothSeeded } = engineProperties('relic');

describe('relic', () => {
  const R = relic;
  const attributeValue = fc.integer({ min: -1, max: 4 });
  const legalAttributes = fc.record({
    fit: attributeValue,
    dex: attributeValue,
    wis: attributeValue,
    int: attributeValue,
  });
  const hostileAttributes = orWrongShape(
    hostileRecord({ fit: attributeValue, dex: attributeValue, wis: attributeValue, int: attributeValue }),
  );
  const conditionList = fc.array(fc.constantFrom(...R.CONDITIONS), { maxLength: 4 });
  const legalHp = fc
    .integer({ min: 1, max: 60 })
    .chain((max) => fc.record({ value: fc.integer({ min: 0, max }), max: fc.constant(max) }));
  const seekerShape = {
    level: fc.integer({ min: 1, max: 10 }),
    role: fc.constantFrom(...R.ROLES),
    resonance: fc.integer({ min: 0, max: 5 }),
    row: fc.constantFrom(...R.ROWS),
    armor: fc.constantFrom('none', 'light', 'medium', 'heavy'),
    shield: fc.boolean(),
    resistance: fc.integer({ min: 0, max: 5 }),
  };
  const legalSeeker = fc.record({
    id: fc.constant('s1'),
    attributes: legalAttributes,
    hp: legalHp,
    conditions: conditionList,
    synchronizations: fc.array(fc.constantFrom(...R.RELIC_TYPES), { maxLength: 2 }),
    ...seekerShape,
  }) as fc.Arbitrary<Any>;
  const hostileSeeker = fc
    .record({
      attributes: hostileAttributes,
      hp: orWrongShape(hostileRecord({ value: fc.integer({ min: 0, max: 60 }), max: fc.integer({ min: 1, max: 60 }) })),
      conditions: fc.oneof(conditionList, fc.array(hostileValue, { maxLength: 3 }), hostileValue),
      synchronizations: fc.oneof(fc.array(hostileValue, { maxLength: 3 }), hostileValue),
      bonuses: orWrongShape(
        hostileRecord({ ac: fc.integer({ min: 0, max: 3 }), resistance: fc.integer({ min: 0, max: 3 }) }),
      ),
      rest: hostileRecord(seekerShape),
    })
    .map(({ rest, ...s }) => ({ id: 's1', ...rest, ...s })) as fc.Arbitrary<Any>;

  const expectHealth = (h: relic.HealthState) => {
    expect(h.maxHp).toBeGreaterThanOrEqual(1);
    expect(within(h.hp, 0, h.maxHp)).toBe(true);
    for (const c of h.conditions) expect(R.CONDITIONS).toContain(c);
  };
  const expectSeeker = (s: relic.SeekerState) => {
    expectFinite(s);
    expectHealth(s.health);
    expect(within(s.resonance, 0, R.RESONANCE_MAX)).toBe(true);
    for (const v of Object.values(s.attributes)) expect(within(v, -1, 4)).toBe(true);
    expect(s.level).toBeGreaterThanOrEqual(1);
    expect(s.resistance).toBeGreaterThanOrEqual(0);
  };

  both('deriveSeeker', legalSeeker, hostileSeeker, (snap) => expectSeeker(R.deriveSeeker(snap)));

  const hostileAdversary = fc
    .record({
      attributes: hostileAttributes,
      hp: hostileValue,
      conditions: hostileValue,
      ac: hostileValue,
      resistance: hostileValue,
    })
    .map((a) => ({ id: 'e1', group: 'g', ...a })) as fc.Arbitrary<Any>;
  property(
    'deriveAdversary (hostile)',
    hostileAdversary,
    (snap) => {
      const a = R.deriveAdversary(snap);
      expectFinite(a);
      expectHealth(a.health);
      expect(a.ac).toBeGreaterThanOrEqual(0);
      expect(a.resistance).toBeGreaterThanOrEqual(0);
    },
    true,
  );

  const effects = (legal: boolean) =>
    legal
      ? fc.record(
          {
            disruption: fc.integer({ min: 0, max: 5 }),
            restoration: fc.integer({ min: 0, max: 5 }),
            situational: fc.integer({ min: -3, max: 3 }),
          },
          { requiredKeys: [] },
        )
      : orWrongShape(
          hostileRecord({
            disruption: fc.integer({ min: 0, max: 5 }),
            restoration: fc.integer({ min: 0, max: 5 }),
            situational: fc.integer({ min: -3, max: 3 }),
          }),
        );
  const difficulties = fc.constantFrom<relic.DifficultyId>('easy', 'standard', 'hard', 'severe', 'extreme');
  const testRequest = (legal: boolean) =>
    fc.record({
      attributes: legal ? legalAttributes : hostileAttributes,
      attribute: fc.constantFrom(...R.ATTRIBUTES),
      difficulty: difficulties,
      dn: legal ? fc.integer({ min: 20, max: 24 }) : hostileValue,
      kind: fc.constantFrom('test', 'save'),
      effects: effects(legal),
      options: fc.record({ naturalOneFails: fc.boolean() }),
    }) as fc.Arbitrary<Any>;

  bothSeeded('resolveAttributeTest', testRequest, (req, dice) => {
    const r = resolveWith(R.resolveAttributeTest(req), dice);
    expectFinite(r);
    expect(within(r.natural, 1, 20)).toBe(true);
    const row = R.DN_TABLE.find((d) => d.id === req.difficulty)!;
    expect(within(r.dn, row.min, row.max)).toBe(true);
    expect(['success', 'failure']).toContain(r.outcome);
    // Exact while the sum stays within doubles' integers (a hostile 2^53 situational modifier rounds).
    const sum = r.natural + r.attribute.value + R.modifierTotal(r.modifiers);
    if (Math.abs(sum) < 2 ** 52) expect(r.total).toBe(sum);
  });
  both('attributeTestOdds', testRequest(true), testRequest(false), (req) => expectOdds(R.attributeTestOdds(req), true));

  const target = (legal: boolean) =>
    fc.record({
      side: fc.constantFrom<relic.Side>('seeker', 'enemy'),
      ac: legal ? fc.integer({ min: 5, max: 25 }) : hostileValue,
      resistance: legal ? fc.integer({ min: 0, max: 5 }) : hostileValue,
      row: fc.constantFrom('frontline', 'backline', null),
    });
  const attackRequest = (legal: boolean) =>
    fc.record(
      {
        attacker: fc.record({
          side: fc.constantFrom<relic.Side>('seeker', 'enemy'),
          attributes: legal ? legalAttributes : hostileAttributes,
          row: fc.constantFrom('frontline', 'backline', null),
        }),
        weapon: legal
          ? fc.record({
              tag: fc.constantFrom('heavy', 'finesse', 'ranged'),
              weaponClass: fc.constantFrom('light', 'martial', 'heavy', 'improvised'),
            })
          : fc.record({ tag: hostileValue, weaponClass: hostileValue }),
        target: target(legal),
        formationBroken: fc.boolean(),
        effects: effects(legal),
        execution: legal ? fc.integer({ min: 0, max: 5 }) : hostileValue,
        damageBonus: legal ? fc.integer({ min: -3, max: 3 }) : hostileValue,
        options: fc.record({ naturalOneFails: fc.boolean() }),
      },
      { requiredKeys: ['attacker', 'weapon', 'target', 'formationBroken'] },
    ) as fc.Arbitrary<Any>;

  bothSeeded('resolveAttack', attackRequest, (req, dice) => {
    const r = resolveWith(R.resolveAttack(req), dice);
    expectFinite(r);
    expect(within(r.natural, 1, 20)).toBe(true);
    expect(['critical', 'hit', 'miss']).toContain(r.outcome);
    if (r.damage) {
      expect(r.damage.raw).toBeGreaterThanOrEqual(0);
      expect(r.damage.resistance).toBeGreaterThanOrEqual(0);
      expect(within(r.damage.afterResistance, 0, r.damage.raw)).toBe(true);
      expect(r.damage.count).toBe(r.outcome === 'critical' ? 2 : 1);
      expect(r.apply.damage).toBe(r.damage.afterResistance);
    } else {
      expect(r.outcome).toBe('miss');
      expect(r.apply.damage).toBe(0);
    }
  });
  both('attack odds', attackRequest(true), attackRequest(false), (req) => {
    expectOdds(R.attackOdds(req), true);
    expectOdds(R.attackDamageOdds(req), true);
    const dist = R.attackDamageDistribution(req);
    expectFinite(dist);
  });

  const activationRequest = (legal: boolean) =>
    fc.record({
      attributes: legal ? legalAttributes : hostileAttributes,
      attribute: fc.constantFrom(...R.ATTRIBUTES),
      synchronized: fc.boolean(),
      effects: effects(legal),
      strainTable: legal
        ? fc.array(fc.record({ kind: fc.constantFrom(...R.STRAIN_KINDS), text: fc.string({ maxLength: 6 }) }), {
            maxLength: 6,
          })
        : fc.oneof(
            fc.array(hostileValue, { maxLength: 8 }),
            fc.array(hostileRecord({ kind: fc.constantFrom(...R.STRAIN_KINDS), text: fc.string() }), { maxLength: 8 }),
          ),
    }) as fc.Arbitrary<Any>;
  bothSeeded('resolveActivation', activationRequest, (req, dice) => {
    const r = resolveWith(R.resolveActivation(req), dice);
    expectFinite(r);
    expect(within(r.natural, 1, 20)).toBe(true);
    expect(r.tier).toBe(R.activationTier(r.total));
    if (r.strain) {
      expect(r.tier).toBe('criticalFailure');
      expect(within(r.strain.face, 1, R.STRAIN_DIE)).toBe(true);
      if (r.strain.entry)
        expect(r.strain.entry.kind === null || R.STRAIN_KINDS.includes(r.strain.entry.kind)).toBe(true);
    } else expect(r.tier).not.toBe('criticalFailure');
  });
  both('activation and strain odds', activationRequest(true), activationRequest(false), (req) => {
    expectOdds(R.activationOdds(req), true);
    expectOdds(R.strainOdds(req), false);
  });

  const burnRequest = (legal: boolean) =>
    fc
      .record({
        role: legal ? fc.constantFrom(...R.ROLES) : leaf(fc.constantFrom(...R.ROLES)),
        resonance: legal ? fc.integer({ min: 0, max: 5 }) : leaf(fc.integer({ min: 0, max: 5 })),
        row: legal ? fc.constantFrom(...R.ROWS) : leaf(fc.constantFrom(...R.ROWS)),
        economy: legal
          ? fc.record({ actions: fc.integer({ min: 0, max: 2 }), reactions: fc.integer({ min: 0, max: 1 }) })
          : hostileValue,
        health: legal ? fc.record({ value: fc.integer({ min: 0, max: 20 }), max: fc.constant(20) }) : hostileValue,
        conditions: legal ? conditionList : hostileValue,
        execution: fc.option(attackRequest(legal), { nil: undefined }),
        disruptionTargets: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 7 }),
        party: fc.array(
          fc.record({
            id: fc.constantFrom('s1', 'p1', 'p2'),
            row: legal ? fc.constantFrom(...R.ROWS) : hostileValue,
            hp: legal ? legalHp : hostileValue,
            conditions: legal ? conditionList : hostileValue,
          }),
          { maxLength: 3 },
        ),
        restorationHealsBurner: fc.boolean(),
        gmOverride: fc.boolean(),
      })
      .map((b) => ({
        burner: {
          id: 's1',
          role: b.role,
          resonance: b.resonance,
          row: b.row,
          economy: R.readEconomy(b.economy as Any),
          health: R.readHealth({ hp: b.health as Any, conditions: b.conditions as Any }),
        },
        execution: b.execution,
        disruptionTargets: b.disruptionTargets,
        party: b.party.map((p) => ({
          id: p.id,
          row: p.row,
          health: R.readHealth({ hp: p.hp as Any, conditions: p.conditions as Any }),
        })),
        restorationHealsBurner: b.restorationHealsBurner,
        gmOverride: b.gmOverride,
      })) as fc.Arbitrary<relic.BurnRequest>;
  bothSeeded('resolveBurn', burnRequest, (req, dice) => {
    const r = resolveWith(R.resolveBurn(req), dice);
    expectFinite(r);
    if (!r.ok) {
      expect(R.REFUSAL_IDS).toContain(r.reason);
      return;
    }
    expect(r.resonance.to).toBe(0);
    expect(within(r.resonance.from, 1, R.RESONANCE_MAX)).toBe(true);
    expect(within(r.backlash.die, 1, 20)).toBe(true);
    expect(r.backlash.triggered).toBe(r.backlash.condition !== null);
    expect(r.actions.after.actions).toBeGreaterThanOrEqual(0);
    expectHealth(r.burner.after);
    for (const h of r.heals) expectHealth(h.change.after);
  });
  both('burn and backlash odds', burnRequest(true), burnRequest(false), (req) => {
    expectOdds(R.burnOdds(req), true);
    expectOdds(R.backlashOdds(req.burner.resonance), true);
    expect(isProbability(R.backlashChance(req.burner.resonance))).toBe(true);
  });

  const healthStep = fc.record({
    hp: hostileValue,
    conditions: fc.oneof(conditionList, hostileValue),
    amount: leaf(fc.integer({ min: 0, max: 30 })),
    source: fc.constantFrom<relic.HealSource>('aid', 'relic', 'feature', 'restorationSurge', 'preserver'),
    oneRound: fc.constantFrom<relic.OneRoundDamageReading>(...R.ONE_ROUND_DAMAGE_READINGS),
  });
  property(
    'health transitions (hostile)',
    healthStep,
    (s) => {
      const health = R.readHealth({ hp: s.hp as Any, conditions: s.conditions as Any });
      const changes = [
        R.applyDamage(health, s.amount, { oneRoundDamage: s.oneRound }),
        R.restoreHp(health, s.amount, s.source),
        R.startTurnHealth(health),
        R.aid({ aider: { economy: R.readEconomy(undefined), features: [] }, target: health } as Any),
      ];
      for (const c of changes) {
        expectFinite(c);
        if (isRefusal(c)) continue;
        const after = 'after' in (c as Any) ? (c as Any).after : (c as Any).target.after;
        expectHealth(after);
      }
    },
    true,
  );

  const groups = (legal: boolean) =>
    fc.array(
      fc.record({
        id: fc.constantFrom('g1', 'g2', 'g3'),
        dex: fc.array(legal ? attributeValue : hostileValue, { maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 3 },
    ) as fc.Arbitrary<Any>;
  bothSeeded('turn order and initiative odds', groups, (gs, dice) => {
    const order = resolveWith(R.rollTurnOrder({ seekers: ['s1', 's2'], enemyGroups: gs } as Any), dice);
    expectFinite(order);
    expectOdds(R.initiativeOdds(gs, gs[0].id), true);
  });
});
