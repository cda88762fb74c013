/**
 * Undo for card actions. A card action that changes documents writes through an
 * UndoRecorder, which reads the exact previous value of every path it changes; the entry (who,
 * which card, before and after) is kept in a world setting only the GM can write, so a player
 * cannot forge what an undo would restore. Undo is all or nothing: when any document no longer
 * holds what the action left, nothing is restored and the refusal names what changed. The GM and
 * the user who applied the action may undo it; a player's undo goes through the GM relay.
 *
 * An undo runs with the GM's rights, so it is checked when it runs, not only when it was recorded:
 * the player asking must still own what it touches, it writes only what card actions write
 * (RESTORABLE), and a record a player sent creates or deletes nothing but the effects that player's
 * action made or removed. The GM gives every entry its id, and one player's entries cannot push
 * anyone else's out of the log.
 */
import { localize } from '../i18n';
import { replaceKey, unsetKey } from '../compat';
import { askGM, registerSharedQuery, RelayRefused } from '../relay';
import type { RulesetRegistry } from '../registry';
import { isRulesetId, type GmQuery, type RulesetId } from '../ruleset';
import { settings, SYSTEM_ID } from '../settings';
import { rerenderMessage } from './rerender';
import { documentByUuid } from '../documents/lookup';
import { allCardStates, withMark, writeCardStates } from './card-state';

export const UNDO_SETTING = 'undoLog';
/** How many entries the log keeps (the oldest are forgotten, and can no longer be undone). */
export const UNDO_KEEP = 200;
/** How many of those one player's actions may hold: their own oldest go first, never anyone else's. */
export const UNDO_KEEP_PER_PLAYER = 40;

/**
 * What an undo may write, the one list: exactly what the card actions record. On any document,
 * the system's data and the system's own flags; on a token also its place, put back with the
 * forced-move option (a cryture's forced move undone provokes nothing; cryture/canvas/forced-move.ts).
 */
export const RESTORABLE = {
  prefixes: ['system.', `flags.${SYSTEM_ID}.`],
  token: { paths: ['x', 'y'], options: ['manifoldForcedMove'] },
} as const;

export interface UndoChange {
  uuid: string;
  /** The document's name when the action ran, for the refusal's words. */
  name: string;
  /** Flattened paths → the value before the action (null where there was none). */
  before: Record<string, unknown>;
  /** Flattened paths → the value the action left. */
  after: Record<string, unknown>;
  /**
   * Status effects the action turned on and off (an actor's); `effects` keeps the data of each
   * one turned off, so Undo puts back that very effect (its duration, its changes), not a new one.
   */
  statuses?: { added: string[]; removed: string[]; effects?: Record<string, Record<string, unknown>[]> };
  /** A document the action created (an Active Effect): Undo deletes it; this is its data, to put it back. */
  created?: Record<string, unknown>;
  /** A document the action deleted (an Active Effect): its data, which Undo creates again with its id. */
  deleted?: Record<string, unknown>;
  /** A world setting of the system the action changed (its key); `before`/`after` hold `value`. */
  setting?: string;
  /** A card's mark the action set (card-state.ts); `before`/`after` hold `value`. */
  cardMark?: { messageId: string; key: string };
  /** Options the restoring update carries (a token put back without provoking, say). */
  options?: Record<string, unknown>;
}

export interface UndoEntry {
  id: string;
  messageId: string;
  userId: string;
  /** i18n key naming the action (e.g. "Apply damage"). */
  label: string;
  changes: UndoChange[];
  undoneBy?: string;
  /**
   * 'gm': the GM's own writes (an action run on the GM); anything else is a record a client sent,
   * checked as data it chose.
   */
  recorded?: 'gm' | 'relay';
}

interface UndoLog {
  entries: UndoEntry[];
}

/** The documents card actions change and Undo puts back. */
type Doc =
  | Actor.Implementation
  | Item.Implementation
  | ChatMessage.Implementation
  | Combat.Implementation
  | Combatant.Implementation
  | ActiveEffect.Implementation
  | TokenDocument.Implementation;

