/**
 * Why a change cannot apply, before any actor's numbers are known: an unknown key, a value that is
 * not a number (or not a whole one), a mode we do not apply. The effect editor shows these reasons
 * and the ledger ignores the change for the same reasons (one rule, two readers).
 */
import type { EffectChange } from './changes';
import { findEffectKey, isFreeKey, type EffectKeyTable } from './keys';

export const IGNORE_REASONS = ['unknownKey', 'notNumber', 'notInteger', 'unsupportedMode', 'outOfBounds'] as const;
export type IgnoreReason = (typeof IGNORE_REASONS)[number];

/** i18n key of a reason's explanation. */
export function reasonLabel(reason: IgnoreReason): string {
  return `MANIFOLD.Effects.Reason.${reason}`;
}

/** The number a change's text stands for, or NaN ("", "abc", "1e999" are not numbers). */
export function changeNumber(value: string): number {
  const text = value.trim();
  if (text === '') return NaN;
  const n = Number(text);
  return Number.isFinite(n) ? n : NaN;
}

/** Problems of a change to a ruleset key (free keys are checked against the actor: see freeKeyProblem). */
export function changeProblem(change: EffectChange, table: EffectKeyTable): IgnoreReason | null {
  if (isFreeKey(change.key)) return null;
  if (!findEffectKey(table, change.key)) return 'unknownKey';
  if (change.mode === 'custom') return 'unsupportedMode';
  const n = changeNumber(change.value);
  if (Number.isNaN(n)) return 'notNumber';
  // Every ruleset number is whole; only a multiplier may be a fraction (its product is rounded toward zero).
  if (change.mode !== 'multiply' && !Number.isInteger(n)) return 'notInteger';
  return null;
}

function pathValue(root: unknown, path: string): { found: boolean; value: unknown } {
  let node = root as Record<string, unknown> | null | undefined;
  const parts = path.split('.');
  for (let i = 0; i < parts.length; i++) {
    if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, parts[i]!)) {
      return { found: false, value: undefined };
    }
    const next = node[parts[i]!];
    if (i === parts.length - 1) return { found: true, value: next };
    node = next as Record<string, unknown>;
  }
  return { found: false, value: undefined };
}

/**
 * Problems of a free key on this actor: the path must exist in its stored system data, and a
 * number there takes only a number (Foundry would otherwise write text or NaN into it).
 */
export function freeKeyProblem(actor: unknown, change: EffectChange): IgnoreReason | null {
  const source = (actor as { system?: { _source?: unknown } } | null)?.system?._source;
  const { found, value } = pathValue(source, change.key.slice('system.'.length));
  if (!found || (value !== null && typeof value === 'object')) return 'unknownKey';
  if (typeof value === 'number') {
    if (change.mode === 'custom') return 'unsupportedMode';
    if (Number.isNaN(changeNumber(change.value))) return 'notNumber';
  }
  return null;
}
