/**
 * Schema migrations. Every document's system data carries `schemaVersion`; a ruleset lists the
 * steps that bring older data to its current shape. The runner runs once per version, on the
 * active GM's client only, with a progress bar, and is idempotent: a document already at a step's
 * version is left alone, so running twice changes nothing. It visits world actors and items,
 * unlinked tokens' overrides in every scene and the documents of unlocked world compendiums; new
 * documents are born at the current version (`bornVersion`, set by ManifoldActor/ManifoldItem).
 *
 * The effects stored in those same places are brought off the rulesets' former effect keys by a
 * second runner (`runEffectKeyMigration`), once for each set of former keys the descriptors name.
 */
import type { Migration, RulesetDescriptor } from './ruleset';
import { replaceKey } from './compat';
import { formerKeysStamp, formerKeyTable, migrateEffectSource } from './effects/former-keys';
import { registry } from './registry';

export interface MigrationResult {
  changed: boolean;
  system: Record<string, unknown>;
}

/** The current schema version of a ruleset: its highest migration step (1 when it has none). */
export function currentVersion(migrations: Migration[] | undefined): number {
  return Math.max(1, ...(migrations ?? []).map((m) => m.version));
}

/**
 * The schema version a new document of this type is created at: its ruleset's current one
 * (undefined for a type no ruleset owns).
 */
export function bornVersion(type: string): number | undefined {
  const ruleset = registry.rulesetOfType(type);
  return ruleset ? currentVersion(ruleset.migrations) : undefined;
}

/** Applies the steps a document of this type has not had yet, in order. Pure. */
export function migrateSystem(
  type: string,
  system: Record<string, unknown>,
  migrations: Migration[] | undefined,
): MigrationResult {
  let data = structuredClone(system);
  const from = typeof data.schemaVersion === 'number' ? data.schemaVersion : 0;
  let changed = false;
  for (const step of [...(migrations ?? [])].sort((a, b) => a.version - b.version)) {
    if (step.version <= from || !step.types.includes(type)) continue;
    data = step.migrate(data);
    data.schemaVersion = step.version;
    changed = true;
  }
  return { changed, system: data };
}

/**
 * The ruleset's steps, applied from a TypeDataModel's static `migrateData`. Foundry cleans stored
 * data against the current schema as it builds a document, dropping every field the schema no
 * longer has, so a field a step renames (the first stub's `hp`) is gone from `_source` before the
 * runner could read it: the model must apply the steps first. Only a whole stored source (one with
 * a numeric `schemaVersion`) is migrated; partial update data passes untouched. The source is
 * changed in place, as Foundry keeps the object it passed in.
 */
export function migrateSource<T>(type: string, source: T, migrations: Migration[] | undefined): T {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return source;
  const data = source as Record<string, unknown>;
  if (typeof data.schemaVersion !== 'number') return source;
  const { changed, system } = migrateSystem(type, data, migrations);
  // Data a step had nothing to move in keeps its version: a document loads exactly as stored, and
  // the runner (which writes) brings the version forward.
  const { schemaVersion: _after, ...moved } = system;
  const { schemaVersion: _before, ...stored } = data;
  if (changed && JSON.stringify(moved) !== JSON.stringify(stored)) {
    for (const key of Object.keys(data)) delete data[key];
    Object.assign(data, system);
  }
  return source;
}

