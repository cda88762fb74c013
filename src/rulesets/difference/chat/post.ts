/**
 * Chat cards that are not rolls (damage taken, Momentum spent, a wake-up offer): `difference-note`
 * messages whose `system` holds the text and buttons (cards.ts draws them, escaped).
 */
import { SYSTEM_PATH } from '../../../foundry/templates';

export const NOTE_TEMPLATE = `${SYSTEM_PATH}/templates/difference/note-card.hbs`;

/** The message type of difference's notes. */
export const NOTE_CARD_TYPE = 'difference-note';

/**
 * What a button's `data-*` attributes carry: named here, so a card's data can add no attribute
 * of its own (a key is written into the markup as an attribute name).
 */
export interface NoteButtonData {
  /** Momentum: whose point it is. */
  side?: string;
  /** Momentum after Determined: the roll card the point was earned on. */
  message?: string;
}

export interface NoteButton {
  action: string;
  label: string;
  icon: string;
  data?: NoteButtonData;
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
  /** A wake-up offer's actor: the UUID of the Unconscious PC whose turn ended. */
  wakeFor?: string;
}

export async function postNote(note: Note, options: NoteOptions = {}): Promise<ChatMessage.Implementation | null> {
  return (await ChatMessage.implementation.create({
    type: NOTE_CARD_TYPE,
    system: { ...note, ...(options.wakeFor ? { wakeFor: options.wakeFor } : {}) },
    ...(options.speaker ? { speaker: options.speaker } : {}),
  })) as ChatMessage.Implementation | null;
}

/** Whom a wake-up offer is for (undefined on any other card, or a message that is no note). */
export function wakeForOf(message: ChatMessage.Implementation): string | undefined {
  if (message.type !== NOTE_CARD_TYPE) return undefined;
  const wakeFor = (message.system as { wakeFor?: unknown }).wakeFor;
  return typeof wakeFor === 'string' && wakeFor ? wakeFor : undefined;
}