/** What a recorded update writes to: a document Undo restores, or a token (its position). */
interface Writable {
  uuid: string | null;
  name?: string | null;
  _source: object;
  update(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

/** An actor's statuses (the other kinds carry none). */
const statusesOf = (doc: object): ReadonlySet<string> | undefined =>
  'statuses' in doc ? (doc.statuses as ReadonlySet<string>) : undefined;

/** The data of an actor's effects that carry a status (what turning it off deletes). */
function effectsWithStatus(doc: object, id: string): Record<string, unknown>[] {
  if (!('effects' in doc) || !('toggleStatusEffect' in doc)) return [];
  const effects = [...(doc as Actor.Implementation).effects] as ActiveEffect.Implementation[];
  return effects.filter((e) => e.statuses.has(id)).map((e) => ({ ...e.toObject() }));
}

async function setStatus(doc: object, id: string, active: boolean): Promise<void> {
  if ('toggleStatusEffect' in doc) await (doc as Actor.Implementation).toggleStatusEffect(id, { active });
}

/** Registers the log (world, hidden: only the GM writes it). */
export function registerUndoSetting(): void {
  settings().register(SYSTEM_ID, UNDO_SETTING, {
    scope: 'world',
    config: false,
    type: Object,
    default: { entries: [] },
    onChange: () => rerenderCards(),
  });
}

export function undoLog(): UndoEntry[] {
  const log = settings().get(SYSTEM_ID, UNDO_SETTING) as UndoLog | undefined;
  return Array.isArray(log?.entries) ? log.entries : [];
}

/** The newest entries: at most UNDO_KEEP, of which at most UNDO_KEEP_PER_PLAYER for each player. */
function kept(entries: UndoEntry[]): UndoEntry[] {
  const counts = new Map<string, number>();
  const out: UndoEntry[] = [];
  for (const entry of [...entries].reverse()) {
    if (!game.users?.get(entry.userId)?.isGM) {
      const count = (counts.get(entry.userId) ?? 0) + 1;
      counts.set(entry.userId, count);
      if (count > UNDO_KEEP_PER_PLAYER) continue;
    }
    out.push(entry);
  }
  return out.reverse().slice(-UNDO_KEEP);
}

async function writeLog(entries: UndoEntry[]): Promise<void> {
  await settings().set(SYSTEM_ID, UNDO_SETTING, { entries: kept(entries) });
}

/** The entries of one card, oldest first. */
export function entriesOf(messageId: string | null | undefined): UndoEntry[] {
  return messageId ? undoLog().filter((e) => e.messageId === messageId) : [];
}

/**
 * The paths an update writes: a dotted key (`system.statuses`) is one value, restored whole, as is
 * a flag (`flags.<scope>.<key>`); nested objects under plain keys are followed to their leaves.
 */
function flatten(data: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const whole = key.includes('.') || /^flags\.[^.]+\.[^.]+$/.test(path);
    if (!whole && value && typeof value === 'object' && !Array.isArray(value))
      flatten(value as Record<string, unknown>, path, out);
    else out[path] = value;
  }
  return out;
}

function valueAt(source: object, path: string): unknown {
  let cursor: unknown = source;
  for (const part of path.split('.')) {
    if (cursor === null || typeof cursor !== 'object') return null;
    cursor = (cursor as Record<string, unknown>)[part];
  }
  return cursor === undefined ? null : structuredClone(cursor);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Writes updates and remembers what each path held before. */
export class UndoRecorder {
  readonly changes: UndoChange[] = [];

  /**
   * `options` go with the update and with the update that restores it (a token's forced move is
   * put back as forced, so it provokes nothing).
   */
  async update(doc: Writable, data: Record<string, unknown>, options?: Record<string, unknown>): Promise<void> {
    await this.around(
      doc,
      Object.keys(flatten(data)),
      () => (options ? doc.update(data, options) : doc.update(data)),
      options,
    );
  }

  /**
   * Runs a write that is not one plain update (a token moved along a path), remembering what
   * `paths` held before and after it; `options` go with the update that restores them.
   */
  async around(
    doc: Writable,
    paths: string[],
    write: () => Promise<unknown>,
    options?: Record<string, unknown>,
  ): Promise<void> {
    const before = Object.fromEntries(paths.map((p) => [p, valueAt(doc._source, p)]));
    await write();
    const after = Object.fromEntries(paths.map((p) => [p, valueAt(doc._source, p)]));
    const change = this.changeOf(doc);
    for (const p of paths) if (!(p in change.before)) change.before[p] = before[p];
    Object.assign(change.after, after);
    if (options) change.options = { ...change.options, ...options };
  }

  /** Deletes a flag, remembering what it held (Undo puts it back whole). */
  async unsetFlag(doc: Writable, scope: string, key: string): Promise<void> {
    const path = `flags.${scope}.${key}`;
    const before = valueAt(doc._source, path);
    if (before === null) return;
    await doc.update(unsetKey(path));
    const change = this.changeOf(doc);
    if (!(path in change.before)) change.before[path] = before;
    change.after[path] = null;
  }

  /** Deletes Active Effects of an actor; Undo creates them again, with their ids. */
  async deleteEffects(actor: Actor.Implementation, ids: string[]): Promise<void> {
    const doomed = ids.flatMap((id) => {
      const effect = actor.effects.get(id);
      return effect ? [effect] : [];
    });
    if (!doomed.length) return;
    const data = doomed.map((e) => ({ uuid: e.uuid, name: e.name ?? '', deleted: { ...e.toObject() } }));
    await actor.deleteEmbeddedDocuments(
      'ActiveEffect',
      doomed.map((e) => e.id!),
    );
    for (const d of data) this.changes.push({ ...d, before: {}, after: {} });
  }

  /** Sets one of the system's world settings (only the GM may), remembering what it held. */
  async setSetting(key: string, value: unknown): Promise<void> {
    const before = structuredClone(settings().get(SYSTEM_ID, key) ?? null);
    await settings().set(SYSTEM_ID, key, value);
    const after = structuredClone(settings().get(SYSTEM_ID, key) ?? null);
    let change = this.changes.find((c) => c.setting === key);
    if (!change)
      this.changes.push(
        (change = { uuid: `Setting.${key}`, name: key, setting: key, before: { value: before }, after: {} }),
      );
    change.after = { value: after };
  }

  /** Sets a card's mark (only the GM may), remembering what it held; other cards' marks are not touched. */
  async setCardMark(messageId: string, key: string, value: unknown): Promise<void> {
    const before = structuredClone(allCardStates()[messageId]?.[key] ?? null);
    await writeCardStates((states) => withMark(states, messageId, key, value));
    const after = structuredClone(allCardStates()[messageId]?.[key] ?? null);
    const uuid = `CardMark.${messageId}.${key}`;
    let change = this.changes.find((c) => c.uuid === uuid);
    if (!change)
      this.changes.push(
        (change = { uuid, name: '', cardMark: { messageId, key }, before: { value: before }, after: {} }),
      );
    change.after = { value: after };
  }

  /** Creates Active Effects on an actor; Undo deletes them again. */
  async createEffects(actor: Actor.Implementation, data: ActiveEffect.CreateData[]): Promise<void> {
    const created = (await actor.createEmbeddedDocuments('ActiveEffect', data)) ?? [];
    for (const effect of created as ActiveEffect.Implementation[])
      this.changes.push({
        uuid: effect.uuid,
        name: effect.name ?? '',
        before: {},
        after: {},
        created: { ...effect.toObject() },
      });
  }

  /** Turns a status on or off, remembering it only when it actually changed. */
  async toggleStatus(doc: Doc, id: string, active: boolean): Promise<void> {
    if (Boolean(statusesOf(doc)?.has(id)) === active) return;
    const removing = active ? [] : effectsWithStatus(doc, id);
    await setStatus(doc, id, active);
    const change = this.changeOf(doc);
    const statuses = (change.statuses ??= { added: [], removed: [] });
    const [into, from] = active ? [statuses.added, statuses.removed] : [statuses.removed, statuses.added];
    if (from.includes(id)) from.splice(from.indexOf(id), 1);
    else {
      into.push(id);
      if (removing.length) (statuses.effects ??= {})[id] = removing;
    }
  }

  private changeOf(doc: { uuid: string | null; name?: string | null }): UndoChange {
    const uuid = doc.uuid ?? '';
    let change = this.changes.find((c) => c.uuid === uuid);
    if (!change) this.changes.push((change = { uuid, name: doc.name ?? '', before: {}, after: {} }));
    return change;
  }

  /**
   * Keeps the entry for the card. Runs where the writes ran: on the GM (a relayed action) it is
   * written at once; a player's own write is recorded through the GM, who keeps only changes to
   * documents that player owns (they could have made them by hand). With no GM connected nothing
   * is recorded: the action stands, and an undo would need the GM anyway.
   */
  async commit(
    message: { id: string | null },
    label: string,
    { userId, registry }: { userId?: string | null; registry?: RulesetRegistry } = {},
  ): Promise<UndoEntry | null> {
    if (!this.changes.length || !message.id) return null;
    const user = game.user!;
    const entry: UndoEntry = {
      id: foundry.utils.randomID(16),
      messageId: message.id,
      userId: userId ?? user.id!,
      label,
      changes: this.changes,
    };
    if (user.isActiveGM) await writeLog([...undoLog(), { ...entry, recorded: 'gm' }]);
    else if (!game.users?.activeGM) return null;
    else if (!registry) throw new Error('An undo recorded away from the GM needs the registry to relay it');
    else {
      try {
        // The GM keeps the entry under an id of its own.
        const id = await askGM(registry, rulesetOf(message), RECORD, entry);
        if (typeof id === 'string') entry.id = id;
      } catch (error) {
        // The action itself is done: say that it cannot be undone, rather than that it failed.
        const reason = error instanceof Error ? localize(error.message) : String(error);
        ui.notifications?.warn(localize('MANIFOLD.undo.notRecorded', { reason }));
        return null;
      }
    }
    return entry;
  }
}

/** The ruleset a card belongs to (its queries go through that ruleset's relay name). */
function rulesetOf(message: unknown): RulesetId {
  // A card type names its ruleset (`countdown-note`); a request card and old cards say it in their flags.
  const type = (message as { type?: unknown })?.type;
  const byType = typeof type === 'string' ? type.slice(0, type.indexOf('-')) : undefined;
  const id = (message as { flags?: Record<string, { ruleset?: unknown }> })?.flags?.[SYSTEM_ID]?.ruleset;
  const fromRoll = (message as { rolls?: { options?: { ruleset?: unknown } }[] })?.rolls?.[0]?.options?.ruleset;
  return [byType, id, fromRoll].find(isRulesetId) ?? 'relic';
}

export const RECORD = 'manifold.undo.record';
export const UNDO = 'manifold.undo.apply';

/** The document a recorded change names, when it is still one of the kinds Undo restores. */
const documentOf = (uuid: string): Doc | null =>
  documentByUuid(uuid, 'Actor', 'Item', 'ChatMessage', 'Combat', 'Combatant', 'ActiveEffect', 'Token');

/** The kind of document a uuid names, read from the uuid itself (`Actor.a.Item.i` → Item). */
const kindOf = (uuid: string) => uuid.split('.').at(-2) ?? '';

/** The actor and id an effect's uuid names (`Actor.a.ActiveEffect.e`); null for any other uuid or a missing actor. */
function effectPlace(uuid: string): { actor: Actor.Implementation; id: string } | null {
  const parts = uuid.split('.');
  if (parts.length < 4 || parts.at(-2) !== 'ActiveEffect' || parts.at(-4) !== 'Actor') return null;
  const actor = documentByUuid(parts.slice(0, -2).join('.'), 'Actor');
  return actor ? { actor, id: parts.at(-1)! } : null;
}

/** The actor an effect's uuid names it on. */
const parentOf = (uuid: string) => effectPlace(uuid)?.actor ?? null;

/** The effect a uuid names, on its actor (never a document of another kind). */
function effectOf(uuid: string): ActiveEffect.Implementation | null {
  const place = effectPlace(uuid);
  return (place?.actor.effects.get(place.id) as ActiveEffect.Implementation | undefined) ?? null;
}

/**
 * Effects made and removed lately, and by whom, as this client saw them: a record a player sends
 * may claim only effects they were seen to make or remove, and what a deleted one held is taken
 * from here, not from the record. Every client keeps it; only the GM's is read.
 */
const seen = new Map<string, { userId: string; data: Record<string, unknown>; deleted: boolean }>();
const SEEN_KEEP = 500;

function see(effect: ActiveEffect.Implementation, userId: string, deleted: boolean): void {
  const uuid = effect.uuid;
  if (!uuid || !effectPlace(uuid)) return;
  seen.delete(uuid);
  seen.set(uuid, { userId, data: { ...effect.toObject() }, deleted });
  if (seen.size > SEEN_KEEP) seen.delete(seen.keys().next().value!);
}

/** What `userId` was seen to do to the effect `uuid` last: its data then, or null when not that. */
function seenDoing(uuid: string, userId: string, deleted: boolean): Record<string, unknown> | null {
  const note = seen.get(uuid);
  return note && note.userId === userId && note.deleted === deleted ? note.data : null;
}

const strings = (list: unknown): string[] => (Array.isArray(list) ? list.map(String) : []);
const plain = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>)
    : undefined;

function cleanStatuses(statuses: NonNullable<UndoChange['statuses']>): NonNullable<UndoChange['statuses']> {
  // Each status's list of effect data, and nothing else.
  const lists = Object.entries(plain(statuses.effects) ?? {}).map(([id, list]) => [
    id,
    (Array.isArray(list) ? list : []).flatMap((e) => plain(e) ?? []),
  ]);
  const effects = lists.length ? Object.fromEntries(lists) : undefined;
  return {
    added: strings(statuses.added),
    removed: strings(statuses.removed),
    ...(effects ? { effects: effects as Record<string, Record<string, unknown>[]> } : {}),
  };
}

/** A change as a player's record may hold it: plain data only, nothing else carried along. */
function cleanChange(c: UndoChange): UndoChange {
  const created = plain(c.created);
  const deleted = plain(c.deleted);
  const options = plain(c.options);
  return {
    uuid: String(c.uuid),
    name: String(c.name ?? ''),
    before: plain(c.before) ?? {},
    after: plain(c.after) ?? {},
    ...(c.statuses ? { statuses: cleanStatuses(c.statuses) } : {}),
    ...(created ? { created } : {}),
    ...(deleted ? { deleted } : {}),
    ...(options ? { options } : {}),
  };
}

/** The document a change's rights are asked of: an effect made or removed is its actor's. */
const ownedThrough = (c: UndoChange) =>
  (c.created || c.deleted ? parentOf(String(c.uuid)) : null) ?? documentOf(String(c.uuid));

/** Whether a player's record may hold this change: a document they own (a deleted effect: its actor); never a setting or a card's mark. */
function ownsChange(c: UndoChange | undefined, requester: User.Implementation): boolean {
  if (!c || c.setting !== undefined || c.cardMark !== undefined) return false;
  return ownedThrough(c)?.testUserPermission?.(requester, 'OWNER') === true;
}

/** A change's document in words: its name now (a record's own words are a client's), else as recorded, or "the card". */
const nameOf = (change: UndoChange) =>
  (change.setting || change.cardMark ? null : documentOf(change.uuid)?.name) ||
  change.name ||
  localize('MANIFOLD.undo.theCard');

const SEGMENT = /^[A-Za-z0-9_]+$/;

/** Whether Undo may write `path` on a document of `kind` (RESTORABLE). */
function restorable(path: string, kind: string): boolean {
  // Plain names only: no update operator (`-=`, `==`) rides in on a path.
  if (!path.split('.').every((part) => SEGMENT.test(part))) return false;
  if (RESTORABLE.prefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)) return true;
  return kind === 'Token' && (RESTORABLE.token.paths as readonly string[]).includes(path);
}

