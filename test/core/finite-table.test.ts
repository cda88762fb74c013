import { describe, expect, it } from 'vitest';
import { Distribution } from '../../src/core/distribution';
import { Finite } from '../../src/core/finite';
import { BandTable } from '../../src/core/table';

describe('Finite', () => {
  it('merges equal states across a process', () => {
    // Two coin flips, counting heads: histories HT and TH merge into one state.
    const flip = Finite.of([
      [0, 1],
      [1, 1],
    ]);
    const twice = flip.flatMap((a) => flip.map((b) => a + b));
    expect(twice.size).toBe(3);
    expect(twice.probability((v) => v === 1)).toBeCloseTo(0.5, 12);
    expect(twice.expected((v) => v)).toBeCloseTo(1, 12);
  });

  it('rejects empty and negative weights', () => {
    expect(() => Finite.of([])).toThrow();
    expect(() => Finite.of([['a', -1]])).toThrow();
  });
});

describe('BandTable', () => {
  const tiers = new BandTable([
    { min: 20, value: 'critical' },
    { min: 12, max: 19, value: 'success' },
    { min: 6, max: 11, value: 'partial' },
    { max: 5, value: 'fumble' },
  ]);

  it('looks up every total, open ends included', () => {
    expect(tiers.lookup(25)).toBe('critical');
    expect(tiers.lookup(20)).toBe('critical');
    expect(tiers.lookup(19)).toBe('success');
    expect(tiers.lookup(12)).toBe('success');
    expect(tiers.lookup(11)).toBe('partial');
    expect(tiers.lookup(6)).toBe('partial');
    expect(tiers.lookup(5)).toBe('fumble');
    expect(tiers.lookup(-3)).toBe('fumble');
  });

  it('gives the chance of each row for a roll', () => {
    const odds = tiers.odds(Distribution.die(20).shift(2));
    expect(odds.map((o) => o.value)).toEqual(['critical', 'success', 'partial', 'fumble']);
    expect(odds[0]!.probability).toBeCloseTo(3 / 20, 12);
    expect(odds[1]!.probability).toBeCloseTo(8 / 20, 12);
    expect(odds[2]!.probability).toBeCloseTo(6 / 20, 12);
    expect(odds[3]!.probability).toBeCloseTo(3 / 20, 12);
  });

  it('refuses a table with a gap or an overlap', () => {
    expect(
      () =>
        new BandTable([
          { min: 10, value: 1 },
          { max: 8, value: 2 },
        ]),
    ).toThrow();
    expect(
      () =>
        new BandTable([
          { min: 10, value: 1 },
          { max: 10, value: 2 },
        ]),
    ).toThrow();
  });
});
