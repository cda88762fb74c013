/**
 * difference's chat cards, each a chat message type whose model owns its buttons
 * (src/foundry/chat/card-model.ts).
 */
import { qualified } from '../../../foundry/chat/card-model';
import { RollCardModel } from '../../../foundry/chat/roll-card';
import { DIFFERENCE_CARD_ACTIONS } from './card-actions';

/** A difference roll, as the roll pipeline posts it. */
export class DifferenceRollCard extends RollCardModel {
  static override actions = qualified('difference', DIFFERENCE_CARD_ACTIONS);
}

export const DIFFERENCE_CARDS = { 'difference-roll': DifferenceRollCard };

declare global {
  interface ManifoldChatMessageModels {
    'difference-roll': typeof DifferenceRollCard;
  }
}
