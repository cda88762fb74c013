/**
 * Chat-card buttons. Each states who may use it, re-derived from the message and world state:
 * Determined (the rolling actor's owner, on a failure, once), Momentum (by DIF-4 and the setting,
 * through the GM relay), waking up (the Unconscious PC's owner, on the latest offer).
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { CardAction, CardActionContext } from '../../../foundry/ruleset';
import { registry } from '../../../foundry/registry';
import { askGM } from '../../../foundry/relay';
import { canRegainConsciousness, useDeterminedOnTask } from '../rules';
import { DifferenceTaskRoll } from '../dice/task-roll';
import { markState, stateOf } from './card-state';
import { changeConditions, wakeUp } from '../flows/health';
import { postNote } from './post';
import { actorOf, rolledCheckOf } from './rolled';
import { claimAutomaticMomentum } from '../flows/roll-check';
import { actorSnapshot } from '../data/snapshot';
import { storedState } from '../flows/task';
import { t } from '../sheets/text';
import { momentumClaimable } from './momentum-claim';
import { actorByUuid, itemByUuid } from '../../../foundry/documents/lookup';

const sameState = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The task item a task roll advanced, if it has not moved on since (Determined may still re-read that roll). */
function taskItemStill(rolled: NonNullable<ReturnType<typeof rolledCheckOf>>): Item.Implementation | null {
  if (!(rolled.roll instanceof DifferenceTaskRoll)) return null;
  const item = itemByUuid(rolled.roll.request.itemUuid);
  return item && sameState(storedState(item), rolled.roll.resolved.after) ? item : null;
}

function determinedPermitted({ message, user }: CardActionContext): boolean {
  const rolled = rolledCheckOf(message);
  if (!rolled || rolled.state.determinedUsed || !rolled.roll.resolved) return false;
  const original = rolled.roll instanceof DifferenceTaskRoll ? rolled.roll.resolved.check : rolled.roll.resolved;
  if (!original.determined.available) return false;
  const actor = actorOf(rolled);
  if (!actor?.testUserPermission(user, 'OWNER')) return false;
  if (!user.isGM && message.author?.id !== user.id) return false;
  if (!actorSnapshot(actor).conditions?.some((c) => c.id === 'determined')) return false;
  return rolled.roll instanceof DifferenceTaskRoll ? taskItemStill(rolled) !== null : true;
}

/** Glossary Determined: the failure becomes a simple success, and the actor is no longer Determined. */
export const determined: CardAction = {
  permitted: determinedPermitted,
  async run({ message }) {
    const rolled = rolledCheckOf(message)!;
    const actor = actorOf(rolled)!;
    const item = taskItemStill(rolled);
    // What Determined changes is recorded on the roll's card, for Undo (issue 18 §4).
    const undo = new UndoRecorder();
    if (item && rolled.roll instanceof DifferenceTaskRoll) {
      const reread = useDeterminedOnTask(rolled.roll.request.task, rolled.roll.resolved);
      if (reread.ok) await undo.update(item, { system: { state: reread.after } });
    }
    await changeConditions(actor, { add: [], remove: ['determined'] }, undo);
    await markState(message, { determinedUsed: true }, undo);
    await undo.commit(message, 'MANIFOLD.difference.undo.determined', { registry });
    const now = rolledCheckOf(message)!;
    await postNote(
      {
        title: t('MANIFOLD.difference.card.determinedTitle'),
        subtitle: actor.name ?? '',
        lines: [t('MANIFOLD.difference.card.determinedText')],
        outcome: { label: t('MANIFOLD.difference.card.determinedSuccess'), tone: 'success' },
        ...(now.result.momentum && !now.result.momentum.automatic
          ? {
              buttons: [
                {
                  action: 'difference.momentum',
                  label: t(`MANIFOLD.difference.card.momentum.${now.result.momentum.side}`),
                  icon: 'fa-solid fa-bolt',
                  data: { side: now.result.momentum.side, message: message.id ?? '' },
                },
              ],
            }
          : {}),
      },
      { speaker: ChatMessage.getSpeaker({ actor }) },
    );
    await claimAutomaticMomentum(message, now.result.momentum);
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
  const offers = (game.messages?.contents ?? []).filter((m) => stateOf(m).wakeFor === actorUuid);
  return offers.at(-1)?.id === message.id;
}

export const wake: CardAction = {
  permitted({ message, user }) {
    const actorUuid = stateOf(message).wakeFor;
    if (!actorUuid) return false;
    const actor = actorByUuid(actorUuid);
    return Boolean(
      actor?.testUserPermission(user, 'OWNER') &&
      canRegainConsciousness(actorSnapshot(actor)) &&
      latestOffer(message, actorUuid),
    );
  },
  async run({ message }) {
    const actor = actorByUuid(stateOf(message).wakeFor)!;
    const undo = new UndoRecorder();
    if (await wakeUp(actor, undo)) {
      const note = await postNote(
        {
          title: t('MANIFOLD.difference.wake.done'),
          subtitle: actor.name ?? '',
          lines: [t('MANIFOLD.difference.wake.doneText')],
        },
        { speaker: ChatMessage.getSpeaker({ actor }) },
      );
      // Recorded on the note that says so: its Undo puts the actor back to sleep.
      if (note) await undo.commit(note, 'MANIFOLD.difference.undo.wake', { registry });
    }
  },
};

export const DIFFERENCE_CARD_ACTIONS: Record<string, CardAction> = { determined, momentum, wake };
