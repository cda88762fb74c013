import { countKey, Finite, label, type OddsBar, type OddsSummary } from '../../../core';
import { assessCheck, successProbability } from './check';
import {
  advanceTask,
  complicationSetbacks,
  readTask,
  taskCheck,
  taskState,
  type ExtendedTask,
  type ExtendedTaskState,
  type TaskStatus,
} from './extended';

/**
 * Exact odds of an extended task from any state: the same per-roll TN (taskCheck → assessCheck)
 * and the same transition (advanceTask) as resolveExtendedRoll, so the figures cannot drift.
 */

/** A state as a short key (what Finite merges equal states by); `withRolls` false leaves the roll count out. */
function stateKey(s: ExtendedTaskState, withRolls = true): string {
  return `${withRolls ? s.rolls : ''}|${s.successes}|${s.complications}|${s.opponentSuccesses}|${s.tieBreak ? 1 : 0}|${s.status}`;
}

/** The next interval's outcomes with their chances (equal states not yet merged). */
type Step = (state: ExtendedTaskState) => [ExtendedTaskState, number][];

/**
 * stepTask for many states of one task: the task is read once, and each roll's chance is worked
 * out once per distinct check (the check changes only with the Complication Setbacks it carries).
 */
function stepper(rawTask: ExtendedTask): Step {
  const task = readTask(rawTask);
  const model = task.model;
  const q = model.kind === 'contested' ? successProbability(assessCheck(model.opponent).tn) : 0;
  const chances = new Map<number, number>();
  const chance = (state: ExtendedTaskState) => {
    const setbacks = complicationSetbacks(task, state);
    let p = chances.get(setbacks);
    if (p === undefined) {
      p = successProbability(assessCheck(taskCheck(task, state)).tn);
      chances.set(setbacks, p);
    }
    return p;
  };
  return (state) => {
    if (state.status !== 'ongoing') return [[state, 1]];
    const p = chance(state);
    const outcomes: [ExtendedTaskState, number][] = [];
    for (const success of [true, false]) {
      for (const opponent of [true, false]) {
        const weight = (success ? p : 1 - p) * (opponent ? q : 1 - q);
        if (weight > 0) outcomes.push([advanceTask(task, state, success, opponent), weight]);
      }
    }
    return outcomes;
  };
}

/** The next interval as a distribution of states. */
export function stepTask(rawTask: ExtendedTask, state: ExtendedTaskState): Finite<ExtendedTaskState> {
  return Finite.of(stepper(rawTask)(state), stateKey);
}

export interface TaskOutlook {
  /** The chance the task ends each way, however many rolls it takes. */
  completed: number;
  failed: number;
  drawn: number;
  /** The chance it can never end (no roll can succeed and nothing else stops it). */
  never: number;
  /** The expected number of further rolls, or null when the task may never end. */
  expectedRolls: number | null;
}

const END: Record<Exclude<TaskStatus, 'ongoing'>, keyof Omit<TaskOutlook, 'expectedRolls' | 'never'> | null> = {
  completed: 'completed',
  failed: 'failed',
  drawn: 'drawn',
  abandoned: null,
};

/**
 * How the task ends from `state`, exactly. An interval that changes nothing but the roll count
 * (a failed persistence roll, two failures in a contest) is a loop back to the same state and is
 * summed as a geometric series; a time limit counts its rolls, so it never loops.
 */
export function taskOutlook(rawTask: ExtendedTask, rawState?: Partial<ExtendedTaskState>): TaskOutlook {
  const task = readTask(rawTask);
  const countsRolls = task.model.kind === 'timeLimit';
  const keyOf = (s: ExtendedTaskState) => stateKey(s, countsRolls);
  const memo = new Map<string, TaskOutlook>();
  const step = stepper(task);

  const solve = (state: ExtendedTaskState): TaskOutlook => {
    const key = keyOf(state);
    const known = memo.get(key);
    if (known) return known;
    let result: TaskOutlook;
    if (state.status !== 'ongoing') {
      result = { completed: 0, failed: 0, drawn: 0, never: 0, expectedRolls: 0 };
      const end = END[state.status];
      if (end) result[end] = 1;
    } else {
      const onward = step(state).filter(([next]) => keyOf(next) !== key);
      const mass = onward.reduce((total, [, p]) => total + p, 0);
      if (mass === 0) {
        result = { completed: 0, failed: 0, drawn: 0, never: 1, expectedRolls: null };
      } else {
        result = { completed: 0, failed: 0, drawn: 0, never: 0, expectedRolls: 1 / mass };
        for (const [next, p] of onward) {
          const w = p / mass;
          const sub = solve(next);
          result.completed += w * sub.completed;
          result.failed += w * sub.failed;
          result.drawn += w * sub.drawn;
          result.never += w * sub.never;
          result.expectedRolls =
            result.expectedRolls === null || sub.expectedRolls === null
              ? null
              : result.expectedRolls + w * sub.expectedRolls;
        }
      }
    }
    memo.set(key, result);
    return result;
  };
  return solve(taskState(task, rawState));
}

