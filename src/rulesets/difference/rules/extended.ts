import { label, toInteger, type Resolution } from '../../../core';
import { resolveCheck, useDetermined, type CheckRequest, type CheckResult } from './check';
import { rollRefusal, type ActiveConditions, type XAdjustment } from './conditions';
import { setback, type SituationalModifier } from './modifiers';
import { withDefaults, type DifferenceOptions } from './options';
import { TIME_UNIT_SECONDS, type TimeUnit } from './tables';

/**
 * §1.5 Extended Tasks: a Check made roll by roll, a Success Threshold, a Time Interval per roll,
 * and one of four models for failure: persistence, contested, complications, time limit.
 */
export interface TimeInterval {
  amount: number;
  unit: TimeUnit;
}

export type ExtendedModel =
  /** No failure condition: a failed roll only costs the interval. */
  | { kind: 'persistence' }
  /** A race: the opponent makes its own opposed check each interval toward its own threshold. */
  | { kind: 'contested'; opponent: CheckRequest; opponentThreshold: number }
  /**
   * Each failed roll is a Complication; `failureThreshold` of them before success fails the task.
   * `complicationSetback`: each Complication imposes a Minor Setback on the task's later checks.
   */
  | { kind: 'complications'; failureThreshold: number; complicationSetback?: boolean }
  /** The task must be completed within `maxRolls` rolls (see rollsWithin). */
  | { kind: 'timeLimit'; maxRolls: number };

export type ExtendedModelKind = ExtendedModel['kind'];

export interface ExtendedTask {
  /** The Check made at each interval (§1.5 "The Check"). */
  check: CheckRequest;
  successThreshold: number;
  interval: TimeInterval;
  model: ExtendedModel;
  options?: Partial<Pick<DifferenceOptions, 'contestedTie'>>;
}

/** completed: the character succeeded (or won the contest); failed: the task failed (or the opponent won). */
export type TaskStatus = 'ongoing' | 'completed' | 'failed' | 'drawn' | 'abandoned';

export interface ExtendedTaskState {
  rolls: number;
  successes: number;
  complications: number;
  /** Contested: the opponent's successes. */
  opponentSuccesses: number;
  /** Contested: both sides reached their thresholds together; intervals go on until exactly one side succeeds. */
  tieBreak: boolean;
  status: TaskStatus;
}

/** A stored unit, or minutes when it is not one of the five. */
function readUnit(unit: unknown): TimeUnit {
  return typeof unit === 'string' && Object.hasOwn(TIME_UNIT_SECONDS, unit) ? (unit as TimeUnit) : 'minutes';
}

/** The success, failure and opponent thresholds a task may set (1–100), and its roll budget (0–1000). */
export const TASK_THRESHOLD_RANGE = { min: 1, max: 100 } as const;
export const TASK_ROLLS_MAX = 1000;

/** The task's numbers read safely: thresholds 1–100, a roll budget 0–1000, an interval ≥ 0. */
export function readTask(task: ExtendedTask): ExtendedTask {
  const threshold = (value: number) =>
    toInteger(value, { ...TASK_THRESHOLD_RANGE, fallback: TASK_THRESHOLD_RANGE.min });
  const model = task.model;
  const unit = readUnit(task.interval?.unit);
  return {
    ...task,
    successThreshold: threshold(task.successThreshold),
    interval: { amount: toInteger(task.interval?.amount, { min: 0 }), unit },
    model:
      model.kind === 'contested'
        ? { ...model, opponentThreshold: threshold(model.opponentThreshold) }
        : model.kind === 'complications'
          ? { ...model, failureThreshold: threshold(model.failureThreshold) }
          : model.kind === 'timeLimit'
            ? { ...model, maxRolls: toInteger(model.maxRolls, { min: 0, max: TASK_ROLLS_MAX }) }
            : { kind: 'persistence' },
  };
}

