/**
 * The request card as a chat message type (`request`): its schema is the request and each asked
 * actor's row, which the GM rewrites as answers come in; the model draws the card from it and
 * owns the row's roll button (card.ts, roll.ts).
 */
import { CardModel } from '../chat/card-model';
import { RULESET_IDS, type CardAction } from '../ruleset';
import { requestCardHTML } from './card';
import { requestOf } from './state';

const { ArrayField, BooleanField, ObjectField, SchemaField, StringField } = foundry.data.fields;

const SCHEMA = () => ({
  ruleset: new StringField({ required: true, choices: [...RULESET_IDS], initial: RULESET_IDS[0] }),
  kind: new StringField({ required: true, initial: '' }),
  /** The GM's options for the roll (plain values, read defensively by requestOf). */
  options: new ObjectField(),
  title: new StringField({ required: true, initial: '' }),
  note: new StringField({ required: true, initial: '' }),
  raised: new BooleanField({ initial: false }),
  rows: new ArrayField(
    new SchemaField({
      uuid: new StringField({ required: true, initial: '' }),
      name: new StringField({ required: true, initial: '' }),
      messageId: new StringField({ required: false, nullable: true, initial: null }),
      result: new StringField({ required: false, nullable: true, initial: null }),
      tone: new StringField({ required: false, nullable: true, initial: null }),
      hidden: new BooleanField({ initial: false }),
    }),
  ),
});
type Schema = ReturnType<typeof SCHEMA>;

export const REQUEST_CARD_TYPE = 'request';

export class RequestCard extends CardModel<Schema> {
  static override defineSchema() {
    return SCHEMA();
  }

  /** The roll button of a row, set when requests are wired (it needs the registry). */
  static override actions: Readonly<Record<string, CardAction>> = {};

  override async renderBody(): Promise<string | null> {
    const state = requestOf(this.parent);
    return state ? requestCardHTML(state) : '';
  }
}

/** The chat card types every ruleset shares. */
export const SHARED_CARDS = { [REQUEST_CARD_TYPE]: RequestCard };
