/**
 * CD-9 time passes on its own: a short rest and Field Surgery take an exploration turn, so when
 * one is rolled the exploration turn passes (lights triggered, the encounter cadence counted) as
 * if the GM had pressed "Pass a turn". The counter is a world setting: a player's client asks the
 * active GM, who checks the card (the requester's own rest or surgery, as the GM's own copy of the
 * roll says, not yet counted) and marks it counted.
 */
import { registry } from '../../../foundry/registry';
import { tryAskGM } from '../../../foundry/relay';
import type { GmQuery } from '../../../foundry/ruleset';
import { messageById } from '../chat/checks';
import { cardMarked, markCard } from '../chat/post';
import { recordedRoll } from '../chat/rebuild';
import type { HealingRollRequest } from '../dice/healing-roll';
import { advanceExplorationTurn } from './gm';

const COUNTED = 'explorationTurnPassed';

/** A rest or Field Surgery card of this user's whose turn has not passed yet. */
async function restCard(messageId: unknown, requester: User.Implementation) {
  const message = messageById(messageId);
  if (!message || message.author?.id !== requester.id || cardMarked(message, COUNTED)) return null;
  // Only whether it was a rest or surgery is read, from the GM's copy: the turn passes either way.
  const request = (await recordedRoll<HealingRollRequest>(message, requester))?.request;
  return request && (request.shortRest === true || request.kind === 'surgery') ? message : null;
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
    if (await restCard(message.id, game.user)) await passTurnFor(message);
    return;
  }
  await tryAskGM(registry, 'countdown', 'restTurn', { messageId: message.id });
}

export const restTurnQuery: GmQuery<{ messageId: string }> = {
  permitted: async (payload, requester) => !!(await restCard(payload?.messageId, requester)),
  run: async (payload, requester) => passTurnFor((await restCard(payload.messageId, requester))!),
};