/** Why no undo writes this change (it writes what no card action writes), in words; null when it may. */
function beyondCardActions(c: UndoChange): string | null {
  if (c.setting !== undefined || c.cardMark !== undefined) return null;
  const uuid = String(c.uuid);
  const kind = kindOf(uuid);
  const refused = () => localize('MANIFOLD.undo.notACardChange', { name: nameOf(c) });
  for (const path of [...Object.keys(c.before ?? {}), ...Object.keys(c.after ?? {})])
    if (!restorable(path, kind)) return refused();
  for (const key of Object.keys(c.options ?? {}))
    if (kind !== 'Token' || !(RESTORABLE.token.options as readonly string[]).includes(key)) return refused();
  for (const made of [c.created, c.deleted]) {
    // Only an actor's Active Effect, kept under its own id.
    const parts = uuid.split('.');
    if (made && (kind !== 'ActiveEffect' || parts.at(-4) !== 'Actor' || made._id !== parts.at(-1)))
      return localize('MANIFOLD.undo.effectsOnly');
  }
  return null;
}

/** The kinds of document a client's own record may change: no action a player runs writes another. */
const RELAYED_KINDS = ['Actor', 'Item', 'ChatMessage', 'Combatant'];
/** The words a card action's undo is labelled with. */
const LABEL = /^MANIFOLD\.[A-Za-z]+\.undo\.[A-Za-z]+$/;

