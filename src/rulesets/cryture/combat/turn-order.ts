/**
 * The turn order (CRY-3) as plain data: initiative highest first, then the order roll-offs set
 * (`rank`, kept on each combatant), then id so every client agrees. A combatant that joined
 * mid-combat and beat the next combatant acts right after the combatant whose turn it was, for
 * that round only; from the next round it takes its own place.
 */
export interface OrderEntry {
  id: string;
  initiative: number | null;
  rank: number;
  /** Joined mid-combat and acts at once: in round `round`, right after combatant `after`. */
  actsNow?: { round: number; after: string } | null;
}

export const RANK_FLAG = 'crytureRank';
export const ACTS_NOW_FLAG = 'crytureActsNow';

function key(entry: OrderEntry, lookup: (id: string) => OrderEntry | undefined, round: number): [number, number] {
  const after = entry.actsNow && entry.actsNow.round === round ? lookup(entry.actsNow.after) : undefined;
  if (after && after.initiative !== null) return [after.initiative, after.rank + 0.5];
  return [entry.initiative ?? -Infinity, entry.rank];
}

export function compareEntries(
  a: OrderEntry,
  b: OrderEntry,
  lookup: (id: string) => OrderEntry | undefined,
  round: number,
): number {
  const [ia, ra] = key(a, lookup, round);
  const [ib, rb] = key(b, lookup, round);
  if (ia !== ib) return ib - ia;
  if (ra !== rb) return ra - rb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A combatant as an order entry (flags written by the initiative glue). */
export function entryOf(combatant: Combatant.Implementation): OrderEntry {
  const rank = Number(combatant.getFlag('manifold', RANK_FLAG));
  const actsNow = combatant.getFlag('manifold', ACTS_NOW_FLAG);
  const initiative = combatant.initiative;
  return {
    id: combatant.id!,
    initiative: typeof initiative === 'number' && Number.isFinite(initiative) ? initiative : null,
    rank: Number.isFinite(rank) ? rank : 0,
    actsNow: actsNow ?? null,
  };
}

/** Foundry's comparator: it runs unbound, so the combat is found through the combatants. */
export function sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
  const combat = a.parent ?? b.parent;
  const lookup = (id: string) => {
    const c = combat?.combatants?.get(id);
    return c ? entryOf(c) : undefined;
  };
  return compareEntries(entryOf(a), entryOf(b), lookup, Number(combat?.round ?? 0));
}
