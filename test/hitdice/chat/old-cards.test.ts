/**
 * Old hitdice cards (posted before cards were chat message types): what their flags, in the first
 * versions' shape, say was done — a Stabilize applied, a group roll whose every part was rolled.
 */
import { describe, expect, it } from 'vitest';
import { hitdiceOldCardDone } from '../../../src/rulesets/hitdice/chat/old-cards';

/** A group as the first versions kept it in the card's flags. */
const group = (...parts: (object | null)[]) => ({
  mode: 'threshold',
  skill: 'wilderness',
  required: 3,
  participants: parts.map((part, i) => ({ uuid: `Actor.a${i}`, name: `P${i}`, part })),
});
const part = (successes: number) => ({ successes, burned: 0, messageId: `m${successes}` });

describe('old hitdice cards', () => {
  it('a Stabilize card is done once its flag says the Stabilize was applied', () => {
    expect(hitdiceOldCardDone({ ruleset: 'hitdice', stabilizeApplied: true })).toBe(true);
    expect(hitdiceOldCardDone({ ruleset: 'hitdice', stabilizeApplied: false })).toBe(false);
    expect(hitdiceOldCardDone({ ruleset: 'hitdice' })).toBe(false);
  });

  it('a group roll is done once every participant’s part was rolled and pooled', () => {
    expect(hitdiceOldCardDone({ ruleset: 'hitdice', hitdiceGroup: group(part(2), part(1)) })).toBe(true);
    expect(hitdiceOldCardDone({ ruleset: 'hitdice', hitdiceGroup: group(part(2), null) })).toBe(false);
    expect(hitdiceOldCardDone({ ruleset: 'hitdice', hitdiceGroup: group(null, null) })).toBe(false);
  });

  it('reads anything else in the flags as not done', () => {
    for (const flags of [
      {},
      { stabilizeApplied: 'true' },
      { stabilizeApplied: 1 },
      { hitdiceGroup: null },
      { hitdiceGroup: 'done' },
      { hitdiceGroup: [part(1)] },
      { hitdiceGroup: { participants: 'all' } },
      { hitdiceGroup: { participants: [] } },
      { hitdiceGroup: { participants: [null] } },
      { hitdiceGroup: { participants: [{ part: true }] } },
      { hitdiceGroup: { participants: [{ part: [1] }] } },
      { applied: true, momentumTaken: true },
    ])
      expect(hitdiceOldCardDone(flags as Record<string, unknown>), JSON.stringify(flags)).toBe(false);
  });
});
