/**
 * The GM's side of a request: a player who rolled asks the GM to record the answer on
 * the card (players cannot update the GM's message). The GM reads the answer from its own copy of
 * the roll (src/foundry/chat/roll-record.ts), never from the report nor from what the message says
 * now: the message must exist, come after the card, be the requester's, roll for that actor, and be
 * the roll the card asked for; the requester must own the actor. The result is the ruleset's rules
 * run again on the copy's dice, for the request rebuilt from the actor as she is (only the dialog's
 * choices come from the copy), so an edited outcome, die or stat changes nothing.
 */
import type { RulesetRegistry } from '../registry';
import { NOT_RECORDED, recordedDice, trustedRecord, type RecordedRoll } from '../chat/roll-record';
import { RelayRefused } from '../relay';
import type { GmQuery, RequestAnswer, RollRequests } from '../ruleset';
import { saveRequest } from './card';
import { requestOf, rowOf, withAnswer, type RequestState } from './state';

export const REQUEST_REPORT = 'manifold.request.report';

export interface ReportPayload {
  cardId: string;
  actorUuid: string;
  messageId: string;
}

interface Answer {
  card: ChatMessage.Implementation;
  state: RequestState;
  result: RequestAnswer;
  hidden: boolean;
}

/** The first roll's options: every Manifold roll keeps its ruleset, actor, rules request and outcome there. */
export function rollOptionsOf(message: ChatMessage.Implementation): Record<string, unknown> | null {
  return (message.rolls[0]?.options as Record<string, unknown> | undefined) ?? null;
}

export function owns(actor: Actor.Implementation | null | undefined, user: User.Implementation): boolean {
  return Boolean(actor && (user.isGM || actor.testUserPermission(user, 'OWNER')));
}

/** The rules' reading of a recorded roll, or null when its dice do not fit (too few, too many, impossible faces). */
export function replayed(
  requests: RollRequests,
  roll: RecordedRoll,
  asked: RequestState,
  actor: Actor.Implementation,
): unknown {
  const dice = recordedDice(roll);
  try {
    const outcome = requests.replay(roll.options.request, dice, asked, actor);
    dice.assertConsumed();
    return outcome ?? null;
  } catch {
    return null;
  }
}

/** The answer a report points at, checked against the documents; null when anything does not hold. */
export async function answerOf(
  registry: RulesetRegistry,
  payload: unknown,
  requester: User.Implementation,
): Promise<Answer | null> {
  const { cardId, actorUuid, messageId } = (payload ?? {}) as Partial<ReportPayload>;
  if (typeof cardId !== 'string' || typeof actorUuid !== 'string' || typeof messageId !== 'string') return null;
  const messages = game.messages!;
  const card = messages.get(cardId) as ChatMessage.Implementation | undefined;
  const state = requestOf(card);
  const row = state ? rowOf(state, actorUuid) : undefined;
  if (!card || !state || !row || row.messageId) return null;
  const actor = fromUuidSync(actorUuid) as Actor.Implementation | null;
  if (!actor || !owns(actor, requester)) return null;
  const message = messages.get(messageId) as ChatMessage.Implementation | undefined;
  if (!message || (message.author?.id !== requester.id && !requester.isGM)) return null;
  // A roll made before the card was posted answers nothing on it.
  const order = messages.contents.map((m) => m.id);
  if (order.indexOf(messageId) < order.indexOf(cardId)) return null;
  if (state.rows.some((r) => r.messageId === messageId)) return null;
  // The card's request is the GM's word only on a GM's card; a player's own prompt is theirs to answer.
  if (!card.author?.isGM && card.author?.id !== requester.id) return null;
  const record = await trustedRecord(message);
  if (!record) throw new RelayRefused(NOT_RECORDED);
  const rolled = record.rolls[0];
  const options = rolled?.options;
  if (!rolled || !options || options.ruleset !== state.ruleset || options.actorUuid !== actorUuid) return null;
  const requests = registry.requestsOf(state.ruleset);
  const outcome = requests ? replayed(requests, rolled, state, actor) : null;
  if (!requests || outcome === null) throw new RelayRefused('MANIFOLD.requests.refused.unfit');
  const result = requests.answer({ request: options.request, outcome }, state);
  if (result === null) return null;
  const hidden = Boolean(message.blind) || (message.whisper?.length ?? 0) > 0;
  return { card, state, result, hidden };
}

export function requestReportQuery(registry: RulesetRegistry): GmQuery<ReportPayload> {
  return {
    permitted: async (payload, requester) => (await answerOf(registry, payload, requester)) !== null,
    async run(payload, requester) {
      const { card, state, result, hidden } = (await answerOf(registry, payload, requester))!;
      // A private roll's result stays in its own message: the card (seen by all) says only that it was rolled.
      const answer = {
        messageId: payload.messageId,
        result: hidden ? null : result.text,
        tone: hidden ? null : result.tone,
        hidden,
      };
      await saveRequest(card, withAnswer(state, payload.actorUuid, answer));
      return true;
    },
  };
}