/** The chance the task ends each way on each of the next `rolls` rolls (index 0 = the next roll). */
export interface TaskTimeline {
  completed: number[];
  failed: number[];
  drawn: number[];
  /** Still going after the last of those rolls. */
  ongoing: number;
}

/**
 * Runs the task `rolls` intervals forward, exactly: ongoing states are merged at each step and
 * every state that ends is handed to `visit` with its chance. Returns the chance still ongoing.
 */
function propagate(
  task: ExtendedTask,
  start: ExtendedTaskState,
  rolls: number,
  visit: (ended: ExtendedTaskState, probability: number) => void,
  stopAt = Infinity,
): number {
  const step = stepper(task);
  let frontier = new Map<string, { state: ExtendedTaskState; p: number }>();
  if (start.status === 'ongoing') frontier.set('', { state: start, p: 1 });
  let ended = 0;
  const record = (state: ExtendedTaskState, p: number) => {
    ended += p;
    visit(state, p);
  };
  for (let k = 1; k <= rolls && frontier.size > 0 && ended < stopAt; k++) {
    const next = new Map<string, { state: ExtendedTaskState; p: number }>();
    for (const { state, p } of frontier.values()) {
      for (const [after, q] of step(state)) {
        if (after.status !== 'ongoing') {
          record(after, p * q);
          continue;
        }
        const key = stateKey(after);
        const cell = next.get(key);
        if (cell) cell.p += p * q;
        else next.set(key, { state: after, p: p * q });
      }
    }
    frontier = next;
  }
  let ongoing = 0;
  for (const { p } of frontier.values()) ongoing += p;
  return ongoing;
}

/**
 * Roll by roll, exactly. With `until`, it stops early once that much chance has ended (the
 * arrays are then shorter than `rolls`).
 */
export function taskTimeline(
  rawTask: ExtendedTask,
  rawState: Partial<ExtendedTaskState> | undefined,
  rolls: number,
  until = Infinity,
): TaskTimeline {
  const task = readTask(rawTask);
  const start = taskState(task, rawState);
  const n = Math.max(0, Math.floor(rolls));
  const out: TaskTimeline = { completed: [], failed: [], drawn: [], ongoing: 0 };
  const grow = (length: number) => {
    while (out.completed.length < length) {
      out.completed.push(0);
      out.failed.push(0);
      out.drawn.push(0);
    }
  };
  out.ongoing = propagate(
    task,
    start,
    n,
    (ended, p) => {
      const i = ended.rolls - start.rolls - 1;
      grow(i + 1);
      const list = ended.status === 'completed' ? out.completed : ended.status === 'failed' ? out.failed : out.drawn;
      list[i]! += p;
    },
    until,
  );
  if (until === Infinity) grow(n);
  return out;
}

/** The most bars a chart shows; longer spans are grouped into runs of rolls. */
export const TIMELINE_MAX_BARS = 40;
/** An open-ended chart runs until this much of the chance is shown … */
export const TIMELINE_COVERAGE = 0.99;
/** … or this many rolls have passed. */
export const TIMELINE_MAX_ROLLS = 1000;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Bars for "completed on roll k" from the first roll that can complete the task, grouped so that
 * there are at most TIMELINE_MAX_BARS, then one bar for everything else.
 */
function timelineBars(state: ExtendedTaskState, completed: readonly number[], restLabel: string): OddsBar[] {
  const bars: OddsBar[] = [];
  const first = completed.findIndex((p) => p > 0);
  if (first >= 0) {
    const size = Math.ceil((completed.length - first) / TIMELINE_MAX_BARS);
    for (let i = first; i < completed.length; i += size) {
      const j = Math.min(completed.length, i + size);
      const from = state.rolls + i + 1;
      const to = state.rolls + j;
      bars.push({
        label:
          from === to
            ? label('MANIFOLD.difference.odds.completedOnRoll', { roll: from })
            : label('MANIFOLD.difference.odds.completedOnRolls', { from, to }),
        probability: sum(completed.slice(i, j)),
        tone: 'success',
      });
    }
  }
  bars.push({ label: label(restLabel), probability: Math.max(0, 1 - sum(completed)), tone: 'failure' });
  return bars;
}

/**
 * The odds of an extended task from `state`, as the dialog and the task sheet show them:
 * persistence — the chance to complete within `withinRolls` (or at all) and on which roll;
 * time limit — the chance to complete in time, by roll; complications — the chance to complete
 * before the Failure Threshold, by Complications taken; contested — the chance to win.
 */
