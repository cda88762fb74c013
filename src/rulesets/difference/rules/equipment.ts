import { toInteger } from '../../../core';
import { AVAILABILITY_RANGE, WEALTH_RANGE } from './tables';

/** Glossary "Availability": a rank from 1 to 5 (its market price is GM judgement). */
export function readAvailability(value: unknown): number {
  return toInteger(value, { ...AVAILABILITY_RANGE, fallback: AVAILABILITY_RANGE.min });
}

/** Glossary "Wealth": an abstract rank from 0 to 5. */
export function readWealth(value: unknown): number {
  return toInteger(value, { ...WEALTH_RANGE, fallback: WEALTH_RANGE.min });
}

/**
 * Glossary "Expertise": required to benefit from an item's Expert Traits. An item names the
 * Expertise it needs; the traits apply when the actor has that Expertise (names compared without
 * case or surrounding spaces). An item that names none has no Expert Traits to unlock.
 */
export function expertTraitsApply(required: string | undefined, expertise: readonly string[]): boolean {
  const norm = (s: string) => s.trim().toLocaleLowerCase();
  if (!required || norm(required) === '') return false;
  return expertise.some((e) => typeof e === 'string' && norm(e) === norm(required));
}
