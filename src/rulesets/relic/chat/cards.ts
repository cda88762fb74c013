/**
 * relic's chat cards, each a chat message type whose model owns its buttons
 * (src/foundry/chat/card-model.ts).
 */
import { qualified } from '../../../foundry/chat/card-model';
import { RollCardModel } from '../../../foundry/chat/roll-card';
import { RELIC_CARD_ACTIONS } from './card-actions';

/** A relic roll, as the roll pipeline posts it. */
export class RelicRollCard extends RollCardModel {
  static override actions = qualified('relic', RELIC_CARD_ACTIONS);
}

export const RELIC_CARDS = { 'relic-roll': RelicRollCard };

declare global {
  interface ManifoldChatMessageModels {
    'relic-roll': typeof RelicRollCard;
  }
}