/** The field old values without a place in the current shape are kept in (withLegacyNote). */
const NOTES = 'notes';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A stored value as text for a note: a value/max pair as "3/8", anything else as JSON. */
function legacyText(value: unknown): string {
  if (value && typeof value === 'object' && 'value' in value && 'max' in value) {
    const pair = value as { value: unknown; max: unknown };
    return `${String(pair.value)}/${String(pair.max)}`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Keeps old values the current shape has no place for: each becomes a line `<p>name: value</p>`
 * appended to the document's notes, so a migration never silently loses what a player stored.
 */
export function withLegacyNote(system: Record<string, unknown>, entries: [string, unknown][]): Record<string, unknown> {
  const kept = entries.filter(([, value]) => value !== undefined);
  if (kept.length === 0) return system;
  const notes = typeof system[NOTES] === 'string' ? system[NOTES] : '';
  const lines = kept.map(([name, value]) => `<p>${escapeHtml(name)}: ${escapeHtml(legacyText(value))}</p>`).join('');
  return { ...system, [NOTES]: `${notes}${lines}` };
}

/**
 * Moves `from` to `to` (a rename). When `to` is already set, the old value goes to the notes
 * rather than overwrite it. Moves nothing when `from` is absent, so a step built on it is a no-op
 * on data already in the current shape.
 */
export function moveField(system: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  const { [from]: old, ...rest } = system;
  if (old === undefined) return rest;
  if (rest[to] === undefined) return { ...rest, [to]: old };
  return withLegacyNote(rest, [[from, old]]);
}

interface MigratableDocument {
  type: string;
  _source: { system: Record<string, unknown> };
  update(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

/** One stored `system` the runner brings forward, and the document its migrated form is written to. */
interface Target {
  type: string;
  /** A whole stored system, or an unlinked token's overrides only (its ActorDelta). */
  system: Record<string, unknown>;
  /** For a token delta: the base actor's system, which the token shows where it overrides nothing. */
  base?: Record<string, unknown>;
  doc: { update(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown> };
}

function whole(doc: MigratableDocument): Target {
  return { type: doc.type, system: doc._source.system, doc };
}

/** A document and, for an actor, the items it owns. */
function withOwnedItems(doc: Actor.Implementation | Item.Implementation): Target[] {
  return doc instanceof Actor ? [whole(doc), ...doc.items.map(whole)] : [whole(doc)];
}

/**
 * An unlinked token's overrides: its ActorDelta holds only the fields that differ from the base
 * actor, in the shape they were stored in, so they need the steps too. A linked token is its world
 * actor, and a delta with no system overrides has nothing to move.
 */
function tokenDeltas(): Target[] {
  const targets: Target[] = [];
  for (const scene of game.scenes ?? []) {
    for (const token of scene.tokens) {
      const system = token.delta?._source.system as Record<string, unknown> | null | undefined;
      const type = token.actor?.type;
      if (token.actorLink || !token.delta || !system || !Object.keys(system).length || !type) continue;
      targets.push({ type, system, base: token.baseActor?._source.system, doc: token.delta });
    }
  }
  return targets;
}

/**
 * The Actor and Item documents of the world's own compendiums. A locked pack is left as its owner
 * locked it, and a system's or module's pack is theirs to ship in the current shape.
 */
async function worldPackDocuments(): Promise<(Actor.Implementation | Item.Implementation)[]> {
  const docs: (Actor.Implementation | Item.Implementation)[] = [];
  for (const pack of game.packs ?? []) {
    if (pack.metadata.packageType !== 'world' || pack.locked) continue;
    if (pack.documentName !== 'Actor' && pack.documentName !== 'Item') continue;
    for (const doc of await pack.getDocuments()) if (doc instanceof Actor || doc instanceof Item) docs.push(doc);
  }
  return docs;
}

/**
 * Every stored `system` the runner must visit: world actors (with their items) and items, the
 * overrides of unlinked tokens in every scene, and the documents of unlocked world compendiums.
 */
async function documentsToMigrate(): Promise<Target[]> {
  return [
    ...[...(game.actors ?? [])].flatMap(withOwnedItems),
    ...[...(game.items ?? [])].map(whole),
    ...tokenDeltas(),
    ...(await worldPackDocuments()).flatMap(withOwnedItems),
  ];
}

/**
 * The migrated system to write. A token's overrides that gain a note (a value the current shape has
 * no place for) keep the base actor's notes before it, as the token showed them.
 */
function migrated(target: Target, migrations: Migration[] | undefined): MigrationResult {
  const result = migrateSystem(target.type, target.system, migrations);
  const baseNotes = target.base?.[NOTES];
  if (
    result.changed &&
    !(NOTES in target.system) &&
    typeof result.system[NOTES] === 'string' &&
    typeof baseNotes === 'string'
  )
    result.system[NOTES] = `${baseNotes}${result.system[NOTES]}`;
  return result;
}

/** Runs the migrations on the active GM's client. Returns how many documents changed. */
export async function runMigrations(descriptors: RulesetDescriptor[], storedVersion: number): Promise<number> {
  if (!game.user?.isActiveGM) return 0;
  const target = Math.max(...descriptors.map((d) => currentVersion(d.migrations)));
  if (storedVersion >= target) return 0;
  const byType = new Map<string, Migration[]>();
  for (const d of descriptors)
    for (const type of [...Object.keys(d.Actor), ...Object.keys(d.Item)]) byType.set(type, d.migrations ?? []);
  const documents = await documentsToMigrate();
  const progress = progressNotice();
  let changed = 0;
  for (const [index, target] of documents.entries()) {
    const result = migrated(target, byType.get(target.type));
    if (result.changed) {
      await target.doc.update(replaceKey('system', result.system), { diff: false, render: false });
      changed++;
    }
    progress.step(index + 1, documents.length);
  }
  progress.close();
  ui.notifications?.info(game.i18n!.format('MANIFOLD.migration.done', { count: String(changed) }));
  return changed;
}

/** The "updating this world" notice with its progress bar, closed when the runner is done. */
function progressNotice(): { step(done: number, of: number): void; close(): void } {
  const notification = ui.notifications?.info('MANIFOLD.migration.running', {
    localize: true,
    progress: true,
    permanent: true,
  });
  // fvtt-types gap: v13's progress notification takes update({ pct }); the 13.345 types say update(number).
  const progress = notification as unknown as { update(data: { pct: number }): void } | undefined;
  return {
    step: (done, of) => progress?.update({ pct: done / of }),
    close: () => {
      if (notification) ui.notifications?.remove(notification);
    },
  };
}

/** A stored Active Effect, as the effect-key runner reads and updates it. */
interface StoredEffect {
  uuid: string;
  _source: unknown;
  update(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

const effectsIn = (doc: { effects: Iterable<unknown> }) => [...doc.effects] as StoredEffect[];

/** A document's own effects and, for an actor, its items'. */
function effectsOf(doc: Actor.Implementation | Item.Implementation): StoredEffect[] {
  return doc instanceof Actor ? [...effectsIn(doc), ...doc.items.contents.flatMap(effectsIn)] : effectsIn(doc);
}

const ids = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((e) => (e as { _id?: unknown } | null)?._id).filter((id) => typeof id === 'string')
    : [];

/**
 * The effects an unlinked token's ActorDelta holds as its own: its effects and its items' (the
 * delta's `effects` and `items`), reached through the token's synthetic actor, whose effects'
 * updates Foundry keeps in the delta. What the token inherits is its base actor's, migrated there.
 */
function tokenEffects(): StoredEffect[] {
  const effects: StoredEffect[] = [];
  for (const scene of game.scenes ?? []) {
    for (const token of scene.tokens) {
      const actor = token.actor;
      if (token.actorLink || !token.delta || !actor) continue;
      const own = token.delta._source as { effects?: unknown; items?: unknown };
      for (const id of ids(own.effects)) {
        const effect = actor.effects.get(id);
        if (effect) effects.push(effect);
      }
      for (const id of ids(own.items)) {
        const item = actor.items.get(id);
        if (item) effects.push(...effectsIn(item));
      }
    }
  }
  return effects;
}

/** Every effect the key runner visits: where runMigrations finds system data, the effects stored there. */
async function effectsToMigrate(): Promise<StoredEffect[]> {
  return [
    ...[...(game.actors ?? [])].flatMap(effectsOf),
    ...[...(game.items ?? [])].flatMap(effectsOf),
    ...tokenEffects(),
    ...(await worldPackDocuments()).flatMap(effectsOf),
  ];
}

/**
 * Rewrites every stored effect change that still names a ruleset's former key onto the field
 * that replaced it (effects/former-keys.ts), on the active GM's client only. It runs when the
 * world's effects were last migrated for other former keys than the descriptors name now
 * (`migratedFor`, the stamp the world keeps: `formerKeysStamp`), so a ruleset that gives up more
 * keys later migrates them again; every rewrite is idempotent. An effect that cannot be updated
 * keeps its keys and is reported in the console; the rest go on. Returns how many effects changed.
 */
export async function runEffectKeyMigration(descriptors: RulesetDescriptor[], migratedFor: string): Promise<number> {
  if (!game.user?.isActiveGM) return 0;
  const table = formerKeyTable(descriptors);
  if (!table.size || formerKeysStamp(table) === migratedFor) return 0;
  const effects = await effectsToMigrate();
  const progress = progressNotice();
  let changed = 0;
  for (const [index, effect] of effects.entries()) {
    const update = migrateEffectSource(effect._source, table);
    if (update) {
      try {
        await effect.update(update, { render: false });
        changed++;
      } catch (error) {
        console.warn(`Manifold | ${effect.uuid} keeps its former effect keys: it could not be updated`, error);
      }
    }
    progress.step(index + 1, effects.length);
  }
  progress.close();
  if (changed) ui.notifications?.info(game.i18n!.format('MANIFOLD.migration.effectsDone', { count: String(changed) }));
  return changed;
}
