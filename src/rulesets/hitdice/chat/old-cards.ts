/**
 * hitdice cards posted by the first versions, before cards were chat message types and before
 * their marks moved to the GM's card state: what their `flags.manifold` says was done
 * (src/foundry/chat/old-cards.ts draws them read-only). Anything may be in flags: what is not in
 * the first shape says nothing was done.
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A group roll kept in `hitdiceGroup` (`{ mode, skill, required, participants: [{ uuid, name,
 * part }] }`, a part `{ successes, burned, messageId }` once the GM recorded it) is done once every
 * participant's part is in: the card then showed the pooled outcome.
 */
function groupDone(group: unknown): boolean {
  if (!isRecord(group) || !Array.isArray(group.participants) || !group.participants.length) return false;
  return group.participants.every((participant) => isRecord(participant) && isRecord(participant.part));
}

/** Whether an old hitdice card's flags say its action was done: a Stabilize applied, a group roll complete. */
export function hitdiceOldCardDone(flags: Record<string, unknown>): boolean {
  return flags.stabilizeApplied === true || groupDone(flags.hitdiceGroup);
}