/** The state's status from its counters (a time limit of 0 rolls has failed before the first). */
function settle(task: ExtendedTask, stored: ExtendedTaskState): ExtendedTaskState {
  const model = task.model;
  // A tie-break belongs to a contest; left on a task whose model changed since, it would loop forever.
  const state = stored.tieBreak && model.kind !== 'contested' ? { ...stored, tieBreak: false } : stored;
  if (state.status !== 'ongoing' || state.tieBreak) return state;
  const done = state.successes >= task.successThreshold;
  if (model.kind === 'contested') {
    const lost = state.opponentSuccesses >= model.opponentThreshold;
    if (done && lost) {
      return withDefaults(task.options).contestedTie === 'draw'
        ? { ...state, status: 'drawn' }
        : { ...state, tieBreak: true };
    }
    return done ? { ...state, status: 'completed' } : lost ? { ...state, status: 'failed' } : state;
  }
  if (done) return { ...state, status: 'completed' };
  if (model.kind === 'complications' && state.complications >= model.failureThreshold) {
    return { ...state, status: 'failed' };
  }
  if (model.kind === 'timeLimit' && state.rolls >= model.maxRolls) return { ...state, status: 'failed' };
  return state;
}

/** A task not yet rolled. */
export function startTask(task: ExtendedTask): ExtendedTaskState {
  return settle(readTask(task), {
    rolls: 0,
    successes: 0,
    complications: 0,
    opponentSuccesses: 0,
    tieBreak: false,
    status: 'ongoing',
  });
}

const STATUSES: readonly TaskStatus[] = ['ongoing', 'completed', 'failed', 'drawn', 'abandoned'];

/** A stored state read safely. */
export function readTaskState(state: Partial<ExtendedTaskState> | undefined): ExtendedTaskState {
  const count = (value: unknown) => toInteger(value, { min: 0 });
  return {
    rolls: count(state?.rolls),
    successes: count(state?.successes),
    complications: count(state?.complications),
    opponentSuccesses: count(state?.opponentSuccesses),
    tieBreak: state?.tieBreak === true,
    status: STATUSES.includes(state?.status as TaskStatus) ? state!.status! : 'ongoing',
  };
}

/** A stored state read safely and settled against the task (e.g. a used-up time limit has failed). */
export function taskState(task: ExtendedTask, state?: Partial<ExtendedTaskState>): ExtendedTaskState {
  return state === undefined ? startTask(task) : settle(readTask(task), readTaskState(state));
}

/**
 * One interval of the task: the character's roll (and the opponent's, when contested) moves the
 * counters and the model decides whether the task is over. Pure: resolution and odds share it.
 */
export function advanceTask(
  task: ExtendedTask,
  state: ExtendedTaskState,
  success: boolean,
  opponentSuccess = false,
): ExtendedTaskState {
  if (state.status !== 'ongoing') return state;
  const rolls = state.rolls + 1;
  if (state.tieBreak) {
    if (success === opponentSuccess) return { ...state, rolls };
    return { ...state, rolls, tieBreak: false, status: success ? 'completed' : 'failed' };
  }
  const contested = task.model.kind === 'contested';
  return settle(task, {
    rolls,
    successes: state.successes + (success ? 1 : 0),
    complications: state.complications + (!success && task.model.kind === 'complications' ? 1 : 0),
    opponentSuccesses: state.opponentSuccesses + (contested && opponentSuccess ? 1 : 0),
    tieBreak: state.tieBreak,
    status: state.status,
  });
}

/** The character gives up: "not finished until they are completed, failed, or the character gives up". */
export function abandonTask(state: ExtendedTaskState): ExtendedTaskState {
  return state.status === 'ongoing' ? { ...state, status: 'abandoned' } : state;
}

/** How many Minor Setbacks Complications put on the next roll (only when the task says each one does). */
export function complicationSetbacks(task: ExtendedTask, state: ExtendedTaskState): number {
  const model = task.model;
  return model.kind === 'complications' && model.complicationSetback === true ? state.complications : 0;
}

/** The check for the next roll: the task's check, plus a Minor Setback per Complication when the task says so. */
export function taskCheck(task: ExtendedTask, state: ExtendedTaskState): CheckRequest {
  const count = complicationSetbacks(task, state);
  if (count === 0) return task.check;
  const complication = label('MANIFOLD.difference.source.complication');
  const setbacks: SituationalModifier[] = Array.from({ length: count }, () =>
    setback(complication, 'minor', { persistent: true }),
  );
  return { ...task.check, modifiers: [...(task.check.modifiers ?? []), ...setbacks] };
}

export interface Elapsed {
  rolls: number;
  /** rolls × the interval, in the interval's unit. */
  amount: number;
  unit: TimeUnit;
  /** The same in seconds, for advancing world time. */
  seconds: number;
}

/** In-game time spent after `rolls` intervals. */
export function elapsedTime(task: ExtendedTask, rolls: number): Elapsed {
  const { interval } = readTask(task);
  const n = toInteger(rolls, { min: 0 });
  return {
    rolls: n,
    amount: n * interval.amount,
    unit: interval.unit,
    seconds: n * interval.amount * TIME_UNIT_SECONDS[interval.unit],
  };
}

