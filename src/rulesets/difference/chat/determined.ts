/**
 * Glossary Determined on a failed check's card: the failure becomes a simple success, and the actor
 * is no longer Determined. The roll's author asks, the GM does it and marks the card, once (the
 * mark also changes what the roll's result reads as, so it is the GM's to write).
 */
import { localize } from '../../../foundry/i18n';
import { UndoRecorder } from '../../../foundry/chat/undo';
import { useDeterminedOnTask } from '../rules';
import { DifferenceTaskRoll } from '../dice/task-roll';
import { markState } from './card-state';
import { changeConditions } from '../flows/health';
import { postNote } from './post';
import { actorOf, rolledCheckOf, trustedCheckOf, type RolledCheck } from './rolled';
import { actorSnapshot } from '../data/snapshot';
import { storedState } from '../flows/task';
import { itemByUuid } from '../../../foundry/documents/lookup';

const sameState = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The task item a task roll advanced, if it has not moved on since (Determined may still re-read that roll). */
function taskItemStill(rolled: RolledCheck): Item.Implementation | null {
  if (!(rolled.roll instanceof DifferenceTaskRoll)) return null;
  const item = itemByUuid(rolled.roll.request.itemUuid);
  return item && sameState(storedState(item), rolled.roll.resolved.after) ? item : null;
}

/** Whether this user may use Determined on this card now: the author owning the Determined actor, on a failure, once. */
export function mayUseDetermined(
  message: ChatMessage.Implementation | null | undefined,
  user: User.Implementation,
): boolean {
  return determinedAllowed(rolledCheckOf(message), message, user);
}

/** On the GM: the same, decided from the GM's own copy of the roll. */
export async function gmMayUseDetermined(
  message: ChatMessage.Implementation | null | undefined,
  user: User.Implementation,
): Promise<boolean> {
  return determinedAllowed(await trustedCheckOf(message), message, user);
}

function determinedAllowed(
  rolled: RolledCheck | null,
  message: ChatMessage.Implementation | null | undefined,
  user: User.Implementation,
): boolean {
  if (!message || !rolled || rolled.state.determinedUsed || !rolled.roll.resolved) return false;
  const original = rolled.roll instanceof DifferenceTaskRoll ? rolled.roll.resolved.check : rolled.roll.resolved;
  if (!original.determined.available) return false;
  const actor = actorOf(rolled);
  if (!actor?.testUserPermission(user, 'OWNER')) return false;
  if (!user.isGM && message.author?.id !== user.id) return false;
  if (!actorSnapshot(actor).conditions?.some((c) => c.id === 'determined')) return false;
  return rolled.roll instanceof DifferenceTaskRoll ? taskItemStill(rolled) !== null : true;
}

/**
 * GM: uses Determined on the card (after `gmMayUseDetermined`), records it for Undo in the
 * requester's name and posts the note that says so. Returns the check as it reads now.
 */
export async function useDetermined(message: ChatMessage.Implementation, requester: User.Implementation) {
  const rolled = (await trustedCheckOf(message))!;
  const actor = actorOf(rolled)!;
  const item = taskItemStill(rolled);
  // What Determined changes is recorded on the roll's card, for Undo.
  const undo = new UndoRecorder();
  if (item && rolled.roll instanceof DifferenceTaskRoll) {
    const reread = useDeterminedOnTask(rolled.roll.request.task, rolled.roll.resolved);
    if (reread.ok) await undo.update(item, { system: { state: reread.after } });
  }
  await changeConditions(actor, { add: [], remove: ['determined'] }, undo);
  await markState(message, 'determinedUsed', undo);
  await undo.commit(message, 'MANIFOLD.difference.undo.determined', { userId: requester.id });
  const now = (await trustedCheckOf(message))!;
  await postNote(
    {
      title: localize('MANIFOLD.difference.card.determinedTitle'),
      subtitle: actor.name ?? '',
      lines: [localize('MANIFOLD.difference.card.determinedText')],
      outcome: { label: localize('MANIFOLD.difference.card.determinedSuccess'), tone: 'success' },
      ...(now.result.momentum && !now.result.momentum.automatic
        ? {
            buttons: [
              {
                action: 'difference.momentum',
                label: localize(`MANIFOLD.difference.card.momentum.${now.result.momentum.side}`),
                icon: 'fa-solid fa-bolt',
                data: { side: now.result.momentum.side, message: message.id ?? '' },
              },
            ],
          }
        : {}),
    },
    { speaker: ChatMessage.getSpeaker({ actor }) },
  );
  return now;
}