/** Why a record a client sent may not hold this change (beyond what their own action writes), in words; null when it may. */
function beyondRelayed(c: UndoChange): string | null {
  if (c.setting !== undefined || c.cardMark !== undefined)
    return localize('MANIFOLD.undo.notACardChange', { name: nameOf(c) });
  if (!c.created && !c.deleted && !RELAYED_KINDS.includes(kindOf(String(c.uuid))))
    return localize('MANIFOLD.undo.notACardChange', { name: nameOf(c) });
  return beyondCardActions(c);
}

/** Why a record `requester` sent holds more than their own action did, in words; null when it does not. */
function beyondTheirAction(entry: UndoEntry, requester: User.Implementation): string | null {
  if (!LABEL.test(entry.label)) return localize('MANIFOLD.undo.notACardAction');
  for (const c of entry.changes) {
    const wrong = beyondRelayed(c);
    if (wrong) return wrong;
    // An effect claimed made must be there and have been made by them; one claimed removed, removed by them.
    const made = c.created && (!effectOf(c.uuid) || !seenDoing(c.uuid, requester.id!, false));
    const removed = c.deleted && (effectOf(c.uuid) || !seenDoing(c.uuid, requester.id!, true));
    const statuses = Object.values(c.statuses?.effects ?? {})
      .flat()
      .some((e) => !seenDoing(`${c.uuid}.ActiveEffect.${String(e?._id)}`, requester.id!, true));
    if (made || removed || statuses) return localize('MANIFOLD.undo.effectsOnly');
  }
  return null;
}

