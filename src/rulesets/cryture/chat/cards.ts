/**
 * cryture's chat cards, each a chat message type whose model owns its buttons
 * (src/foundry/chat/card-model.ts): rolls, notes (applied hits, notices) and opportunity prompts.
 */
import { qualified } from '../../../foundry/chat/card-model';
import { RollCardModel } from '../../../foundry/chat/roll-card';
import { applyHitsAction } from './card-actions';
import { CrytureNoteCard } from './note-card';
import { CrytureOpportunityCard } from './opportunity-card';
import { NOTE_CARD_TYPE, OPPORTUNITY_CARD_TYPE } from './post';

/** A cryture roll, as the roll pipeline posts it: a power's card carries its Apply button. */
export class CrytureRollCard extends RollCardModel {
  static override actions = qualified('cryture', { applyHits: applyHitsAction });
}

export const CRYTURE_CARDS = {
  'cryture-roll': CrytureRollCard,
  [NOTE_CARD_TYPE]: CrytureNoteCard,
  [OPPORTUNITY_CARD_TYPE]: CrytureOpportunityCard,
};

declare global {
  interface ManifoldChatMessageModels {
    'cryture-roll': typeof CrytureRollCard;
    'cryture-note': typeof CrytureNoteCard;
    'cryture-opportunity': typeof CrytureOpportunityCard;
  }
}
