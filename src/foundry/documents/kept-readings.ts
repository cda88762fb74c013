/**
 * Readings kept on a document for its next preparation: what derived data worked out from a
 * document's data, kept with the data it was worked out from, and worked out again only when that
 * data is no longer the same object. Every actor is prepared at load and on every update; the data
 * a reading depends on rarely changes.
 *
 * Why "the same object" means "the same data": Foundry builds a document's fields afresh whenever
 * its data is initialised, after every change to its source (DataModel#updateSource): an array or
 * a Set anew (ArrayField, SetField#initialize), the system a new model (TypeDataField#initialize).
 * A reading must be of the document's own data (Foundry applies Active Effects to actors, not to
 * their items or effects) and must not be changed by whoever receives it. When Foundry initialises
 * the data afresh for another reason, the reading is only done again.
 *
 * A document is an ordinary object a system may cache on (dnd5e's `Item5e#_classLink`); each
 * reading has its own symbol.
 */

interface Kept<S, V> {
  source: S;
  value: V;
}

type Holder = Record<symbol, Kept<unknown, unknown> | undefined>;

/** A document as the holder of its kept readings, each under its own symbol. */
const holderOf = (doc: object): Holder => doc as Holder;

/**
 * `read(doc, source, context)`, or what it returned the last time `doc`'s reading under `key` was
 * of this same `source` (one of the document's fields). `read` takes what it needs as arguments,
 * so a caller passes a function made once, not a closure made at every preparation.
 */
export function keptReading<D extends object, S, C, V>(
  doc: D,
  key: symbol,
  source: S,
  read: (doc: D, source: S, context: C) => V,
  context: C,
): V {
  const holder = holderOf(doc);
  const kept = holder[key] as Kept<S, V> | undefined;
  if (kept && kept.source === source) return kept.value;
  const value = read(doc, source, context);
  holder[key] = { source, value };
  return value;
}

interface ItemLike {
  system?: unknown;
}

/** Whether `items` hold exactly these models, in this order. */
function sameModels(items: Iterable<ItemLike>, systems: readonly unknown[]): boolean {
  let i = 0;
  for (const item of items) {
    if (i >= systems.length || systems[i] !== item.system) return false;
    i++;
  }
  return i === systems.length;
}

/**
 * What an actor's derived data reads of its items (worn armor, carried slots…): `read(items)`,
 * or what it returned the last time the actor's items were these same models, in this order (an
 * item changed is a new model; one created, deleted or moved changes the list).
 */
export function readItemsOnce<T, I extends ItemLike>(
  actor: object | null | undefined,
  key: symbol,
  items: Iterable<I>,
  read: (items: Iterable<I>) => T,
): T {
  if (!actor) return read(items);
  const holder = holderOf(actor);
  const kept = holder[key] as Kept<unknown[], T> | undefined;
  if (kept && sameModels(items, kept.source)) return kept.value;
  const systems: unknown[] = [];
  for (const item of items) systems.push(item.system);
  const value = read(items);
  holder[key] = { source: systems, value };
  return value;
}
