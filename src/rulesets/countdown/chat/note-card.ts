/**
 * countdown's cards that are not rolls (`countdown-note`): notices (a death clock ticked, a
 * campfire lit, a clock completed) and requests (trigger your torch, the GM's morale prompt). The
 * schema is what the card shows and what its buttons act on; the model draws it through the rolls'
 * own card template and owns the buttons a note carries.
 */
import { CardModel, qualified } from '../../../foundry/chat/card-model';
import { CLOCK_SEGMENTS } from '../rules';
import { clockView, type Card } from '../dice/card';
import { NOTE_CARD_ACTIONS } from './card-actions';
import { CARD_TEMPLATE } from './post';

const { ArrayField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** What a note is: a notice (no buttons), a request to trigger countdown dice, or the GM's morale prompt. */
export const NOTE_KINDS = ['notice', 'trigger', 'morale'] as const;

const line = () => new StringField({ required: true, initial: '' });

const SCHEMA = () => ({
  kind: new StringField({ required: true, choices: [...NOTE_KINDS], initial: 'notice' }),
  title: line(),
  subtitle: line(),
  rows: new ArrayField(new SchemaField({ label: line(), value: line() })),
  notes: new ArrayField(line()),
  outcome: new SchemaField({ label: line(), tone: line() }, { required: false, nullable: true, initial: null }),
  /** A clock as it stood (its wedges are drawn from its segments when the card is). */
  clock: new SchemaField(
    {
      name: line(),
      segments: new NumberField({
        required: true,
        nullable: false,
        integer: true,
        choices: Object.fromEntries(CLOCK_SEGMENTS.map((n) => [n, String(n)])),
        initial: 4,
      }),
      filled: new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 8, initial: 0 }),
      label: line(),
      polarity: new StringField({ required: true, blank: true, choices: ['positive', 'negative'], initial: '' }),
    },
    { required: false, nullable: true, initial: null },
  ),
  buttons: new ArrayField(
    new SchemaField({
      action: line(),
      label: line(),
      icon: line(),
      /** The item a trigger button is for (its `data-item`). */
      item: line(),
    }),
  ),
  /** A trigger request's items: the only ones its buttons trigger. */
  items: new ArrayField(line()),
  /** A morale prompt's monsters: the ones its roll is for. */
  monsters: new ArrayField(line()),
});
type Schema = ReturnType<typeof SCHEMA>;

export class CountdownNoteCard extends CardModel<Schema> {
  static override defineSchema() {
    return SCHEMA();
  }

  static override actions = qualified('countdown', NOTE_CARD_ACTIONS);

  /** The card as the template draws it: a roll card's parts, without dice. */
  card(): Card {
    const { clock, outcome, subtitle } = this;
    return {
      title: this.title,
      ...(subtitle ? { subtitle } : {}),
      dice: [],
      rows: this.rows.map(({ label, value }) => ({ label, value })),
      notes: [...this.notes],
      ...(outcome ? { outcome: { label: outcome.label, tone: outcome.tone } } : {}),
      ...(clock
        ? { clock: clockView(clock.name, clock.segments, clock.filled, clock.label, clock.polarity || undefined) }
        : {}),
      buttons: this.buttons.map(({ action, label, icon, item }) => ({
        action,
        label,
        ...(icon ? { icon } : {}),
        ...(item ? { data: { item } } : {}),
      })),
    };
  }

  override async renderBody(): Promise<string> {
    return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, { ruleset: 'countdown', card: this.card() });
  }
}
