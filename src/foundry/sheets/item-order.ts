/**
 * Where an item dropped on an actor sheet goes, and the order of an actor's items.
 * A drop from the same actor re-orders it (Foundry's `_onSortItem`); from another actor the
 * user owns it moves, unless the copy key is held; from anywhere else it is copied. The order
 * is Foundry's integer `sort`, written by `foundry.utils.performIntegerSort`, which the
 * keyboard's move-up/down buttons use too.
 */
import { rollKeyHeld, type ModifierEvent } from '../keybindings';

export type DropBehaviour = 'sort' | 'move' | 'copy';

interface DroppedItem {
  parent?: { uuid: string; documentName?: string; isOwner: boolean; pack?: string | null } | null;
  pack?: string | null;
}

/** What a drop of this item on this actor does. */
export function dropBehaviour(event: ModifierEvent, actor: { uuid: string }, item: DroppedItem): DropBehaviour {
  const source = item.parent;
  if (source?.uuid === actor.uuid) return 'sort';
  // Only an actor's own item can move: a sidebar item or a pack's stays where it is.
  const movable = source?.documentName === 'Actor' && source.isOwner && !source.pack && !item.pack;
  return movable && !rollKeyHeld(event, 'dragCopy') ? 'move' : 'copy';
}

/** The item rows that share a list with this row (as Foundry's `_onSortItem` finds siblings). */
function rowsBeside(row: HTMLElement): HTMLElement[] {
  return [...(row.parentElement?.children ?? [])].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && Boolean(el.dataset.itemId),
  );
}

/**
 * Moves the item of `row` one place up (-1) or down (+1) among its list's rows, writing `sort`
 * with Foundry's integer sort. Returns false when there is nowhere to go.
 */
export async function moveItemRow(actor: Actor.Implementation, row: HTMLElement, step: -1 | 1): Promise<boolean> {
  const rows = rowsBeside(row);
  const neighbour = rows[rows.indexOf(row) + step];
  const source = actor.items.get(row.dataset.itemId ?? '');
  const target = neighbour ? actor.items.get(neighbour.dataset.itemId ?? '') : undefined;
  if (!source || !target) return false;
  const siblings = rows.flatMap((r) => (r === row ? [] : (actor.items.get(r.dataset.itemId ?? '') ?? [])));
  const updates = foundry.utils.performIntegerSort(source, { target, siblings, sortBefore: step < 0 });
  await actor.updateEmbeddedDocuments(
    'Item',
    updates.map(({ target: item, update }) => ({ ...update, _id: item.id })),
  );
  return true;
}
