/**
 * Exact discrete probability over integers. Every figure a sheet or dialog shows comes from here:
 * a roll's outcome is built by combining dice distributions, never by sampling.
 *
 * Stored densely as probabilities for min, min+1, …, min+length−1. Probabilities are doubles;
 * the errors this accumulates are far below anything a player can see (tests check 1e-12).
 */
export class Distribution {
  private constructor(
    /** The smallest value with non-zero probability (after trimming). */
    readonly min: number,
    private readonly probs: Float64Array,
  ) {}

  /** A distribution from (value, weight) pairs; weights are normalised to sum to 1. */
  static fromWeights(pairs: Iterable<readonly [number, number]>): Distribution {
    const list = [...pairs].filter(([, w]) => w > 0);
    if (list.length === 0) throw new RangeError('A distribution needs at least one outcome with positive weight');
    let lo = Infinity;
    let hi = -Infinity;
    let total = 0;
    for (const [v, w] of list) {
      if (!Number.isInteger(v)) throw new RangeError(`Outcome ${v} is not an integer`);
      if (!Number.isFinite(w)) throw new RangeError(`Weight ${w} is not finite`);
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
      total += w;
    }
    const probs = new Float64Array(hi - lo + 1);
    for (const [v, w] of list) probs[v - lo]! += w / total;
    return new Distribution(lo, probs);
  }

  /** Always `value`. */
  static constant(value: number): Distribution {
    return Distribution.fromWeights([[value, 1]]);
  }

  /** Every integer from lo to hi equally likely. */
  static uniform(lo: number, hi: number): Distribution {
    if (hi < lo) throw new RangeError(`Empty range ${lo}..${hi}`);
    return new Distribution(lo, new Float64Array(hi - lo + 1).fill(1 / (hi - lo + 1)));
  }

  /** One die: 1..faces. */
  static die(faces: number): Distribution {
    return Distribution.uniform(1, faces);
  }

  /** 1 with probability p, else 0. */
  static bernoulli(p: number): Distribution {
    if (p < 0 || p > 1) throw new RangeError(`Probability ${p} is outside 0..1`);
    if (p === 0) return Distribution.constant(0);
    if (p === 1) return Distribution.constant(1);
    return new Distribution(0, Float64Array.of(1 - p, p));
  }

  /** The largest value with non-zero probability. */
  get max(): number {
    return this.min + this.probs.length - 1;
  }

  /** P(X = value). */
  p(value: number): number {
    const i = value - this.min;
    return i >= 0 && i < this.probs.length ? this.probs[i]! : 0;
  }

  /** P(X ≥ value). */
  atLeast(value: number): number {
    let total = 0;
    for (let i = Math.max(0, value - this.min); i < this.probs.length; i++) total += this.probs[i]!;
    return Math.min(1, total);
  }

  /** P(X ≤ value). */
  atMost(value: number): number {
    let total = 0;
    const last = Math.min(this.probs.length - 1, value - this.min);
    for (let i = 0; i <= last; i++) total += this.probs[i]!;
    return Math.min(1, total);
  }

  /** P(predicate(X)). */
  probability(predicate: (value: number) => boolean): number {
    let total = 0;
    this.forEach((v, p) => {
      if (predicate(v)) total += p;
    });
    return total;
  }

  mean(): number {
    let total = 0;
    this.forEach((v, p) => (total += v * p));
    return total;
  }

  /** Calls fn for every outcome with non-zero probability, in increasing order. */
  forEach(fn: (value: number, probability: number) => void): void {
    for (let i = 0; i < this.probs.length; i++) {
      const p = this.probs[i]!;
      if (p > 0) fn(this.min + i, p);
    }
  }

  /** The outcomes with non-zero probability, in increasing order. */
  entries(): [number, number][] {
    const out: [number, number][] = [];
    this.forEach((v, p) => out.push([v, p]));
    return out;
  }

  /** X + Y for independent X, Y (convolution). */
  plus(other: Distribution): Distribution {
    const probs = new Float64Array(this.probs.length + other.probs.length - 1);
    for (let i = 0; i < this.probs.length; i++) {
      const pi = this.probs[i]!;
      if (pi === 0) continue;
      for (let j = 0; j < other.probs.length; j++) probs[i + j]! += pi * other.probs[j]!;
    }
    return new Distribution(this.min + other.min, probs);
  }

  /** X + c. */
  shift(c: number): Distribution {
    return new Distribution(this.min + c, this.probs);
  }

  /** The sum of n independent copies (n = 0 gives the constant 0). */
  times(n: number): Distribution {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`Cannot sum ${n} copies`);
    let result = Distribution.constant(0);
    let base = this.shift(0);
    let k = n;
    while (k > 0) {
      if (k & 1) result = result.plus(base);
      k >>= 1;
      if (k > 0) base = base.plus(base);
    }
    return result;
  }

  /** f(X) for an integer-valued f. */
  map(f: (value: number) => number): Distribution {
    const pairs: [number, number][] = [];
    this.forEach((v, p) => pairs.push([f(v), p]));
    return Distribution.fromWeights(pairs);
  }

  /** max(X, Y) for independent X, Y: keep the higher of two rolls. */
  highest(other: Distribution): Distribution {
    return this.keepOne(other, 1);
  }

  /** min(X, Y) for independent X, Y: keep the lower of two rolls. */
  lowest(other: Distribution): Distribution {
    return this.keepOne(other, -1);
  }

  /**
   * The kept one of X and Y (direction 1: the higher, −1: the lower), in one pass over the values
   * walked from the side that loses: P(kept = v) = P(X = v)·P(Y = v or passed) + P(X passed)·P(Y = v),
   * "passed" being the values already walked. Not over every pair of outcomes: advantage on a d20
   * is 40 steps, not 400 pairs.
   */
  private keepOne(other: Distribution, direction: 1 | -1): Distribution {
    const lo = Math.min(this.min, other.min);
    const hi = Math.max(this.max, other.max);
    const probs = new Float64Array(hi - lo + 1);
    let passedX = 0;
    let passedY = 0;
    for (let v = direction > 0 ? lo : hi; v >= lo && v <= hi; v += direction) {
      const px = this.p(v);
      const py = other.p(v);
      probs[v - lo] = px * (passedY + py) + passedX * py;
      passedX += px;
      passedY += py;
    }
    return Distribution.trimmed(lo, probs);
  }

  /** Dense probabilities from `lo`, without the zero outcomes at either end (min is the first non-zero one). */
  private static trimmed(lo: number, probs: Float64Array): Distribution {
    let first = 0;
    let last = probs.length - 1;
    while (first < last && probs[first] === 0) first++;
    while (last > first && probs[last] === 0) last--;
    return new Distribution(
      lo + first,
      first === 0 && last === probs.length - 1 ? probs : probs.subarray(first, last + 1),
    );
  }

  /** min(max(X, lo), hi). */
  clamp(lo: number, hi: number): Distribution {
    return this.map((v) => Math.min(hi, Math.max(lo, v)));
  }

  /** Sum of probabilities; 1 up to rounding. */
  total(): number {
    let t = 0;
    for (const p of this.probs) t += p;
    return t;
  }
}

/** Keep the highest (or lowest) of `count` independent copies of a roll. */
export function keepOf(roll: Distribution, count: number, keep: 'highest' | 'lowest'): Distribution {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Cannot keep one of ${count} rolls`);
  let result = roll;
  for (let i = 1; i < count; i++) result = keep === 'highest' ? result.highest(roll) : result.lowest(roll);
  return result;
}
