/**
 * The GM's own copy of each roll a player posts, taken on the GM's client when the message is
 * created: the faces of its dice and the options it was made with. A message's author may edit
 * it afterwards — its rolls' terms and options, its flags, its `system` data — so the GM's side
 * of a card reads only this copy, and rebuilds everything else (stats, items, targets' defenses)
 * from the world documents. A roll forged at creation cannot be told from a real one: Foundry
 * trusts each client's dice, and so do we.
 *
 * The copy is the card's `recorded` mark (card-state.ts): a world setting only the GM writes,
 * so it outlives a reload of the GM's client. A GM's own message needs no copy — no player may
 * edit it — and is read as it stands.
 */
import { ScriptedDice } from '../../core/dice';
import { cardMark, withMark, writeCardStates, type CardStates } from './card-state';

export const RECORD_MARK = 'recorded';

/** The refusal of a card the GM holds no copy of, in every ruleset. */
export const NOT_RECORDED = 'MANIFOLD.relay.notRecorded';

/**
 * How many player rolls the GM keeps a copy of, newest first. Every write of the marks sends the
 * whole setting to every client, and a copy is about a kilobyte: a card older than the last
 * hundred rolls is not acted on through the GM any more (it is refused, never believed).
 */
export const RECORDS_KEPT = 100;

/** One roll as the GM saw it created. */
export interface RecordedRoll {
  /** Every active die result, in term order (what the rules read, as `diceOfRoll` gives them). */
  faces: number[];
  /** The roll's options when it was created (its ruleset's request, uuids, choices). */
  options: Record<string, unknown>;
}

export interface RollRecord {
  /** The message's author when it was created. */
  author: string;
  rolls: RecordedRoll[];
  /**
   * A digest of what the card showed when it was created (its content, its card data and its
   * rolls' stored outcomes, which the GM does not keep): every client compares it to tell an edited card.
   */
  shown?: string;
}

/** The active dice of a roll, in term order. */
function facesOf(roll: Roll): number[] {
  const faces: number[] = [];
  for (const term of roll.dice) {
    for (const result of term.results) if (result.active !== false && !result.discarded) faces.push(result.result);
  }
  return faces;
}

/** A short digest of a text (FNV-1a, 32 bits, as hex): enough to notice a change, not a secret. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16);
}

/** What a card shows beyond its dice and choices: its content, its card data and its rolls' stored outcomes. */
function shownOf(message: ChatMessage.Implementation): string {
  const outcomes = ((message.rolls ?? []) as Roll[]).map((roll) => (roll.options as { outcome?: unknown })?.outcome);
  // A card model serializes as its stored data (DataModel#toJSON).
  return digest(JSON.stringify([message.content ?? '', message.system ?? null, outcomes]));
}

/** What the GM keeps of a message's rolls (the stored outcome is left out: the GM derives its own). */
export function recordOf(message: ChatMessage.Implementation): RollRecord {
  return {
    author: message.author?.id ?? '',
    rolls: ((message.rolls ?? []) as Roll[]).map((roll) => {
      const { outcome: _outcome, ...options } = structuredClone(roll.options ?? {}) as Record<string, unknown>;
      return { faces: facesOf(roll), options };
    }),
    shown: shownOf(message),
  };
}

/**
 * Whether a player's card no longer shows what the GM saw created: its dice, its choices, its
 * outcomes or its content were rewritten since (from the console: our code never edits them).
 * False without a copy to compare with.
 */
export function editedSinceRecorded(message: ChatMessage.Implementation): boolean {
  if (message.author?.isGM) return false;
  const record = cardMark<RollRecord>(message, RECORD_MARK);
  if (!record || !Array.isArray(record.rolls)) return false;
  const now = recordOf(message);
  if (record.shown !== undefined && record.shown !== now.shown) return true;
  return JSON.stringify(record.rolls) !== JSON.stringify(now.rolls);
}

const timeOf = (id: string) => Number(game.messages?.get(id)?.timestamp) || 0;

/** The marks with only the newest `RECORDS_KEPT` copies left (other marks untouched). */
export function withNewestRecords(states: CardStates): CardStates {
  const recorded = Object.keys(states).filter((id) => states[id]?.[RECORD_MARK] !== undefined);
  if (recorded.length <= RECORDS_KEPT) return states;
  const oldest = recorded.sort((a, b) => timeOf(b) - timeOf(a)).slice(RECORDS_KEPT);
  return oldest.reduce((kept, id) => withMark(kept, id, RECORD_MARK, null), states);
}

/** Copies being written, by message id: a query about a card waits for its copy. */
const writing = new Map<string, Promise<void>>();

/** On the active GM: keep a copy of a player's new message that carries Manifold rolls. */
export function recordNewRoll(message: ChatMessage.Implementation): Promise<void> | undefined {
  if (!game.user?.isActiveGM || !message.id || message.author?.isGM) return undefined;
  const rolls = (message.rolls ?? []) as Roll[];
  if (!rolls.some((r) => typeof (r.options as { ruleset?: unknown })?.ruleset === 'string')) return undefined;
  const id = message.id;
  const copy = recordOf(message);
  const done = writeCardStates((states) => withNewestRecords(withMark(states, id, RECORD_MARK, copy))).finally(() =>
    writing.delete(id),
  );
  writing.set(id, done);
  return done;
}

export function registerRollRecords(): void {
  Hooks.on('createChatMessage', (message) => recordNewRoll(message as ChatMessage.Implementation));
}

/**
 * The rolls of a card as the GM may trust them: a GM's message as it stands, a player's as the GM
 * copied it when it was created; null when the GM holds no copy (made while no GM was connected,
 * or before copies were kept) — the card then cannot be acted on through the GM.
 */
export async function trustedRecord(message: ChatMessage.Implementation): Promise<RollRecord | null> {
  if (message.author?.isGM) return recordOf(message);
  if (message.id) await writing.get(message.id);
  const record = cardMark<RollRecord>(message, RECORD_MARK);
  return record && Array.isArray(record.rolls) ? record : null;
}

/** The dice of one recorded roll, for the rules to read again. */
export function recordedDice(roll: RecordedRoll): ScriptedDice {
  return new ScriptedDice(roll.faces);
}
