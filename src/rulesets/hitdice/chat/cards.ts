/**
 * hitdice's chat cards, each a chat message type whose model owns its buttons
 * (src/foundry/chat/card-model.ts).
 */
import { qualified } from '../../../foundry/chat/card-model';
import { RollCardModel } from '../../../foundry/chat/roll-card';
import { defendAction } from './card-actions';
import { HitdiceGroupCard } from './group-card';
import { HitdiceNoticeCard } from './notice-card';
import { GROUP_CARD_TYPE } from '../flows/group';
import { NOTICE_CARD_TYPE } from './post';

/** A hitdice roll, as the roll pipeline posts it: an attack's targets defend from it. */
export class HitdiceRollCard extends RollCardModel {
  static override actions = qualified('hitdice', { defend: defendAction });
}

export const HITDICE_CARDS = {
  'hitdice-roll': HitdiceRollCard,
  [NOTICE_CARD_TYPE]: HitdiceNoticeCard,
  [GROUP_CARD_TYPE]: HitdiceGroupCard,
};

declare global {
  interface ManifoldChatMessageModels {
    'hitdice-roll': typeof HitdiceRollCard;
    'hitdice-notice': typeof HitdiceNoticeCard;
    'hitdice-group': typeof HitdiceGroupCard;
  }
}
