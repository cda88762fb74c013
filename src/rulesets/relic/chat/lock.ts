/**
 * The GM side of a lockout strain's card (§7.2): the relic's owner asks, the GM locks the relic
 * out and marks the card, once. The payload names only the message; the relic and its owner are
 * read from the card's roll and the world.
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { itemByUuid, ownsActor } from '../../../foundry/documents/lookup';
import { relicItemOf } from '../data/types';
import { cardState, updateCardState } from './card-state';
import type { MessagePayload } from './damage';
import { messageById, rollOf, RelicActivationRoll } from './rolls';

/** The relic this card would lock out for this user, or null when it may not. */
export function planLock(payload: Partial<MessagePayload> | null | undefined, user: User.Implementation) {
  const message = messageById(payload?.messageId);
  const roll = rollOf(message, RelicActivationRoll);
  if (!message || !roll || cardState(message).locked || !ownsActor(user, roll.options.actorUuid)) return null;
  const relic = relicItemOf(itemByUuid(roll.options.relic.relicUuid), 'relic');
  return relic ? { message, relic } : null;
}

export const lockRelicQuery: GmQuery<MessagePayload> = {
  permitted: (payload, requester) => Boolean(planLock(payload, requester)),
  async run(payload, requester) {
    const { message, relic } = planLock(payload, requester)!;
    const undo = new UndoRecorder();
    await undo.update(relic, { system: { locked: true } });
    await updateCardState(message, { locked: { relic: relic.name ?? '' } }, undo);
    await undo.commit(message, 'MANIFOLD.relic.undo.lock', { userId: requester.id });
    return true;
  },
};