export function extendedTaskOdds(
  rawTask: ExtendedTask,
  rawState?: Partial<ExtendedTaskState>,
  view: { withinRolls?: number } = {},
): OddsSummary {
  const task = readTask(rawTask);
  const state = taskState(task, rawState);
  const model = task.model;
  const within = view.withinRolls;
  // A task with a Failure Threshold always ends: one forward pass gives its bars and its outlook.
  const ends =
    model.kind === 'complications' && within === undefined && state.status === 'ongoing'
      ? complicationEnds(task, state, model.failureThreshold)
      : null;
  const outlook = ends?.outlook ?? taskOutlook(task, state);
  const expected: NonNullable<OddsSummary['expected']> = [];
  if (outlook.expectedRolls !== null) {
    expected.push({ label: label('MANIFOLD.difference.odds.expectedRolls'), value: outlook.expectedRolls });
    expected.push({
      label: label(`MANIFOLD.difference.odds.expectedTime.${task.interval.unit}`),
      value: outlook.expectedRolls * task.interval.amount,
    });
  }
  if (within !== undefined && model.kind !== 'timeLimit') {
    const n = Math.max(0, Math.floor(within));
    const line = taskTimeline(task, state, n);
    return {
      headline: {
        label: label(countKey('MANIFOLD.difference.odds.completeWithin', n), { rolls: n }),
        probability: state.status === 'completed' ? 1 : sum(line.completed),
      },
      axis: label('MANIFOLD.difference.odds.rollAxis'),
      bars: timelineBars(state, line.completed, 'MANIFOLD.difference.odds.notWithin'),
      expected,
    };
  }
  switch (model.kind) {
    case 'persistence':
      return {
        headline: { label: label('MANIFOLD.difference.odds.completeEventually'), probability: outlook.completed },
        axis: label('MANIFOLD.difference.odds.rollAxis'),
        bars: timelineBars(
          state,
          taskTimeline(task, state, TIMELINE_MAX_ROLLS, TIMELINE_COVERAGE).completed,
          'MANIFOLD.difference.odds.later',
        ),
        expected,
      };
    case 'timeLimit':
      return {
        headline: { label: label('MANIFOLD.difference.odds.completeInTime'), probability: outlook.completed },
        axis: label('MANIFOLD.difference.odds.rollAxis'),
        bars: timelineBars(
          state,
          taskTimeline(task, state, Math.max(0, model.maxRolls - state.rolls)).completed,
          'MANIFOLD.difference.odds.outOfTime',
        ),
        expected,
      };
    case 'complications':
      return {
        headline: { label: label('MANIFOLD.difference.odds.completeBeforeFailure'), probability: outlook.completed },
        axis: label('MANIFOLD.difference.odds.complicationAxis'),
        bars: complicationBars(state, ends ?? complicationEnds(task, state, model.failureThreshold)),
        expected,
      };
    case 'contested': {
      const bars: OddsBar[] = [
        { label: label('MANIFOLD.difference.odds.win'), probability: outlook.completed, tone: 'success' },
        { label: label('MANIFOLD.difference.odds.lose'), probability: outlook.failed, tone: 'failure' },
      ];
      if (outlook.drawn > 0)
        bars.push({ label: label('MANIFOLD.difference.odds.draw'), probability: outlook.drawn, tone: 'partial' });
      if (outlook.never > 0)
        bars.push({ label: label('MANIFOLD.difference.odds.never'), probability: outlook.never, tone: 'neutral' });
      return {
        headline: { label: label('MANIFOLD.difference.odds.win'), probability: outlook.completed },
        bars,
        expected,
      };
    }
  }
}

interface ComplicationEnds {
  /** completedWith[c]: the chance the task is completed after exactly c Complications. */
  completedWith: number[];
  failed: number;
  /** The same ends summed, with the expected rolls: exact, since every path ends within S + F − 1 rolls. */
  outlook: TaskOutlook;
}

/** Complications: every way the task ends (it always ends within S + F − 1 rolls), in one forward pass. */
function complicationEnds(task: ExtendedTask, state: ExtendedTaskState, failureThreshold: number): ComplicationEnds {
  const completedWith = new Array<number>(failureThreshold).fill(0);
  const outlook: TaskOutlook = { completed: 0, failed: 0, drawn: 0, never: 0, expectedRolls: 0 };
  let rolls = 0;
  propagate(task, state, task.successThreshold + failureThreshold, (ended, p) => {
    if (ended.status === 'completed') {
      completedWith[ended.complications]! += p;
      outlook.completed += p;
    } else outlook.failed += p;
    rolls += p * (ended.rolls - state.rolls);
  });
  outlook.expectedRolls = rolls;
  return { completedWith, failed: outlook.failed, outlook };
}

/**
 * "Completed with no Complications", "… with 1 Complication", "… with 2 Complications". Every bar
 * carries its count, the one worded without a number too (what reads the bars reads one field).
 */
function completedWithLabel(complications: number) {
  const key =
    complications === 0
      ? 'MANIFOLD.difference.odds.completedWithNone'
      : countKey('MANIFOLD.difference.odds.completedWith', complications);
  return label(key, { complications });
}

/** Complications: bars by Complications taken, then the failed task. */
function complicationBars(state: ExtendedTaskState, { completedWith, failed }: ComplicationEnds): OddsBar[] {
  const bars: OddsBar[] = [];
  for (let c = state.complications; c < completedWith.length; c++) {
    bars.push({
      label: completedWithLabel(c),
      probability: completedWith[c]!,
      tone: c === 0 ? 'success' : 'partial',
    });
  }
  bars.push({ label: label('MANIFOLD.difference.odds.taskFailed'), probability: failed, tone: 'failure' });
  return bars;
}
