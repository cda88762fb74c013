/**
 * Cards posted before countdown's cards were chat message types (src/foundry/chat/old-cards.ts):
 * the first ones kept what was done in `flags.manifold.countdown`, each done key set to true.
 */

/** What the first cards marked done: applied, rerolled, their backlash drawn, their rest's exploration turn passed. */
const DONE_KEYS = ['applied', 'rerolled', 'backlashDrawn', 'explorationTurnPassed'] as const;

/** Whether an old card's `flags.manifold` says its action was done (anything may be in them). */
export function oldCountdownCardDone(flags: Record<string, unknown>): boolean {
  const countdown: unknown = flags && typeof flags === 'object' ? flags.countdown : undefined;
  if (!countdown || typeof countdown !== 'object' || Array.isArray(countdown)) return false;
  return DONE_KEYS.some((key) => Object.hasOwn(countdown, key) && (countdown as Record<string, unknown>)[key] === true);
}
