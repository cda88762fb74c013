/**
 * Group rolls ("Group Rolls", "Resolution Modes"): everyone rolls their own pool, the successes are
 * pooled against one requirement the GM sets (scaled by group size — the GM Guide the document
 * cites is not part of it). Contest mode reads extra successes as impact, threshold mode as quality
 * or speed. Each participant's pool is an action pool (tierless at 5+, or an ability's tier).
 */
import { Distribution, toInteger, type OddsSummary, type Resolution } from '../../../core';
import { MAX_STORED_DICE, type LifeState } from './actor';
import { planAction, settlePool, successBars, type ActionRequest } from './action';
import { assertAllowed, oddsLabel } from './keys';
import { countSuccesses, poolDistribution, rollPool, type PoolDice, type RolledDie } from './pool';
import type { RoundReport } from './round';
import { GROUP_MODES, type GroupMode } from './tables';

export interface GroupRollRequest {
  mode: GroupMode;
  /** The pooled successes required (GM). */
  required: unknown;
  /** One action request per participant (its own `required` is ignored). */
  participants: ActionRequest[];
}

export interface GroupParticipantResult {
  threshold: number;
  pool: PoolDice;
  dice: RolledDie[];
  successes: number;
  burned: number;
  apply: { body: number; bodyBurned: number; affinityStored: number };
  life: LifeState;
  round: RoundReport;
}

export interface GroupRollResult {
  mode: GroupMode;
  /** What the extra successes mean: 'impact' (contest) or 'quality' (threshold). */
  extraMeans: (typeof GROUP_MODES)[GroupMode];
  required: number;
  participants: GroupParticipantResult[];
  successes: number;
  met: boolean;
  /** Pooled successes beyond the requirement (0 when short). */
  extra: number;
}

function readMode(mode: unknown): GroupMode {
  return mode === 'contest' ? 'contest' : 'threshold';
}

function planGroup(request: GroupRollRequest) {
  const plans = request.participants.map((p) => {
    const { plan, refusal } = planAction(p);
    assertAllowed(refusal);
    return plan;
  });
  return {
    plans,
    mode: readMode(request.mode),
    required: toInteger(request.required, { min: 0, max: MAX_STORED_DICE * 10 }),
  };
}

/** Rolls every participant's pool in order and pools the successes. */
export function* resolveGroupRoll(request: GroupRollRequest): Resolution<GroupRollResult> {
  const { plans, mode, required } = planGroup(request);
  const participants: GroupParticipantResult[] = [];
  for (const [i, plan] of plans.entries()) {
    const rolled = yield* rollPool(plan.pool, plan.threshold);
    const part = request.participants[i]!;
    const { burned, apply, life, round } = settlePool(
      plan.actor,
      plan.pool,
      rolled,
      part.round,
      false,
      part.ignoreTriggers,
    );
    participants.push({
      threshold: plan.threshold,
      pool: plan.pool,
      dice: rolled,
      successes: countSuccesses(rolled),
      burned,
      apply,
      life,
      round,
    });
  }
  return {
    ...groupOutcome(
      mode,
      required,
      participants.map((p) => p.successes),
    ),
    participants,
  };
}

/** The pooled reading of the participants' successes: met, and the extra as impact or quality. */
export function groupOutcome(
  mode: unknown,
  required: unknown,
  successes: readonly number[],
): Omit<GroupRollResult, 'participants'> {
  const m = readMode(mode);
  const need = toInteger(required, { min: 0, max: MAX_STORED_DICE * 10 });
  const total = successes.reduce((n, s) => n + Math.max(0, s), 0);
  return {
    mode: m,
    extraMeans: GROUP_MODES[m],
    required: need,
    successes: total,
    met: total >= need,
    extra: Math.max(0, total - need),
  };
}

/**
 * Exact odds of the pooled successes; headline = the chance to meet the requirement. `pooled` is
 * what participants who already rolled have added (a group roll made one participant at a time).
 */
export function groupRollOdds(request: GroupRollRequest, pooled = 0): OddsSummary {
  const { plans, mode, required } = planGroup(request);
  let total = Distribution.constant(toInteger(pooled, { min: 0, max: MAX_STORED_DICE * 10 }));
  let burned = 0;
  for (const plan of plans) {
    const joint = poolDistribution(plan.pool, plan.threshold);
    total = total.plus(joint.marginal(0));
    burned += joint.expected(1);
  }
  const extra = total.map((s) => Math.max(0, s - required)).mean();
  return {
    headline: { label: oddsLabel('meetRequirement', { required }), probability: total.atLeast(required) },
    axis: oddsLabel('successes'),
    bars: successBars(total, required),
    expected: [
      { label: oddsLabel('expectedSuccesses'), value: total.mean() },
      { label: oddsLabel(`expectedExtra.${GROUP_MODES[mode]}`), value: extra },
      { label: oddsLabel('expectedBurned'), value: burned },
    ],
  };
}
