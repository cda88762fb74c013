/**
 * Initiative ("Initiative"; HD-7, HD-8): a 3d6 pool counting successes at 5+ (6 = 2), plus exertion
 * up to Proficiency if not surprised (its 1s burn body hit dice, HD-3) and any Affinity dice spent.
 * Surprised: the 3d6 pool is rolled twice and the lower success count kept, no exertion. Not
 * surprised: +1 Resolve (max 5). Highest successes act first; ties go to the highest single die,
 * then to the GM.
 */
import { keepOf, toInteger, type OddsSummary, type Resolution } from '../../../core';
import { readActor, MAX_STORED_DICE, type HitdiceActor, type HitdiceActorData, type LifeState } from './actor';
import { settlePool, successBars } from './action';
import { assertAllowed, oddsLabel, refusal, type Refusal } from './keys';
import {
  countSuccesses,
  highestFace,
  poolDistribution,
  poolSuccesses,
  rollPool,
  type PoolDice,
  type RolledDie,
} from './pool';
import { changedResolve } from './resolve';
import type { ResolveTrigger, RoundReport, RoundTally } from './round';
import { INITIATIVE_DICE, SURPRISED_ROLLS, TIERLESS_THRESHOLD } from './tables';

export interface InitiativeRequest {
  actor: HitdiceActorData;
  surprised?: boolean;
  /** Exertion dice (0 … Proficiency); none when surprised. */
  exertion?: unknown;
  affinityDice?: unknown;
  round?: Partial<RoundTally>;
  /** Resolve triggers the world does not use (setting). */
  ignoreTriggers?: readonly ResolveTrigger[];
}

interface InitiativePlan {
  actor: HitdiceActor;
  surprised: boolean;
  /** The pool rolled (once, or twice when surprised), without the Affinity dice. */
  base: PoolDice;
  affinity: number;
}

function planInitiative(request: InitiativeRequest): { plan: InitiativePlan; refusal: Refusal | null } {
  const actor = readActor(request.actor);
  const surprised = request.surprised === true;
  const exertion = toInteger(request.exertion, { min: 0, max: MAX_STORED_DICE });
  const affinity = toInteger(request.affinityDice, { min: 0, max: MAX_STORED_DICE });
  const plan: InitiativePlan = {
    actor,
    surprised,
    base: { initiative: INITIATIVE_DICE, proficiency: 0, exertion, bonus: 0, affinity: 0 },
    affinity,
  };
  let reason: Refusal | null = null;
  if (actor.life === 'dead') reason = refusal('dead');
  else if (actor.life !== 'active') reason = refusal('unconscious');
  else if (surprised && exertion > 0) reason = refusal('exertionSurprised');
  else if (exertion > actor.proficiency) reason = refusal('exertionOverCap', { max: actor.proficiency });
  else if (affinity > actor.affinity.stored) reason = refusal('affinityNotEnough', { stored: actor.affinity.stored });
  return { plan, refusal: reason };
}

export function initiativeRefusal(request: InitiativeRequest): Refusal | null {
  return planInitiative(request).refusal;
}

export interface InitiativeResult {
  surprised: boolean;
  threshold: number;
  /** Each roll of the pool (two when surprised), before Affinity dice. */
  rolls: RolledDie[][];
  /** Which roll was kept (the lower success count; on equal counts the lower highest die). */
  kept: number;
  /** The kept roll plus the Affinity dice: what counts. */
  dice: RolledDie[];
  successes: number;
  /** For ties: the highest single die of the kept dice. */
  highestDie: number;
  burned: number;
  resolveGain: number;
  apply: { body: number; bodyBurned: number; affinityStored: number; resolve: number };
  life: LifeState;
  round: RoundReport;
}

function lowerRoll(a: RolledDie[], b: RolledDie[]): number {
  const sa = countSuccesses(a);
  const sb = countSuccesses(b);
  if (sa !== sb) return sa < sb ? 0 : 1;
  return highestFace(b) < highestFace(a) ? 1 : 0;
}

