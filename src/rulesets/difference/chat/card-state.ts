/**
 * What has been done with a check card since it was posted (Determined used, Momentum taken, a task
 * roll's time added to the clock): marks of the card, each written by the GM in the job that does
 * it (src/foundry/chat/card-state.ts says why not in the message), so each button works once and
 * the card re-renders truthfully. A wake-up offer's actor is the card's own data, posted with it
 * (the note's `system`, post.ts).
 */
import { cardMark, markCard } from '../../../foundry/chat/card-state';
import type { UndoRecorder } from '../../../foundry/chat/undo';

export interface CardState {
  determinedUsed?: boolean;
  momentumTaken?: boolean;
  /** A task roll's interval was added to the world's clock. */
  timeAdvanced?: boolean;
}

type Mark = keyof CardState;

const marked = (message: ChatMessage.Implementation, mark: Mark) => cardMark(message, mark) === true;

export function cardStateOf(message: ChatMessage.Implementation): CardState {
  return {
    determinedUsed: marked(message, 'determinedUsed'),
    momentumTaken: marked(message, 'momentumTaken'),
    timeAdvanced: marked(message, 'timeAdvanced'),
  };
}

/** Marks what was done with the card (GM only); with `undo`, undoing the action brings its button back. */
export async function markState(message: ChatMessage.Implementation, mark: Mark, undo?: UndoRecorder): Promise<void> {
  await markCard(message, mark, true, undo);
}
