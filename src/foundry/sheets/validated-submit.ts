/**
 * Checks raw form values against the data model's fields before anything is saved. Foundry's
 * own cleaning would round 2.5 to 3 or clamp 99 to a maximum of 5 without a word; a player who
 * typed those deserves to be told, and to keep what they had.
 */

/** The small part of a DataField we read (Foundry's fields and the test stand-in both have it). */
export interface CheckableField {
  label?: string;
  name?: string;
  fieldPath?: string;
  validate(value: unknown, options?: Record<string, unknown>): unknown;
}

export interface CheckableSchema {
  getField(path: string): CheckableField | undefined;
}

/** Finds the field behind a form name: `system.*` in the type's model schema, the rest in the document's. */
export function fieldResolver(document: { schema: CheckableSchema; system?: unknown }) {
  return (path: string): CheckableField | undefined => {
    const systemSchema = (document.system as { schema?: CheckableSchema } | undefined)?.schema;
    if (path.startsWith('system.') && systemSchema) return systemSchema.getField(path.slice('system.'.length));
    return document.schema.getField(path);
  };
}

export interface FieldFailure {
  path: string;
  label: string;
  reason: string;
}

/** The failures of the given flat form values (`system.hp.value` → value), empty when all are valid. */
export function invalidChanges(
  fieldAt: (path: string) => CheckableField | undefined,
  values: Record<string, unknown>,
): FieldFailure[] {
  const failures: FieldFailure[] = [];
  for (const [path, value] of Object.entries(values)) {
    const field = fieldAt(path);
    if (!field) continue;
    const failure = field.validate(value, { strict: false });
    if (!failure) continue;
    const reason = describeFailure(failure);
    failures.push({ path, label: field.label || field.name || path, reason });
  }
  return failures;
}

function describeFailure(failure: unknown): string {
  if (failure instanceof Error) return failure.message;
  if (failure && typeof failure === 'object') {
    const f = failure as { invalidValue?: unknown; message?: string; asError?: () => Error };
    if (typeof f.message === 'string' && f.message) return f.message;
    if (typeof f.asError === 'function') return f.asError().message;
  }
  return String(failure);
}
