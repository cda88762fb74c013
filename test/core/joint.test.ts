import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JointDistribution } from '../../src/core/joint';
import { bruteForceFinite } from '../../src/core/enumerate';

/** A d6 read as (successes, ones): 5 = 1 success, 6 = 2, 1 = a one. */
const d6 = (face: number) => [face === 6 ? 2 : face >= 5 ? 1 : 0, face === 1 ? 1 : 0];

describe('JointDistribution', () => {
  it('a pool of n dice matches brute force over every roll', () => {
    for (const n of [1, 2, 3, 4]) {
      const exact = JointDistribution.die(6, d6).times(n);
      const brute = bruteForceFinite(new Array(n).fill(6), (rolls) =>
        rolls.map(d6).reduce((a, b) => [a[0]! + b[0]!, a[1]! + b[1]!], [0, 0]),
      );
      for (const [vector, p] of brute.entries()) expect(exact.p(vector)).toBeCloseTo(p, 12);
      expect(exact.probability(() => true)).toBeCloseTo(1, 12);
    }
  });

  it('marginals, expectations and predicates', () => {
    const pool = JointDistribution.die(6, d6).times(3);
    expect(pool.expected(0)).toBeCloseTo(3 * (1 / 6 + 2 / 6), 12);
    expect(pool.expected(1)).toBeCloseTo(0.5, 12);
    expect(pool.marginal(1).p(3)).toBeCloseTo(1 / 216, 14);
    expect(pool.probability((v) => v[0]! >= 6)).toBeCloseTo(1 / 216, 14);
    expect(pool.p([99, 0])).toBe(0);
    expect(pool.p([-1, 0])).toBe(0);
  });

  it('adding different dice convolves every dimension', () => {
    const a = JointDistribution.die(6, d6);
    const b = JointDistribution.die(10, (f) => [f >= 7 ? 1 : 0, f === 10 ? 1 : 0]);
    const sum = a.plus(b);
    const brute = bruteForceFinite([6, 10], ([x, y]) => {
      const u = d6(x!);
      return [u[0]! + (y! >= 7 ? 1 : 0), u[1]! + (y === 10 ? 1 : 0)];
    });
    for (const [vector, p] of brute.entries()) expect(sum.p(vector)).toBeCloseTo(p, 12);
  });

  it('rejects negative components and mixed lengths', () => {
    expect(() => JointDistribution.fromWeights([[[-1], 1]])).toThrow();
    expect(() =>
      JointDistribution.fromWeights([
        [[1], 1],
        [[1, 2], 1],
      ]),
    ).toThrow();
  });

  it('property: probabilities of any pool sum to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 2, max: 6 }), (n, threshold) => {
        const pool = JointDistribution.die(6, (f) => [f >= threshold ? 1 : 0]).times(n);
        expect(pool.probability(() => true)).toBeCloseTo(1, 10);
        expect(pool.expected(0)).toBeCloseTo((n * (7 - threshold)) / 6, 10);
      }),
    );
  });
});
