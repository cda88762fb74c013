/**
 * relic's chat cards, each a chat message type whose model owns its buttons
 * (src/foundry/chat/card-model.ts): the roll card carries every relic button (its template offers
 * the ones its roll calls for); the action card (note-card.ts) carries none.
 */
import { qualified } from '../../../foundry/chat/card-model';
import { RollCardModel } from '../../../foundry/chat/roll-card';
import { RELIC_CARD_ACTIONS } from './card-actions';
import { RELIC_NOTE_TYPE, RelicNoteCard } from './note-card';

/** A relic roll, as the roll pipeline posts it. */
export class RelicRollCard extends RollCardModel {
  static override actions = qualified('relic', RELIC_CARD_ACTIONS);
}

export const RELIC_CARDS = { 'relic-roll': RelicRollCard, [RELIC_NOTE_TYPE]: RelicNoteCard };

declare global {
  interface ManifoldChatMessageModels {
    'relic-roll': typeof RelicRollCard;
    'relic-note': typeof RelicNoteCard;
  }
}
