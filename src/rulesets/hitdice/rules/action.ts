/**
 * Action rolls ("Action Resolution", "Action Tiers"; HD-1, HD-2, HD-3): Proficiency dice +
 * exertion + ability bonus dice + Affinity dice, success per die at the tier's threshold, effect =
 * base impact + bonus capped at Proficiency, each exertion 1 burns a body hit die after resolving.
 */
import { text, toInteger, type OddsBar, type OddsSummary, type Resolution } from '../../../core';
import {
  lifeStateOf,
  readActor,
  requiredSuccesses,
  tierOf,
  MAX_STORED_DICE,
  type HitdiceActor,
  type HitdiceActorData,
  type LifeState,
} from './actor';
import { assertAllowed, oddsLabel, refusal, type Refusal } from './keys';
import {
  countBurns,
  countSuccesses,
  expectedBurns,
  poolSuccesses,
  rollPool,
  type PoolDice,
  type RolledDie,
} from './pool';
import { recordRoundEvent, type ResolveTrigger, type RoundReport, type RoundTally } from './round';
import { TIERLESS_THRESHOLD, type ActionTier, type TierId } from './tables';

export interface ActionRequest {
  actor: HitdiceActorData;
  /** The ability's tier; null (or absent) for a tierless roll, e.g. a skill roll without an ability (threshold 5, HD-1). */
  tier?: TierId | null;
  /** Exertion dice: 0 … Proficiency (HD-3). */
  exertion?: unknown;
  /** Ability bonus dice (safe). */
  bonusDice?: unknown;
  /** Affinity dice spent (safe; not counted against the exertion cap). */
  affinityDice?: unknown;
  /** Required successes of a tierless roll, as the GM sets it; absent = just count successes. */
  required?: unknown;
  /** This round so far, for the Resolve triggers (HD-7). */
  round?: Partial<RoundTally>;
  /** Resolve triggers the world does not use (setting). */
  ignoreTriggers?: readonly ResolveTrigger[];
}

/** The request read against the rules: what will be rolled and what it needs. */
export interface ActionPlan {
  actor: HitdiceActor;
  tier: ActionTier | null;
  threshold: number;
  /** Required successes (tier + Resolve penalty), or null for a tierless roll without a requirement. */
  required: number | null;
  baseImpact: number | null;
  pool: PoolDice;
}

/** Reads a request; the refusal says why the rules do not allow it (null when they do). */
export function planAction(request: ActionRequest): { plan: ActionPlan; refusal: Refusal | null } {
  const actor = readActor(request.actor);
  const tier = tierOf(request.tier);
  const pool: PoolDice = {
    proficiency: actor.proficiency,
    exertion: toInteger(request.exertion, { min: 0, max: MAX_STORED_DICE }),
    bonus: toInteger(request.bonusDice, { min: 0, max: MAX_STORED_DICE }),
    affinity: toInteger(request.affinityDice, { min: 0, max: MAX_STORED_DICE }),
  };
  const tierlessRequired =
    request.required === undefined || request.required === null
      ? null
      : toInteger(request.required, { min: 0, max: MAX_STORED_DICE * 2 });
  const plan: ActionPlan = {
    actor,
    tier,
    threshold: tier ? tier.threshold : TIERLESS_THRESHOLD,
    required: tier ? requiredSuccesses(tier, actor) : tierlessRequired,
    baseImpact: tier ? tier.baseImpact : null,
    pool,
  };
  return { plan, refusal: actionRefusal(plan) };
}

function actionRefusal({ actor, tier, pool }: ActionPlan): Refusal | null {
  if (actor.life === 'dead') return refusal('dead');
  if (actor.life !== 'active') return refusal('unconscious');
  if (tier?.expertPlus && actor.stage.noExpert) return refusal('expertBlockedByResolve', { resolve: actor.resolve });
  if (pool.exertion > actor.proficiency) return refusal('exertionOverCap', { max: actor.proficiency });
  if (pool.affinity > actor.affinity.stored) return refusal('affinityNotEnough', { stored: actor.affinity.stored });
  return null;
}

/** Effect (HD-2): base impact + successes beyond the requirement, the bonus capped at Proficiency; 0 on a failure. */
export function effectOf(plan: ActionPlan, successes: number): number {
  if (plan.baseImpact === null || plan.required === null || successes < plan.required) return 0;
  return plan.baseImpact + Math.min(plan.actor.proficiency, successes - plan.required);
}