/** §1.5 Time Limit example: the rolls that fit in the time available (five minutes at a minute per roll: 5). */
export function rollsWithin(available: TimeInterval, interval: TimeInterval): number {
  const per = toInteger(interval.amount, { min: 0 }) * TIME_UNIT_SECONDS[readUnit(interval.unit)];
  const total = toInteger(available.amount, { min: 0 }) * TIME_UNIT_SECONDS[readUnit(available.unit)];
  return per > 0 ? Math.min(TASK_ROLLS_MAX, Math.floor(total / per)) : 0;
}

/** One-roll extras for the next interval (§1.4: situational Edges and Setbacks last one roll). */
export interface TaskRollExtras {
  modifiers?: SituationalModifier[];
  adjustments?: XAdjustment[];
  opponentModifiers?: SituationalModifier[];
  opponentAdjustments?: XAdjustment[];
  /** DIF-6: the rolling character's conditions now (an Unconscious one rolls nothing). */
  roller?: ActiveConditions;
  /** DIF-6: the GM lets an Unconscious character roll anyway. */
  gmOverride?: boolean;
}

export type ExtendedRollResult =
  | { ok: false; reason: string; state: ExtendedTaskState }
  | {
      ok: true;
      before: ExtendedTaskState;
      after: ExtendedTaskState;
      check: CheckResult;
      /** Contested: the opponent's roll, made after the character's. */
      opponentCheck?: CheckResult;
      /** This roll added a Complication. */
      complication: boolean;
      /** Time spent on the task so far. */
      elapsed: Elapsed;
    };

function withExtras(check: CheckRequest, modifiers?: SituationalModifier[], adjustments?: XAdjustment[]): CheckRequest {
  return {
    ...check,
    modifiers: [...(check.modifiers ?? []), ...(modifiers ?? [])],
    adjustments: [...(check.adjustments ?? []), ...(adjustments ?? [])],
  };
}

function taskRollResult(
  task: ExtendedTask,
  before: ExtendedTaskState,
  check: CheckResult,
  opponentCheck?: CheckResult,
): ExtendedRollResult {
  const after = advanceTask(task, before, check.outcome === 'success', opponentCheck?.outcome === 'success');
  return {
    ok: true,
    before,
    after,
    check,
    ...(opponentCheck ? { opponentCheck } : {}),
    complication: after.complications > before.complications,
    elapsed: elapsedTime(task, after.rolls),
  };
}

/** Rolls the next interval of an ongoing task (refused once it is over, or for an Unconscious roller: DIF-6). */
export function* resolveExtendedRoll(
  rawTask: ExtendedTask,
  rawState: Partial<ExtendedTaskState>,
  extras: TaskRollExtras = {},
): Resolution<ExtendedRollResult> {
  const task = readTask(rawTask);
  const state = taskState(task, rawState);
  if (state.status !== 'ongoing') return { ok: false, reason: 'MANIFOLD.difference.refusal.taskOver', state };
  const unconscious = rollRefusal(extras.roller, extras.gmOverride);
  if (unconscious) return { ok: false, reason: unconscious, state };
  const check = yield* resolveCheck(withExtras(taskCheck(task, state), extras.modifiers, extras.adjustments));
  const model = task.model;
  const opponentCheck =
    model.kind === 'contested'
      ? yield* resolveCheck(withExtras(model.opponent, extras.opponentModifiers, extras.opponentAdjustments))
      : undefined;
  return taskRollResult(task, state, check, opponentCheck);
}

/**
 * Determined on a task roll: the failed roll becomes a success and the interval is re-read from the
 * state before it (a Complication it caused is undone). `side` picks the opponent's roll in a contest.
 */
export function useDeterminedOnTask(
  rawTask: ExtendedTask,
  result: ExtendedRollResult,
  side: 'character' | 'opponent' = 'character',
): ExtendedRollResult {
  if (!result.ok) return result;
  const task = readTask(rawTask);
  if (side === 'opponent') {
    if (!result.opponentCheck || task.model.kind !== 'contested') return result;
    const opponent = useDetermined(result.opponentCheck, task.model.opponent);
    return taskRollResult(task, result.before, result.check, opponent);
  }
  return taskRollResult(task, result.before, useDetermined(result.check, task.check), result.opponentCheck);
}
