/**
 * CD-9 time passes on its own: a short rest and Field Surgery take an exploration turn, so when
 * one is rolled the exploration turn passes (lights triggered, the encounter cadence counted) as
 * if the GM had pressed "Pass a turn". The counter is a world setting: a player's client asks the
 * active GM, who checks the card (the requester's own healing roll, its dice intact, not yet
 * counted) and marks it counted.
 */
import { registry } from '../../../foundry/registry';
import { tryAskGM } from '../../../foundry/relay';
import type { GmQuery } from '../../../foundry/ruleset';
import { messageById, verifiedRoll } from '../chat/checks';
import { cardMarked, markCard } from '../chat/post';
import { CountdownHealingRoll } from '../dice/healing-roll';
import { advanceExplorationTurn } from './gm';

const COUNTED = 'explorationTurnPassed';

/** A rest or Field Surgery card of this user's whose turn has not passed yet. */
function restCard(messageId: unknown, requester: User.Implementation) {
  const message = messageById(messageId);
  if (!message || message.author?.id !== requester.id || cardMarked(message, COUNTED)) return null;
  const roll = verifiedRoll(message, CountdownHealingRoll);
  const request = roll?.request as { kind?: string; shortRest?: boolean } | undefined;
  return request && (request.shortRest || request.kind === 'surgery') ? message : null;
}

/** On the GM: the card's exploration turn passes, once. */
async function passTurnFor(message: ChatMessage.Implementation): Promise<boolean> {
  await markCard(message, COUNTED);
  const step = await advanceExplorationTurn();
  return step.ok;
}

/** After a short rest or Field Surgery is rolled: its exploration turn passes (CD-9). */
export async function passRestTurn(message: ChatMessage.Implementation | null | undefined): Promise<void> {
  if (!message) return;
  if (game.user?.isActiveGM) {
    if (restCard(message.id, game.user)) await passTurnFor(message);
    return;
  }
  await tryAskGM(registry, 'countdown', 'restTurn', { messageId: message.id });
}

export const restTurnQuery: GmQuery<{ messageId: string }> = {
  permitted: (payload, requester) => !!restCard(payload?.messageId, requester),
  run: (payload, requester) => passTurnFor(restCard(payload.messageId, requester)!),
};
