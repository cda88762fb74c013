/**
 * Exact odds of every roll, computed from the same preparation and outcome functions the
 * resolutions use (never sampled): each d20 face is read through the rule that reads the real die.
 */
import { Distribution, Finite, text, type OddsBar, type OddsSummary, type OddsTone } from '../../../core';
import { activationTier, prepareActivation, type ActivationRequest } from './activation';
import {
  attackOutcome,
  damageAfter,
  prepareAttack,
  weaponDiceCount,
  type AttackOutcome,
  type AttackRequest,
} from './attack';
import { prepareTest, testOutcome, type AttributeTestRequest, type TestOutcome } from './check';
import { readResonance } from './derived';
import { groupInitiativeBonus, type EnemyGroup } from './initiative';
import { relicLabel } from './labels';
import { backlashOutcome, type BurnRequest } from './resonance';
import { ACTIVATION_TIERS, D20, STRAIN_DIE, type ActivationTier, type ConditionId } from './tables';

/** The outcome of each d20 face, each with probability 1/20. */
function overD20<T extends string>(read: (natural: number) => T): Finite<T> {
  const pairs: [T, number][] = [];
  for (let natural = 1; natural <= D20; natural++) pairs.push([read(natural), 1]);
  return Finite.of(pairs, (v) => v);
}

function bars<T extends string>(odds: Finite<T>, rows: readonly { id: T; path: string; tone: OddsTone }[]): OddsBar[] {
  return rows.map((r) => ({
    label: relicLabel(r.path),
    probability: odds.probability((v) => v === r.id),
    tone: r.tone,
  }));
}

// Attribute test ------------------------------------------------------------------------------

/** §1.1 chance to meet the DN. */
export function attributeTestOdds(request: AttributeTestRequest): OddsSummary {
  const setup = prepareTest(request);
  const odds = overD20<TestOutcome>((n) => testOutcome(n, n + setup.bonus, setup.dn, setup.options));
  return {
    headline: {
      label: relicLabel('odds.success', { dn: setup.dn }),
      probability: odds.probability((v) => v === 'success'),
    },
    axis: relicLabel('odds.outcome'),
    bars: bars(odds, [
      { id: 'success', path: 'outcome.success', tone: 'success' },
      { id: 'failure', path: 'outcome.failure', tone: 'failure' },
    ]),
  };
}

// Attack --------------------------------------------------------------------------------------

function attackOutcomes(request: AttackRequest) {
  const setup = prepareAttack(request);
  return { setup, odds: overD20<AttackOutcome>((n) => attackOutcome(n, n + setup.bonus, setup.ac, setup.options)) };
}

/** The exact distribution of the damage the target loses (after Resistance; 0 on a miss). */
export function attackDamageDistribution(request: AttackRequest): Distribution {
  const { setup, odds } = attackOutcomes(request);
  const pairs: [number, number][] = [];
  for (const [outcome, p] of odds.entries()) {
    const count = weaponDiceCount(outcome);
    // A miss rolls no weapon dice: its damage is 0 whatever the modifiers.
    const raw =
      count === 0
        ? Distribution.constant(0)
        : Distribution.die(setup.weapon.faces).times(count).shift(setup.damageFlat);
    raw.forEach((r, q) => pairs.push([damageAfter(damageAfter(r, 0), setup.resistance), p * q]));
  }
  return Distribution.fromWeights(pairs);
}

/** §5 / REL-1 / REL-2 chance to hit (criticals included), to crit, to miss, and expected damage. */
export function attackOdds(request: AttackRequest): OddsSummary {
  const { odds } = attackOutcomes(request);
  const damage = attackDamageDistribution(request);
  const hit = odds.probability((v) => v !== 'miss');
  return {
    headline: { label: relicLabel('odds.hit'), probability: hit },
    axis: relicLabel('odds.outcome'),
    bars: bars(odds, [
      { id: 'critical', path: 'outcome.critical', tone: 'critical' },
      { id: 'hit', path: 'outcome.hit', tone: 'success' },
      { id: 'miss', path: 'outcome.miss', tone: 'failure' },
    ]),
    expected: [
      { label: relicLabel('odds.expectedDamage'), value: damage.mean() },
      { label: relicLabel('odds.expectedDamageOnHit'), value: hit > 0 ? damage.mean() / hit : 0 },
    ],
  };
}

/** The chance of each amount of damage the target loses, after Resistance (0 includes misses). */
export function attackDamageOdds(request: AttackRequest): OddsSummary {
  const damage = attackDamageDistribution(request);
  return {
    headline: { label: relicLabel('odds.dealsDamage'), probability: damage.atLeast(1) },
    axis: relicLabel('odds.damage'),
    bars: damage.entries().map(([value, probability]) => ({
      label: text(value),
      probability,
      tone: value === 0 ? 'failure' : 'neutral',
    })),
    expected: [{ label: relicLabel('odds.expectedDamage'), value: damage.mean() }],
  };
}