/** The change as the GM saw it happen: the effects it made or removed as the GM saw them (each claimed once). */
function asSeen(c: UndoChange, requester: User.Implementation): UndoChange {
  const take = (uuid: string, deleted: boolean) => {
    // Claimed by another record since this one was checked: refused as one the action did not make.
    const data = seenDoing(uuid, requester.id!, deleted);
    if (!data) throw new RelayRefused(localize('MANIFOLD.undo.effectsOnly'));
    seen.delete(uuid);
    return data;
  };
  const out = { ...c };
  if (c.created) out.created = take(c.uuid, false);
  if (c.deleted) out.deleted = take(c.uuid, true);
  if (c.statuses?.effects)
    out.statuses = {
      ...c.statuses,
      effects: Object.fromEntries(
        Object.entries(c.statuses.effects).map(([id, list]) => [
          id,
          list.map((e) => take(`${c.uuid}.ActiveEffect.${String(e._id)}`, true)),
        ]),
      ),
    };
  return out;
}

const cleanEntry = (entry: UndoEntry): UndoEntry => ({
  id: String(entry.id),
  messageId: String(entry.messageId),
  userId: String(entry.userId),
  label: String(entry.label),
  changes: entry.changes.map(cleanChange),
});

/**
 * A record a player asks for: only documents they own, on a card that exists, holding only what
 * their action did. The GM files it under an id of its own, and answers with that id.
 */
