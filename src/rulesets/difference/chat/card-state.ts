/**
 * What has been done with a check card since it was posted (Determined used, Momentum taken, a task
 * roll's time added to the clock): marks of the card, each written by the GM in the job that does
 * it (src/foundry/chat/card-state.ts says why not in the message), so each button works once and
 * the card re-renders truthfully. A wake-up offer's actor is the card's own data, written with the
 * card by the GM who posts it: it stays in the message's flags.
 */
import { cardMark, markCard } from '../../../foundry/chat/card-state';
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { SYSTEM_ID } from '../../../foundry/settings';

export interface CardState {
  determinedUsed?: boolean;
  momentumTaken?: boolean;
  /** A task roll's interval was added to the world's clock. */
  timeAdvanced?: boolean;
}

/** What a card carries in its own flags, from when it was posted. */
export interface CardFlags {
  /** A wake-up offer's actor (the UUID of the Unconscious PC whose turn ended). */
  wakeFor?: string;
}

export const CARD_FLAG = 'difference';

type Mark = keyof CardState;

const marked = (message: ChatMessage.Implementation, mark: Mark) => cardMark(message, mark) === true;

export function cardStateOf(message: ChatMessage.Implementation): CardState {
  return {
    determinedUsed: marked(message, 'determinedUsed'),
    momentumTaken: marked(message, 'momentumTaken'),
    timeAdvanced: marked(message, 'timeAdvanced'),
  };
}

/** Whom a wake-up offer is for (undefined on any other card). */
export function wakeForOf(message: ChatMessage.Implementation): string | undefined {
  const wakeFor = message.getFlag(SYSTEM_ID, CARD_FLAG)?.wakeFor;
  return typeof wakeFor === 'string' ? wakeFor : undefined;
}

/** Marks what was done with the card (GM only); with `undo`, undoing the action brings its button back. */
export async function markState(message: ChatMessage.Implementation, mark: Mark, undo?: UndoRecorder): Promise<void> {
  await markCard(message, mark, true, undo);
}
