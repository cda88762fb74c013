/**
 * Stand-in for foundry.data.fields: the fields Manifold's data models use, with Foundry's rules
 * for initial values, cleaning (casting, rounding integers, clamping to bounds) and validation
 * (bounds, integers, choices, blank/nullable). Messages follow Foundry's wording closely enough
 * for tests to read them; they are not byte-identical.
 */

export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  positive?: boolean;
  choices?: Record<string, string> | string[] | (() => Record<string, string> | string[]);
  blank?: boolean;
  trim?: boolean;
  validate?: (value: unknown) => boolean | void;
  validationError?: string;
  [key: string]: unknown;
}

export class ValidationFailure {
  constructor(
    readonly invalidValue: unknown,
    readonly message: string,
  ) {}
  asError(): Error {
    return new Error(this.message);
  }
}

export abstract class DataField {
  options: FieldOptions;
  name = '';
  parent?: DataField;
  constructor(options: FieldOptions = {}) {
    this.options = { required: false, nullable: false, ...this.defaults(), ...options };
  }
  protected defaults(): FieldOptions {
    return {};
  }
  get label(): string {
    return this.options.label ?? '';
  }
  get required(): boolean {
    return Boolean(this.options.required);
  }
  get nullable(): boolean {
    return Boolean(this.options.nullable);
  }
  get fieldPath(): string {
    return this.parent?.fieldPath ? `${this.parent.fieldPath}.${this.name}` : this.name;
  }
  getInitialValue(): unknown {
    const initial = this.options.initial;
    return typeof initial === 'function' ? (initial as () => unknown)() : structuredClone(initial);
  }
  /** Casts a raw value towards the field's type (what Foundry does before validating). */
  clean(value: unknown): unknown {
    if (value === undefined) return this.required ? this.getInitialValue() : undefined;
    if (value === null) return this.nullable ? null : this.getInitialValue();
    return this.cast(value);
  }
  protected cast(value: unknown): unknown {
    return value;
  }
  /** A failure, or undefined when the value is valid. */
  validate(value: unknown, _options: Record<string, unknown> = {}): ValidationFailure | undefined {
    if (value === undefined) return this.required ? new ValidationFailure(value, 'is required') : undefined;
    if (value === null) return this.nullable ? undefined : new ValidationFailure(value, 'may not be null');
    const message = this.check(value);
    if (message) return new ValidationFailure(value, message);
    if (this.options.validate && this.options.validate(value) === false) {
      return new ValidationFailure(value, this.options.validationError ?? 'is not valid');
    }
    return undefined;
  }
  protected abstract check(value: unknown): string | undefined;
  initialize(value: unknown): unknown {
    return value;
  }
  /**
   * DataField#applyChange: an Active Effect change applied to this field's current value. The
   * change's text is cast by the field (`_castChangeDelta`, which is `_cast`), then combined by
   * mode: add is `value + delta`, override the delta; multiply, upgrade and downgrade do nothing
   * on a plain field (NumberField gives them their arithmetic); custom calls the
   * `applyActiveEffect` hook and keeps what it wrote. Nothing is cleaned or validated: the value
   * may leave the field's bounds. References: core's `common/data/fields.mjs` (DataField#applyChange,
   * `_castChangeDelta`, `_applyChangeAdd`/`Override`/`Custom`) as found in the code index, and
   * https://foundryvtt.com/api/classes/foundry.data.fields.DataField.html#applychange.
   */
  applyChange(value: unknown, _model: unknown, change: { mode: number; value: string }): unknown {
    const delta = this.castChangeDelta(change.value);
    switch (Number(change.mode)) {
      case CHANGE_MODE.ADD:
        return this.applyAdd(value, delta);
      case CHANGE_MODE.MULTIPLY:
        return this.applyMultiply(value, delta);
      case CHANGE_MODE.OVERRIDE:
        return delta;
      case CHANGE_MODE.UPGRADE:
        return this.applyUpgrade(value, delta);
      case CHANGE_MODE.DOWNGRADE:
        return this.applyDowngrade(value, delta);
      default:
        return undefined;
    }
  }
  protected castChangeDelta(raw: string): unknown {
    return raw;
  }
  protected applyAdd(value: unknown, delta: unknown): unknown {
    return (value as number) + (delta as number);
  }
  protected applyMultiply(_value: unknown, _delta: unknown): unknown {
    return undefined;
  }
  protected applyUpgrade(_value: unknown, _delta: unknown): unknown {
    return undefined;
  }
  protected applyDowngrade(_value: unknown, _delta: unknown): unknown {
    return undefined;
  }
}

