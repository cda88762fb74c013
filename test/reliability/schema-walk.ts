/**
 * Walks the data-model schemas of every ruleset (the stand-in's fields, which keep Foundry's
 * option names) for the reliability suites: every document type, every number field with its
 * bounds, hostile values shaped like a schema, and the numbers a prepared model holds.
 */
import fc from 'fast-check';
import { registry } from '../../src/foundry/registry';

export interface Field {
  name?: string;
  fields?: Record<string, Field>;
  element?: Field;
  options: {
    min?: number;
    max?: number;
    integer?: boolean;
    choices?: unknown;
    nullable?: boolean;
    blank?: boolean;
    initial?: unknown;
  };
  constructor: { name: string };
}

export interface DocumentType {
  ruleset: string;
  doc: 'Actor' | 'Item';
  type: string;
  schema: Field;
}

/** Every Actor and Item type of every ruleset, with its model's schema. */
export function documentTypes(): DocumentType[] {
  return registry.all().flatMap((d) =>
    (['Actor', 'Item'] as const).flatMap((doc) =>
      Object.entries(d[doc]).map(([type, t]) => ({
        ruleset: d.id,
        doc,
        type,
        schema: (t.model as unknown as { schema: Field }).schema,
      })),
    ),
  );
}

const kind = (field: Field) => field.constructor.name;
export const isSchema = (field: Field) => Boolean(field.fields);
export const isNumber = (field: Field) => kind(field) === 'NumberField';
export const isString = (field: Field) => ['StringField', 'HTMLField', 'FilePathField'].includes(kind(field));
export const isHTML = (field: Field) => kind(field) === 'HTMLField';
export const isList = (field: Field) => ['ArrayField', 'SetField'].includes(kind(field));
export const isRecord = (field: Field) => kind(field) === 'TypedObjectField';

export function choiceKeys(field: Field): string[] | undefined {
  const raw = field.options.choices;
  const c = typeof raw === 'function' ? (raw as () => unknown)() : raw;
  if (!c) return undefined;
  return Array.isArray(c) ? c.map(String) : Object.keys(c as object);
}

/** Every leaf field with its dotted path (`hp.value`, `skills.*`, `pool.[]`). */
export function leaves(field: Field, at = ''): { path: string; field: Field }[] {
  if (field.fields) return Object.entries(field.fields).flatMap(([k, f]) => leaves(f, at ? `${at}.${k}` : k));
  if (field.element && isList(field)) return leaves(field.element, `${at}.[]`);
  if (field.element && isRecord(field)) return leaves(field.element, `${at}.*`);
  return [{ path: at, field }];
}

/** Values a corrupted world, an old version or a careless macro could leave in any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, null, undefined, -0, Number.MAX_SAFE_INTEGER, -1e308, 1e308),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.integer({ min: -3, max: 30 }),
  fc.double({ noNaN: false }),
  fc.constantFrom('', '12', 'abc', '-5', '1e308', '2.5', ' 7 ', 'NaN', '<script>alert(1)</script>', 'd20'),
  fc.string({ maxLength: 8 }),
  fc.constantFrom({}, [], [1, 2], { value: 3 }, true, false),
);

/** Keys of open records (named attributes, skills, stats): names the rules read, and hostile ones. */
const RECORD_KEYS = fc.constantFrom(
  'fortitude',
  'composure',
  'resolve',
  'intellect',
  'crafting',
  'athletics',
  'might',
  'Might',
  'Fire',
  'x',
  'a b',
  '__proto__',
  'constructor',
  'toString',
  '',
);

/** A legal value of a leaf field, so hostile leaves sit among sensible ones. */
function legalValue(field: Field): fc.Arbitrary<unknown> {
  const keys = choiceKeys(field);
  if (keys) return fc.constantFrom(...keys).map((k) => (isNumber(field) ? Number(k) : k));
  if (isNumber(field)) {
    const min = field.options.min ?? -1000;
    const max = field.options.max ?? 1000;
    return field.options.integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  }
  if (kind(field) === 'BooleanField') return fc.boolean();
  return fc.string({ maxLength: 12 });
}

/** Hostile leaves; with `hostileText: false`, free-text fields get ordinary strings (the hostile-text suite attacks those). */
const leafValue = (field: Field, hostileText: boolean, typed: boolean) => {
  if (!hostileText && isString(field) && !choiceKeys(field)) return legalValue(field);
  const hostile = typed ? hostileOfType(field) : hostileValue;
  return fc.oneof({ weight: 2, arbitrary: hostile }, { weight: 1, arbitrary: legalValue(field) });
};

