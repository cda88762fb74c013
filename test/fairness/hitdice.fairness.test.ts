import { afterAll, describe, it } from 'vitest';
import {
  actionOdds,
  defenseOdds,
  groupRollOdds,
  initiativeOdds,
  oddsLabel,
  planAction,
  poolDistribution,
  resolveAction,
  resolveCheckOdds,
  resolveDefense,
  resolveGroupRoll,
  resolveInitiative,
  resolveResolveCheck,
  type ActionRequest,
  type DefenseRequest,
  type GroupRollRequest,
  type InitiativeRequest,
} from '../../src/rulesets/hitdice/rules';
import { pc } from '../hitdice/rules/helpers';
import { expectFair, fromBars, labelKey, writeSummary, type FairnessCase, type FairnessRecord } from './harness';
import { resolveWith } from '../../src/core';

const veteran = pc({ level: 5, hitDie: 'tough', body: 12, affinity: { stored: 3, gainedToday: 0 } });

const actionSuccesses = (name: string, request: ActionRequest): FairnessCase => ({
  name,
  exact: () => fromBars(actionOdds(request)),
  roll: (dice) => String(resolveWith(resolveAction(request), dice).successes),
});

/** Successes and exertion dice burned together (HD-3): the joint distribution of the pool. */
const actionJoint = (name: string, request: ActionRequest): FairnessCase => ({
  name,
  exact: () => {
    const { plan } = planAction(request);
    const out = new Map<string, number>();
    poolDistribution(plan.pool, plan.threshold).forEach(([s, b], p) => out.set(`${s}/${b}`, p));
    return out;
  },
  roll: (dice) => {
    const r = resolveWith(resolveAction(request), dice);
    return `${r.successes}/${r.burned}`;
  },
});

const defense = (name: string, request: DefenseRequest): FairnessCase => ({
  name,
  exact: () => new Map(defenseOdds(request).loss.total.map((p, lost) => [String(lost), p])),
  roll: (dice) => String(resolveWith(resolveDefense(request), dice).layers.reduce((t, l) => t + l.lost, 0)),
});

const initiative = (name: string, request: InitiativeRequest): FairnessCase => ({
  name,
  exact: () => fromBars(initiativeOdds(request)),
  roll: (dice) => String(resolveWith(resolveInitiative(request), dice).successes),
});

const group: GroupRollRequest = {
  mode: 'threshold',
  required: 4,
  participants: [
    { actor: pc(), tier: 'basic' },
    { actor: veteran, tier: 'advanced', exertion: 1 },
    { actor: pc({ level: 3 }), bonusDice: 1 },
  ],
};

const CASES: FairnessCase[] = [
  actionSuccesses('action successes, basic tier', { actor: pc(), tier: 'basic' }),
  actionSuccesses('action successes, expert tier with exertion, bonus and affinity dice', {
    actor: veteran,
    tier: 'expert',
    exertion: 2,
    bonusDice: 1,
    affinityDice: 1,
  }),
  actionSuccesses('tierless skill roll successes', { actor: veteran, required: 2 }),
  actionJoint('action successes × exertion burns', { actor: veteran, tier: 'advanced', exertion: 3 }),
  defense('defense: dice lost, armor + body', { actor: pc({ armor: { type: 'medium', dice: 2 } }), damage: 3 }),
  defense('defense: dice lost, guard + barrier + armor + body', {
    actor: pc({ level: 9, hitDie: 'tough', body: 21, guard: 2, barrier: 2, armor: { type: 'heavy', dice: 2 } }),
    damage: 6,
  }),
  defense('defense: dice lost, sustain threshold 4', {
    actor: veteran,
    damage: 5,
    sustainThreshold: 4,
  }),
  {
    name: 'Resolve check outcome',
    exact: () => fromBars(resolveCheckOdds({ actor: pc({ resolve: 3 }) })),
    roll: (dice) =>
      labelKey(oddsLabel(`resolve.${resolveWith(resolveResolveCheck({ actor: pc({ resolve: 3 }) }), dice).outcome}`)),
  },
  initiative('initiative successes', { actor: veteran, exertion: 1, affinityDice: 1 }),
  initiative('initiative successes, surprised (lower of two rolls)', { actor: veteran, surprised: true }),
  {
    name: 'group roll pooled successes',
    exact: () => fromBars(groupRollOdds(group)),
    roll: (dice) => String(resolveWith(resolveGroupRoll(group), dice).successes),
  },
];

const records: FairnessRecord[] = [];
afterAll(() => writeSummary('hitdice', records));

describe('hitdice: every roll type matches its exact odds (χ², α = 0.001, fixed seeds)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    records.push(expectFair(c));
  });
});
