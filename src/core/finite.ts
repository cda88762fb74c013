/**
 * Exact probability over arbitrary outcomes (states of a process, table rows, tiers). Outcomes
 * that share a key are merged, so a step-by-step process (a defense resolved die by die, a
 * countdown die stepping down) stays small: its states, not its histories.
 */
export class Finite<T> {
  private constructor(
    private readonly table: Map<string, { value: T; p: number }>,
    private readonly keyOf: (value: T) => string,
  ) {}

  /** Outcomes with their weights (normalised). `key` identifies equal outcomes; JSON by default. */
  static of<T>(pairs: Iterable<readonly [T, number]>, key: (value: T) => string = (v) => JSON.stringify(v)): Finite<T> {
    const table = new Map<string, { value: T; p: number }>();
    let total = 0;
    for (const [value, w] of pairs) {
      if (!(w >= 0) || !Number.isFinite(w)) throw new RangeError(`Weight ${w} is not a finite non-negative number`);
      if (w === 0) continue;
      total += w;
      const k = key(value);
      const cell = table.get(k);
      if (cell) cell.p += w;
      else table.set(k, { value, p: w });
    }
    if (total === 0) throw new RangeError('A distribution needs at least one outcome with positive weight');
    for (const cell of table.values()) cell.p /= total;
    return new Finite(table, key);
  }

  /** Always `value`. */
  static certain<T>(value: T, key?: (value: T) => string): Finite<T> {
    return Finite.of([[value, 1]], key);
  }

  /** Each outcome with its probability. */
  entries(): [T, number][] {
    return [...this.table.values()].map((c) => [c.value, c.p]);
  }

  get size(): number {
    return this.table.size;
  }

  /** P(predicate(X)). */
  probability(predicate: (value: T) => boolean): number {
    let total = 0;
    for (const c of this.table.values()) if (predicate(c.value)) total += c.p;
    return total;
  }

  /** E[f(X)]. */
  expected(f: (value: T) => number): number {
    let total = 0;
    for (const c of this.table.values()) total += f(c.value) * c.p;
    return total;
  }

  /** f(X). */
  map<U>(f: (value: T) => U, key?: (value: U) => string): Finite<U> {
    return Finite.of(
      this.entries().map(([v, p]) => [f(v), p] as const),
      key,
    );
  }

  /** The next step of a process: each outcome leads to a distribution of outcomes. */
  flatMap<U>(f: (value: T) => Finite<U>, key?: (value: U) => string): Finite<U> {
    const pairs: [U, number][] = [];
    for (const [v, p] of this.entries()) for (const [u, q] of f(v).entries()) pairs.push([u, p * q]);
    return Finite.of(pairs, key);
  }

  /** Keeps the key function, for merging equal states. */
  get key(): (value: T) => string {
    return this.keyOf;
  }
}
