/**
 * An actor's items in the order its sheet shows them: Foundry's integer `sort` (written when a
 * row is dragged or moved, see sheets/item-order.ts), ties in the order the items were added.
 */
export function sortedItems<T extends { sort?: number }>(items: Iterable<T>): T[] {
  return [...items].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}
