/**
 * Foundry's update diff: an update is differenced against the document's current source
 * (DatabaseUpdateOperation `diff`, default true), so only the keys whose value changes reach the
 * database and the `update<Document>` hooks; an update that changes nothing fires no hook at all.
 * Deletion keys (`-=key`) survive when the key exists; forced replacements (`==key`) always do.
 */

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Set);

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Set) a = [...a];
  if (b instanceof Set) b = [...b];
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The part of `changes` (already expanded) that differs from `source`. */
export function diffAgainst(
  source: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith('==')) out[key] = value;
    else if (key.startsWith('-=')) {
      if (key.slice(2) in source) out[key] = value;
    } else if (isPlainObject(value) && isPlainObject(source[key])) {
      const inner = diffAgainst(source[key] as Record<string, unknown>, value);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (!(key in source) || !sameValue(source[key], value)) out[key] = value;
  }
  return out;
}
