/**
 * Field builders every ruleset's data models use, so bounds and integer-ness are declared the
 * same way everywhere: a number the rules treat as whole is an integer field with its bounds.
 */
const fields = foundry.data.fields;

export interface IntegerOptions {
  min?: number;
  max?: number;
  initial?: number;
  label?: string;
  hint?: string;
}

/** A required whole number within bounds. */
export function integer({ min, max, initial, label, hint }: IntegerOptions = {}) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    initial: initial ?? min ?? 0,
    ...(label ? { label } : {}),
    ...(hint ? { hint } : {}),
  });
}

/**
 * A value/max pair (HP, pools): both whole numbers ≥ 0 unless told otherwise, and at most `limit`
 * (every number needs an upper bound: a typo of 1e9 HP should be refused, not stored).
 */
export function resource({ value = 0, max = 0, valueMin = 0, maxMin = 0, limit }: ResourceOptions = {}) {
  return new fields.SchemaField({
    value: integer({ min: valueMin, max: limit, initial: value }),
    max: integer({ min: maxMin, max: limit, initial: max }),
  });
}

export interface ResourceOptions {
  value?: number;
  max?: number;
  valueMin?: number;
  maxMin?: number;
  /** The largest value either may hold. */
  limit?: number;
}

/** A required string chosen from fixed ids (labels are i18n keys). */
export function choice<T extends string>(choices: Record<T, string>, initial: T) {
  return new fields.StringField({ required: true, nullable: false, blank: false, choices, initial });
}

/** A required true/false (equipped, locked …). */
export function boolean(initial = false) {
  return new fields.BooleanField({ required: true, nullable: false, initial });
}

/** Free text, never HTML. */
export function text(initial = '') {
  return new fields.StringField({ required: true, nullable: false, blank: true, initial });
}

/** Rich text; Foundry sanitises HTML fields on save and we enrich them before display. */
export function html() {
  return new fields.HTMLField({ required: true, blank: true, initial: '' });
}

/** The schema version of a document's system data, advanced by migrations. */
export function schemaVersion(current: number) {
  return integer({ min: 0, initial: current });
}
