/**
 * The GM side of a lockout strain's card (§7.2): the relic's owner asks, the GM locks the relic
 * out and marks the card, once. The payload names only the message; the relic, its owner and the
 * strain rolled are read from the GM's copy of the roll and the world (trusted.ts).
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { ownsActor } from '../../../foundry/documents/lookup';
import { cardStateOf, updateCardState } from './card-state';
import type { MessagePayload } from './damage';
import { messageById, rollOf, RelicActivationRoll } from './rolls';
import { trustedActivationOf } from './trusted';

/** Whether the card shows a lockout this user could ask for (the GM decides from its own copy). */
export function lockPending(message: ChatMessage.Implementation | null, user: User.Implementation): boolean {
  const roll = rollOf(message, RelicActivationRoll);
  if (!message || !roll || cardStateOf(message).locked) return false;
  return roll.resolution?.strain?.entry?.kind === 'lockout' && ownsActor(user, roll.options.actorUuid);
}

/** The relic this card would lock out for this user, or null when it may not. */
export async function planLock(payload: Partial<MessagePayload> | null | undefined, user: User.Implementation) {
  const message = messageById(payload?.messageId);
  if (!message || cardStateOf(message).locked) return null;
  const found = await trustedActivationOf(message);
  if (!found || found.result.strain?.entry?.kind !== 'lockout' || !ownsActor(user, found.actor.uuid)) return null;
  return { message, relic: found.relic };
}

export const lockRelicQuery: GmQuery<MessagePayload> = {
  permitted: async (payload, requester) => Boolean(await planLock(payload, requester)),
  async run(payload, requester) {
    const { message, relic } = (await planLock(payload, requester))!;
    const undo = new UndoRecorder();
    await undo.update(relic, { system: { locked: true } });
    await updateCardState(message, { locked: { relic: relic.name ?? '' } }, undo);
    await undo.commit(message, 'MANIFOLD.relic.undo.lock', { userId: requester.id });
    return true;
  },
};
