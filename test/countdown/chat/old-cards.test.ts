/**
 * A countdown card posted before cards were message types says its action was done when its
 * `flags.manifold.countdown` (the first cards' shape) has a done key set to true; anything else in
 * the flags, however malformed, says nothing was done.
 */
import { describe, expect, it } from 'vitest';
import { oldCountdownCardDone } from '../../../src/rulesets/countdown/chat/old-cards';
import { countdown } from '../../../src/rulesets/countdown';

describe('old countdown cards', () => {
  it('is the descriptor’s oldCardDone', () => {
    expect(countdown.oldCardDone).toBe(oldCountdownCardDone);
  });

  it.each(['applied', 'rerolled', 'backlashDrawn', 'explorationTurnPassed'])('%s: true is done', (key) => {
    expect(oldCountdownCardDone({ countdown: { [key]: true } })).toBe(true);
    expect(oldCountdownCardDone({ countdown: { kind: 'trigger', items: ['Actor.a.Item.t'], [key]: true } })).toBe(true);
    expect(oldCountdownCardDone({ countdown: { [key]: false } }), 'cleared by Undo').toBe(false);
  });

  it('a request or prompt never acted on is not done', () => {
    expect(oldCountdownCardDone({ countdown: { kind: 'trigger', reason: 'explorationTurn', items: ['x'] } })).toBe(
      false,
    );
    expect(oldCountdownCardDone({ countdown: { kind: 'morale', monsters: ['Actor.m'] } })).toBe(false);
    expect(oldCountdownCardDone({ countdown: {} })).toBe(false);
    expect(oldCountdownCardDone({})).toBe(false);
  });

  it('garbage says nothing was done', () => {
    const garbage: unknown[] = [
      null,
      undefined,
      'applied',
      7,
      [],
      ['applied'],
      { countdown: null },
      { countdown: 'applied' },
      { countdown: ['applied'] },
      { countdown: { applied: 'true' } },
      { countdown: { applied: 1 } },
      { countdown: { done: true, answered: true } },
      { countdown: Object.create({ applied: true }) as object },
      { applied: true },
      { relicCard: { applied: true } },
    ];
    for (const flags of garbage)
      expect(oldCountdownCardDone(flags as Record<string, unknown>), JSON.stringify(flags)).toBe(false);
  });
});
