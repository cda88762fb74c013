import { toInteger } from '../../../core';
import type { CheckResult } from './check';
import { readClock, tickClock, type ProgressClock } from './clocks';
import { accept, refuse, type Transition } from './result';

/**
 * Death & Dying (countdown.md; CD-5). 0 HP = unconscious and dying: a 4-segment death clock
 * starts and ticks at the start of each of the dying character's turns; a full clock is death.
 * A natural 20 on any check while dying, an ally's Medicine check or a Surgeon's Field Surgery
 * (without a check) stabilizes — unconscious at 1 HP until healed or rested (CD-10). One hit
 * dealing at least maximum HP kills outright.
 */
export type VitalStatus = 'conscious' | 'dying' | 'stable' | 'dead';

export interface Vitals {
  hp: number;
  maxHp: number;
  status: VitalStatus;
  /** The death clock while dying, null otherwise (a stabilized character's clock is stopped). */
  deathClock: ProgressClock | null;
  /** Why a dead character died. */
  cause: 'deathClock' | 'massiveDamage' | null;
}

export const DEATH_CLOCK_SEGMENTS = 4;
/** HP a stabilized character has. */
export const STABILIZED_HP = 1;

/** Every vital status, in the order a character passes through them. */
export const VITAL_STATUSES: readonly VitalStatus[] = ['conscious', 'dying', 'stable', 'dead'];

/** A fresh death clock, named for the character ("{Name}'s Death"; the glue localizes the name). */
export function newDeathClock(name: string): ProgressClock {
  return { name, segments: DEATH_CLOCK_SEGMENTS, filled: 0, polarity: 'negative', hidden: false };
}

/** Reads stored vitals; inconsistent data is repaired (0 HP and conscious reads as dying). */
export function readVitals(stored: Partial<Record<keyof Vitals, unknown>>, name = ''): Vitals {
  const maxHp = toInteger(stored.maxHp, { min: 1, max: 9999, fallback: 1 });
  const hp = toInteger(stored.hp, { min: 0, max: maxHp });
  let status = VITAL_STATUSES.includes(stored.status as VitalStatus) ? (stored.status as VitalStatus) : 'conscious';
  if (status === 'conscious' && hp === 0) status = 'dying';
  const clockData = stored.deathClock as Partial<Record<keyof ProgressClock, unknown>> | null | undefined;
  const deathClock =
    status === 'dying'
      ? { ...(clockData ? readClock({ ...clockData, segments: DEATH_CLOCK_SEGMENTS }) : newDeathClock(name)) }
      : null;
  const cause = stored.cause === 'deathClock' || stored.cause === 'massiveDamage' ? stored.cause : null;
  return {
    hp: status === 'dead' ? 0 : hp,
    maxHp,
    status,
    deathClock,
    cause: status === 'dead' ? (cause ?? 'deathClock') : null,
  };
}

/** Massive damage (CD-5): a single hit dealing at least maximum HP. */
export function isMassiveDamage(amount: number, maxHp: number): boolean {
  return amount >= maxHp;
}

/**
 * Applies one hit's damage (after Armor). Massive damage kills outright; reaching 0 HP starts the
 * death clock (a stable character falling to 0 again starts a new one). Damage to a dying
 * character changes nothing else: the document does not say it ticks the clock (GM judgement).
 */
export function applyDamage(
  vitals: Vitals,
  amount: unknown,
  name = '',
): Transition<Vitals, { massive: boolean; droppedToZero: boolean }> {
  if (vitals.status === 'dead') return refuse('alreadyDead');
  const dmg = toInteger(amount, { min: 0, max: 99_999 });
  if (isMassiveDamage(dmg, vitals.maxHp)) {
    return accept(
      { ...vitals, hp: 0, status: 'dead' as const, deathClock: null, cause: 'massiveDamage' as const },
      { massive: true, droppedToZero: vitals.hp > 0 },
    );
  }
  const hp = Math.max(0, vitals.hp - dmg);
  if (hp > 0) return accept({ ...vitals, hp }, { massive: false, droppedToZero: false });
  if (vitals.status === 'dying') return accept({ ...vitals, hp }, { massive: false, droppedToZero: false });
  return accept(
    { ...vitals, hp: 0, status: 'dying' as const, deathClock: newDeathClock(name), cause: null },
    { massive: false, droppedToZero: true },
  );
}

/** Start of the dying character's turn: tick the death clock; a full clock is death. */
export function tickDeath(vitals: Vitals): Transition<Vitals, { died: boolean }> {
  if (vitals.status !== 'dying' || !vitals.deathClock) return refuse('notDying');
  const ticked = tickClock(vitals.deathClock);
  if (!ticked.ok) return ticked;
  if (ticked.completed) {
    return accept(
      { ...vitals, status: 'dead' as const, deathClock: ticked.state, cause: 'deathClock' as const },
      { died: true },
    );
  }
  return accept({ ...vitals, deathClock: ticked.state }, { died: false });
}

/** Stable: the death clock stopped, unconscious at 1 HP until healed or rested. */
function stabilized(vitals: Vitals): Vitals {
  return { ...vitals, hp: STABILIZED_HP, status: 'stable', deathClock: null, cause: null };
}

/**
 * A natural 20 on any check while dying (defense rolls included) stabilizes, the same state a
 * Medicine check gives (CD-10): the document's own word for that result.
 */
export function stabilizeByNatural20(vitals: Vitals, check: Pick<CheckResult, 'natural20'>): Transition<Vitals> {
  if (vitals.status !== 'dying') return refuse('notDying');
  if (!check.natural20) return refuse('needsNatural20');
  return accept(stabilized(vitals));
}

/**
 * Stabilize by an ally within close range: a Medicine check (Lore, trained) — pass or critical
 * stabilizes, a fail changes nothing — or a Surgeon's Field Surgery without a check. Stops the
 * death clock; unconscious at 1 HP until healed or rested.
 */
export function stabilize(
  vitals: Vitals,
  by: { medicine: Pick<CheckResult, 'outcome'> } | { fieldSurgery: true },
): Transition<Vitals, { stabilized: boolean }> {
  if (vitals.status !== 'dying') return refuse('notDying');
  if ('medicine' in by && by.medicine.outcome === 'fail') return accept(vitals, { stabilized: false });
  return accept(stabilized(vitals), { stabilized: true });
}

/** Healing (never above maximum HP). Any healing brings a dying or stable character back up. */
export function heal(vitals: Vitals, amount: unknown): Transition<Vitals, { healed: number }> {
  if (vitals.status === 'dead') return refuse('alreadyDead');
  const gain = toInteger(amount, { min: 0, max: 99_999 });
  const hp = Math.min(vitals.maxHp, vitals.hp + gain);
  const woke = hp > 0 && (vitals.status === 'dying' || vitals.status === 'stable') && gain > 0;
  return accept(
    {
      ...vitals,
      hp,
      status: woke ? ('conscious' as const) : vitals.status,
      deathClock: woke ? null : vitals.deathClock,
    },
    { healed: hp - vitals.hp },
  );
}