export interface ActionResult {
  tier: TierId | null;
  threshold: number;
  required: number | null;
  baseImpact: number | null;
  proficiency: number;
  pool: PoolDice;
  /** Every die in roll order with its role. */
  dice: RolledDie[];
  successes: number;
  /** null for a tierless roll without a requirement. */
  met: boolean | null;
  /** Successes beyond the requirement (negative when short). */
  margin: number | null;
  /** The effect's bonus (≤ Proficiency). */
  bonus: number;
  /** Hit dice of impact (HD-2). */
  effect: number;
  /** Exertion dice showing 1 (HD-3). */
  burned: number;
  failedExpert: boolean;
  /** What the glue applies after the roll resolves. */
  apply: { body: number; bodyBurned: number; affinityStored: number };
  life: LifeState;
  round: RoundReport;
}

/** Settles a rolled pool: burns, Affinity spent, the Resolve triggers (shared with initiative and group rolls). */
export function settlePool(
  actor: HitdiceActor,
  pool: PoolDice,
  dice: readonly RolledDie[],
  round: Partial<RoundTally> | undefined,
  failedExpert = false,
  ignoreTriggers: readonly ResolveTrigger[] = [],
): { apply: ActionResult['apply']; burned: number; life: LifeState; round: RoundReport } {
  const burned = countBurns(dice);
  const bodyBurned = Math.min(burned, actor.body);
  const body = actor.body - bodyBurned;
  return {
    burned,
    apply: { body, bodyBurned, affinityStored: actor.affinity.stored - pool.affinity },
    life: lifeStateOf(body, actor.resolve, actor.dead),
    round: recordRoundEvent(
      actor,
      round,
      { hdLost: bodyBurned, exertion: pool.exertion, reducedToZero: actor.body > 0 && body === 0, failedExpert },
      ignoreTriggers,
    ),
  };
}

/** Rolls an action: proficiency dice, then exertion, bonus and Affinity dice (the scripted order). */
export function* resolveAction(request: ActionRequest): Resolution<ActionResult> {
  const { plan, refusal: refused } = planAction(request);
  assertAllowed(refused);
  const rolled = yield* rollPool(plan.pool, plan.threshold);
  const successes = countSuccesses(rolled);
  const met = plan.required === null ? null : successes >= plan.required;
  const effect = effectOf(plan, successes);
  const failedExpert = met === false && plan.tier?.expertPlus === true;
  return {
    tier: plan.tier?.id ?? null,
    threshold: plan.threshold,
    required: plan.required,
    baseImpact: plan.baseImpact,
    proficiency: plan.actor.proficiency,
    pool: plan.pool,
    dice: rolled,
    successes,
    met,
    margin: plan.required === null ? null : successes - plan.required,
    bonus: effect > 0 ? effect - plan.baseImpact! : 0,
    effect,
    failedExpert,
    ...settlePool(plan.actor, plan.pool, rolled, request.round, failedExpert, request.ignoreTriggers),
  };
}

/**
 * One bar per success count, toned by the requirement; `criticalAt` (the success count where the
 * effect bonus reaches its cap) tones the bars at and above it as critical.
 */
export function successBars(
  distribution: { forEach(fn: (value: number, p: number) => void): void },
  required: number | null,
  criticalAt: number | null = null,
): OddsBar[] {
  const bars: OddsBar[] = [];
  distribution.forEach((successes, probability) => {
    const tone =
      required === null
        ? 'neutral'
        : successes < required
          ? 'failure'
          : criticalAt !== null && successes >= criticalAt
            ? 'critical'
            : 'success';
    bars.push({ label: text(successes), probability, tone });
  });
  return bars;
}

/** Exact odds of an action roll: successes, the chance to meet the requirement, expected effect and HD burned. */
export function actionOdds(request: ActionRequest): OddsSummary {
  const { plan, refusal: refused } = planAction(request);
  assertAllowed(refused);
  const successes = poolSuccesses(plan.pool, plan.threshold);
  const required = plan.required;
  const expected = [{ label: oddsLabel('expectedSuccesses'), value: successes.mean() }];
  if (plan.baseImpact !== null) {
    let effect = 0;
    successes.forEach((s, p) => (effect += effectOf(plan, s) * p));
    expected.push({ label: oddsLabel('expectedEffect'), value: effect });
  }
  expected.push({ label: oddsLabel('expectedBurned'), value: expectedBurns(plan.pool, plan.threshold) });
  return {
    headline:
      required === null
        ? { label: oddsLabel('anySuccess'), probability: successes.atLeast(1) }
        : { label: oddsLabel('meetRequirement', { required }), probability: successes.atLeast(required) },
    axis: oddsLabel('successes'),
    bars: successBars(
      successes,
      required,
      required !== null && plan.baseImpact !== null ? required + plan.actor.proficiency : null,
    ),
    expected,
  };
}
