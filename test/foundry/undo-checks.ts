/**
 * The four checks every undoable card action must pass, the same for every ruleset:
 * another player's undo and a forged relay request are refused and change nothing; an edit made in
 * between makes the undo refuse, naming what changed, and change nothing; then the undo puts back
 * exactly what every document held before the action.
 */
import { expect } from 'vitest';
import { registry } from '../../src/foundry/registry';
import { handleRelay, requestText } from '../../src/foundry/relay';
import { entriesOf, UNDO, type UndoEntry } from '../../src/foundry/chat/undo';
import type { RulesetId } from '../../src/foundry/ruleset';
import { SYSTEM_ID } from '../../src/foundry/settings';
import { documentByUuid } from '../../src/foundry/documents/lookup';
import { cardAs, press } from './cards';
import { refusedUnstamped } from './unstamped';

type StandInUser = (typeof standIn.users)['gm'];
type Doc = { toObject(): unknown };

/**
 * What documents hold, to compare before and after (cycles cut). An empty object counts as absent:
 * Foundry's key deletion (`-=`) removes a flag and leaves its scope `{}` behind.
 */
export function snapshot(docs: readonly Doc[]): string[] {
  return docs.map((d) => {
    const seen = new WeakSet<object>();
    const prune = (value: unknown): unknown => {
      if (typeof value !== 'object' || value === null) return value;
      if (seen.has(value)) return '[seen]';
      seen.add(value);
      if (Array.isArray(value)) return value.map(prune);
      const kept = Object.entries(value)
        .map(([k, v]) => [k, prune(v)] as const)
        .filter(([, v]) => !(v && typeof v === 'object' && !Array.isArray(v) && !Object.keys(v).length));
      return Object.fromEntries(kept);
    };
    return JSON.stringify(prune(d.toObject()));
  });
}

/** A relayed request as the GM's handler receives it, stamped by `user` (what a real client sends). */
export async function relayAs(user: StandInUser, ruleset: RulesetId, name: string, data: unknown): Promise<unknown> {
  standIn.actAs(user);
  const nonce = `n-${user.id}-${Math.random().toString(36).slice(2)}`;
  await user.setFlag(SYSTEM_ID, 'relay', { nonce, request: requestText(ruleset, name, data) });
  standIn.actAs(standIn.users.gm);
  return handleRelay(registry, { userId: user.id, nonce, ruleset, name, data });
}

export interface UndoCase {
  ruleset: RulesetId;
  /** The card the action recorded its undo on. */
  message: ChatMessage.Implementation;
  /** The user who applied the action (they and the GM may undo it). */
  applier: StandInUser;
  /** Every document the action changed. */
  docs: readonly Doc[];
  /** `snapshot(docs)` taken before the action. */
  before: string[];
  /**
   * Someone edits one of the documents; returns words the refusal must hold, and the edit's
   * reversal. By default the GM nudges the first number or yes/no the action left on a document
   * other than the card.
   */
  edit?(entry: UndoEntry): Promise<{ words: string; revert(): Promise<void> }>;
}

/** The first number or yes/no in a value: its path inside the value ('' for the value itself). */
function leafOf(value: unknown): [string, number | boolean] | null {
  if (typeof value === 'number' || typeof value === 'boolean') return ['', value];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = leafOf(inner);
    if (found) return [found[0] ? `${key}.${found[0]}` : key, found[1]];
  }
  return null;
}

