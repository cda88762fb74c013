/** DIF-6 the Unconscious make no checks: no extended-task roll, no contest, no reaction (GM override allowed). */
import { describe, expect, it } from 'vitest';
import { ScriptedDice, resolveWith } from '../../../src/core';
import {
  UNCONSCIOUS_REFUSAL,
  activeConditions,
  resolveExtendedRoll,
  rollRefusal,
  startTask,
  useReaction,
  type ExtendedModel,
  type ExtendedTask,
} from '../../../src/rulesets/difference/rules';
import { checkWithX } from './fixtures';

const out = activeConditions([{ id: 'unconscious' }]);
const awake = activeConditions([{ id: 'prone' }, { id: 'dazed' }]);

const task = (model: ExtendedModel): ExtendedTask => ({
  check: checkWithX(0, { player: true }),
  successThreshold: 2,
  interval: { amount: 1, unit: 'hours' },
  model,
});

describe('DIF-6 the Unconscious make no checks', () => {
  it('any roll is refused for an Unconscious character, said as such; other conditions do not stop it', () => {
    expect(UNCONSCIOUS_REFUSAL).toBe('MANIFOLD.difference.refusal.unconscious');
    expect(rollRefusal(out)).toBe(UNCONSCIOUS_REFUSAL);
    expect(rollRefusal(awake)).toBeNull();
    expect(rollRefusal(undefined)).toBeNull();
    expect(rollRefusal(out, true)).toBeNull();
  });

  it('an extended-task roll is refused before any die; the state is unchanged', () => {
    const t = task({ kind: 'persistence' });
    const state = startTask(t);
    const r = resolveWith(resolveExtendedRoll(t, state, { roller: out }), new ScriptedDice([]));
    expect(r).toEqual({ ok: false, reason: UNCONSCIOUS_REFUSAL, state });
  });

  it('a contest (contested task) is refused too: neither side rolls', () => {
    const t = task({ kind: 'contested', opponent: checkWithX(0), opponentThreshold: 2 });
    expect(resolveWith(resolveExtendedRoll(t, startTask(t), { roller: out }), new ScriptedDice([]))).toMatchObject({
      ok: false,
      reason: UNCONSCIOUS_REFUSAL,
    });
  });

  it('the GM may override: the roll is made (scripted d100s for both sides of a contest)', () => {
    const t = task({ kind: 'contested', opponent: checkWithX(0), opponentThreshold: 2 });
    const dice = new ScriptedDice([90, 10]);
    const r = resolveWith(resolveExtendedRoll(t, startTask(t), { roller: out, gmOverride: true }), dice);
    dice.assertConsumed();
    expect(r.ok && r.after.successes).toBe(1);
  });

  it('a Reaction is refused as Unconscious (not as "none left"); the GM may override', () => {
    expect(useReaction(out, 0)).toEqual({ ok: false, used: 0, reason: UNCONSCIOUS_REFUSAL });
    expect(useReaction(out, 0, {}, true)).toEqual({ ok: true, used: 1 });
    expect(useReaction(awake, 0)).toEqual({ ok: false, used: 0, reason: 'MANIFOLD.difference.refusal.reaction' });
  });
});
