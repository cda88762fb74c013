import { Distribution } from './distribution';

/**
 * Exact joint probability over vectors of non-negative integers, e.g. (successes, dice burned)
 * for a pool or (hits, crits) for a cryture attack. Stored densely in row-major order; summing
 * independent vectors is a convolution over every dimension at once.
 */
export class JointDistribution {
  private cells?: { vector: number[]; index: number; p: number }[];

  private constructor(
    readonly shape: readonly number[],
    private readonly probs: Float64Array,
  ) {}

  /** A distribution from (vector, weight) pairs, all vectors of the same length; weights are normalised. */
  static fromWeights(pairs: Iterable<readonly [readonly number[], number]>): JointDistribution {
    const list = [...pairs].filter(([, w]) => w > 0);
    if (list.length === 0) throw new RangeError('A distribution needs at least one outcome with positive weight');
    const dims = list[0]![0].length;
    const shape = new Array<number>(dims).fill(1);
    let total = 0;
    for (const [vector, w] of list) {
      if (vector.length !== dims) throw new RangeError('Every outcome vector must have the same length');
      vector.forEach((v, d) => {
        if (!Number.isInteger(v) || v < 0) throw new RangeError(`Outcome component ${v} is not a non-negative integer`);
        shape[d] = Math.max(shape[d]!, v + 1);
      });
      total += w;
    }
    const out = new JointDistribution(shape, new Float64Array(shape.reduce((a, b) => a * b, 1)));
    for (const [vector, w] of list) out.probs[out.indexOf(vector)]! += w / total;
    return out;
  }

  /** Always the zero vector of `dims` components: the sum of no dice. */
  static zero(dims: number): JointDistribution {
    return JointDistribution.fromWeights([[new Array<number>(dims).fill(0), 1]]);
  }

  /**
   * One die of `faces` sides read through `outcome`, which maps each face to a vector
   * (e.g. face 6 → [2 successes, 0 burns]).
   */
  static die(faces: number, outcome: (face: number) => readonly number[]): JointDistribution {
    const pairs: [readonly number[], number][] = [];
    for (let face = 1; face <= faces; face++) pairs.push([outcome(face), 1]);
    return JointDistribution.fromWeights(pairs);
  }

  get dims(): number {
    return this.shape.length;
  }

  private indexOf(vector: readonly number[]): number {
    let index = 0;
    for (let d = 0; d < this.shape.length; d++) index = index * this.shape[d]! + vector[d]!;
    return index;
  }

  private nonZero(): { vector: number[]; index: number; p: number }[] {
    if (!this.cells) {
      const cells: { vector: number[]; index: number; p: number }[] = [];
      const vector = new Array<number>(this.shape.length).fill(0);
      for (let index = 0; index < this.probs.length; index++) {
        const p = this.probs[index]!;
        if (p > 0) cells.push({ vector: [...vector], index, p });
        for (let d = this.shape.length - 1; d >= 0; d--) {
          if (++vector[d]! < this.shape[d]!) break;
          vector[d] = 0;
        }
      }
      this.cells = cells;
    }
    return this.cells;
  }

  /** P(X = vector). */
  p(vector: readonly number[]): number {
    if (vector.length !== this.dims || vector.some((v, d) => v < 0 || v >= this.shape[d]!)) return 0;
    return this.probs[this.indexOf(vector)]!;
  }

  /** Calls fn for every outcome with non-zero probability. */
  forEach(fn: (vector: readonly number[], probability: number) => void): void {
    for (const cell of this.nonZero()) fn(cell.vector, cell.p);
  }

  /** X + Y, component-wise, for independent X, Y of the same length. */
  plus(other: JointDistribution): JointDistribution {
    if (other.dims !== this.dims) throw new RangeError('Cannot add vectors of different lengths');
    const shape = this.shape.map((s, d) => s + other.shape[d]! - 1);
    const out = new JointDistribution(shape, new Float64Array(shape.reduce((a, b) => a * b, 1)));
    const strides = new Array<number>(shape.length);
    let stride = 1;
    for (let d = shape.length - 1; d >= 0; d--) {
      strides[d] = stride;
      stride *= shape[d]!;
    }
    const offsetIn = (vector: readonly number[]) => vector.reduce((acc, v, d) => acc + v * strides[d]!, 0);
    const right = other.nonZero().map((c) => ({ offset: offsetIn(c.vector), p: c.p }));
    for (const left of this.nonZero()) {
      const base = offsetIn(left.vector);
      for (const r of right) out.probs[base + r.offset]! += left.p * r.p;
    }
    return out;
  }

  /** The sum of n independent copies (n = 0 gives the zero vector). */
  times(n: number): JointDistribution {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`Cannot sum ${n} copies`);
    let result = JointDistribution.zero(this.dims);
    // Adding one small die at a time is cheaper than squaring large dense tables.
    for (let i = 0; i < n; i++) result = result.plus(this);
    return result;
  }

  /** The distribution of one component. */
  marginal(dim: number): Distribution {
    return this.map((v) => v[dim]!);
  }

  /** f(X) for an integer-valued f. */
  map(f: (vector: readonly number[]) => number): Distribution {
    const pairs: [number, number][] = [];
    this.forEach((v, p) => pairs.push([f(v), p]));
    return Distribution.fromWeights(pairs);
  }

  /** P(predicate(X)). */
  probability(predicate: (vector: readonly number[]) => boolean): number {
    let total = 0;
    this.forEach((v, p) => {
      if (predicate(v)) total += p;
    });
    return total;
  }

  /** E[X[dim]]. */
  expected(dim: number): number {
    let total = 0;
    this.forEach((v, p) => (total += v[dim]! * p));
    return total;
  }
}
