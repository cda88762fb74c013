/**
 * hitdice's chat cards, each a chat message type whose model owns its buttons
 * (src/foundry/chat/card-model.ts).
 */
import { qualified } from '../../../foundry/chat/card-model';
import { RollCardModel } from '../../../foundry/chat/roll-card';
import { HITDICE_CARD_ACTIONS } from './card-actions';
import { HitdiceNoticeCard } from './notice-card';
import { NOTICE_CARD_TYPE } from './post';

/** A hitdice roll, as the roll pipeline posts it. */
export class HitdiceRollCard extends RollCardModel {
  static override actions = qualified('hitdice', HITDICE_CARD_ACTIONS);
}

export const HITDICE_CARDS = { 'hitdice-roll': HitdiceRollCard, [NOTICE_CARD_TYPE]: HitdiceNoticeCard };

declare global {
  interface ManifoldChatMessageModels {
    'hitdice-roll': typeof HitdiceRollCard;
    'hitdice-notice': typeof HitdiceNoticeCard;
  }
}
