import { Distribution } from './distribution';
import { Finite } from './finite';

/**
 * Brute force: every way a handful of dice can land, each equally likely. Too slow for play,
 * exactly right for small cases — tests check the fast engines against it.
 */
export function* allRolls(faces: readonly number[]): Generator<number[]> {
  const rolls = faces.map(() => 1);
  if (faces.some((f) => !Number.isInteger(f) || f < 1)) throw new RangeError('Every die needs ≥ 1 face');
  while (true) {
    yield [...rolls];
    let d = rolls.length - 1;
    while (d >= 0 && rolls[d] === faces[d]) rolls[d--] = 1;
    if (d < 0) return;
    rolls[d]!++;
  }
}

/** The distribution of f over every equally likely roll of the given dice. */
export function bruteForce(faces: readonly number[], f: (rolls: number[]) => number): Distribution {
  const counts = new Map<number, number>();
  for (const rolls of allRolls(faces)) {
    const v = f(rolls);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return Distribution.fromWeights(counts);
}

/** Like bruteForce, for outcomes of any shape. */
export function bruteForceFinite<T>(
  faces: readonly number[],
  f: (rolls: number[]) => T,
  key?: (value: T) => string,
): Finite<T> {
  const pairs: [T, number][] = [];
  for (const rolls of allRolls(faces)) pairs.push([f(rolls), 1]);
  return Finite.of(pairs, key);
}