/** Rolls initiative: the 3d6 + exertion pool (twice if surprised, 3d6 only), then the Affinity dice. */
export function* resolveInitiative(request: InitiativeRequest): Resolution<InitiativeResult> {
  const { plan, refusal: refused } = planInitiative(request);
  assertAllowed(refused);
  const rolls: RolledDie[][] = [];
  for (let i = 0; i < (plan.surprised ? SURPRISED_ROLLS : 1); i++) {
    rolls.push(yield* rollPool(plan.base, TIERLESS_THRESHOLD));
  }
  const kept = rolls.length === 2 ? lowerRoll(rolls[0]!, rolls[1]!) : 0;
  const affinityPool: PoolDice = { proficiency: 0, exertion: 0, bonus: 0, affinity: plan.affinity };
  const all = [...rolls[kept]!, ...(yield* rollPool(affinityPool, TIERLESS_THRESHOLD))];
  const settled = settlePool(
    plan.actor,
    { ...plan.base, affinity: plan.affinity },
    rolls.flat().concat(all.filter((d) => d.role === 'affinity')),
    request.round,
    false,
    request.ignoreTriggers,
  );
  const resolve = plan.surprised ? plan.actor.resolve : changedResolve(plan.actor, 1);
  return {
    surprised: plan.surprised,
    threshold: TIERLESS_THRESHOLD,
    rolls,
    kept,
    dice: all,
    successes: countSuccesses(all),
    highestDie: highestFace(all),
    burned: settled.burned,
    resolveGain: resolve - plan.actor.resolve,
    apply: { ...settled.apply, resolve },
    life: settled.life,
    round: settled.round,
  };
}

/** Exact odds of the initiative successes; headline = at least one success. */
export function initiativeOdds(request: InitiativeRequest): OddsSummary {
  const { plan, refusal: refused } = planInitiative(request);
  assertAllowed(refused);
  const affinityPool: PoolDice = { proficiency: 0, exertion: 0, bonus: 0, affinity: plan.affinity };
  const joint = poolDistribution(plan.base, TIERLESS_THRESHOLD);
  const base = plan.surprised ? keepOf(joint.marginal(0), SURPRISED_ROLLS, 'lowest') : joint.marginal(0);
  const successes = base.plus(poolSuccesses(affinityPool, TIERLESS_THRESHOLD));
  return {
    headline: { label: oddsLabel('anySuccess'), probability: successes.atLeast(1) },
    axis: oddsLabel('successes'),
    bars: successBars(successes, null),
    expected: [
      { label: oddsLabel('expectedSuccesses'), value: successes.mean() },
      { label: oddsLabel('expectedBurned'), value: joint.expected(1) },
    ],
  };
}

/** What the tracker compares. */
export interface InitiativeStanding {
  successes: number;
  highestDie: number;
}

/** Negative when `a` acts before `b`; 0 when the GM must decide (HD-8). */
export function compareInitiative(a: InitiativeStanding, b: InitiativeStanding): number {
  return b.successes - a.successes || b.highestDie - a.highestDie;
}

/**
 * One number for a tracker that sorts descending: successes, then the highest die as a fraction
 * (dice show at most 6, so tenths never reach the next success). Equal scores are the GM's call.
 */
export function initiativeScore(standing: InitiativeStanding): number {
  return standing.successes + standing.highestDie / 10;
}

/** Sorts combatants by initiative; `tiedWithPrevious` marks where the GM orders (HD-8). */
export function orderInitiative<T extends InitiativeStanding>(
  entries: readonly T[],
): (T & { tiedWithPrevious: boolean })[] {
  const sorted = [...entries].sort(compareInitiative);
  return sorted.map((entry, i) => ({
    ...entry,
    tiedWithPrevious: i > 0 && compareInitiative(sorted[i - 1]!, entry) === 0,
  }));
}
