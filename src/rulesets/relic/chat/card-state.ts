/**
 * What has been done with a card (damage applied, Guard Ally taken, Burn applied, HP restored, a
 * relic locked out): one mark of the card, written by the GM in the job that does it (card-state.ts
 * of src/foundry says why it is not in the message), so a button works once and the card says
 * what happened.
 */
import { cardMark, markCard } from '../../../foundry/chat/card-state';
import type { UndoRecorder } from '../../../foundry/chat/undo';

export const CARD_MARK = 'relicCard';

export interface CardState {
  damage?: { amount: number; target: string; events: string[] };
  guard?: { uuid: string; name: string; damage: number };
  /** With the Resonance the Burn released (an Execution's damage is read again at it). */
  burn?: { applied: true; resonance?: number };
  heal?: { amount: number; target: string };
  locked?: { relic: string };
}

export function cardStateOf(message: ChatMessage.Implementation | null | undefined): CardState {
  const state = cardMark<CardState>(message, CARD_MARK);
  return state && typeof state === 'object' ? state : {};
}

/** Adds to the card's mark (GM only); with `undo`, undoing the action also brings its button back. */
export async function updateCardState(
  message: ChatMessage.Implementation,
  patch: CardState,
  undo?: UndoRecorder,
): Promise<void> {
  await markCard(message, CARD_MARK, { ...cardStateOf(message), ...patch }, undo);
}
