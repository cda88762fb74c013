/**
 * Posting countdown cards that are not rolls (the roll pipeline posts those, flows/plan.ts):
 * notices and requests (no dice) as `countdown-note` messages, whose model (note-card.ts) draws
 * them through the rolls' own card template from what the note holds.
 */
import { cardMark, markCard as markSharedCard } from '../../../foundry/chat/card-state';
import { cardModelOf } from '../../../foundry/chat/card-model';
import type { UndoRecorder } from '../../../foundry/chat/undo';
import type { CardButton, Card, ClockView } from '../dice/card';
import type { CountdownRoll } from '../dice/countdown-roll';
import type { CountdownNoteCard, NOTE_KINDS } from './note-card';

export const CARD_TEMPLATE = 'systems/manifold/templates/countdown/card.hbs';

/** The message type of countdown's notes (note-card.ts). */
export const NOTE_CARD_TYPE = 'countdown-note';

/** What a note shows: a card without dice, stat sets or a countdown step; a button names its item, if any. */
export type Note = Omit<Card, 'dice' | 'countdown' | 'sets' | 'clock' | 'buttons'> & {
  clock?: Omit<ClockView, 'wedges'>;
  buttons: (Omit<CardButton, 'data'> & { item?: string })[];
};

/** What a note's buttons act on: a trigger request's items, a morale prompt's monsters (a notice has none). */
export type NoteFacts = { kind: 'trigger'; items: string[] } | { kind: 'morale'; monsters: string[] };

/** The note a message is, or null for a message of any other type. */
export function noteOf(message: ChatMessage.Implementation | null | undefined): CountdownNoteCard | null {
  return message?.type === NOTE_CARD_TYPE ? (cardModelOf(message) as CountdownNoteCard | null) : null;
}

export function speakerFor(actor?: Actor.Implementation | null) {
  return ChatMessage.getSpeaker(actor ? { actor } : {});
}

/** The ids of every GM, for the cards only a GM reads (the morale prompt, a Second Sight question). */
export function gmIds(): string[] {
  return [...(game.users ?? [])].filter((u) => u.isGM).map((u) => u.id!);
}

/** A note's `system`: what it shows and what its buttons act on. */
function noteData(note: Note, facts?: NoteFacts) {
  const { clock } = note;
  const kind: (typeof NOTE_KINDS)[number] = facts?.kind ?? 'notice';
  return {
    kind,
    title: note.title,
    subtitle: note.subtitle ?? '',
    rows: note.rows.map(({ label, value }) => ({ label, value: String(value) })),
    notes: note.notes ?? [],
    outcome: note.outcome ?? null,
    clock: clock
      ? {
          name: clock.name,
          segments: clock.segments,
          filled: clock.filled,
          label: clock.label,
          polarity: clock.polarity ?? '',
        }
      : null,
    buttons: note.buttons.map((b) => ({ action: b.action, label: b.label, icon: b.icon ?? '', item: b.item ?? '' })),
    items: facts?.kind === 'trigger' ? facts.items : [],
    monsters: facts?.kind === 'morale' ? facts.monsters : [],
  };
}

/** A card with no dice: a notice (death clock ticked) or a request (defend, trigger your torch). */
export async function postCard(
  note: Note,
  options: { actor?: Actor.Implementation | null; whisperGM?: boolean; facts?: NoteFacts } = {},
): Promise<ChatMessage.Implementation> {
  return (await ChatMessage.implementation.create({
    type: NOTE_CARD_TYPE,
    system: noteData(note, options.facts),
    speaker: speakerFor(options.actor),
    ...(options.whisperGM ? { whisper: gmIds() } : {}),
  }))!;
}

/** The countdown roll a message carries, if any. */
export function rollOf<R extends CountdownRoll>(message: ChatMessage.Implementation | null | undefined): R | undefined {
  const roll = (message?.rolls as unknown[] | undefined)?.[0] as R | undefined;
  return roll && (roll.options as { ruleset?: string })?.ruleset === 'countdown' ? roll : undefined;
}

/**
 * Marks a card as done (applied, rerolled, its backlash drawn, its exploration turn passed): a
 * mark of the GM's card state (src/foundry/chat/card-state.ts), so only the GM's client writes it,
 * in the job that acts on the card. With `undo`, undoing the action brings the button back.
 */
export async function markCard(
  message: ChatMessage.Implementation,
  key: string,
  value: unknown = true,
  undo?: UndoRecorder,
): Promise<void> {
  await markSharedCard(message, key, value, undo);
}

/** A mark of the card (see markCard). */
export function cardMarked(message: ChatMessage.Implementation | null | undefined, key: string): boolean {
  return !!cardMark(message, key);
}

export function messages(): ChatMessage.Implementation[] {
  return [...((game.messages ?? []) as Iterable<ChatMessage.Implementation>)];
}
