/**
 * countdown's chat cards, each a chat message type whose model owns its buttons
 * (src/foundry/chat/card-model.ts).
 */
import { qualified } from '../../../foundry/chat/card-model';
import { RollCardModel } from '../../../foundry/chat/roll-card';
import { COUNTDOWN_CARD_ACTIONS } from './card-actions';

/** A countdown roll, as the roll pipeline posts it. */
export class CountdownRollCard extends RollCardModel {
  static override actions = qualified('countdown', COUNTDOWN_CARD_ACTIONS);
}

export const COUNTDOWN_CARDS = { 'countdown-roll': CountdownRollCard };

declare global {
  interface ManifoldChatMessageModels {
    'countdown-roll': typeof CountdownRollCard;
  }
}
