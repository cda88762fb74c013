/**
 * `cryture-note`: a card with no buttons that tells what happened — what an Apply button changed,
 * target by target (`applied`), or a short notice: a turn's start or end, a move, a summon
 * (`notice`). Its text is localized when posted; the template escapes it.
 */
import { CardModel } from '../../../foundry/chat/card-model';
import { integer, text } from '../../../foundry/data/fields';
import { renderCard } from './post';

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

export const NOTE_KINDS = ['applied', 'notice'] as const;
/** The tones the stylesheet colours a notice's lines with. */
export const NOTE_TONES = ['neutral', 'success', 'critical', 'failure', 'fumble'] as const;
export type NoteTone = (typeof NOTE_TONES)[number];

const TARGET_SCHEMA = () => ({
  name: text(),
  damage: integer({ min: 0 }),
  healing: integer({ min: 0 }),
  blockSpent: integer({ min: 0 }),
  /** What each status change did ("Softened +2 (now 2)"). */
  statuses: new ArrayField(text()),
  /** Each push, pull or slide, and what a collision cost. */
  moves: new ArrayField(text()),
  /** The target's Health once it was applied. */
  health: new SchemaField({ value: integer(), max: integer() }),
});
/** One target's line on an applied card. */
export type AppliedTarget = foundry.data.fields.SchemaField.SourceData<ReturnType<typeof TARGET_SCHEMA>>;

const SCHEMA = () => ({
  kind: new StringField({ required: true, blank: false, choices: [...NOTE_KINDS], initial: 'notice' }),
  title: text(),
  /** A notice's lines. */
  lines: new ArrayField(text()),
  tone: new StringField({ required: true, blank: false, choices: [...NOTE_TONES], initial: 'neutral' }),
  /** An applied card's targets. */
  targets: new ArrayField(new SchemaField(TARGET_SCHEMA())),
});
type Schema = ReturnType<typeof SCHEMA>;

export class CrytureNoteCard extends CardModel<Schema> {
  static override defineSchema() {
    return SCHEMA();
  }

  override async renderBody(): Promise<string> {
    if (this.kind === 'notice') return renderCard('notice', { title: this.title, lines: this.lines, tone: this.tone });
    const lines = this.targets.map((target) => ({
      ...target,
      changed: Boolean(
        target.damage || target.healing || target.blockSpent || target.statuses.length || target.moves.length,
      ),
    }));
    return renderCard('applied', { title: this.title, lines });
  }
}
