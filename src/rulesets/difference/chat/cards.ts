/**
 * difference's chat cards, each a chat message type whose model owns its buttons
 * (src/foundry/chat/card-model.ts).
 */
import { CardModel, qualified } from '../../../foundry/chat/card-model';
import { RollCardModel } from '../../../foundry/chat/roll-card';
import { text } from '../../../foundry/data/fields';
import { determined, momentum, wake } from './card-actions';
import { NOTE_CARD_TYPE, renderNote, type Note, type NoteButtonData } from './post';

const { ArrayField, SchemaField } = foundry.data.fields;

/** A difference roll, as the roll pipeline posts it: Determined on a failure, the Momentum it earned. */
export class DifferenceRollCard extends RollCardModel {
  static override actions = qualified('difference', { determined, momentum });
}

const NOTE_SCHEMA = () => ({
  title: text(),
  subtitle: text(),
  /** Rows of label and value (e.g. damage before and after Soak). */
  rows: new ArrayField(new SchemaField({ label: text(), value: text() })),
  lines: new ArrayField(text()),
  /** No outcome line while its label is empty. */
  outcome: new SchemaField({ label: text(), tone: text() }),
  buttons: new ArrayField(
    new SchemaField({
      action: text(),
      label: text(),
      icon: text(),
      // Only these keys: each becomes a `data-*` attribute of the button (post.ts).
      data: new SchemaField({ side: text(), message: text() }),
    }),
  ),
  /** A wake-up offer's actor: the UUID of the Unconscious PC whose turn ended (empty on other notes). */
  wakeFor: text(),
});
type NoteSchema = ReturnType<typeof NOTE_SCHEMA>;

/** The data attributes a button was posted with (an empty one was not given). */
const givenData = (data: NoteButtonData): NoteButtonData =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value));

/**
 * A note (`difference-note`): what happened, in words, and what may be done next — waking up on
 * the offer the end of an Unconscious PC's turn posts, the Momentum a Determined success earned.
 */
export class DifferenceNoteCard extends CardModel<NoteSchema> {
  static override defineSchema() {
    return NOTE_SCHEMA();
  }

  static override actions = qualified('difference', { wake, momentum });

  /** The note as its template reads it. */
  note(): Note {
    return {
      title: this.title,
      subtitle: this.subtitle,
      rows: this.rows,
      lines: this.lines,
      ...(this.outcome.label ? { outcome: this.outcome } : {}),
      buttons: this.buttons.map((button) => ({ ...button, data: givenData(button.data) })),
    };
  }

  override async renderBody(): Promise<string> {
    return renderNote(this.note());
  }
}

export const DIFFERENCE_CARDS = { 'difference-roll': DifferenceRollCard, [NOTE_CARD_TYPE]: DifferenceNoteCard };

declare global {
  interface ManifoldChatMessageModels {
    'difference-roll': typeof DifferenceRollCard;
    'difference-note': typeof DifferenceNoteCard;
  }
}
