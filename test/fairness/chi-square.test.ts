import { describe, expect, it } from 'vitest';
import { Distribution, SeededDice, type DiceSource } from '../../src/core';
import { chiSquareCdf, chiSquareCritical, chiSquareSurvival, goodnessOfFit, logGamma, lowerGammaP } from './chi-square';
import { expectFair, fromDistribution, runCase, seedOf, type FairnessCase } from './harness';

// Critical values of the chi-square distribution from the standard tables (NIST/SEMATECH e-Handbook 1.3.6.7.4).
const TABLE: [alpha: number, df: number, critical: number][] = [
  [0.05, 1, 3.841],
  [0.01, 1, 6.635],
  [0.001, 1, 10.828],
  [0.05, 2, 5.991],
  [0.001, 2, 13.816],
  [0.01, 5, 15.086],
  [0.001, 5, 20.515],
  [0.05, 10, 18.307],
  [0.001, 10, 29.588],
  [0.001, 20, 45.315],
  [0.001, 30, 59.703],
  [0.001, 50, 86.661],
  [0.001, 100, 149.449],
  [0.1, 3, 6.251],
];

describe('the chi-square helper', () => {
  it('ln Γ matches known values', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(10.5)).toBeCloseTo(13.940625219403763, 10);
  });

  it('P(a, x) matches closed forms: 1 − e^−x for a = 1, erf(√x) for a = ½', () => {
    for (const x of [0.1, 1, 3, 10, 40]) expect(lowerGammaP(1, x)).toBeCloseTo(1 - Math.exp(-x), 12);
    // χ²(1) at 3.841459 is 0.95 (the two-sided 1.96 of the normal, squared).
    expect(chiSquareCdf(1.959963984540054 ** 2, 1)).toBeCloseTo(0.95, 10);
    // χ²(2) is exponential with mean 2.
    for (const x of [0.5, 4, 13.8155]) expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
  });

  it.each(TABLE)('critical value at α=%s with %s df is %s (table)', (alpha, df, critical) => {
    expect(chiSquareCritical(alpha, df)).toBeCloseTo(critical, 2);
    expect(chiSquareSurvival(critical, df)).toBeCloseTo(alpha, alpha < 0.01 ? 5 : 3);
  });

  it('refuses nonsense arguments', () => {
    expect(() => chiSquareCdf(1, 0)).toThrow(RangeError);
    expect(() => chiSquareCritical(0, 3)).toThrow(RangeError);
    expect(() => lowerGammaP(0, 1)).toThrow(RangeError);
  });

  it('merges buckets whose expected count is below 5 and counts degrees of freedom from what is left', () => {
    const expected = new Map([
      ['a', 0.5],
      ['b', 0.45],
      ['c', 0.03],
      ['d', 0.02],
    ]);
    const observed = new Map([
      ['a', 50],
      ['b', 45],
      ['c', 3],
      ['d', 2],
    ]);
    const fit = goodnessOfFit(observed, expected);
    expect(fit.buckets).toBe(3); // c + d = 5 expected
    expect(fit.df).toBe(2);
    expect(fit.statistic).toBeCloseTo(0, 12);
    expect(fit.rejected).toBe(false);
  });

  it('an outcome the odds call impossible rejects outright', () => {
    const fit = goodnessOfFit(
      new Map([
        ['x', 10],
        ['ghost', 1],
      ]),
      new Map([['x', 1]]),
    );
    expect(fit.impossible).toEqual(['ghost']);
    expect(fit.rejected).toBe(true);
  });
});

/** A die loaded towards its top face: each roll is the higher of the fair face and, one time in `1/bias`, another. */
class LoadedDice implements DiceSource {
  constructor(
    private readonly inner: SeededDice,
    private readonly bias: number,
  ) {}
  roll(faces: number): number {
    const face = this.inner.roll(faces);
    return this.inner.uniform() < this.bias ? Math.max(face, this.inner.roll(faces)) : face;
  }
}

describe('the fairness check can fail', () => {
  const d20: FairnessCase = {
    name: 'a plain d20',
    exact: () => fromDistribution(Distribution.die(20)),
    roll: (dice) => String(dice.roll(20)),
  };
  const threeD6: FairnessCase = {
    name: '3d6',
    exact: () => fromDistribution(Distribution.die(6).times(3)),
    roll: (dice) => String(dice.roll(6) + dice.roll(6) + dice.roll(6)),
  };

  it('fair dice pass', () => {
    expect(expectFair(d20).statistic).toBeLessThan(expectFair(d20).critical);
    expectFair(threeD6);
  });

  it('a die loaded a little (one roll in ten keeps the higher of two) is rejected', () => {
    for (const c of [d20, threeD6]) {
      const fit = runCase(c, new LoadedDice(new SeededDice(seedOf(c.name)), 0.1));
      expect(fit.rejected, c.name).toBe(true);
      expect(fit.pValue).toBeLessThan(1e-6);
    }
  });

  it('a die that never shows its top face is rejected, and so is an engine whose odds are off by one face', () => {
    const fair = new SeededDice(7);
    const noTwenty: DiceSource = { roll: (faces) => fair.roll(faces - 1) };
    expect(runCase(d20, noTwenty).rejected).toBe(true);
    const offByOne: FairnessCase = { ...d20, exact: () => fromDistribution(Distribution.uniform(1, 20).shift(1)) };
    const fit = runCase(offByOne, new SeededDice(1));
    expect(fit.rejected).toBe(true);
    expect(fit.impossible).toContain('1');
  });
});
