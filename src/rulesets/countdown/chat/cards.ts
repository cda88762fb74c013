/**
 * countdown's chat cards, each a chat message type whose model owns its buttons
 * (src/foundry/chat/card-model.ts).
 */
import { qualified } from '../../../foundry/chat/card-model';
import { RollCardModel } from '../../../foundry/chat/roll-card';
import { ROLL_CARD_ACTIONS } from './card-actions';
import { CountdownNoteCard } from './note-card';
import { NOTE_CARD_TYPE } from './post';

/** A countdown roll, as the roll pipeline posts it. */
export class CountdownRollCard extends RollCardModel {
  static override actions = qualified('countdown', ROLL_CARD_ACTIONS);
}

export const COUNTDOWN_CARDS = { 'countdown-roll': CountdownRollCard, [NOTE_CARD_TYPE]: CountdownNoteCard };

declare global {
  interface ManifoldChatMessageModels {
    'countdown-roll': typeof CountdownRollCard;
    'countdown-note': typeof CountdownNoteCard;
  }
}
