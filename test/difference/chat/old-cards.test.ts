/**
 * Cards posted before difference's cards were message types: their first flag shape says whether
 * Determined was used, Momentum taken or a task roll's time added (src/foundry/chat/old-cards.ts
 * then says "not applied" only on cards where none was).
 */
import { describe, expect, it } from 'vitest';
import { differenceOldCardDone } from '../../../src/rulesets/difference/chat/old-cards';

describe('difference: an old card’s flags', () => {
  it('Determined used is done', () => {
    expect(differenceOldCardDone({ difference: { determinedUsed: true } })).toBe(true);
  });

  it('Momentum taken is done', () => {
    expect(differenceOldCardDone({ difference: { momentumTaken: true } })).toBe(true);
  });

  it('time added to the clock is done', () => {
    expect(differenceOldCardDone({ difference: { timeAdvanced: true } })).toBe(true);
  });

  it('a wake-up offer, or marks not set, is not done', () => {
    expect(differenceOldCardDone({ difference: { wakeFor: 'Actor.ilsa' } })).toBe(false);
    expect(
      differenceOldCardDone({ difference: { determinedUsed: false, momentumTaken: false, timeAdvanced: false } }),
    ).toBe(false);
    expect(differenceOldCardDone({})).toBe(false);
  });

  it('garbage is not done', () => {
    for (const difference of [null, undefined, 'determinedUsed', 1, true, [true], { determinedUsed: 'true' }])
      expect(differenceOldCardDone({ difference }), JSON.stringify(difference)).toBe(false);
    // Another ruleset's marks, and a mark only inherited, are not this card's.
    expect(differenceOldCardDone({ relic: { determinedUsed: true } })).toBe(false);
    expect(differenceOldCardDone({ difference: Object.create({ momentumTaken: true }) as object })).toBe(false);
  });
});
