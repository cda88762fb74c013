/**
 * What has been done with a card (damage applied, Guard Ally taken, Burn applied, HP restored), kept
 * in the message's flags by whoever did it — the GM for what the relay does — so a button works once
 * and the card says what happened.
 */
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { SYSTEM_ID } from '../../../foundry/settings';

export const CARD_STATE_FLAG = 'relicCard';

export interface CardState {
  damage?: { amount: number; target: string; events: string[] };
  guard?: { uuid: string; name: string; damage: number };
  burn?: { applied: true };
  heal?: { amount: number; target: string };
  locked?: { relic: string };
}

export function cardState(message: ChatMessage.Implementation | null | undefined): CardState {
  const state = message?.getFlag(SYSTEM_ID, CARD_STATE_FLAG);
  return state && typeof state === 'object' ? state : {};
}

export async function updateCardState(
  message: ChatMessage.Implementation,
  patch: CardState,
  undo?: UndoRecorder,
): Promise<void> {
  const state = { ...cardState(message), ...patch };
  // Recorded with the action it marks, so undoing the action also brings its button back.
  if (undo) await undo.update(message, { flags: { [SYSTEM_ID]: { [CARD_STATE_FLAG]: state } } });
  else await message.setFlag(SYSTEM_ID, CARD_STATE_FLAG, state);
}
