/** §1.5 Extended Tasks: every model driven roll by roll with scripted dice, elapsed time, and exact odds. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScriptedDice, bruteForce, resolveWith } from '../../../src/core';
import {
  abandonTask,
  advanceTask,
  assessCheck,
  edge,
  elapsedTime,
  extendedTaskOdds,
  resolveExtendedRoll,
  rollsWithin,
  startTask,
  taskCheck,
  taskOutlook,
  taskTimeline,
  useDeterminedOnTask,
  type ExtendedModel,
  type ExtendedTask,
  type ExtendedTaskState,
} from '../../../src/rulesets/difference/rules';
import { checkWithX } from './fixtures';
import { propertyRuns } from '../../properties';

// Chances from the printed table (transcribed here): x → chance.
const CHANCE: Record<number, number> = {
  3: 0.82,
  2: 0.73,
  1: 0.62,
  0: 0.5,
  [-1]: 0.38,
  [-2]: 0.27,
  [-3]: 0.18,
  [-4]: 0.12,
};

const task = (model: ExtendedModel, successThreshold = 3, x = 0, more: Partial<ExtendedTask> = {}): ExtendedTask => ({
  check: checkWithX(x, { player: true }),
  successThreshold,
  interval: { amount: 1, unit: 'hours' },
  model,
  ...more,
});

/** Rolls the task with the given d100 faces until they run out; returns every result. */
function drive(t: ExtendedTask, faces: number[], from: ExtendedTaskState = startTask(t)) {
  const dice = new ScriptedDice(faces);
  const results = [];
  let state = from;
  while (dice.remaining > 0) {
    const r = resolveWith(resolveExtendedRoll(t, state), dice);
    if (!r.ok) throw new Error(r.reason);
    results.push(r);
    state = r.after;
  }
  dice.assertConsumed();
  return { results, state };
}

const HIT = 90; // ≥ TN 51 at x = 0
const MISS = 10;

describe('Persistence model', () => {
  const t = task({ kind: 'persistence' });

  it('failed rolls only cost time; the task completes at the Success Threshold', () => {
    const { results, state } = drive(t, [HIT, MISS, MISS, HIT, HIT]);
    expect(results.map((r) => r.after.successes)).toEqual([1, 1, 1, 2, 3]);
    expect(state).toMatchObject({ rolls: 5, successes: 3, status: 'completed' });
    expect(results[4]!.elapsed).toEqual({ rolls: 5, amount: 5, unit: 'hours', seconds: 5 * 3600 });
  });

  it('results are plain JSON (a reloaded card renders the same)', () => {
    const { results } = drive(t, [HIT, MISS]);
    for (const r of results) expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    const odds = extendedTaskOdds(t);
    expect(JSON.parse(JSON.stringify(odds))).toEqual(odds);
  });

  it('never fails by itself; the character can give up', () => {
    const { state } = drive(t, new Array(12).fill(MISS));
    expect(state).toMatchObject({ status: 'ongoing', rolls: 12, successes: 0 });
    expect(abandonTask(state).status).toBe('abandoned');
    expect(resolveWith(resolveExtendedRoll(t, abandonTask(state)), new ScriptedDice([]))).toMatchObject({
      ok: false,
      reason: 'MANIFOLD.difference.refusal.taskOver',
    });
  });

  it('each roll is a check: Momentum offered as usual', () => {
    const { results } = drive(t, [HIT, MISS]);
    expect(results.map((r) => r.check.momentum?.side)).toEqual(['players', 'gm']);
  });
});

describe('Contested model', () => {
  // The character (x = 0) against an opponent rolling its own opposed check (x = 0 too).
  const t = task({ kind: 'contested', opponent: checkWithX(0), opponentThreshold: 2 }, 2);

  it('both roll each interval; the first to its threshold wins (character then opponent)', () => {
    const { results, state } = drive(t, [HIT, MISS, MISS, MISS, HIT, HIT]);
    expect(results.map((r) => [r.after.successes, r.after.opponentSuccesses])).toEqual([
      [1, 0],
      [1, 0],
      [2, 1],
    ]);
    expect(state.status).toBe('completed');
    expect(results[0]!.opponentCheck?.d100).toBe(MISS);
  });

  it('the opponent can win', () => {
    const { state } = drive(t, [MISS, HIT, MISS, HIT]);
    expect(state).toMatchObject({ status: 'failed', successes: 0, opponentSuccesses: 2 });
  });

  it('both reaching the threshold together: intervals go on until exactly one side succeeds (default)', () => {
    const { results, state } = drive(t, [HIT, HIT, HIT, HIT, MISS, MISS, HIT, HIT, MISS, HIT]);
    expect(results[1]!.after).toMatchObject({ tieBreak: true, status: 'ongoing' });
    expect(state).toMatchObject({ status: 'failed', rolls: 5 });
  });

  it('option: a simultaneous finish is a draw', () => {
    const drawn = task({ kind: 'contested', opponent: checkWithX(0), opponentThreshold: 1 }, 1, 0, {
      options: { contestedTie: 'draw' },
    });
    expect(drive(drawn, [HIT, HIT]).state.status).toBe('drawn');
  });
});

