/**
 * What has been done with each chat card — damage applied, a turn passed, Momentum taken, a
 * request answered — kept where only the GM writes: one world setting, keyed by message id.
 *
 * A card's marks decide what may happen next (a button works once), so they cannot live in the
 * message: its author owns it and may clear any flag from the console. Every client reads the
 * marks to draw the card; only the GM's client writes them, inside the job that acts on the card
 * (so a second click finds the mark). A mark written with an UndoRecorder is put back by Undo.
 */
import { settings, SYSTEM_ID } from '../settings';
import { rerenderMessage } from './rerender';
import type { UndoRecorder } from './undo';

export const CARD_STATE_SETTING = 'cardState';

/** The marks of every card, by message id, then by the ruleset's own key (`applied`, `damage`…). */
export type CardStates = Record<string, Record<string, unknown>>;

declare module 'fvtt-types/configuration' {
  interface SettingConfig {
    'manifold.cardState': CardStates;
  }
}

/** Registers the marks (world, hidden: only the GM writes them); a change redraws the cards it touched. */
export function registerCardStateSetting(): void {
  // What the cards were last drawn with (the setting's value before a change).
  let drawn: CardStates = {};
  settings().register(SYSTEM_ID, CARD_STATE_SETTING, {
    scope: 'world',
    config: false,
    type: Object,
    default: {},
    onChange: (value: unknown) => {
      const next = (value && typeof value === 'object' ? value : {}) as CardStates;
      for (const id of new Set([...Object.keys(drawn), ...Object.keys(next)])) {
        if (JSON.stringify(drawn[id] ?? null) === JSON.stringify(next[id] ?? null)) continue;
        const message = game.messages?.get(id);
        if (message) rerenderMessage(message);
      }
      drawn = next;
    },
  });
  drawn = allCardStates();
}

export function allCardStates(): CardStates {
  const value = settings().get(SYSTEM_ID, CARD_STATE_SETTING);
  return value && typeof value === 'object' ? (value as CardStates) : {};
}

/** One mark of a card (undefined when not set). */
export function cardMark<T>(message: { id: string | null } | null | undefined, key: string): T | undefined {
  if (!message?.id) return undefined;
  return allCardStates()[message.id]?.[key] as T | undefined;
}

/** The setting's value with one mark set (null clears it); marks of deleted messages are dropped. */
export function withMark(states: CardStates, messageId: string, key: string, value: unknown): CardStates {
  const kept = Object.fromEntries(Object.entries(states).filter(([id]) => id === messageId || game.messages?.has(id)));
  const marks = { ...(kept[messageId] ?? {}) };
  if (value === null || value === undefined) delete marks[key];
  else marks[key] = structuredClone(value);
  if (Object.keys(marks).length) kept[messageId] = marks;
  else delete kept[messageId];
  return kept;
}

let writes: Promise<unknown> = Promise.resolve();

/**
 * Writes the marks as `change` makes them from the latest value, one write at a time on this
 * client: two marks set at once (a card applied while another's copy is kept) must not each
 * write the setting from the value before the other.
 */
export function writeCardStates(change: (states: CardStates) => CardStates): Promise<void> {
  const write = async () => {
    await settings().set(SYSTEM_ID, CARD_STATE_SETTING, change(allCardStates()));
  };
  const done = writes.then(write, write);
  writes = done.catch(() => undefined);
  return done;
}

/**
 * Sets a card's mark. Only the GM may (the world setting refuses anyone else): call it from the
 * GM's side of a card action, in the same job that checks the mark. With `undo`, Undo clears it.
 */
export async function markCard(
  message: { id: string | null },
  key: string,
  value: unknown,
  undo?: UndoRecorder,
): Promise<void> {
  if (!message.id) return;
  if (undo) await undo.setCardMark(message.id, key, value);
  else await writeCardStates((states) => withMark(states, message.id!, key, value));
}