/** CONST.ACTIVE_EFFECT_MODES (v13). */
const CHANGE_MODE = { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 } as const;

function choiceKeys(choices: FieldOptions['choices']): string[] | undefined {
  const c = typeof choices === 'function' ? choices() : choices;
  if (!c) return undefined;
  return Array.isArray(c) ? c : Object.keys(c);
}

export class NumberField extends DataField {
  protected override defaults(): FieldOptions {
    return { nullable: true, initial: null, integer: false, positive: false };
  }
  protected override cast(value: unknown): unknown {
    const n = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
    if (!Number.isFinite(n)) return value;
    let out = this.options.integer ? Math.round(n) : n;
    if (this.options.min !== undefined) out = Math.max(this.options.min, out);
    if (this.options.max !== undefined) out = Math.min(this.options.max, out);
    return out;
  }
  /**
   * NumberField's change arithmetic: the text cast with `Number` (so "" is 0 and "abc" NaN), then
   * product, the greater or the lesser (https://foundryvtt.com/api/classes/foundry.data.fields.NumberField.html,
   * `_applyChangeMultiply`/`Upgrade`/`Downgrade`). No rounding or clamping.
   */
  protected override castChangeDelta(raw: string): unknown {
    return Number(raw);
  }
  protected override applyMultiply(value: unknown, delta: unknown): unknown {
    return (value as number) * (delta as number);
  }
  protected override applyUpgrade(value: unknown, delta: unknown): unknown {
    return (delta as number) > (value as number) ? delta : value;
  }
  protected override applyDowngrade(value: unknown, delta: unknown): unknown {
    return (delta as number) < (value as number) ? delta : value;
  }
  protected check(value: unknown): string | undefined {
    if (typeof value !== 'number' || Number.isNaN(value)) return 'must be a number';
    if (this.options.integer && !Number.isInteger(value)) return 'must be an integer';
    if (this.options.min !== undefined && value < this.options.min) return `must be at least ${this.options.min}`;
    if (this.options.max !== undefined && value > this.options.max) return `must be at most ${this.options.max}`;
    if (this.options.positive && value <= 0) return 'must be positive';
    const keys = choiceKeys(this.options.choices);
    if (keys && !keys.includes(String(value))) return `${value} is not a valid choice`;
    return undefined;
  }
}

export class StringField extends DataField {
  constructor(options: FieldOptions = {}) {
    const hasChoices = options.choices !== undefined;
    super({ blank: !hasChoices, trim: true, nullable: false, ...options });
  }
  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    if (initial !== undefined) return initial;
    if (!this.required) return undefined;
    return this.options.blank ? '' : this.nullable ? null : undefined;
  }
  protected override cast(value: unknown): unknown {
    const s = typeof value === 'string' ? value : String(value);
    return this.options.trim ? s.trim() : s;
  }
  protected override castChangeDelta(raw: string): unknown {
    return String(raw);
  }
  protected check(value: unknown): string | undefined {
    if (typeof value !== 'string') return 'must be a string';
    if (!this.options.blank && value === '') return 'may not be a blank string';
    const keys = choiceKeys(this.options.choices);
    if (keys && !(this.options.blank && value === '') && !keys.includes(value)) return `${value} is not a valid choice`;
    return undefined;
  }
}

export class HTMLField extends StringField {}
export class FilePathField extends StringField {}
export class DocumentUUIDField extends StringField {
  constructor(options: FieldOptions = {}) {
    super({ nullable: true, blank: false, initial: null, ...options });
  }
}
export class DocumentIdField extends StringField {}

export class BooleanField extends DataField {
  protected override defaults(): FieldOptions {
    return { initial: false, required: true };
  }
  protected override cast(value: unknown): unknown {
    if (typeof value === 'string') return value === 'true' || value === 'on';
    return Boolean(value);
  }
  protected check(value: unknown): string | undefined {
    return typeof value === 'boolean' ? undefined : 'must be a boolean';
  }
}

