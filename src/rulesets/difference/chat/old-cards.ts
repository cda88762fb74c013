/**
 * Cards posted before difference's cards were chat message types kept what was done with them in
 * `flags.manifold.difference` (src/foundry/chat/old-cards.ts draws them read-only). Read
 * defensively: anyone could have written anything there.
 */

/** The marks of the first cards, each true once its button had been used. */
const DONE_MARKS = ['determinedUsed', 'momentumTaken', 'timeAdvanced'];

/** Whether an old card's `flags.manifold` says Determined was used, Momentum taken or time added. */
export function differenceOldCardDone(flags: Record<string, unknown>): boolean {
  const first: unknown = flags.difference;
  if (!first || typeof first !== 'object') return false;
  return DONE_MARKS.some((mark) => Object.hasOwn(first, mark) && (first as Record<string, unknown>)[mark] === true);
}
