/**
 * Small numeric guards. Stored data can hold anything a hostile or careless edit put there, so
 * rules read numbers through these and never produce NaN or an out-of-range value.
 */

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export interface IntegerBounds {
  min?: number;
  max?: number;
  /** Used when the value is not a finite number at all. Defaults to `min` or 0. */
  fallback?: number;
}

/** Reads any value as a bounded integer: numeric strings are accepted, everything else falls back. */
export function toInteger(value: unknown, bounds: IntegerBounds = {}): number {
  const min = bounds.min ?? Number.MIN_SAFE_INTEGER;
  const max = bounds.max ?? Number.MAX_SAFE_INTEGER;
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(parsed)) return clamp(bounds.fallback ?? bounds.min ?? 0, min, max);
  return clamp(Math.trunc(parsed), min, max);
}

/** Sum of a list of numbers. */
export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
