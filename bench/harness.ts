/**
 * A small benchmark harness: warm up, then time many samples of a function and report the
 * median and 95th percentile per call. Very fast functions are timed in batches so the clock's
 * resolution does not dominate. A timed result's budget is checked against its CPU time (what the
 * work cost, not how long it waited for a core on a shared machine). Benchmarks are not tests: they
 * live in bench/ and never run in `npm test`.
 */
export interface BenchResult {
  name: string;
  median: number;
  p95: number;
  unit: string;
  budget: number | null;
  /** What the budget was checked against: the CPU median of a timed result, else the median. */
  checked?: 'cpu' | 'median';
  pass: boolean | null;
  /** Extra figures a benchmark reports (ratios, differences, counts). */
  notes?: Record<string, number | string>;
  /** The bench file that recorded it (tools/bench.mjs sets it). */
  file?: string;
}

export interface TimingOptions {
  /** Samples to take after warm-up. */
  samples?: number;
  /** Minimum time one sample should span (ms); fast calls are batched up to this. */
  minSampleMs?: number;
  warmupMs?: number;
}

function quantile(sorted: number[], q: number): number {
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (i - lo);
}

function batchOf(calls: number, { minSampleMs = 2, warmupMs = 150 }: TimingOptions): number {
  const perCall = warmupMs / Math.max(1, calls);
  return Math.max(1, Math.ceil(minSampleMs / Math.max(perCall, 1e-6)));
}

/** Median and p95 of the wall-clock samples, and the median CPU time of the same samples. */
function summary(times: number[], cpuTimes: number[]) {
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), cpu: quantile(cpuTimes, 0.5) };
}

/** The process's CPU time so far in ms (user + system, every thread: the garbage collector's helpers too). */
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Per-call time in ms: median and p95 of the wall clock over samples, and the median CPU time of
 * the same samples (`cpu`: what the call cost the process, without the time it waited for a core
 * while other processes ran — compare it across runs on a loaded machine).
 */
export function time(fn: () => unknown, options: TimingOptions = {}) {
  const { samples = 60, warmupMs = 150 } = options;
  const warmEnd = performance.now() + warmupMs;
  let calls = 0;
  for (; performance.now() < warmEnd; calls++) fn();
  const batch = batchOf(calls, options);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let s = 0; s < samples; s++) {
    const cpuStart = cpuNow();
    const start = performance.now();
    for (let i = 0; i < batch; i++) fn();
    times.push((performance.now() - start) / batch);
    cpuTimes.push((cpuNow() - cpuStart) / batch);
  }
  return summary(times, cpuTimes);
}

/** Same, for async functions (awaited one after another, batched like `time`). */
export async function timeAsync(fn: () => Promise<unknown>, options: TimingOptions = {}) {
  const { samples = 60, warmupMs = 150 } = options;
  const warmEnd = performance.now() + warmupMs;
  let calls = 0;
  for (; performance.now() < warmEnd; calls++) await fn();
  const batch = batchOf(calls, options);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let s = 0; s < samples; s++) {
    const cpuStart = cpuNow();
    const start = performance.now();
    for (let i = 0; i < batch; i++) await fn();
    times.push((performance.now() - start) / batch);
    cpuTimes.push((cpuNow() - cpuStart) / batch);
  }
  return summary(times, cpuTimes);
}

export class Bench {
  readonly results: BenchResult[] = [];
  constructor(private readonly budgets: Record<string, { budget: number; unit: string }>) {}

  /**
   * Records a measurement; `lowerIsBetter` false for throughputs (budget is a minimum). A budget
   * is checked against `figures.cpu` when there is one, else against the median. `verdict` is a
   * check of its own (e.g. sampled odds agree with exact ones): false fails the result whatever
   * its budget says.
   */
  record(
    name: string,
    figures: { median: number; p95: number; cpu?: number },
    unit: string,
    notes?: BenchResult['notes'],
    lowerIsBetter = true,
    verdict?: boolean,
  ): BenchResult {
    const budget = this.budgets[name]?.budget ?? null;
    const figure = figures.cpu ?? figures.median;
    const withinBudget = budget === null ? null : lowerIsBetter ? figure <= budget : figure >= budget;
    const pass = verdict === undefined ? withinBudget : verdict && withinBudget !== false;
    const result: BenchResult = {
      name,
      median: round(figures.median),
      p95: round(figures.p95),
      unit,
      budget,
      ...(budget === null ? {} : { checked: figures.cpu === undefined ? 'median' : 'cpu' }),
      pass,
      ...(notes ? { notes } : {}),
    };
    this.results.push(result);
    return result;
  }

  /** Times a function and records it in ms per call. */
  ms(name: string, fn: () => unknown, options?: TimingOptions, notes?: BenchResult['notes']): BenchResult {
    const figures = time(fn, options);
    return this.record(name, figures, 'ms', { ...notes, cpu: round(figures.cpu) });
  }

  async msAsync(
    name: string,
    fn: () => Promise<unknown>,
    options?: TimingOptions,
    notes?: BenchResult['notes'],
  ): Promise<BenchResult> {
    const figures = await timeAsync(fn, options);
    return this.record(name, figures, 'ms', { ...notes, cpu: round(figures.cpu) });
  }

  /** Records operations per second of a function (higher is better). */
  perSecond(name: string, fn: () => unknown, options?: TimingOptions): BenchResult {
    const { median, p95 } = time(fn, options);
    return this.record(name, { median: 1000 / median, p95: 1000 / p95 }, 'ops/s', undefined, false);
  }

  /** Records a single figure (sizes, build time). */
  value(name: string, value: number, unit: string, notes?: BenchResult['notes']): BenchResult {
    return this.record(name, { median: value, p95: value }, unit, notes);
  }
}

function round(n: number): number {
  return Number(n.toPrecision(4));
}

/** A bench file's default export. */
export type BenchFile = (bench: Bench) => Promise<void> | void;
