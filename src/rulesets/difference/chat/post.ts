/** Chat cards that are not rolls (damage taken, Momentum spent, a wake-up offer): text and buttons, escaped. */
import { SYSTEM_ID } from '../../../foundry/settings';
import { SYSTEM_PATH } from '../../../foundry/templates';
import { CARD_FLAG, type CardFlags } from './card-state';

export const NOTE_TEMPLATE = `${SYSTEM_PATH}/templates/difference/note-card.hbs`;

export interface NoteButton {
  action: string;
  label: string;
  icon: string;
  data?: Record<string, string>;
}

export interface Note {
  title: string;
  subtitle?: string;
  /** Rows of label and value (e.g. damage before and after Soak). */
  rows?: { label: string; value: string }[];
  lines?: string[];
  outcome?: { label: string; tone: string };
  buttons?: NoteButton[];
}

export async function renderNote(note: Note): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(NOTE_TEMPLATE, { card: note, ruleset: 'difference' });
}

export interface NoteOptions {
  speaker?: ReturnType<typeof ChatMessage.getSpeaker>;
  /** What the card is posted with (e.g. whom a wake-up offer is for). */
  state?: CardFlags;
}

export async function postNote(note: Note, options: NoteOptions = {}): Promise<ChatMessage.Implementation | null> {
  const content = await renderNote(note);
  return (await ChatMessage.implementation.create({
    content,
    ...(options.speaker ? { speaker: options.speaker } : {}),
    ...(options.state ? { flags: { [SYSTEM_ID]: { [CARD_FLAG]: options.state } } } : {}),
  })) as ChatMessage.Implementation | null;
}