describe('Complications model', () => {
  const t = task({ kind: 'complications', failureThreshold: 2 }, 3);

  it('each failed roll is a Complication; the task completes before the Failure Threshold', () => {
    const { results, state } = drive(t, [MISS, HIT, HIT, HIT]);
    expect(results.map((r) => r.complication)).toEqual([true, false, false, false]);
    expect(state).toMatchObject({ status: 'completed', successes: 3, complications: 1 });
  });

  it('reaching the Failure Threshold first fails the task; the GM may gain Momentum on the failed rolls', () => {
    const { results, state } = drive(t, [HIT, MISS, HIT, MISS]);
    expect(state).toMatchObject({ status: 'failed', successes: 2, complications: 2 });
    expect(results.filter((r) => r.check.momentum?.side === 'gm')).toHaveLength(2);
  });

  it('a mechanical Complication imposes a Minor Setback on later checks of the task', () => {
    const hard = task({ kind: 'complications', failureThreshold: 5, complicationSetback: true }, 3, 1);
    const { results } = drive(hard, [10, 10, 90]);
    expect(results.map((r) => r.check.assessment.x)).toEqual([1, 0, -1]);
    expect(results[2]!.check.assessment.edges.modifiers.map((m) => m.source)).toEqual([
      { key: 'MANIFOLD.difference.source.complication' },
      { key: 'MANIFOLD.difference.source.complication' },
    ]);
    expect(assessCheck(taskCheck(hard, { ...startTask(hard), complications: 9 })).x).toBe(1 - 3); // capped (DIF-2)
  });
});

describe('Time Limit model', () => {
  // §1.5 example: a vault lock, Success Threshold 5, one minute per roll, five minutes: five rolls.
  const vault = task(
    { kind: 'timeLimit', maxRolls: rollsWithin({ amount: 5, unit: 'minutes' }, { amount: 1, unit: 'minutes' }) },
    5,
    0,
    {
      interval: { amount: 1, unit: 'minutes' },
    },
  );

  it('the example: five minutes at a minute per roll gives five rolls', () => {
    expect(vault.model).toEqual({ kind: 'timeLimit', maxRolls: 5 });
    expect(rollsWithin({ amount: 2, unit: 'hours' }, { amount: 45, unit: 'minutes' })).toBe(2);
    expect(rollsWithin({ amount: 2, unit: 'hours' }, { amount: 0, unit: 'minutes' })).toBe(0);
  });

  it('five successes in five rolls completes the task in time', () => {
    const { state, results } = drive(vault, [HIT, HIT, HIT, HIT, HIT]);
    expect(state.status).toBe('completed');
    expect(results[4]!.elapsed).toMatchObject({ amount: 5, unit: 'minutes', seconds: 300 });
  });

  it('one failure and the guards are back: the task fails when the rolls run out', () => {
    const { state } = drive(vault, [HIT, HIT, MISS, HIT, HIT]);
    expect(state).toMatchObject({ status: 'failed', rolls: 5, successes: 4 });
  });

  it('no rolls at all: failed before the first', () => {
    expect(startTask(task({ kind: 'timeLimit', maxRolls: 0 })).status).toBe('failed');
  });
});

