/**
 * cryture's chat cards, each a chat message type whose model owns its buttons
 * (src/foundry/chat/card-model.ts).
 */
import { qualified } from '../../../foundry/chat/card-model';
import { RollCardModel } from '../../../foundry/chat/roll-card';
import { CRYTURE_CARD_ACTIONS } from './card-actions';

/** A cryture roll, as the roll pipeline posts it. */
export class CrytureRollCard extends RollCardModel {
  static override actions = qualified('cryture', CRYTURE_CARD_ACTIONS);
}

export const CRYTURE_CARDS = { 'cryture-roll': CrytureRollCard };

declare global {
  interface ManifoldChatMessageModels {
    'cryture-roll': typeof CrytureRollCard;
  }
}
