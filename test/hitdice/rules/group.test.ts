import { describe, expect, it } from 'vitest';
import { ScriptedDice, bruteForce } from '../../../src/core';
import {
  groupOutcome,
  groupRollOdds,
  resolveGroupRoll,
  type GroupRollRequest,
} from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';
import { resolveWith } from '../../../src/core';

describe('group rolls', () => {
  const request: GroupRollRequest = {
    mode: 'threshold',
    required: 3,
    participants: [
      { actor: pc() }, // 1 proficiency die at 5+
      { actor: pc({ level: 3 }), exertion: 1 }, // 2 + 1 exertion
      { actor: pc(), tier: 'basic', bonusDice: 1 }, // an ability that applies: Basic 2+, 1 bonus die
    ],
  };

  it('everyone rolls, successes are pooled; threshold mode: extra successes are quality', () => {
    const dice = new ScriptedDice([5, 4, 6, 1, 2, 1]);
    const result = resolveWith(resolveGroupRoll(request), dice);
    dice.assertConsumed();
    expect(result.participants.map((p) => p.successes)).toEqual([1, 2, 1]);
    expect(result.participants[1]!.burned).toBe(1);
    expect(result.participants[2]!.dice.map((d) => d.role)).toEqual(['proficiency', 'bonus']);
    expect(result).toMatchObject({ successes: 4, required: 3, met: true, extra: 1, extraMeans: 'quality' });
  });

  it('contest mode: extra successes are impact; short of the requirement there is no extra', () => {
    const result = resolveWith(
      resolveGroupRoll({ ...request, mode: 'contest', required: 9 }),
      new ScriptedDice([5, 4, 6, 1, 2, 1]),
    );
    expect(result).toMatchObject({ extraMeans: 'impact', met: false, extra: 0 });
  });

  it('odds of the pooled successes vs brute force over all six dice', () => {
    const read = (f: number[]) =>
      [f[0]!, f[1]!, f[2]!, f[3]!].reduce((s, x) => s + (x === 6 ? 2 : x >= 5 ? 1 : 0), 0) +
      [f[4]!, f[5]!].reduce((s, x) => s + (x === 6 ? 2 : x >= 2 ? 1 : 0), 0);
    const brute = bruteForce([6, 6, 6, 6, 6, 6], read);
    const odds = groupRollOdds(request);
    expect(odds.headline.probability).toBeCloseTo(brute.atLeast(3), 12);
    expect(odds.expected![0]!.value).toBeCloseTo(brute.mean(), 12);
    expect(odds.expected![1]!.value).toBeCloseTo(brute.map((s) => Math.max(0, s - 3)).mean(), 12);
    expect(odds.expected![2]!.value).toBeCloseTo(1 / 6, 12);
  });

  it('refuses a participant the rules do not allow', () => {
    expect(() => groupRollOdds({ ...request, participants: [{ actor: pc(), exertion: 2 }] })).toThrow(
      /exertionOverCap/,
    );
  });

  it('reads pooled successes one participant at a time the same way as a roll of everyone', () => {
    const result = resolveWith(resolveGroupRoll(request), new ScriptedDice([5, 4, 6, 1, 2, 1]));
    const { participants: _p, ...pooled } = result;
    expect(groupOutcome('threshold', 3, [1, 2, 1])).toEqual(pooled);
    expect(groupOutcome('contest', 5, [1, 2, 1])).toMatchObject({ met: false, extra: 0, extraMeans: 'impact' });
    expect(groupOutcome('junk', -3, [-2, 2])).toMatchObject({ mode: 'threshold', required: 0, successes: 2 });
  });

  it('odds of the participants still to roll count the successes already pooled', () => {
    const rest: GroupRollRequest = { ...request, participants: [request.participants[1]!] };
    const read = (f: number[]) => f.reduce((s, x) => s + (x === 6 ? 2 : x >= 5 ? 1 : 0), 0);
    const brute = bruteForce([6, 6, 6], read);
    const odds = groupRollOdds(rest, 2);
    expect(odds.headline.probability).toBeCloseTo(brute.atLeast(1), 12);
    expect(odds.expected![0]!.value).toBeCloseTo(brute.mean() + 2, 12);
  });
});
