/**
 * Stand-in for foundry.abstract.DataModel / TypeDataModel: a schema built once from
 * defineSchema(), source data cleaned into `_source`, fields copied onto the instance, and
 * validate({changes}) that checks an update diff. Documents call prepareBaseData and
 * prepareDerivedData on their system model, as Foundry does.
 */
import { SchemaField, ValidationFailure, type DataField } from './fields';

export class ValidationError extends Error {}

/** Merges an update into a source recursively, as Foundry's `recursive: true` update does (`-=key` deletes). */
export function deepMerge(target: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith('-=')) {
      delete target[key.slice(2)];
      continue;
    }
    if (key.startsWith('==')) {
      // Foundry's forced replacement: the value replaces the old one instead of merging into it.
      target[key.slice(2)] = structuredClone(value);
      continue;
    }
    const current = target[key];
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object' &&
      !Array.isArray(current)
    ) {
      deepMerge(current as Record<string, unknown>, value as Record<string, unknown>);
    } else target[key] = structuredClone(value);
  }
  return target;
}

/** Expands {"a.b": 1} into {a: {b: 1}} like foundry.utils.expandObject. */
export function expandObject(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split('.');
    let cursor = out;
    for (const part of parts.slice(0, -1)) cursor = (cursor[part] ??= {}) as Record<string, unknown>;
    cursor[parts[parts.length - 1]!] = value;
  }
  return out;
}

export class DataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }
  private static _schemas = new WeakMap<object, SchemaField>();
  static get schema(): SchemaField {
    let schema = DataModel._schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      DataModel._schemas.set(this, schema);
    }
    return schema;
  }
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }
  static cleanData(source: Record<string, unknown> = {}): Record<string, unknown> {
    return this.schema.clean(source) as Record<string, unknown>;
  }

  _source: Record<string, unknown>;
  readonly parent: unknown;

  constructor(source: Record<string, unknown> = {}, { parent }: { parent?: unknown } = {}) {
    const ctor = this.constructor as typeof DataModel;
    this.parent = parent ?? null;
    this._source = ctor.cleanData(ctor.migrateData(structuredClone(source)));
    this._initialize();
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  /** Copies source values onto the instance (derived values are assigned later by prepare*). */
  _initialize(): void {
    const copy = structuredClone(this._source);
    for (const [name, field] of Object.entries(this.schema.fields)) {
      (this as Record<string, unknown>)[name] = initializeValue(field, copy[name]);
    }
  }

  /** Throws a ValidationError when the data (or, with `changes`, the update diff) breaks the schema. */
  validate({
    changes,
    strict = true,
  }: { changes?: Record<string, unknown>; strict?: boolean; clean?: boolean; fallback?: boolean } = {}): boolean {
    const errors = changes ? this.schema.childFailures(changes, true) : this.schema.childFailures(this._source, false);
    if (errors.length && strict)
      throw new ValidationError(`${this.constructor.name} validation errors: ${errors.join('; ')}`);
    return errors.length === 0;
  }

  /** Applies a (possibly flat) diff to the source after cleaning and validating it. */
  updateSource(changes: Record<string, unknown>): Record<string, unknown> {
    const expanded = expandObject(changes);
    const merged = deepMerge(structuredClone(this._source), expanded);
    const cleaned = this.schema.clean(merged) as Record<string, unknown>;
    const errors = this.schema.childFailures(cleaned, false);
    if (errors.length) throw new ValidationError(errors.join('; '));
    this._source = cleaned;
    this._initialize();
    return expanded;
  }

  toObject(): Record<string, unknown> {
    return structuredClone(this._source);
  }

  /** JSON.stringify of a model gives its source (API DataModel#toJSON: "Extract the source data for the DataModel into a simple object format that can be serialized"). */
  toJSON(): Record<string, unknown> {
    return this.toObject();
  }
}

function initializeValue(field: DataField, value: unknown): unknown {
  if (field instanceof SchemaField && value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(field.fields))
      out[name] = initializeValue(child, (value as Record<string, unknown>)[name]);
    return out;
  }
  return field.initialize(value);
}

export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

export { ValidationFailure };
