/**
 * Pearson's chi-square goodness-of-fit test, small and self-contained: the chi-square CDF (the
 * regularized lower incomplete gamma function P(k/2, x/2)), its critical values, and the test of
 * observed counts against exact probabilities with small buckets merged (expected count < 5).
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; about 15 significant digits). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularized lower incomplete gamma function P(a, x): a series below a + 1, a continued fraction above. */
export function lowerGammaP(a: number, x: number): number {
  if (!(a > 0)) throw new RangeError(`P(a, x) needs a > 0, not ${a}`);
  if (x <= 0) return 0;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return Math.min(1, front * sum);
  }
  // Lentz's continued fraction for Q(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.max(0, 1 - front * h);
}

/** P(X ≤ x) for X ~ χ²(df). */
export function chiSquareCdf(x: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`Degrees of freedom must be a whole number ≥ 1, not ${df}`);
  return lowerGammaP(df / 2, x / 2);
}

/** P(X ≥ x): the p-value of a statistic x. */
export function chiSquareSurvival(x: number, df: number): number {
  return 1 - chiSquareCdf(x, df);
}

/** The x with P(X ≥ x) = alpha (bisection on the CDF). */
export function chiSquareCritical(alpha: number, df: number): number {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must lie in (0, 1), not ${alpha}`);
  let lo = 0;
  let hi = Math.max(10, df * 4 + 100);
  while (chiSquareSurvival(hi, df) > alpha) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-10; i++) {
    const mid = (lo + hi) / 2;
    if (chiSquareSurvival(mid, df) > alpha) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface GoodnessOfFit {
  statistic: number;
  df: number;
  pValue: number;
  critical: number;
  /** Buckets after merging (each with expected count ≥ 5, unless everything fits in one). */
  buckets: number;
  /** Outcomes seen that the exact odds give probability 0: the roll cannot be fair. */
  impossible: string[];
  rejected: boolean;
}

/**
 * Pearson's test of `observed` counts against `expected` probabilities at level `alpha`. Buckets
 * whose expected count is below `minExpected` are merged, smallest first, until every bucket
 * reaches it. An outcome observed but given probability 0 rejects outright.
 */
export function goodnessOfFit(
  observed: ReadonlyMap<string, number>,
  expected: ReadonlyMap<string, number>,
  { alpha = 0.001, minExpected = 5 }: { alpha?: number; minExpected?: number } = {},
): GoodnessOfFit {
  let n = 0;
  for (const count of observed.values()) n += count;
  const impossible = [...observed.keys()].filter((k) => !((expected.get(k) ?? 0) > 0));
  const cells = [...expected.entries()]
    .filter(([, p]) => p > 0)
    .map(([key, p]) => ({ e: p * n, o: observed.get(key) ?? 0 }))
    .sort((a, b) => a.e - b.e);
  // Merge the smallest buckets into one until it reaches minExpected, then keep the rest apart.
  const merged: { e: number; o: number }[] = [];
  let pool: { e: number; o: number } | null = null;
  for (const cell of cells) {
    if (pool && pool.e >= minExpected) {
      merged.push(pool);
      pool = null;
    }
    if (cell.e >= minExpected && !pool) merged.push(cell);
    else pool = pool ? { e: pool.e + cell.e, o: pool.o + cell.o } : { ...cell };
  }
  if (pool) {
    if (pool.e >= minExpected || merged.length === 0) merged.push(pool);
    else {
      const last = merged.pop()!;
      merged.push({ e: last.e + pool.e, o: last.o + pool.o });
    }
  }
  const statistic = merged.reduce((t, c) => t + (c.o - c.e) ** 2 / c.e, 0);
  const df = Math.max(1, merged.length - 1);
  const pValue = merged.length > 1 ? chiSquareSurvival(statistic, df) : 1;
  const critical = chiSquareCritical(alpha, df);
  return {
    statistic,
    df,
    pValue,
    critical,
    buckets: merged.length,
    impossible,
    rejected: impossible.length > 0 || (merged.length > 1 && statistic > critical),
  };
}
