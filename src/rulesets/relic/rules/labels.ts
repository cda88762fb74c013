/**
 * The small shared vocabulary of results: i18n keys under MANIFOLD.relic, refusals with their
 * reason, and dice recorded with the role they played. Every key built here is listed in
 * lang/en/relic.json.
 */
import { dice, label, type OddsLabel, type Resolution } from '../../../core';

/** The i18n root of this ruleset. */
export const I18N_ROOT = 'MANIFOLD.relic';

/** `MANIFOLD.relic.<path>`. */
export function relicKey(path: string): string {
  return `${I18N_ROOT}.${path}`;
}

/** An i18n label under MANIFOLD.relic. */
export function relicLabel(path: string, data?: Record<string, string | number>): OddsLabel {
  return label(relicKey(path), data);
}

export const REFUSAL_IDS = [
  'notEnoughActions',
  'noReaction',
  'reactionOnOwnTurn',
  'resonanceFull',
  'resonanceEmpty',
  'entangledCannotSwitch',
  'unconsciousCannotAct',
  'dyingCannotAct',
  'aidNeedsUnconscious',
  'aidCannotReviveDying',
  'cannotReviveDying',
  'nothingToRestore',
  'tooManyDisruptionTargets',
  'guardNotSameRow',
  'guardSelf',
] as const;
export type RefusalId = (typeof REFUSAL_IDS)[number];

/** Why something the rules forbid was not done; the glue shows `message` and changes nothing. */
export interface Refusal {
  ok: false;
  reason: RefusalId;
  message: { key: string; data?: Record<string, string | number> };
}

export function refuse(reason: RefusalId, data?: Record<string, string | number>): Refusal {
  const key = relicKey(`refusal.${reason}`);
  return { ok: false, reason, message: data ? { key, data } : { key } };
}

/** What a die was rolled for, so a card can show and colour it. */
export const DIE_ROLES = ['test', 'attack', 'damage', 'activation', 'strain', 'backlash', 'initiative'] as const;
export type DieRole = (typeof DIE_ROLES)[number];

export interface DieRecord {
  faces: number;
  result: number;
  role: DieRole;
}

/** Asks for `count` dice of one size in one role, records them in `into` and returns their faces. */
export function* rollDice(count: number, faces: number, role: DieRole, into: DieRecord[]): Resolution<number[]> {
  const results = yield* dice(count, faces, role);
  for (const result of results) into.push({ faces, result, role });
  return results;
}

/** Asks for one die in a role, records it in `into` and returns its face. */
export function* rollDie(faces: number, role: DieRole, into: DieRecord[]): Resolution<number> {
  const [result] = yield* rollDice(1, faces, role, into);
  return result!;
}
