/**
 * The notice card (`hitdice-notice`): what a button did (a Rest, a share of Affinity, a Stabilize
 * applied, actions held into the next round), in words localized when it was posted. It has no
 * buttons.
 */
import { CardModel } from '../../../foundry/chat/card-model';
import { NOTICE_CARD, NOTICE_TONES, renderHitdice } from './post';

const { ArrayField, StringField } = foundry.data.fields;

const SCHEMA = () => ({
  title: new StringField({ required: true, initial: '' }),
  lines: new ArrayField(new StringField({ required: true, initial: '' })),
  tone: new StringField({ required: true, choices: [...NOTICE_TONES], initial: 'neutral' }),
});
type Schema = ReturnType<typeof SCHEMA>;

export class HitdiceNoticeCard extends CardModel<Schema> {
  static override defineSchema() {
    return SCHEMA();
  }

  override async renderBody(): Promise<string> {
    return renderHitdice(NOTICE_CARD, { title: this.title, lines: this.lines, tone: this.tone });
  }
}