const recordQuery: GmQuery<UndoEntry> = {
  permitted(entry, requester) {
    if (!entry || typeof entry !== 'object' || !Array.isArray(entry.changes) || !entry.changes.length) return false;
    if (entry.userId !== requester.id || !game.messages?.get(String(entry.messageId))) return false;
    if (!entry.changes.every((c) => ownsChange(c, requester))) return false;
    // Theirs, but more than their action did: refused in words (the action stands, without an undo).
    const wrong = beyondTheirAction(cleanEntry(entry), requester);
    if (wrong) throw new RelayRefused(wrong);
    return true;
  },
  async run(entry, requester) {
    const clean = cleanEntry(entry);
    const kept: UndoEntry = {
      ...clean,
      id: foundry.utils.randomID(16),
      changes: clean.changes.map((c) => asSeen(c, requester)),
      recorded: 'relay',
    };
    await writeLog([...undoLog(), kept]);
    return kept.id;
  },
};

/** The actor behind a change's document (an item's, a combatant's, a token's, an effect's); null for a card or a setting. */
function actorOf(c: UndoChange): Actor.Implementation | null {
  if (c.setting !== undefined || c.cardMark !== undefined) return null;
  if (c.created || c.deleted || kindOf(c.uuid) === 'ActiveEffect') return parentOf(c.uuid);
  const doc = documentOf(c.uuid);
  if (!doc || doc.documentName === 'ChatMessage') return null;
  if (doc.documentName === 'Actor') return doc as Actor.Implementation;
  return (doc as { actor?: Actor.Implementation | null }).actor ?? null;
}

/**
 * The actors of the combatants a change to a Combat wrote about: per-round state is kept on the
 * Combat by combatant id (`flags.manifold.<key>.<combatantId>`), so a reaction spent is the
 * combatant's action even though the document written is the GM's.
 */
function combatantActorsOf(c: UndoChange): (Actor.Implementation | null)[] {
  if (kindOf(c.uuid) !== 'Combat') return [];
  const combat = documentOf(c.uuid) as Combat.Implementation | null;
  if (!combat) return [];
  const ids = new Set(Object.keys(c.after).flatMap((path) => path.split('.')));
  return [...ids].map((id) => combat.combatants.get(id)?.actor ?? null);
}

