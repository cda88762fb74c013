/**
 * Effects saved before a ruleset's numbers were fields name them by the ruleset's old keys
 * (`relic.ac`; a family's member, `cryture.stat.Might`). Each ruleset's descriptor says which field
 * took each key (`EffectField#formerKey`): from those, an effect's stored changes are rewritten
 * onto the fields' paths, in the shape the effect stored them, every other property of a change
 * kept. Pure; the runner (src/foundry/migrations.ts) writes what this returns.
 */
import type { RulesetDescriptor } from '../ruleset';
import { storedChanges } from './changes';

/** Each former key with the path that replaced it; a family's both end in `*` (`cryture.stat.*`). */
export type FormerKeyTable = ReadonlyMap<string, string>;

/** The former keys every descriptor's effect fields name. */
export function formerKeyTable(descriptors: readonly Pick<RulesetDescriptor, 'effectFields'>[]): FormerKeyTable {
  const table = new Map<string, string>();
  for (const d of descriptors) for (const f of d.effectFields ?? []) if (f.formerKey) table.set(f.formerKey, f.path);
  return table;
}

/**
 * What the table reads as: its former keys, sorted. The world keeps the one its effects were last
 * migrated for, so a former key a ruleset adds later migrates them again.
 */
export function formerKeysStamp(table: FormerKeyTable): string {
  return [...table.keys()].sort().join(' ');
}

/**
 * The path that replaced a former key: its own, or its family's with the member's name carried
 * over (`cryture.stat.Might` → `system.stats.Might`). Null for any other key: a data path or a
 * flag already, or a key no ruleset ever had.
 */
export function currentKey(table: FormerKeyTable, key: string): string | null {
  if (key.startsWith('system.') || key.startsWith('flags.') || key.endsWith('*')) return null;
  const own = table.get(key);
  if (own !== undefined) return own;
  const dot = key.lastIndexOf('.');
  if (dot <= 0 || dot === key.length - 1) return null;
  const family = table.get(`${key.slice(0, dot)}.*`);
  return family?.endsWith('.*') ? `${family.slice(0, -1)}${key.slice(dot + 1)}` : null;
}

/**
 * The update that moves an effect's stored changes off former keys: the whole list, where the
 * effect stores it (`changes` on v13, `system.changes` on v14), each change as stored but for its
 * key. Null when no change names a former key, so a second run finds nothing to do.
 */
export function migrateEffectSource(source: unknown, table: FormerKeyTable): Record<string, unknown[]> | null {
  const stored = storedChanges(source);
  if (!stored) return null;
  let moved = false;
  const list = stored.list.map((raw) => {
    const key = raw && typeof raw === 'object' ? (raw as { key?: unknown }).key : undefined;
    const next = typeof key === 'string' ? currentKey(table, key.trim()) : null;
    if (next === null) return structuredClone(raw);
    moved = true;
    return { ...structuredClone(raw as object), key: next };
  });
  return moved ? { [stored.path]: list } : null;
}
