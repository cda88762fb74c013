/**
 * The i18n keys this engine emits (odds labels, refusal reasons, names of ids). Every key is built
 * here, so lang/en/hitdice.json can be checked against one list (see test/hitdice/rules/lang.test.ts).
 */
import { label, type OddsLabel } from '../../../core';

export const KEY_ROOT = 'MANIFOLD.hitdice';

/** `MANIFOLD.hitdice.<path>` */
export function hitdiceKey(path: string): string {
  return `${KEY_ROOT}.${path}`;
}

/** An odds label under `MANIFOLD.hitdice.odds.`. */
export function oddsLabel(id: string, data?: Record<string, string | number>): OddsLabel {
  return label(hitdiceKey(`odds.${id}`), data);
}

/** Why the engine refused a choice: an i18n key (`MANIFOLD.hitdice.refusal.<id>`) with its data. */
export interface Refusal {
  id: RefusalId;
  key: string;
  data?: Record<string, string | number>;
}

export const REFUSAL_IDS = [
  'unconscious',
  'dead',
  'expertBlockedByResolve',
  'exertionOverCap',
  'exertionTurnCap',
  'exertionSurprised',
  'affinityNotEnough',
  'noActionsLeft',
  'secondExpert',
  'reactionAfterActing',
  'notYourTurn',
  'noHeldAction',
  'heldFallbackBasicOnly',
  'restLimit',
  'recoverUnsafe',
  'rushUsed',
  'steadyUsed',
  'steadyNotEnoughHd',
  'hdFull',
  'resolveFull',
  'notDying',
  'guardUp',
  'affinityDailyCap',
  'affinityStoreFull',
  'affinityShareRange',
  'affinityTargetFull',
  'socialResolve',
  'checkAlreadyMade',
  'collapsedNoCheck',
  'notCollapsed',
] as const;
export type RefusalId = (typeof REFUSAL_IDS)[number];

export function refusal(id: RefusalId, data?: Record<string, string | number>): Refusal {
  return data ? { id, key: hitdiceKey(`refusal.${id}`), data } : { id, key: hitdiceKey(`refusal.${id}`) };
}

/** A state transition: the changes to apply, or why not. */
export type Refused = { ok: false; reason: Refusal };
export type Allowed<T> = { ok: true } & T;
export type Transition<T> = Allowed<T> | Refused;

export function refuse(id: RefusalId, data?: Record<string, string | number>): Refused {
  return { ok: false, reason: refusal(id, data) };
}

/** Thrown by a resolution function given a request the rules refuse (validate first to avoid it). */
export class HitdiceRefusalError extends Error {
  constructor(readonly reason: Refusal) {
    super(`hitdice: refused (${reason.id}${reason.data ? ` ${JSON.stringify(reason.data)}` : ''})`);
    this.name = 'HitdiceRefusalError';
  }
}

/** Throws when a validation returned a refusal. */
export function assertAllowed(reason: Refusal | null): void {
  if (reason) throw new HitdiceRefusalError(reason);
}

/** The key of an id's name: `MANIFOLD.hitdice.<group>.<id>` (tier, stage, layer, role, skill, …). */
export function nameKey(group: string, id: string): string {
  return hitdiceKey(`${group}.${id}`);
}