/**
 * Whether a player still acts for an action the GM ran for them: they own the card's actor (who
 * acted) or an actor the action changed. A GM who takes the character away takes the undo too.
 */
function actsFor(entry: UndoEntry, requester: User.Implementation): boolean {
  const speaker = (game.messages?.get(entry.messageId)?.speaker as { actor?: unknown } | undefined)?.actor;
  const actors = [
    typeof speaker === 'string' ? game.actors?.get(speaker) : undefined,
    ...entry.changes.map(actorOf),
    ...entry.changes.flatMap(combatantActorsOf),
  ];
  return actors.some((actor) => actor?.testUserPermission(requester, 'OWNER') === true);
}

/**
 * Why `requester` may not have this entry undone now, in words; null when they may. Checked when
 * the undo runs, not only when it was recorded: what it writes, and the asker's rights today.
 */
function undoRefusal(entry: UndoEntry, requester: User.Implementation): string | null {
  const byGM = entry.recorded === 'gm';
  if (!byGM && !LABEL.test(entry.label)) return localize('MANIFOLD.undo.notACardAction');
  for (const c of entry.changes) {
    const wrong = byGM ? beyondCardActions(c) : beyondRelayed(c);
    if (wrong) return wrong;
  }
  if (requester.isGM) return null;
  if (byGM) return actsFor(entry, requester) ? null : localize('MANIFOLD.undo.noLongerYours');
  // A document gone since is not asked about: the undo refuses it as changed.
  const lost = entry.changes.find((c) => ownedThrough(c) && !ownsChange(c, requester));
  return lost ? localize('MANIFOLD.undo.notOwner', { name: actorOf(lost)?.name ?? nameOf(lost) }) : null;
}

export interface UndoPayload {
  entryId: string;
}

/** Who may undo: the GM, or the user who applied the action; never twice. */
export function mayUndo(entry: UndoEntry | undefined, user: { id: string | null; isGM: boolean }): boolean {
  return Boolean(entry && !entry.undoneBy && (user.isGM || entry.userId === user.id));
}

/** What changed since the action, in words (empty when every document still holds what it left). */
export function changedSince(entry: UndoEntry): string[] {
  const out: string[] = [];
  for (const change of entry.changes) {
    if (change.cardMark) {
      const { messageId, key } = change.cardMark;
      const now = structuredClone(allCardStates()[messageId]?.[key] ?? null);
      if (!same(now, change.after.value))
        out.push(
          localize('MANIFOLD.undo.changed', {
            name: nameOf(change),
            path: key,
            expected: words(change.after.value),
            now: words(now),
          }),
        );
      continue;
    }
    if (change.setting) {
      const now = structuredClone(settings().get(SYSTEM_ID, change.setting) ?? null);
      if (!same(now, change.after.value))
        out.push(
          localize('MANIFOLD.undo.changed', {
            name: nameOf(change),
            path: 'value',
            expected: words(change.after.value),
            now: words(now),
          }),
        );
      continue;
    }
    const doc = documentOf(change.uuid);
    if (change.deleted) {
      if (doc) out.push(localize('MANIFOLD.undo.back', { name: nameOf(change) }));
      continue;
    }
    if (!doc) {
      out.push(localize('MANIFOLD.undo.gone', { name: nameOf(change) }));
      continue;
    }
    if (change.created) continue;
    for (const [path, value] of Object.entries(change.after)) {
      const now = valueAt(doc._source, path);
      if (!same(now, value))
        out.push(
          localize('MANIFOLD.undo.changed', { name: nameOf(change), path, expected: words(value), now: words(now) }),
        );
    }
    for (const id of change.statuses?.added ?? [])
      if (!statusesOf(doc)?.has(id))
        out.push(localize('MANIFOLD.undo.statusOff', { name: nameOf(change), status: id }));
    for (const id of change.statuses?.removed ?? [])
      if (statusesOf(doc)?.has(id)) out.push(localize('MANIFOLD.undo.statusOn', { name: nameOf(change), status: id }));
  }
  return out;
}

const words = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

function restoreData(values: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const split = /^(.+)\.([^.]+)$/.exec(path);
    // A flag the action added did not exist before: remove it. An object is put back whole (`==`),
    // not merged into what is there now (which would keep keys the action added).
    // The operators are the running generation's (`-=`/`==` on v13, `_del`/`_replace` on v14).
    if (split && path.startsWith('flags.') && value === null) Object.assign(data, unsetKey(path));
    else if (split && value !== null && typeof value === 'object' && !Array.isArray(value))
      Object.assign(data, replaceKey(path, value));
    else data[path] = value;
  }
  return data;
}

