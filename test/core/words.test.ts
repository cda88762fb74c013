import { describe, expect, it } from 'vitest';
import { countKey } from '../../src/core';

describe('countKey', () => {
  it('reads the `One` sibling for exactly one thing, the key itself for any other count', () => {
    expect(countKey('MANIFOLD.hitdice.card.diceLost', 1)).toBe('MANIFOLD.hitdice.card.diceLostOne');
    for (const n of [0, 2, 3, 10, 1.5, -1, Number.NaN])
      expect(countKey('MANIFOLD.hitdice.card.diceLost', n)).toBe('MANIFOLD.hitdice.card.diceLost');
  });
});
