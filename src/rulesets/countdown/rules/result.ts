import { countdownKey } from './i18n';

/**
 * Shared result shapes. Every result is plain JSON-serialisable data, so the glue can store it
 * in a Roll's options and a reloaded chat log renders the same card.
 */

/** What a die was rolled for, so a card can show each die with its role. */
export type DieRole =
  | 'check'
  | 'checkDropped'
  | 'damage'
  | 'damageExtra'
  | 'damageDropped'
  | 'countdown'
  | 'hp'
  | 'initiative'
  | 'initiativeDropped'
  | 'morale'
  | 'encounter'
  | 'stat'
  | 'healing'
  | 'coin'
  | 'loreEntries';

/** One die as it landed. */
export interface RolledDie {
  faces: number;
  result: number;
  role: DieRole;
}

/** An illegal request or transition, with the i18n key of the reason (and data for it). */
export interface Refusal {
  ok: false;
  reason: string;
  data?: Record<string, string | number>;
}

/** A legal state transition: the new state (the old one is never mutated). */
export interface Accepted<S> {
  ok: true;
  state: S;
}

/** A transition's outcome: the new state (with any extra facts `E` about it), or a refusal. */
export type Transition<S, E extends object = object> = (Accepted<S> & E) | Refusal;

/** A refusal whose reason is `MANIFOLD.countdown.refusal.<id>`. */
export function refuse(id: string, data?: Record<string, string | number>): Refusal {
  return data
    ? { ok: false, reason: countdownKey(`refusal.${id}`), data }
    : { ok: false, reason: countdownKey(`refusal.${id}`) };
}

export function accept<S>(state: S): Accepted<S>;
export function accept<S, E extends object>(state: S, extra: E): Accepted<S> & E;
export function accept<S, E extends object>(state: S, extra?: E): Accepted<S> & Partial<E> {
  return { ...extra, ok: true, state } as Accepted<S> & Partial<E>;
}

/** True when a result is a refusal (narrows the union). */
export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}