async function restore(change: UndoChange, to: 'before' | 'after'): Promise<void> {
  if (change.cardMark) {
    const { messageId, key } = change.cardMark;
    await writeCardStates((states) => withMark(states, messageId, key, change[to].value));
    return;
  }
  if (change.setting) {
    await settings().set(SYSTEM_ID, change.setting, change[to].value);
    return;
  }
  if (change.deleted) {
    // Undone: the deleted effect comes again with its own id; rolled back: it goes again.
    if (to === 'after') await effectOf(change.uuid)?.delete();
    else
      await parentOf(change.uuid)?.createEmbeddedDocuments(
        'ActiveEffect',
        [change.deleted as ActiveEffect.CreateData],
        {
          keepId: true,
        },
      );
    return;
  }
  if (change.created) {
    // Undone: the created effect goes; rolled back: it comes again with its own id.
    if (to === 'before') await effectOf(change.uuid)?.delete();
    else
      await parentOf(change.uuid)?.createEmbeddedDocuments(
        'ActiveEffect',
        [change.created as ActiveEffect.CreateData],
        { keepId: true },
      );
    return;
  }
  const doc = documentOf(change.uuid)!;
  if (Object.keys(change[to]).length) await doc.update(restoreData(change[to]), change.options);
  const { added = [], removed = [], effects = {} } = change.statuses ?? {};
  const [off, on] = to === 'before' ? [added, removed] : [removed, added];
  for (const id of off) await setStatus(doc, id, false);
  for (const id of on) {
    const kept = to === 'before' ? effects[id] : undefined;
    // The very effects the action removed come back with their ids; else a fresh status effect.
    if (kept?.length && 'createEmbeddedDocuments' in doc)
      await (doc as Actor.Implementation).createEmbeddedDocuments('ActiveEffect', kept as ActiveEffect.CreateData[], {
        keepId: true,
      });
    else await setStatus(doc, id, true);
  }
}

/** Runs on the GM: checks every document first, then restores all, or none. */
export async function performUndo(entryId: string, requester: User.Implementation) {
  const entries = undoLog();
  const entry = entries.find((e) => e.id === entryId);
  if (!mayUndo(entry, requester)) throw new RelayRefused(localize('MANIFOLD.undo.notYours'));
  // Before what changed since, which would tell someone no longer entitled what the documents hold.
  const refusal = undoRefusal(entry!, requester);
  if (refusal) throw new RelayRefused(refusal);
  const changed = changedSince(entry!);
  if (changed.length) throw new RelayRefused(`${localize('MANIFOLD.undo.stale')} ${changed.join('; ')}`);
  const done: UndoChange[] = [];
  try {
    for (const change of entry!.changes) {
      await restore(change, 'before');
      done.push(change);
    }
  } catch (error) {
    // All or nothing: put back what was already restored.
    for (const change of done.reverse()) await restore(change, 'after');
    throw error;
  }
  await writeLog(entries.map((e) => (e.id === entryId ? { ...e, undoneBy: requester.id ?? '' } : e)));
  return true;
}

const undoQuery: GmQuery<UndoPayload> = {
  permitted: (payload, requester) =>
    mayUndo(
      undoLog().find((e) => e.id === payload?.entryId),
      requester,
    ),
  run: (payload, requester) => performUndo(String(payload.entryId), requester),
};

export function registerUndoQueries(): void {
  registerSharedQuery(RECORD, recordQuery as GmQuery);
  registerSharedQuery(UNDO, undoQuery as GmQuery);
  Hooks.on('createActiveEffect', (effect, _options, userId) => see(effect, userId, false));
  Hooks.on('deleteActiveEffect', (effect, _options, userId) => see(effect, userId, true));
}

/** Asks for an undo: here if this user is the active GM, otherwise through the GM relay. */
export async function requestUndo(registry: RulesetRegistry, message: unknown, entryId: string): Promise<void> {
  await askGM(registry, rulesetOf(message), UNDO, { entryId });
}

function rerenderCards(): void {
  const ids = new Set(undoLog().map((e) => e.messageId));
  for (const id of ids) {
    const message = game.messages?.get(id);
    if (message) rerenderMessage(message);
  }
}
