/**
 * What an actor's derived data reads of its items (worn armor, carried slots…), kept on the actor
 * with the item models it was read from, so an actor prepared again over the same items reads
 * none of them twice.
 *
 * Why the same models read the same: Foundry builds an item's system model afresh whenever the
 * item's data is initialised (TypeDataField#initialize, after every change to its source:
 * DataModel#updateSource), so a changed item is a new model; an item created, deleted or moved
 * changes the list. The fields read are the item's own data (Foundry applies Active Effects to the
 * actor, not its items, and our item models derive nothing over them). Whenever Foundry initialises the items
 * afresh for another reason, the reading is only done again.
 *
 * A document is an ordinary object a system may cache on (dnd5e's `Item5e#_classLink`), as the
 * effect ledger does (effects/ledger.ts). A reading must not be changed by whoever receives it.
 */

interface ItemLike {
  system?: unknown;
}

interface Kept<T> {
  systems: unknown[];
  value: T;
}

type Holder = Record<symbol, Kept<unknown> | undefined>;

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
 * `read(items)`, or what it returned the last time this actor's items were these models. `key`
 * names the reading: each reading of an actor's items has its own symbol.
 */
export function readItemsOnce<T, I extends ItemLike>(
  actor: object | null | undefined,
  key: symbol,
  items: Iterable<I>,
  read: (items: Iterable<I>) => T,
): T {
  if (!actor) return read(items);
  const holder = actor as Holder;
  const kept = holder[key] as Kept<T> | undefined;
  if (kept && sameModels(items, kept.systems)) return kept.value;
  const systems: unknown[] = [];
  for (const item of items) systems.push(item.system);
  const value = read(items);
  holder[key] = { systems, value };
  return value;
}