/** The GM nudges one value the action left: `path` on the document `uuid`. */
export async function nudge(entry: UndoEntry): Promise<{ words: string; revert(): Promise<void> }> {
  const changes = [...entry.changes].sort(
    (a, b) => Number(a.uuid.startsWith('ChatMessage.')) - Number(b.uuid.startsWith('ChatMessage.')),
  );
  for (const change of changes) {
    for (const [recorded, whole] of Object.entries(change.after)) {
      const leaf = leafOf(whole);
      if (!leaf) continue;
      const [inner, value] = leaf;
      const path = inner ? `${recorded}.${inner}` : recorded;
      const doc = documentByUuid(change.uuid, 'Actor', 'Item', 'Combat', 'Combatant', 'ActiveEffect', 'ChatMessage')!;
      standIn.actAs(standIn.users.gm);
      // The first of these the document's schema accepts (a die size takes only its sizes).
      const candidates = typeof value === 'number' ? [value + 1, value - 1, 0, value * 2] : [!value];
      const edited = await (async () => {
        for (const next of candidates) {
          if (next === value) continue;
          try {
            await doc.update({ [path]: next });
            return true;
          } catch {
            // Not a value this field takes: the next candidate.
          }
        }
        return false;
      })();
      if (!edited) continue;
      return { words: `${change.name}: ${recorded}`, revert: async () => void (await doc.update({ [path]: value })) };
    }
  }
  throw new Error('The action left no number or yes/no to edit: give the case its own edit');
}

const undoButton = async (message: ChatMessage.Implementation, user: StandInUser) =>
  (await cardAs(message, user)).querySelector<HTMLElement>('[data-undo]');

/** Runs the four checks; returns the entry, undone. */
export async function checkUndo(c: UndoCase): Promise<UndoEntry> {
  const { gm, player, other } = standIn.users;
  const entry = entriesOf(c.message.id).at(-1)!;
  expect(entry, 'the action recorded an undo on its card').toBeDefined();
  expect(entry.userId).toBe(c.applier.id);
  const after = snapshot(c.docs);
  expect(after, 'the action changed something').not.toEqual(c.before);

  // Only the GM and the user who applied it see Undo.
  const stranger = c.applier.id === other.id ? player : other;
  expect(await undoButton(c.message, stranger)).toBeNull();
  expect(await undoButton(c.message, gm)).not.toBeNull();

  // (c) Someone else's undo is refused and changes nothing.
  await expect(relayAs(stranger, c.ruleset, UNDO, { entryId: entry.id })).rejects.toThrow(
    'MANIFOLD.relay.notPermitted',
  );
  // (d) A forged request — no stamp from the user it names, or an entry that does not exist — changes nothing.
  const claimed = c.applier.isGM ? player : c.applier;
  standIn.actAs(gm);
  await refusedUnstamped(() =>
    handleRelay(registry, {
      userId: claimed.id,
      nonce: 'forged',
      ruleset: c.ruleset,
      name: UNDO,
      data: { entryId: entry.id },
    }),
  );
  await expect(relayAs(claimed, c.ruleset, UNDO, { entryId: 'forged0000000000' })).rejects.toThrow(
    'MANIFOLD.relay.notPermitted',
  );
  expect(snapshot(c.docs)).toEqual(after);

  // (b) An edit in between: the undo refuses, says what changed, and changes nothing.
  const { words, revert } = await (c.edit ?? nudge)(entry);
  const edited = snapshot(c.docs);
  const warnings = standIn.notifications.length;
  await press(await undoButton(c.message, c.applier));
  const refusal = standIn.notifications.slice(warnings).find((n) => n.level === 'warn');
  expect(refusal?.message).toContain('changed since');
  expect(refusal?.message).toContain(words);
  expect(snapshot(c.docs)).toEqual(edited);
  standIn.actAs(gm);
  await revert();

  // (a) The undo puts back exactly what was there before the action.
  const beforeUndo = standIn.notifications.length;
  await press(await undoButton(c.message, c.applier));
  expect(standIn.notifications.slice(beforeUndo).map((n) => n.message)).toEqual(['Undone.']);
  expect(snapshot(c.docs)).toEqual(c.before);
  const undone = entriesOf(c.message.id).find((e) => e.id === entry.id)!;
  expect(undone.undoneBy).toBe(c.applier.id);
  expect((await cardAs(c.message, stranger)).querySelector('.card-undone')).not.toBeNull();
  return undone;
}