/** A hostile value of the field's own JS type: any number, any string, any boolean. */
function hostileOfType(field: Field): fc.Arbitrary<unknown> {
  if (isNumber(field))
    return fc.oneof(
      fc.constantFrom(NaN, Infinity, -Infinity, -0, Number.MAX_SAFE_INTEGER, -1e308, 1e308),
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.double(),
    );
  if (kind(field) === 'BooleanField') return fc.boolean();
  return fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('', 'unknown-id', '__proto__', 'toString'));
}

export interface HostileOptions {
  /** Objects stay objects and lists stay lists (what Foundry's cleaning guarantees); only leaves are hostile. */
  keepShape?: boolean;
  /** Free-text fields get hostile values too (default). */
  hostileText?: boolean;
  /** Each leaf keeps its field's JS type (numbers out of bounds, NaN, unknown choice ids…). */
  typed?: boolean;
}

/** Hostile data shaped like the schema: any level may be missing or of the wrong type unless `keepShape`. */
export function hostileLike(field: Field, options: HostileOptions = {}): fc.Arbitrary<unknown> {
  const { keepShape = false, hostileText = true, typed = false } = options;
  if (field.fields) {
    const entries = Object.entries(field.fields).map(([k, f]) => {
      const value = hostileLike(f, options);
      const always = typed || (keepShape && (f.fields || f.element));
      return [k, always ? value : fc.option(value, { nil: undefined, freq: 6 })] as const;
    });
    const record = fc.record(Object.fromEntries(entries));
    return keepShape ? record : fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: hostileValue });
  }
  if (field.element && isList(field)) {
    const list = fc.array(hostileLike(field.element, options), { maxLength: 8 });
    return keepShape ? list : fc.oneof({ weight: 4, arbitrary: list }, { weight: 1, arbitrary: hostileValue });
  }
  if (field.element && isRecord(field)) {
    const record = fc.dictionary(RECORD_KEYS, hostileLike(field.element, options), { maxKeys: 6 });
    return keepShape ? record : fc.oneof({ weight: 4, arbitrary: record }, { weight: 1, arbitrary: hostileValue });
  }
  return leafValue(field, hostileText, typed);
}

/** The numbers of a cleaned source that break their field's bounds, integer-ness or choices. */
export function outOfBounds(field: Field, value: unknown, at = 'system'): string[] {
  if (field.fields) {
    if (!value || typeof value !== 'object') return [`${at} is not an object`];
    return Object.entries(field.fields).flatMap(([k, f]) =>
      outOfBounds(f, (value as Record<string, unknown>)[k], `${at}.${k}`),
    );
  }
  if (field.element && (isList(field) || isRecord(field))) {
    if (!value || typeof value !== 'object') return [`${at} is not a collection`];
    return Object.entries(value).flatMap(([k, v]) => outOfBounds(field.element!, v, `${at}.${k}`));
  }
  if (value === null && field.options.nullable) return [];
  const keys = choiceKeys(field);
  if (keys && !keys.includes(String(value)) && !(field.options.blank && value === ''))
    return [`${at}=${String(value)} (not a choice)`];
  if (!isNumber(field)) return [];
  const o = field.options;
  const bad =
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    (o.min !== undefined && value < o.min) ||
    (o.max !== undefined && value > o.max) ||
    (o.integer && !Number.isInteger(value));
  return bad ? [`${at}=${String(value)}`] : [];
}

/** Whether a path inside `system` is stored data (a schema field) rather than derived. */
export function isSourcePath(schema: Field, parts: string[]): boolean {
  let field: Field | undefined = schema;
  for (const part of parts) {
    if (!field) return false;
    if (field.fields) field = field.fields[part];
    else if (field.element) field = field.element;
    else return false;
  }
  return Boolean(field);
}

/** Every number reachable from a prepared model (own enumerable data, not the document it belongs to). */
export function numbersIn(value: unknown, at: string[] = [], seen = new Set<unknown>()): [string[], number][] {
  if (typeof value === 'number') return [[at, value]];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  // A view worked out when read (the effect report) is walked as it serialises.
  const json = (value as { toJSON?: unknown }).toJSON;
  if (typeof json === 'function' && !(value instanceof Date)) return numbersIn(json.call(value), at, seen);
  if (value instanceof Set) return [...value].flatMap((v, i) => numbersIn(v, [...at, String(i)], seen));
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value).filter(([k]) => k !== 'parent' && !k.startsWith('_'));
  return entries.flatMap(([k, v]) => numbersIn(v, [...at, k], seen));
}
