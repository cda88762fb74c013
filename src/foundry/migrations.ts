/**
 * Schema migrations. Every document's system data carries `schemaVersion`; a ruleset lists the
 * steps that bring older data to its current shape. The runner runs once per version, on the
 * active GM's client only, with a progress bar, and is idempotent: a document already at a step's
 * version is left alone, so running twice changes nothing.
 */
import type { Migration, RulesetDescriptor } from './ruleset';

export interface MigrationResult {
  changed: boolean;
  system: Record<string, unknown>;
}

/** The current schema version of a ruleset: its highest migration step (1 when it has none). */
export function currentVersion(migrations: Migration[] | undefined): number {
  return Math.max(1, ...(migrations ?? []).map((m) => m.version));
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

interface MigratableDocument {
  type: string;
  _source: { system: Record<string, unknown> };
  update(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

/** Every document the runner must visit: world actors and items, and items owned by actors. */
function* documentsToMigrate(): Generator<MigratableDocument> {
  for (const actor of game.actors ?? []) {
    yield actor as unknown as MigratableDocument;
    for (const item of actor.items) yield item as unknown as MigratableDocument;
  }
  for (const item of game.items ?? []) yield item as unknown as MigratableDocument;
}

/** Runs the migrations on the active GM's client. Returns how many documents changed. */
export async function runMigrations(descriptors: RulesetDescriptor[], storedVersion: number): Promise<number> {
  if (!game.user?.isActiveGM) return 0;
  const target = Math.max(...descriptors.map((d) => currentVersion(d.migrations)));
  if (storedVersion >= target) return 0;
  const byType = new Map<string, Migration[]>();
  for (const d of descriptors)
    for (const type of [...Object.keys(d.Actor), ...Object.keys(d.Item)]) byType.set(type, d.migrations ?? []);
  const documents = [...documentsToMigrate()];
  const progress = ui.notifications?.info('MANIFOLD.migration.running', {
    localize: true,
    progress: true,
    permanent: true,
  } as never) as { update(data: { pct: number }): void } | undefined;
  let changed = 0;
  for (const [index, doc] of documents.entries()) {
    const result = migrateSystem(doc.type, doc._source.system, byType.get(doc.type));
    if (result.changed) {
      await doc.update({ '==system': result.system }, { diff: false, render: false });
      changed++;
    }
    progress?.update({ pct: (index + 1) / documents.length });
  }
  if (progress) ui.notifications?.remove(progress as never);
  ui.notifications?.info(game.i18n!.format('MANIFOLD.migration.done', { count: String(changed) }));
  return changed;
}
