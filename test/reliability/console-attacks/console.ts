/** What a player's console reaches, shared by the console-attacker suite. */

/** A document as the console writes it: a raw update, and its stored data. */
export interface ConsoleDocument {
  update(data: object): Promise<unknown>;
  toObject(): unknown;
}

// fvtt-types: update data is typed per document; a console writes any flag.
export const raw = (doc: object) => doc as unknown as ConsoleDocument;

/** A document's stored data as text (a combatant's copy holds its parent: cycles are cut). */
export function storedData(doc: object): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(raw(doc).toObject(), (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return '[seen]';
    seen.add(value);
    return value;
  });
}