describe('Determined on a task roll', () => {
  it('turns the failed roll into progress and undoes its Complication', () => {
    const t = task({ kind: 'complications', failureThreshold: 1 }, 2, 0, {
      check: checkWithX(0, { player: true, determined: true }),
    });
    const dice = new ScriptedDice([MISS]);
    const failed = resolveWith(resolveExtendedRoll(t, startTask(t)), dice);
    expect(failed.ok && failed.after.status).toBe('failed');
    const saved = useDeterminedOnTask(t, failed);
    expect(saved.ok && saved.after).toMatchObject({ status: 'ongoing', successes: 1, complications: 0 });
    expect(saved.ok && saved.check.conditions.remove).toEqual(['determined']);
  });

  it('the opponent of a contest can be Determined too', () => {
    const t = task({ kind: 'contested', opponent: checkWithX(0, { determined: true }), opponentThreshold: 1 }, 2);
    const r = resolveWith(resolveExtendedRoll(t, startTask(t)), new ScriptedDice([MISS, MISS]));
    expect(useDeterminedOnTask(t, r, 'opponent')).toMatchObject({ after: { status: 'failed', opponentSuccesses: 1 } });
  });
});

describe('elapsed time', () => {
  it('rolls × interval, in the unit and in seconds', () => {
    const t = task({ kind: 'persistence' }, 3, 0, { interval: { amount: 2, unit: 'days' } });
    expect(elapsedTime(t, 3)).toEqual({ rolls: 3, amount: 6, unit: 'days', seconds: 6 * 86400 });
    expect(elapsedTime({ ...t, interval: { amount: 1, unit: 'fortnights' as never } }, 1).unit).toBe('minutes');
    expect(elapsedTime({ ...t, interval: { amount: 1, unit: 'toString' as never } }, 2)).toEqual({
      rolls: 2,
      amount: 2,
      unit: 'minutes',
      seconds: 120,
    });
  });
});

// ---------- odds, computed here independently of the engine ----------

const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
/** P(at least s successes in n rolls). */
const atLeast = (n: number, s: number, p: number) => {
  let total = 0;
  for (let k = s; k <= n; k++) total += choose(n, k) * p ** k * (1 - p) ** (n - k);
  return total;
};

