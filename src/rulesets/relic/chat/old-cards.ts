/**
 * relic cards posted before cards were chat message types kept what was done with them in
 * `flags.manifold.relicCard` (the shape of card-state.ts): damage applied, Guard Ally taken, Burn
 * applied, HP restored, a relic locked out. Their flags are read as anything may be in them.
 */
/** The first cards' flag, named as the GM's card mark is today (card-state.ts). */
const OLD_FLAG = 'relicCard';
const DONE_FIELDS = ['damage', 'guard', 'burn', 'heal', 'locked'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an old card's `flags.manifold` records that something on it was done. */
export function relicOldCardDone(flags: Record<string, unknown>): boolean {
  const card = isRecord(flags) ? flags[OLD_FLAG] : undefined;
  return isRecord(card) && DONE_FIELDS.some((field) => Object.hasOwn(card, field) && isRecord(card[field]));
}
