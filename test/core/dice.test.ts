import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RecordedDice,
  ScriptedDice,
  SeededDice,
  dice,
  die,
  resolveWith,
  resolved,
  rollMany,
  type Resolution,
} from '../../src/core/dice';
import { toInteger } from '../../src/core/math';

describe('dice sources', () => {
  it('scripted dice yield their faces in order and refuse impossible ones', () => {
    const dice = new ScriptedDice([3, 6, 1]);
    expect(rollMany(dice, 2, 6)).toEqual([3, 6]);
    expect(dice.remaining).toBe(1);
    expect(() => dice.assertConsumed()).toThrow();
    expect(dice.roll(4)).toBe(1);
    expect(() => dice.roll(6)).toThrow(/ran out/);
    expect(() => new ScriptedDice([7]).roll(6)).toThrow(/cannot appear/);
  });

  it('seeded dice are reproducible and in range', () => {
    const a = rollMany(new SeededDice(42), 50, 20);
    expect(rollMany(new SeededDice(42), 50, 20)).toEqual(a);
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 100 }), (seed, faces) => {
        const r = new SeededDice(seed).roll(faces);
        expect(Number.isInteger(r) && r >= 1 && r <= faces).toBe(true);
      }),
    );
  });
});

describe('toInteger', () => {
  it('reads hostile values as bounded integers', () => {
    expect(toInteger('7', { min: 0, max: 5 })).toBe(5);
    expect(toInteger('abc', { min: 1 })).toBe(1);
    expect(toInteger(NaN, { fallback: 3 })).toBe(3);
    expect(toInteger(-2.7, { min: -5 })).toBe(-2);
    expect(toInteger(undefined)).toBe(0);
    expect(toInteger(Infinity, { min: 0, max: 9 })).toBe(0);
  });
});

describe('resolutions ask for their dice as they go', () => {
  /** An attack in miniature: damage dice only on a hit. */
  function* attack(ac: number): Resolution<{ natural: number; damage: number[] }> {
    const natural = yield* die(20, 'attack');
    const damage = natural >= ac ? yield* dice(2, 6, 'damage') : [];
    return { natural, damage };
  }

  it('are answered in order by a source, asking only for the dice they need', () => {
    expect(resolveWith(attack(10), new ScriptedDice([12, 3, 4]))).toEqual({ natural: 12, damage: [3, 4] });
    const miss = new ScriptedDice([5]);
    expect(resolveWith(attack(10), miss)).toEqual({ natural: 5, damage: [] });
    miss.assertConsumed();
    expect(resolveWith(resolved(7), new ScriptedDice([]))).toBe(7);
    expect(attack(10).next().value).toEqual({ count: 1, faces: 20, role: 'attack' });
  });

  it('replay recorded dice, refusing a die of another size or one more than was rolled', () => {
    const rolled = [
      { faces: 20, result: 15 },
      { faces: 6, result: 2 },
      { faces: 6, result: 6 },
    ];
    const replay = new RecordedDice(rolled);
    expect(resolveWith(attack(10), replay)).toEqual({ natural: 15, damage: [2, 6] });
    replay.assertConsumed();
    expect(() => resolveWith(attack(10), new RecordedDice([{ faces: 8, result: 3 }]))).toThrow('a d20 where a d8');
    expect(() => resolveWith(attack(10), new RecordedDice([{ faces: 20, result: 12 }]))).toThrow('no die #2');
    expect(() => new RecordedDice(rolled).assertConsumed()).toThrow('3 rolled dice were never read');
  });
});