describe('extended-task odds', () => {
  it('persistence: the chance within N rolls is binomial; it completes eventually in S/p rolls on average', () => {
    const t = task({ kind: 'persistence' }, 3, 1);
    const p = CHANCE[1]!;
    for (const n of [0, 2, 3, 5, 9]) {
      expect(extendedTaskOdds(t, startTask(t), { withinRolls: n }).headline.probability).toBeCloseTo(
        atLeast(n, 3, p),
        12,
      );
    }
    // "within 1 roll", "within 2 rolls".
    expect(extendedTaskOdds(t, startTask(t), { withinRolls: 1 }).headline.label).toEqual({
      key: 'MANIFOLD.difference.odds.completeWithinOne',
      data: { rolls: 1 },
    });
    expect(extendedTaskOdds(t, startTask(t), { withinRolls: 2 }).headline.label).toEqual({
      key: 'MANIFOLD.difference.odds.completeWithin',
      data: { rolls: 2 },
    });
    const outlook = taskOutlook(t);
    expect(outlook.completed).toBeCloseTo(1, 12);
    expect(outlook.expectedRolls).toBeCloseTo(3 / p, 10);
    const odds = extendedTaskOdds(t);
    expect(odds.expected![1]!.value).toBeCloseTo((3 / p) * 1, 10);
    // The chart starts at roll 3, the first that can complete the task.
    expect(odds.bars[0]).toMatchObject({
      label: { key: 'MANIFOLD.difference.odds.completedOnRoll', data: { roll: 3 } },
    });
    expect(odds.bars[0]!.probability).toBeCloseTo(p ** 3, 12);
    expect(odds.bars[1]!.probability).toBeCloseTo(choose(3, 2) * p ** 3 * (1 - p), 12);
    expect(odds.bars.reduce((a, b) => a + b.probability, 0)).toBeCloseTo(1, 12);
  });

  it('a long chart is grouped into at most 40 bars of consecutive rolls, still summing to 1', () => {
    const t = task({ kind: 'persistence' }, 30, -3);
    const odds = extendedTaskOdds(t);
    expect(odds.bars.length).toBeLessThanOrEqual(41);
    expect(odds.bars[0]!.label).toMatchObject({ key: 'MANIFOLD.difference.odds.completedOnRolls', data: { from: 30 } });
    expect(odds.bars.reduce((a, b) => a + b.probability, 0)).toBeCloseTo(1, 12);
    expect(odds.bars.at(-1)!.probability).toBeLessThan(0.01 + 1e-12);
    const within = extendedTaskOdds(t, undefined, { withinRolls: 200 });
    const grouped = within.bars.slice(0, -1).reduce((a, b) => a + b.probability, 0);
    expect(grouped).toBeCloseTo(within.headline.probability, 12);
    expect(within.headline.probability).toBeCloseTo(atLeast(200, 30, CHANCE[-3]!), 10);
  });

  it('persistence with no chance at all never completes', () => {
    const t = task({ kind: 'persistence' }, 1, -12);
    expect(taskOutlook(t)).toEqual({ completed: 0, failed: 0, drawn: 0, never: 1, expectedRolls: null });
    expect(extendedTaskOdds(t).headline.probability).toBe(0);
  });

  it('time limit: the vault — five successes in five rolls at x = +2 is 0.73⁵', () => {
    const vault = task({ kind: 'timeLimit', maxRolls: 5 }, 5, 2);
    expect(extendedTaskOdds(vault).headline.probability).toBeCloseTo(0.73 ** 5, 12);
    const loose = task({ kind: 'timeLimit', maxRolls: 7 }, 4, -1);
    expect(taskOutlook(loose).completed).toBeCloseTo(atLeast(7, 4, CHANCE[-1]!), 12);
    expect(taskOutlook(loose).failed).toBeCloseTo(1 - atLeast(7, 4, CHANCE[-1]!), 12);
    // From part-way: 2 successes after 3 rolls, 4 rolls left.
    const mid = { ...startTask(loose), rolls: 3, successes: 2 };
    expect(taskOutlook(loose, mid).completed).toBeCloseTo(atLeast(4, 2, CHANCE[-1]!), 12);
  });

  it('complications: the chance of S successes before F complications (negative binomial)', () => {
    const t = task({ kind: 'complications', failureThreshold: 3 }, 4, 1);
    const p = CHANCE[1]!;
    let expected = 0;
    for (let k = 0; k < 3; k++) expected += choose(3 + k, k) * p ** 4 * (1 - p) ** k;
    const odds = extendedTaskOdds(t);
    expect(odds.headline.probability).toBeCloseTo(expected, 12);
    expect(odds.bars.map((b) => b.probability).reduce((a, b) => a + b)).toBeCloseTo(1, 12);
    expect(odds.bars[1]!.probability).toBeCloseTo(choose(4, 1) * p ** 4 * (1 - p), 12);
    // One bar per number of Complications the task may end with, each named in the singular or plural it needs.
    expect(odds.bars.map((b) => b.label)).toEqual([
      { key: 'MANIFOLD.difference.odds.completedWithNone', data: { complications: 0 } },
      { key: 'MANIFOLD.difference.odds.completedWithOne', data: { complications: 1 } },
      { key: 'MANIFOLD.difference.odds.completedWith', data: { complications: 2 } },
      { key: 'MANIFOLD.difference.odds.taskFailed' },
    ]);
  });

  it('complications with Setbacks: each complication lowers later chances (independent recursion)', () => {
    const t = task({ kind: 'complications', failureThreshold: 3, complicationSetback: true }, 3, 2);
    const win = (s: number, c: number): number => {
      if (s >= 3) return 1;
      if (c >= 3) return 0;
      const p = CHANCE[2 - Math.min(3, c)]!;
      return p * win(s + 1, c) + (1 - p) * win(s, c + 1);
    };
    expect(taskOutlook(t).completed).toBeCloseTo(win(0, 0), 12);
  });

  it('complications: the odds (one forward pass) agree with the outlook (recursion), from any state', () => {
    for (const [f, s, x, setbacks] of [
      [3, 4, 1, false],
      [5, 10, 2, true],
      [1, 2, -3, true],
    ] as const) {
      const t = task({ kind: 'complications', failureThreshold: f, complicationSetback: setbacks }, s, x);
      for (const state of [startTask(t), { ...startTask(t), rolls: 3, successes: 1, complications: f - 1 }]) {
        const odds = extendedTaskOdds(t, state);
        const outlook = taskOutlook(t, state);
        expect(odds.headline.probability).toBeCloseTo(outlook.completed, 12);
        expect(odds.expected![0]!.value).toBeCloseTo(outlook.expectedRolls!, 12);
        expect(odds.bars.at(-1)!.probability).toBeCloseTo(outlook.failed, 12);
      }
    }
  });

  it('contested: the chance to win, with the tie-break, by independent recursion', () => {
    const t = task({ kind: 'contested', opponent: checkWithX(-1), opponentThreshold: 2 }, 3, 1);
    const a = CHANCE[1]!;
    const b = CHANCE[-1]!;
    const tie = (a * (1 - b)) / (a * (1 - b) + b * (1 - a));
    const win = (s: number, o: number): number => {
      const mine = s >= 3;
      const theirs = o >= 2;
      if (mine && theirs) return tie;
      if (mine) return 1;
      if (theirs) return 0;
      const stay = (1 - a) * (1 - b);
      return (a * b * win(s + 1, o + 1) + a * (1 - b) * win(s + 1, o) + (1 - a) * b * win(s, o + 1)) / (1 - stay);
    };
    expect(extendedTaskOdds(t).headline.probability).toBeCloseTo(win(0, 0), 12);
    const outlook = taskOutlook(t);
    expect(outlook.completed + outlook.failed).toBeCloseTo(1, 12);
  });

  it('odds match brute force over every d100 face on small cases', () => {
    // [task, intervals the two d100s cover]
    const cases: [ExtendedTask, number][] = [
      [task({ kind: 'complications', failureThreshold: 1 }, 2, 1), 2],
      [task({ kind: 'timeLimit', maxRolls: 2 }, 1, -2), 2],
      [task({ kind: 'persistence' }, 2, 3), 2],
      [
        task({ kind: 'contested', opponent: checkWithX(1), opponentThreshold: 1 }, 1, 0, {
          options: { contestedTie: 'draw' },
        }),
        1,
      ],
    ];
    for (const [t, intervals] of cases) {
      const brute = bruteForce([100, 100], (faces) => {
        const dice = new ScriptedDice(faces);
        let state = startTask(t);
        for (let i = 0; i < intervals && state.status === 'ongoing'; i++) {
          const r = resolveWith(resolveExtendedRoll(t, state), dice);
          if (r.ok) state = r.after;
        }
        return ['ongoing', 'completed', 'failed', 'drawn'].indexOf(state.status);
      });
      const line = taskTimeline(t, undefined, intervals);
      const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      expect(total(line.completed), t.model.kind).toBeCloseTo(brute.p(1), 12);
      expect(total(line.failed), t.model.kind).toBeCloseTo(brute.p(2), 12);
      expect(total(line.drawn), t.model.kind).toBeCloseTo(brute.p(3), 12);
      expect(line.ongoing, t.model.kind).toBeCloseTo(brute.p(0), 12);
      if (t.model.kind === 'complications' || t.model.kind === 'timeLimit') {
        expect(taskOutlook(t).completed).toBeCloseTo(brute.p(1), 12);
      }
    }
  });

  it('one-roll extras change that roll only; odds read the task check', () => {
    const t = task({ kind: 'persistence' }, 2);
    const r = resolveWith(
      resolveExtendedRoll(t, startTask(t), {
        modifiers: [edge({ text: 'Tools' }, 'minor')],
      }),
      new ScriptedDice([40]),
    );
    expect(r.ok && r.check.assessment.tn).toBe(39);
    expect(r.ok && r.after.successes).toBe(1);
  });

  it('property: eventual outcomes sum to 1 and match a long timeline', () => {
    const model = fc.oneof(
      fc.constant<ExtendedModel>({ kind: 'persistence' }),
      fc
        .integer({ min: 1, max: 4 })
        .map((f): ExtendedModel => ({ kind: 'complications', failureThreshold: f, complicationSetback: f % 2 === 0 })),
      fc.integer({ min: 0, max: 6 }).map((n): ExtendedModel => ({ kind: 'timeLimit', maxRolls: n })),
      fc
        .tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: 1, max: 3 }))
        .map(([x, s]): ExtendedModel => ({ kind: 'contested', opponent: checkWithX(x), opponentThreshold: s })),
    );
    fc.assert(
      fc.property(model, fc.integer({ min: 1, max: 3 }), fc.integer({ min: -3, max: 4 }), (m, s, x) => {
        const t = task(m, s, x);
        const outlook = taskOutlook(t);
        expect(outlook.completed + outlook.failed + outlook.drawn + outlook.never).toBeCloseTo(1, 10);
        const line = taskTimeline(t, startTask(t), 200);
        const done = line.completed.reduce((a, b) => a + b, 0);
        expect(done).toBeLessThanOrEqual(outlook.completed + 1e-9);
        expect(outlook.completed - done).toBeLessThan(1e-6);
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it('advanceTask never moves a finished task', () => {
    const t = task({ kind: 'persistence' }, 1);
    const done = advanceTask(t, startTask(t), true);
    expect(done.status).toBe('completed');
    expect(advanceTask(t, done, true)).toBe(done);
  });
});
