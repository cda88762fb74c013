/**
 * Exact odds against sampling: the same roll resolved many times through the engine's own resolve
 * function with SeededDice, tallied by outcome, and compared with the exact probabilities.
 *
 * The bound: with N samples, an outcome of exact probability p is sampled with a standard error of
 * √(p(1 − p)/N). We accept the largest difference |exact − sampled| over every outcome when it is
 * within 5 standard errors of the least certain outcome (the p nearest ½), i.e.
 * 5·max√(p(1 − p)/N). Outcomes the exact odds give 0 but the sampling meets count as failures.
 */
import { SeededDice } from '../src/core';

export const SAMPLES = 100_000;
export const STANDARD_ERRORS = 5;

/** One roll measured both ways: its exact outcome probabilities and one sampled resolution. */
export interface OddsCase {
  name: string;
  /** The exact odds call a sheet or dialog makes (what is timed). */
  odds(): unknown;
  /** The exact probability of each outcome key, read from what `odds()` returned. */
  table(odds: unknown): Map<string, number>;
  /** One resolution through the engine's resolve function: the outcome key(s) it lands on. */
  sample(dice: SeededDice): string | readonly string[];
}

export interface SampledRun {
  ms: number;
  counts: Map<string, number>;
}

/** Resolves `samples` rolls from one seed and tallies their outcome keys; `ms` is the whole run. */
export function monteCarlo(c: OddsCase, samples: number, seed: number): SampledRun {
  const dice = new SeededDice(seed);
  const counts = new Map<string, number>();
  const start = performance.now();
  for (let i = 0; i < samples; i++) {
    const keys = c.sample(dice);
    for (const key of typeof keys === 'string' ? [keys] : keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { ms: performance.now() - start, counts };
}

export interface Agreement {
  largestDifference: number;
  /** The outcome where the largest difference was found. */
  worst: string;
  bound: number;
  within: boolean;
}

/** The largest |exact − sampled| over every outcome either side knows, against the 5-standard-error bound. */
export function agreement(exact: Map<string, number>, counts: Map<string, number>, samples: number): Agreement {
  let largestDifference = 0;
  let worst = '';
  let spread = 0;
  for (const key of new Set([...exact.keys(), ...counts.keys()])) {
    const p = exact.get(key) ?? 0;
    const difference = Math.abs(p - (counts.get(key) ?? 0) / samples);
    if (difference > largestDifference) {
      largestDifference = difference;
      worst = key;
    }
    spread = Math.max(spread, Math.sqrt((p * (1 - p)) / samples));
  }
  const bound = STANDARD_ERRORS * spread;
  return { largestDifference, worst, bound, within: largestDifference <= bound };
}

/** Exact probabilities keyed `prefix` + index or label text, from bars in order. */
export function barTable(
  bars: readonly { label: unknown; probability: number }[],
  key: (bar: { label: unknown; probability: number }, index: number) => string,
  into = new Map<string, number>(),
): Map<string, number> {
  bars.forEach((bar, i) => into.set(key(bar, i), (into.get(key(bar, i)) ?? 0) + bar.probability));
  return into;
}

/** The literal text of a bar label (`{ text }`), e.g. a number of successes. */
export function labelText(bar: { label: unknown }): string {
  return (bar.label as { text?: string }).text ?? JSON.stringify(bar.label);
}
