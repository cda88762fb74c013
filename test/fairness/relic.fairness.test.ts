import { afterAll, describe, it } from 'vitest';
import {
  activationOdds,
  attackDamageDistribution,
  attackOdds,
  attributeTestOdds,
  backlashOdds,
  executionAttackRequest,
  freshEconomy,
  initiativeOdds,
  relicKey,
  resolveActivation,
  resolveAttack,
  resolveAttributeTest,
  resolveBurn,
  rollTurnOrder,
  strainOdds,
  type ActivationRequest,
  type AttackRequest,
  type AttributeTestRequest,
  type BurnRequest,
  type BurnResult,
  type EnemyGroup,
} from '../../src/rulesets/relic/rules';
import { seekerAttack, enemyAttack, health } from '../relic/rules/fixtures';
import {
  expectFair,
  fromBars,
  fromDistribution,
  writeSummary,
  type FairnessCase,
  type FairnessRecord,
} from './harness';
import { resolveWith } from '../../src/core';
import type { Refusal } from '../../src/rulesets/relic/rules';

const test = (over: Partial<AttributeTestRequest> = {}): AttributeTestRequest => ({
  attributes: { wis: 2 },
  attribute: 'wis',
  difficulty: 'hard',
  ...over,
});

const strainTable = ['Take 1d4 damage', 'Disoriented', 'Locked', 'Arc', 'Sparks', 'Hum'].map((text) => ({
  kind: 'damage',
  text,
}));
const activation = (over: Partial<ActivationRequest> = {}): ActivationRequest => ({
  attributes: { int: 1 },
  attribute: 'int',
  synchronized: false,
  strainTable,
  ...over,
});

const burn = (role: string, resonance: number, execution?: AttackRequest): BurnRequest => ({
  burner: { id: 'me', role, resonance, row: 'frontline', economy: freshEconomy(), health: health(10, 10) },
  ...(execution ? { execution } : {}),
});

function ok(result: BurnResult | Refusal): BurnResult {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

const attributeTest = (name: string, request: AttributeTestRequest): FairnessCase => ({
  name,
  exact: () => fromBars(attributeTestOdds(request)),
  roll: (dice) => relicKey(`outcome.${resolveWith(resolveAttributeTest(request), dice).outcome}`),
});

const attackOutcome = (name: string, request: AttackRequest): FairnessCase => ({
  name,
  exact: () => fromBars(attackOdds(request)),
  roll: (dice) => relicKey(`outcome.${resolveWith(resolveAttack(request), dice).outcome}`),
});

const attackDamage = (name: string, request: AttackRequest): FairnessCase => ({
  name,
  exact: () => fromDistribution(attackDamageDistribution(request)),
  roll: (dice) => String(resolveWith(resolveAttack(request), dice).apply.damage),
});

const groups: EnemyGroup[] = [
  { id: 'wolves', dex: [1, 3] },
  { id: 'cultists', dex: [0] },
  { id: 'golem', dex: [3] },
];

const CASES: FairnessCase[] = [
  attributeTest('attribute test (WIS +2, Hard)', test()),
  attributeTest('save under Disruption, natural 1 fails (REL-1)', {
    ...test({ kind: 'save', difficulty: 'easy', effects: { disruption: 2 } }),
    options: { naturalOneFails: true },
  }),
  attackOutcome('seeker melee attack outcome', seekerAttack()),
  attackOutcome('enemy ranged attack outcome, broken formation', enemyAttack({ formationBroken: true })),
  attackDamage('seeker melee attack damage after Resistance', seekerAttack()),
  attackDamage('enemy ranged attack damage', enemyAttack({ target: { side: 'seeker', ac: 9, resistance: 1 } })),
  {
    name: 'relic activation tier',
    exact: () => fromBars(activationOdds(activation())),
    roll: (dice) => relicKey(`tier.${resolveWith(resolveActivation(activation()), dice).tier}`),
  },
  {
    name: 'relic activation tier, synchronized',
    exact: () => fromBars(activationOdds(activation({ synchronized: true }))),
    roll: (dice) => relicKey(`tier.${resolveWith(resolveActivation(activation({ synchronized: true })), dice).tier}`),
  },
  {
    name: 'strain (tier and strain row)',
    exact: () => {
      const odds = strainOdds(activation({ attributes: { int: -1 } }));
      const out = new Map<string, number>([['none', 1 - odds.headline.probability]]);
      odds.bars.forEach((bar, i) => out.set(`row ${i + 1}`, bar.probability));
      return out;
    },
    roll: (dice) => {
      const strain = resolveWith(resolveActivation(activation({ attributes: { int: -1 } })), dice).strain;
      return strain ? `row ${strain.face}` : 'none';
    },
  },
  ...[1, 3, 5].map((resonance): FairnessCase => ({
    name: `Burn backlash at Resonance ${resonance}`,
    exact: () => {
      const odds = backlashOdds(resonance);
      return new Map(
        odds.bars.map((bar) => [
          'key' in bar.label && bar.label.key === relicKey('odds.noBacklash') ? 'none' : 'backlash',
          bar.probability,
        ]),
      );
    },
    roll: (dice) =>
      ok(resolveWith(resolveBurn(burn('frontline', resonance)), dice)).backlash.condition ? 'backlash' : 'none',
  })),
  {
    name: 'Execution Surge attack damage',
    exact: () =>
      fromDistribution(attackDamageDistribution(executionAttackRequest(burn('striker', 3, seekerAttack()))!)),
    roll: (dice) => String(ok(resolveWith(resolveBurn(burn('striker', 3, seekerAttack())), dice)).attack!.apply.damage),
  },
  ...groups.map((group): FairnessCase => ({
    name: `enemy group initiative: ${group.id} acts first / tied / later`,
    exact: () => fromBars(initiativeOdds(groups, group.id)),
    roll: (dice) => {
      const order = resolveWith(rollTurnOrder({ seekers: ['oren'], enemyGroups: groups }), dice).order.filter(
        (e) => e.kind === 'enemyGroup',
      );
      const self = order.find((e) => e.id === group.id)!;
      const best = Math.max(...order.map((e) => e.total));
      const ties = order.filter((e) => e.total === best).length;
      if (self.total < best) return relicKey('odds.actsLater');
      return relicKey(ties > 1 ? 'odds.tiedFirst' : 'odds.actsFirst');
    },
  })),
];

const records: FairnessRecord[] = [];
afterAll(() => writeSummary('relic', records));

describe('relic: every roll type matches its exact odds (χ², α = 0.001, fixed seeds)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    records.push(expectFair(c));
  });
});
