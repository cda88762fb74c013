import { afterAll, describe, it } from 'vitest';
import {
  afflictionOdds,
  checkOdds,
  damageDistribution,
  resolveAfflictions,
  resolveCheck,
  resolveExtendedRoll,
  resolveRecovery,
  recoveryOdds,
  rollDamageDice,
  startTask,
  stepTask,
  edge,
  setback,
  type ActorSnapshot,
  type CheckRequest,
  type DamageDice,
  type ExtendedTask,
  type ExtendedTaskState,
  type RecoveryRequest,
} from '../../src/rulesets/difference/rules';
import { opposed, unopposed } from '../difference/rules/fixtures';
import {
  expectFair,
  fromDistribution,
  fromFinite,
  writeSummary,
  type FairnessCase,
  type FairnessRecord,
} from './harness';
import { resolveWith } from '../../src/core';

const SUCCESS = 'MANIFOLD.difference.odds.success';
const FAILURE = 'MANIFOLD.difference.odds.failure';

const check = (name: string, request: CheckRequest): FairnessCase => ({
  name,
  // Bars are success and failure (their labels carry the TN and x as data).
  exact: () => new Map(checkOdds(request).bars.map((bar) => [(bar.label as { key: string }).key, bar.probability])),
  roll: (dice) => (resolveWith(resolveCheck(request), dice).rolledSuccess ? SUCCESS : FAILURE),
});

const damage = (dice: DamageDice): FairnessCase => ({
  name: `damage dice ${dice.count}d${dice.faces}${dice.bonus ? dice.bonus : ''}`,
  exact: () => fromDistribution(damageDistribution(dice)),
  roll: (source) => String(resolveWith(rollDamageDice(dice), source).total),
});

const hero = (more: Partial<ActorSnapshot> = {}): ActorSnapshot => ({
  isPC: true,
  level: 7,
  attributes: { fortitude: 2, composure: 3, resolve: 1 },
  pools: { vitality: { value: 9, max: 14 }, poise: { value: 3, max: 8 }, clarity: { value: 4, max: 4 } },
  focus: { value: 1, max: 5 },
  wounds: { injuries: 0, burdens: 0, traumas: 0 },
  soak: 2,
  recoveryDice: 4,
  ...more,
});

const recovery = (request: RecoveryRequest): FairnessCase => ({
  name: `Recovery Roll: ${request.spend} dice into ${request.target}`,
  exact: () => {
    const out = new Map<string, number>();
    for (const bar of recoveryOdds(hero(), request).bars)
      out.set((bar.label as { text: string }).text, bar.probability);
    return out;
  },
  roll: (dice) => {
    const r = resolveWith(resolveRecovery(hero(), request), dice);
    if (!r.ok) throw new Error(r.reason);
    return String(r.restored);
  },
});

const afflicted = hero({
  conditions: [
    { id: 'afflicted', damage: { count: 1, faces: 6, bonus: 0 }, pool: 'vitality' },
    { id: 'afflicted', damage: { count: 2, faces: 4, bonus: 0 }, pool: 'poise' },
    { id: 'afflicted', damage: { count: 1, faces: 4, bonus: 1 }, pool: 'clarity' },
  ],
});

const stateKey = (s: ExtendedTaskState) =>
  `${s.status} r${s.rolls} s${s.successes} c${s.complications} o${s.opponentSuccesses}${s.tieBreak ? ' tie' : ''}`;

/** One interval of an extended task: the next state, exactly (stepTask) against resolveExtendedRoll. */
const taskStep = (name: string, task: ExtendedTask, from: ExtendedTaskState): FairnessCase => ({
  name,
  exact: () => fromFinite(stepTask(task, from), stateKey),
  roll: (dice) => {
    const r = resolveWith(resolveExtendedRoll(task, from), dice);
    if (!r.ok) throw new Error(r.reason);
    return stateKey(r.after);
  },
});

const contested: ExtendedTask = {
  check: unopposed(3, 2, 4, { player: true }),
  successThreshold: 3,
  interval: { amount: 1, unit: 'hours' },
  model: { kind: 'contested', opponent: opposed([2, 2], [1, 1]), opponentThreshold: 3 },
};
const complications: ExtendedTask = {
  check: opposed([1, 1], [2, 1], { player: true }),
  successThreshold: 4,
  interval: { amount: 10, unit: 'minutes' },
  model: { kind: 'complications', failureThreshold: 2, complicationSetback: true },
};

const CASES: FairnessCase[] = [
  check('unopposed check (Agility 3 + Stealth 2 vs DR 4)', unopposed(3, 2, 4)),
  check('opposed check', opposed([2, 3], [3, 1])),
  check(
    'check with Edges and Setbacks',
    unopposed(2, 1, 3, { modifiers: [edge({ text: 'aim' }, 'major'), setback({ text: 'rain' }, 'minor')] }),
  ),
  check('long-shot check (x far below 0)', opposed([0, 0], [5, 5])),
  damage({ count: 2, faces: 6, bonus: 1 }),
  damage({ count: 1, faces: 4, bonus: -2 }),
  recovery({ target: 'vitality', spend: 3 }),
  recovery({ target: 'poise', spend: 2 }),
  {
    name: 'Afflicted at end of turn: new Wounds',
    exact: () => new Map(afflictionOdds(afflicted).bars.map((bar, n) => [String(n), bar.probability])),
    roll: (dice) =>
      String(resolveWith(resolveAfflictions(afflicted), dice).instances.filter((i) => i.result.wound).length),
  },
  taskStep('extended task interval, contested', contested, {
    ...startTask(contested),
    successes: 2,
    opponentSuccesses: 2,
  }),
  taskStep('extended task interval, complications', complications, {
    ...startTask(complications),
    successes: 1,
    complications: 1,
    rolls: 3,
  }),
];

const records: FairnessRecord[] = [];
afterAll(() => writeSummary('difference', records));

describe('difference: every roll type matches its exact odds (χ², α = 0.001, fixed seeds)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    records.push(expectFair(c));
  });
});
