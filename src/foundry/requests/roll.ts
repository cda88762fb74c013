/**
 * A player answers a request: the roll button on their actor's row runs the ruleset's
 * own roll for that actor with the GM's options (the usual dialog with its odds, Shift to skip it),
 * then asks the GM to record the roll on the card. Refused, with a message and no roll, for an actor
 * the user does not own or a row already answered.
 */
import { runRoll } from '../rolls/pipeline';
import { localize } from '../i18n';
import { askGM, refusalText, RelayRefused } from '../relay';
import type { RulesetRegistry } from '../registry';
import type { CardAction } from '../ruleset';
import { shouldSkipDialog } from '../settings';
import { owns, REQUEST_REPORT } from './report';
import { requestOf, rowOf } from './state';

/** Why this user may not answer this card for this actor (an i18n key), or null when they may. */
export function refusalOf(
  card: ChatMessage.Implementation,
  actorUuid: string,
  user: User.Implementation,
): string | null {
  const state = requestOf(card);
  const row = state ? rowOf(state, actorUuid) : undefined;
  if (!state || !row) return 'MANIFOLD.requests.refused.notAsked';
  if (row.messageId) return 'MANIFOLD.requests.refused.answered';
  if (!owns(fromUuidSync(actorUuid) as Actor.Implementation | null, user)) return 'MANIFOLD.requests.refused.notOwner';
  return null;
}

/** Rolls the request for the actor and has the GM record it; the roll's message, or null. */
export async function answerRequest(
  registry: RulesetRegistry,
  card: ChatMessage.Implementation,
  actorUuid: string,
  { fastForward = false, event }: { fastForward?: boolean; event?: Event } = {},
): Promise<ChatMessage.Implementation | null> {
  const user = game.user!;
  const refusal = refusalOf(card, actorUuid, user);
  const state = requestOf(card);
  const actor = fromUuidSync(actorUuid) as Actor.Implementation | null;
  if (refusal || !state || !actor) {
    const name = (state && rowOf(state, actorUuid)?.name) || actor?.name || '';
    ui.notifications?.warn(localize(refusal ?? 'MANIFOLD.requests.refused.notAsked', { name }));
    return null;
  }
  const requests = registry.requestsOf(state.ruleset);
  if (!requests) return null;
  const message = (await runRoll(await requests.plan(actor, state), { fastForward, event }))?.message ?? null;
  if (!message) return null; // the dialog was closed, or the rules refused the roll (they said why)
  await reportAnswer(registry, card, actor, message);
  return message;
}

/**
 * Has the GM record a posted roll as the actor's answer on a request card. A refusal is said and
 * the roll stands in the chat log; only the card could not be marked (no GM, or the GM refused).
 */
export async function reportAnswer(
  registry: RulesetRegistry,
  card: ChatMessage.Implementation,
  actor: Actor.Implementation,
  message: ChatMessage.Implementation,
): Promise<void> {
  const ruleset = requestOf(card)?.ruleset;
  if (!ruleset) return;
  try {
    await askGM(registry, ruleset, REQUEST_REPORT, { cardId: card.id, actorUuid: actor.uuid, messageId: message.id });
  } catch (error) {
    console.warn(error);
    // A request's own refusal (the GM never saw the roll, its dice do not fit) says why in words.
    const own = error instanceof RelayRefused && error.message.startsWith('MANIFOLD.requests.');
    ui.notifications?.warn(
      own ? refusalText(error) : localize('MANIFOLD.requests.refused.notRecorded', { name: actor.name ?? '' }),
    );
  }
}

/** The roll button on a request card's row: the actor's owners (and the GM) see and use it. */
export function requestRollAction(registry: RulesetRegistry): CardAction {
  return {
    permitted: ({ message, button, user }) => refusalOf(message, button.dataset.actor ?? '', user) === null,
    run: async ({ message, button, event }) => {
      await answerRequest(registry, message, button.dataset.actor ?? '', {
        fastForward: shouldSkipDialog(event as MouseEvent | undefined),
        ...(event ? { event } : {}),
      });
    },
  };
}
