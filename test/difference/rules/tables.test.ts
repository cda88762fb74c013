/** §1.2 and §1.3 transcribed here independently from difference.md, compared with the engine's tables. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Distribution } from '../../../src/core';
import {
  DIFFERENCE_TABLE,
  DIFFICULTY_RANKS,
  EDGE_CAP,
  MODIFIER_SIZES,
  MOMENTUM_MAX,
  TURN_ACTION_POINTS,
  assessCheck,
  difficultyBand,
  differenceRow,
} from '../../../src/rulesets/difference/rules';

// | Difference (x) | d100 Target (TN) | Chance of Success |, all 21 rows as printed.
const PRINTED: [x: number, tn: number, chance: number][] = [
  [10, 1, 100],
  [9, 2, 99],
  [8, 3, 98],
  [7, 4, 97],
  [6, 6, 95],
  [5, 9, 92],
  [4, 13, 88],
  [3, 19, 82],
  [2, 28, 73],
  [1, 39, 62],
  [0, 51, 50],
  [-1, 63, 38],
  [-2, 74, 27],
  [-3, 83, 18],
  [-4, 89, 12],
  [-5, 93, 8],
  [-6, 96, 5],
  [-7, 98, 3],
  [-8, 99, 2],
  [-9, 100, 1],
  [-10, 101, 0],
];

describe('§1.2 The Action Resolution Table (DIF-1)', () => {
  it('has the 21 printed rows', () => {
    expect(DIFFERENCE_TABLE.map((r) => [r.x, r.tn, r.chance])).toEqual(PRINTED);
  });

  it.each(PRINTED)('x = %i reads TN %i+ (%i%%)', (x, tn, chance) => {
    expect(differenceRow(x)).toMatchObject({ tn, chance });
  });

  it.each(PRINTED)('x = %i: a d100 ≥ TN %i succeeds exactly %i%% of the time', (_x, tn, chance) => {
    expect(Distribution.die(100).atLeast(tn)).toBeCloseTo(chance / 100, 12);
  });

  it('+10 or more reads TN 1 and −10 or less TN 101 (DIF-1)', () => {
    for (const x of [10, 11, 25, 1000]) expect(differenceRow(x).tn).toBe(1);
    for (const x of [-10, -11, -40, -1000]) expect(differenceRow(x).tn).toBe(101);
  });

  it('property: every integer x reads a TN that never rises with x (DIF-1: from the table, not the formula)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (x) => {
        const row = differenceRow(x);
        expect(row.tn).toBe(PRINTED.find(([px]) => px === Math.max(-10, Math.min(10, x)))![1]);
        expect(differenceRow(x + 1).tn).toBeLessThanOrEqual(row.tn);
      }),
    );
  });

  it('hostile x (NaN, strings) reads as 0', () => {
    expect(differenceRow(Number.NaN).tn).toBe(51);
    expect(differenceRow('3' as unknown as number).tn).toBe(19);
  });
});

// | Difficulty Rank (DR) | Description |: 1-2 Trivial, 3-5 Standard, 6-8 Challenging, 9-10 Heroic, 11+ Legendary.
const BANDS: [rank: number, band: string][] = [
  [1, 'trivial'],
  [2, 'trivial'],
  [3, 'standard'],
  [4, 'standard'],
  [5, 'standard'],
  [6, 'challenging'],
  [7, 'challenging'],
  [8, 'challenging'],
  [9, 'heroic'],
  [10, 'heroic'],
  [11, 'legendary'],
  [12, 'legendary'],
  [30, 'legendary'],
];

describe('§1.3 Difficulty Ranks', () => {
  it.each(BANDS)('DR %i is %s', (rank, band) => {
    expect(difficultyBand(rank)).toBe(band);
  });

  it('has five bands, in printed order, with description and example keys', () => {
    expect(DIFFICULTY_RANKS.rows.map((r) => [r.min, r.max, r.value.id])).toEqual([
      [undefined, 2, 'trivial'],
      [3, 5, 'standard'],
      [6, 8, 'challenging'],
      [9, 10, 'heroic'],
      [11, undefined, 'legendary'],
    ]);
    for (const row of DIFFICULTY_RANKS.rows) {
      expect(row.value.description).toBe(`MANIFOLD.difference.dr.${row.value.id}.description`);
      expect(row.value.examples).toBe(`MANIFOLD.difference.dr.${row.value.id}.examples`);
    }
  });

  it('a Difficulty Rank is at least 1 (glossary: "from 1 to 11+")', () => {
    const check = (difficulty: number) =>
      assessCheck({
        attribute: 'a',
        attributeScore: 0,
        skill: 's',
        skillScore: 0,
        opposition: { kind: 'unopposed', difficulty },
      });
    expect(check(0).oppositionScore).toBe(1);
    expect(check(-5).oppositionScore).toBe(1);
    expect(check(Number.NaN).oppositionScore).toBe(1);
    expect(check(0).difficultyBand).toBe('trivial');
  });
});

describe('printed numbers', () => {
  it('§1.4 sizes and cap, Momentum 0–5, fast ►► and slow ►►►', () => {
    expect(MODIFIER_SIZES).toEqual({ minor: 1, major: 2, overwhelming: 3 });
    expect(EDGE_CAP).toBe(3);
    expect(MOMENTUM_MAX).toBe(5);
    expect(TURN_ACTION_POINTS).toEqual({ fast: 2, slow: 3 });
  });
});
