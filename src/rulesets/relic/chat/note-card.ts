/**
 * relic's action card as a chat message type (`relic-note`): what an action that rolls nothing
 * (switching rows, Build Resonance, Aid …) told the table, drawn from the message's `system`. It
 * carries no buttons.
 */
import { CardModel } from '../../../foundry/chat/card-model';
import type { CardAction } from '../../../foundry/ruleset';
import { choice, text } from '../../../foundry/data/fields';
import { SYSTEM_PATH } from '../../../foundry/templates';

export const ACTION_CARD = `${SYSTEM_PATH}/templates/relic/action-card.hbs`;

export const RELIC_NOTE_TYPE = 'relic-note';

const TONES = { success: 'success', failure: 'failure', partial: 'partial', neutral: 'neutral' } as const;
export type ActionCardTone = keyof typeof TONES;

const { ArrayField, SchemaField } = foundry.data.fields;

const SCHEMA = () => ({
  title: text(),
  subtitle: text(),
  rows: new ArrayField(new SchemaField({ label: text(), value: text() })),
  texts: new ArrayField(text()),
  /** How the outcome line is coloured. */
  tone: choice<ActionCardTone>(TONES, 'neutral'),
  outcome: text(),
});
type Schema = ReturnType<typeof SCHEMA>;

/** What an action card shows, as it is posted (every part but the title may be left out). */
export interface ActionCard {
  title: string;
  subtitle?: string;
  rows?: { label: string; value: string }[];
  texts?: string[];
  tone?: ActionCardTone;
  outcome?: string;
}

export class RelicNoteCard extends CardModel<Schema> {
  static override defineSchema() {
    return SCHEMA();
  }

  /** An action card says what was done: nothing is left to press. */
  static override actions: Readonly<Record<string, CardAction>> = {};

  override async renderBody(): Promise<string> {
    const { title, subtitle, rows, texts, tone, outcome } = this;
    const card: ActionCard = { title, subtitle, rows, texts, tone, outcome };
    return foundry.applications.handlebars.renderTemplate(ACTION_CARD, { card });
  }
}
