/** rememberedByText: the same answer as the function, worked out once per text, memory bounded. */
import { describe, expect, it } from 'vitest';
import { rememberedByText } from '../../src/core';

describe('rememberedByText', () => {
  it('answers as the function does and works each text out once', () => {
    const calls: string[] = [];
    const upper = rememberedByText((text: string) => {
      calls.push(text);
      return text.toUpperCase();
    }, 10);
    expect([upper('a'), upper('b'), upper('a'), upper('')]).toEqual(['A', 'B', 'A', '']);
    expect(calls).toEqual(['a', 'b', '']);
  });

  it('remembers at most `kept` texts; the rest are worked out each time', () => {
    const calls: string[] = [];
    const length = rememberedByText((text: string) => {
      calls.push(text);
      return text.length;
    }, 2);
    for (const text of ['x', 'yy', 'zzz', 'zzz', 'x']) length(text);
    expect(calls).toEqual(['x', 'yy', 'zzz', 'zzz']);
  });
});
