/**
 * What the first cryture cards recorded in their flags (`flags.manifold`), before cards were chat
 * message types, read for an old card drawn read-only (src/foundry/chat/old-cards.ts).
 *
 * - A power's card: `crytureApplied: true` once its hits were applied.
 * - An opportunity prompt: `crytureOpportunity: { moverUuid, moverTokenUuid, attackers }`. It
 *   recorded no answer: the attacks made were counted on the Combatant, not on the card, so an
 *   old prompt never reads as done.
 */

/** The flag a power's card carried once its hits were applied. */
const OLD_APPLIED_FLAG = 'crytureApplied';

/** Whether an old card's flags say its action was done (anything may be in them). */
export function oldCardDone(flags: Record<string, unknown>): boolean {
  return flags?.[OLD_APPLIED_FLAG] === true;
}
