/**
 * Why a change cannot apply to an actor: its path names no single value of the actor's system
 * data, its text is not a number (or not a whole one) for a number, a custom mode on a number, or
 * the number it makes leaves the field's bounds. The effect's application refuses such a change
 * (effects/application.ts), the Effects tab lists it with its reason and the editor says it
 * beside the change: one rule, three readers.
 */
import type { EffectChange } from './changes';

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

/** A field of a schema, as far as a change needs it. */
export type ChangeField = foundry.data.fields.DataField.Any;

/** Something with a system schema: an actor, or an actor model class (for an item not yet owned). */
export interface SchemaOwner {
  system?: { schema?: { getField(path: string): unknown } } | null;
}

const fields = () => foundry.data.fields;

/** Whether a field holds one value a change can set (not a group of fields or a free object). */
function isValueField(field: unknown): field is ChangeField {
  const f = fields();
  return field instanceof f.NumberField || field instanceof f.StringField || field instanceof f.BooleanField;
}

/** The field of the actor's system data a `system.` path names, when it holds one value. */
export function changeField(owner: SchemaOwner | null | undefined, key: string): ChangeField | undefined {
  if (!key.startsWith('system.')) return undefined;
  const field = owner?.system?.schema?.getField(key.slice('system.'.length));
  return isValueField(field) ? field : undefined;
}

/** Module state kept in flags: Foundry applies such a change as it likes; our numbers never read it. */
export const isFlagKey = (key: string) => key.startsWith('flags.');

function isInteger(field: ChangeField): boolean {
  return Boolean((field.options as { integer?: boolean }).integer);
}

/** Why a change cannot apply to this owner's data before any number is worked out; null when it may. */
export function changeProblem(owner: SchemaOwner | null | undefined, change: EffectChange): IgnoreReason | null {
  if (isFlagKey(change.key)) return null;
  const field = changeField(owner, change.key);
  if (!field) return 'unknownKey';
  if (!(field instanceof fields().NumberField)) return null;
  if (change.mode === 'custom') return 'unsupportedMode';
  const n = changeNumber(change.value);
  if (Number.isNaN(n)) return 'notNumber';
  // Only a multiplier may be a fraction of a whole number; its product must still be whole.
  if (isInteger(field) && change.mode !== 'multiply' && !Number.isInteger(n)) return 'notInteger';
  return null;
}

/** Why the value a change made cannot stand in its field (its own validation says so); null when it can. */
export function resultProblem(field: ChangeField, value: unknown): IgnoreReason | null {
  if (field instanceof fields().NumberField) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'notNumber';
    if (isInteger(field) && !Number.isInteger(value)) return 'notInteger';
  }
  return field.validate(value) ? 'outOfBounds' : null;
}