// Relic activation ----------------------------------------------------------------------------

const TIER_TONES: Readonly<Record<ActivationTier, OddsTone>> = {
  criticalSuccess: 'critical',
  success: 'success',
  partial: 'partial',
  criticalFailure: 'fumble',
};

/** §7.1 / REL-3 the chance of each activation tier. */
export function activationOdds(request: ActivationRequest): OddsSummary {
  const setup = prepareActivation(request);
  const odds = overD20<ActivationTier>((n) => activationTier(n + setup.bonus));
  const tiers = ACTIVATION_TIERS.rows.map((row) => row.value);
  return {
    headline: {
      label: relicLabel('odds.successOrBetter'),
      probability: odds.probability((t) => t === 'success' || t === 'criticalSuccess'),
    },
    axis: relicLabel('odds.tier'),
    bars: bars(
      odds,
      tiers.map((id) => ({ id, path: `tier.${id}`, tone: TIER_TONES[id] })),
    ),
  };
}

/** §7.2 the chance of Strain, and of each row of the relic's strain table. */
export function strainOdds(request: ActivationRequest): OddsSummary {
  const setup = prepareActivation(request);
  const strain = overD20((n) => activationTier(n + setup.bonus)).probability((t) => t === 'criticalFailure');
  const rowBars: OddsBar[] = [];
  for (let face = 1; face <= STRAIN_DIE; face++) {
    const entry = setup.strainTable[face - 1];
    rowBars.push({
      label: entry?.text ? text(entry.text) : relicLabel('odds.strainRow', { face }),
      probability: strain / STRAIN_DIE,
      tone: 'fumble',
    });
  }
  return {
    headline: { label: relicLabel('odds.strain'), probability: strain },
    axis: relicLabel('odds.strainTable'),
    bars: rowBars,
  };
}

// Backlash ------------------------------------------------------------------------------------

/** REL-5 the chance a Burn of `resonance` brings Backlash. */
export function backlashChance(resonance: unknown): number {
  const r = readResonance(resonance);
  return overD20((n) => (backlashOutcome(n, r).triggered ? 'yes' : 'no')).probability((v) => v === 'yes');
}

/** REL-5 / §8.3 Backlash after burning `resonance`: its condition, or none. */
export function backlashOdds(resonance: unknown): OddsSummary {
  const r = readResonance(resonance);
  const odds = overD20<ConditionId | 'none'>((n) => backlashOutcome(n, r).condition ?? 'none');
  const condition = backlashOutcome(1, r).condition;
  const rows: OddsBar[] = [];
  if (condition) {
    rows.push({
      label: relicLabel(`condition.${condition}`),
      probability: odds.probability((v) => v === condition),
      tone: 'failure',
    });
  }
  rows.push({
    label: relicLabel('odds.noBacklash'),
    probability: odds.probability((v) => v === 'none'),
    tone: 'success',
  });
  return {
    headline: {
      label: relicLabel('odds.backlash', { resonance: r }),
      probability: odds.probability((v) => v !== 'none'),
    },
    axis: relicLabel('odds.backlashAxis'),
    bars: rows,
  };
}

/** A Burn's odds are its Backlash odds (the Execution attack has its own: attackOdds(executionAttackRequest(request))). */
export function burnOdds(request: BurnRequest): OddsSummary {
  return backlashOdds(request.burner.resonance);
}

// Initiative ----------------------------------------------------------------------------------

/** REL-6 the chance that `groupId` acts first among the enemy groups, ties apart. */
export function initiativeOdds(groups: readonly EnemyGroup[], groupId: string): OddsSummary {
  const roll = (g: EnemyGroup) => Distribution.die(D20).shift(groupInitiativeBonus(g.dex));
  const self = groups.find((g) => g.id === groupId);
  const others = groups.filter((g) => g !== self).map(roll);
  let first = 0;
  let tied = 0;
  if (self) {
    roll(self).forEach((t, p) => {
      const below = others.reduce((acc, o) => acc * o.atMost(t - 1), 1);
      const notAbove = others.reduce((acc, o) => acc * o.atMost(t), 1);
      first += p * below;
      tied += p * (notAbove - below);
    });
  }
  return {
    headline: { label: relicLabel('odds.actsFirst'), probability: first },
    axis: relicLabel('odds.initiative'),
    bars: [
      { label: relicLabel('odds.actsFirst'), probability: first, tone: 'success' },
      { label: relicLabel('odds.tiedFirst'), probability: tied, tone: 'partial' },
      { label: relicLabel('odds.actsLater'), probability: Math.max(0, 1 - first - tied), tone: 'neutral' },
    ],
  };
}
