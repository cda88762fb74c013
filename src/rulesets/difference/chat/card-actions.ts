/**
 * Chat-card buttons. Each states who may use it, re-derived from the message and world state:
 * Determined (the rolling actor's owner, on a failure, once) and Momentum (by DIF-4 and the
 * setting), both through the GM relay; waking up (the Unconscious PC's owner, on the latest offer).
 */
import { localize } from '../../../foundry/i18n';
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { CardAction, CardActionContext } from '../../../foundry/ruleset';
import { registry } from '../../../foundry/registry';
import { askGM } from '../../../foundry/relay';
import { canRegainConsciousness } from '../rules';
import { mayUseDetermined } from './determined';
import { wakeUp } from '../flows/health';
import { postNote, wakeForOf } from './post';
import { actorSnapshot } from '../data/snapshot';
import { momentumClaimable } from './momentum-claim';
import { actorByUuid } from '../../../foundry/documents/lookup';

/** Glossary Determined: the failure becomes a simple success, and the actor is no longer Determined (by the GM). */
export const determined: CardAction = {
  permitted: ({ message, user }) => mayUseDetermined(message, user),
  async run({ message }) {
    await askGM(registry, 'difference', 'useDetermined', { messageId: message.id });
  },
};

/** The roll message a Momentum button is about: its own, or the one a Determined follow-up names. */
function rollMessage({ message, button }: CardActionContext): ChatMessage.Implementation | undefined {
  const named = button.dataset.message;
  return named ? game.messages?.get(named) : message;
}

export const momentum: CardAction = {
  permitted: (context) => momentumClaimable(rollMessage(context), context.button.dataset.side, context.user),
  async run(context) {
    const target = rollMessage(context)!;
    await askGM(registry, 'difference', 'claimMomentum', { messageId: target.id, side: context.button.dataset.side });
  },
};

/** The latest wake-up offer for this actor is the one that counts (the end of their latest turn). */
function latestOffer(message: ChatMessage.Implementation, actorUuid: string): boolean {
  const offers = (game.messages?.contents ?? []).filter((m) => wakeForOf(m) === actorUuid);
  return offers.at(-1)?.id === message.id;
}

export const wake: CardAction = {
  permitted({ message, user }) {
    const actorUuid = wakeForOf(message);
    if (!actorUuid) return false;
    const actor = actorByUuid(actorUuid);
    return Boolean(
      actor?.testUserPermission(user, 'OWNER') &&
      canRegainConsciousness(actorSnapshot(actor)) &&
      latestOffer(message, actorUuid),
    );
  },
  async run({ message }) {
    const actor = actorByUuid(wakeForOf(message))!;
    const undo = new UndoRecorder();
    if (await wakeUp(actor, undo)) {
      const note = await postNote(
        {
          title: localize('MANIFOLD.difference.wake.done'),
          subtitle: actor.name ?? '',
          lines: [localize('MANIFOLD.difference.wake.doneText')],
        },
        { speaker: ChatMessage.getSpeaker({ actor }) },
      );
      // Recorded on the note that says so: its Undo puts the actor back to sleep.
      if (note) await undo.commit(note, 'MANIFOLD.difference.undo.wake', { registry });
    }
  },
};
