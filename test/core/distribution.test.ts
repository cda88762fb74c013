import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Distribution, keepOf } from '../../src/core/distribution';
import { bruteForce } from '../../src/core/enumerate';
import { propertyRuns } from '../properties';

function expectSame(a: Distribution, b: Distribution) {
  const values = new Set([...a.entries(), ...b.entries()].map(([v]) => v));
  for (const v of values) expect(a.p(v)).toBeCloseTo(b.p(v), 12);
}

describe('Distribution', () => {
  it('a die is uniform over its faces', () => {
    const d6 = Distribution.die(6);
    expect(d6.min).toBe(1);
    expect(d6.max).toBe(6);
    for (let f = 1; f <= 6; f++) expect(d6.p(f)).toBeCloseTo(1 / 6, 12);
    expect(d6.p(0)).toBe(0);
    expect(d6.p(7)).toBe(0);
    expect(d6.mean()).toBeCloseTo(3.5, 12);
  });

  it('sums of dice match brute-force enumeration', () => {
    expectSame(
      Distribution.die(6).times(3),
      bruteForce([6, 6, 6], (r) => r[0]! + r[1]! + r[2]!),
    );
    expectSame(
      Distribution.die(8).plus(Distribution.die(4)).shift(2),
      bruteForce([8, 4], (r) => r[0]! + r[1]! + 2),
    );
    expect(Distribution.die(6).times(0).entries()).toEqual([[0, 1]]);
  });

  it('keep-highest and keep-lowest of two d20 match enumeration', () => {
    const d20 = Distribution.die(20);
    expectSame(
      keepOf(d20, 2, 'highest'),
      bruteForce([20, 20], (r) => Math.max(...r)),
    );
    expectSame(
      keepOf(d20, 2, 'lowest'),
      bruteForce([20, 20], (r) => Math.min(...r)),
    );
    expect(keepOf(d20, 2, 'highest').atLeast(20)).toBeCloseTo(39 / 400, 12);
  });

  it('thresholds and predicates agree', () => {
    const d = Distribution.die(20).shift(3);
    expect(d.atLeast(15)).toBeCloseTo(9 / 20, 12);
    expect(d.atMost(14)).toBeCloseTo(11 / 20, 12);
    expect(d.probability((v) => v >= 15)).toBeCloseTo(d.atLeast(15), 12);
    expect(d.atLeast(-100)).toBe(1);
    expect(d.atLeast(100)).toBe(0);
  });

  it('map and clamp merge outcomes', () => {
    const d = Distribution.die(6).map((f) => (f >= 5 ? 1 : 0));
    expect(d.p(1)).toBeCloseTo(1 / 3, 12);
    expect(Distribution.die(10).clamp(3, 8).p(3)).toBeCloseTo(0.3, 12);
  });

  it('rejects nonsense', () => {
    expect(() => Distribution.fromWeights([])).toThrow();
    expect(() => Distribution.fromWeights([[1.5, 1]])).toThrow();
    expect(() => Distribution.bernoulli(2)).toThrow();
    expect(() => Distribution.die(6).times(-1)).toThrow();
  });

  it('property: any sum of small dice totals 1 and matches enumeration', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: -5, max: 5 }),
        (faces, bonus) => {
          const exact = faces
            .map((f) => Distribution.die(f))
            .reduce((a, b) => a.plus(b))
            .shift(bonus);
          expect(exact.total()).toBeCloseTo(1, 12);
          expectSame(
            exact,
            bruteForce(faces, (r) => r.reduce((a, b) => a + b, 0) + bonus),
          );
        },
      ),
      { numRuns: propertyRuns(100) },
    );
  });

  it('property: highest and lowest of any two distributions match every pair of outcomes', () => {
    // Uneven weights, gaps (zero weights) and different ranges: the one-pass formulas must agree
    // with the definition, P(max = v) summed over every (x, y) with max(x, y) = v.
    const weights = fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 8 });
    const arbitrary = fc
      .tuple(fc.integer({ min: -6, max: 6 }), weights)
      .filter(([, w]) => w.some((x) => x > 0))
      .map(([from, w]) => Distribution.fromWeights(w.map((x, i) => [from + i, x] as const)));
    const pairwise = (a: Distribution, b: Distribution, pick: (x: number, y: number) => number) =>
      Distribution.fromWeights(
        a.entries().flatMap(([x, px]) => b.entries().map(([y, py]) => [pick(x, y), px * py] as const)),
      );
    fc.assert(
      fc.property(arbitrary, arbitrary, (a, b) => {
        const high = a.highest(b);
        const low = a.lowest(b);
        expectSame(high, pairwise(a, b, Math.max));
        expectSame(low, pairwise(a, b, Math.min));
        expect([high.min, high.max]).toEqual([Math.max(a.min, b.min), Math.max(a.max, b.max)]);
        expect([low.min, low.max]).toEqual([Math.min(a.min, b.min), Math.min(a.max, b.max)]);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
