/**
 * The GM's side of a request (issue 18 §5): a player who rolled asks the GM to record the answer on
 * the card (players cannot update the GM's message). The GM reads the answer from the roll message
 * itself, never from the report: the message must exist, come after the card, be the requester's,
 * roll for that actor, and be the roll the card asked for; the requester must own the actor. A
 * forged or mistaken report changes nothing.
 */
import type { RulesetRegistry } from '../registry';
import type { GmQuery } from '../ruleset';
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
  result: string;
  hidden: boolean;
}

/** The first roll's options: every Manifold roll keeps its ruleset, actor, rules request and outcome there. */
export function rollOptionsOf(message: ChatMessage.Implementation): Record<string, unknown> | null {
  return (message.rolls[0]?.options as Record<string, unknown> | undefined) ?? null;
}

export function owns(actor: Actor.Implementation | null | undefined, user: User.Implementation): boolean {
  return Boolean(actor && (user.isGM || actor.testUserPermission(user, 'OWNER')));
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
  if (!owns(fromUuidSync(actorUuid) as Actor.Implementation | null, requester)) return null;
  const message = messages.get(messageId) as ChatMessage.Implementation | undefined;
  if (!message || (message.author?.id !== requester.id && !requester.isGM)) return null;
  // A roll made before the card was posted answers nothing on it.
  const order = messages.contents.map((m) => m.id);
  if (order.indexOf(messageId) < order.indexOf(cardId)) return null;
  if (state.rows.some((r) => r.messageId === messageId)) return null;
  const options = rollOptionsOf(message);
  if (!options || options.ruleset !== state.ruleset || options.actorUuid !== actorUuid) return null;
  const result = (await registry.requestsOf(state.ruleset))?.answer(options, state) ?? null;
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
      const answer = { messageId: payload.messageId, result: hidden ? null : result, hidden };
      await saveRequest(card, withAnswer(state, payload.actorUuid, answer));
      return true;
    },
  };
}