export class ObjectField extends DataField {
  protected override defaults(): FieldOptions {
    return { initial: () => ({}), required: true };
  }
  protected check(value: unknown): string | undefined {
    return value && typeof value === 'object' && !Array.isArray(value) ? undefined : 'must be an object';
  }
}

export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;
  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super({ required: true, nullable: false, ...options });
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) {
      field.name = name;
      field.parent = this;
    }
  }
  override getInitialValue(): unknown {
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(this.fields)) {
      const v = field.getInitialValue();
      if (v !== undefined) out[name] = v;
    }
    return out;
  }
  protected override cast(value: unknown): unknown {
    const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(this.fields)) {
      const v = field.clean(source[name]);
      if (v !== undefined) out[name] = v;
    }
    return out;
  }
  protected check(value: unknown): string | undefined {
    if (!value || typeof value !== 'object') return 'must be an object';
    const errors = this.childFailures(value as Record<string, unknown>, false);
    return errors.length ? errors.join('; ') : undefined;
  }
  /** Failures of children; with `partial`, absent keys are not checked (an update diff). */
  childFailures(value: Record<string, unknown>, partial: boolean, prefix = ''): string[] {
    const errors: string[] = [];
    for (const [name, field] of Object.entries(this.fields)) {
      if (partial && !(name in value)) continue;
      const path = prefix ? `${prefix}.${name}` : name;
      if (field instanceof SchemaField && partial && value[name] && typeof value[name] === 'object') {
        errors.push(...field.childFailures(value[name] as Record<string, unknown>, true, path));
        continue;
      }
      const failure = field.validate(value[name]);
      if (failure) errors.push(`${path}: ${failure.message}`);
    }
    return errors;
  }
  getField(path: string | string[]): DataField | undefined {
    const parts = Array.isArray(path) ? [...path] : path.split('.');
    const head = parts.shift();
    const field = head === undefined ? undefined : this.fields[head];
    if (!field || parts.length === 0) return field;
    if (field instanceof SchemaField) return field.getField(parts);
    if (field instanceof ArrayField || field instanceof SetField) {
      return parts.length === 1 && /^\d+$/.test(parts[0]!) ? field.element : undefined;
    }
    if (field instanceof TypedObjectField) return parts.length === 1 ? field.element : undefined;
    return undefined;
  }
}

export class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super({ required: true, initial: () => [], ...options });
    element.name = 'element';
    element.parent = this;
  }
  protected override cast(value: unknown): unknown {
    const list = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [value];
    return list.map((v) => this.element.clean(v));
  }
  protected check(value: unknown): string | undefined {
    if (!Array.isArray(value)) return 'must be an array';
    if (this.options.min !== undefined && value.length < this.options.min)
      return `must have at least ${this.options.min} elements`;
    if (this.options.max !== undefined && value.length > this.options.max)
      return `must have at most ${this.options.max} elements`;
    for (const [i, v] of value.entries()) {
      const failure = this.element.validate(v);
      if (failure) return `element ${i} ${failure.message}`;
    }
    return undefined;
  }
}

export class SetField extends ArrayField {
  override initialize(value: unknown): unknown {
    return new Set(value as unknown[]);
  }
}

export class TypedObjectField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super({ required: true, initial: () => ({}), ...options });
    element.parent = this;
  }
  protected override cast(value: unknown): unknown {
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.element.clean(v)]));
  }
  protected check(value: unknown): string | undefined {
    if (!value || typeof value !== 'object') return 'must be an object';
    for (const [k, v] of Object.entries(value)) {
      const failure = this.element.validate(v);
      if (failure) return `${k} ${failure.message}`;
    }
    return undefined;
  }
}

export class EmbeddedDataField extends SchemaField {
  constructor(
    readonly model: { defineSchema(): Record<string, DataField> },
    options: FieldOptions = {},
  ) {
    super(model.defineSchema(), options);
  }
}

export const fields = {
  DataField,
  NumberField,
  StringField,
  HTMLField,
  FilePathField,
  DocumentUUIDField,
  DocumentIdField,
  BooleanField,
  ObjectField,
  SchemaField,
  ArrayField,
  SetField,
  TypedObjectField,
  EmbeddedDataField,
};
