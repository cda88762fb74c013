/**
 * Where an actor's effect-changed numbers come from, read from what Foundry did in its latest
 * preparation: `actor.overrides` (the value each changed path ended at), the active applicable
 * effects' changes to those paths in Foundry's order (priority, then as walked), the stored value
 * they started from, and the changes the application refused (effects/application.ts). Worked
 * out when a sheet asks; nothing is kept.
 */
import { readChanges, defaultPriority, type ChangeMode } from './changes';
import { findEffectField, type EffectField, type EffectReads } from './fields';
import { refusedChanges, type IgnoredChange } from './application';
import { changeNumber } from './validate';

/** One change that counted, as the tooltip shows it: the effect's name and what it did. */
export interface EffectPart {
  effect: string;
  mode: ChangeMode;
  /** The change's value as written (the amount added, the override, the factor…). */
  value: number;
}

export interface NumberSources {
  base: number;
  parts: EffectPart[];
  total: number;
  /** How the number reads when it is not a plain count (the field's `reads`). */
  reads?: EffectReads;
  /** A bonus that adds onto another number: it has no base of its own. */
  bonus?: boolean;
}

export interface EffectReport {
  /** Every number an effect changed, by path. */
  sources: Record<string, NumberSources>;
  ignored: IgnoredChange[];
}

interface EffectLike {
  id?: string | null;
  name?: string;
  active?: boolean;
}

interface ActorLike {
  overrides?: Record<string, unknown>;
  _source?: unknown;
  allApplicableEffects?(): Iterable<unknown>;
}

/** `{system: {bonuses: {ac: 2}}}` as `{"system.bonuses.ac": 2}`: the numbers only. */
function numbersByPath(node: unknown, prefix: string, out: Map<string, number>): Map<string, number> {
  if (!node || typeof node !== 'object') return out;
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'number') out.set(path, value);
    else numbersByPath(value, path, out);
  }
  return out;
}

function storedNumber(source: unknown, path: string): number {
  let node = source;
  for (const part of path.split('.')) {
    node =
      node && typeof node === 'object' && Object.hasOwn(node, part)
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === 'number' ? node : 0;
}

/** The actor's effect-changed numbers with their sources, and the changes refused. */
export function effectRecord(actor: unknown, fields: readonly EffectField[]): EffectReport {
  const a = actor as ActorLike | null | undefined;
  if (!a) return { sources: {}, ignored: [] };
  const ignored = [...refusedChanges(a)];
  const changed = numbersByPath(a.overrides, '', new Map());
  const sources: Record<string, NumberSources> = {};
  if (!changed.size) return { sources, ignored };
  const refused = new Set(ignored.map((i) => `${i.effectId}\u0000${i.key}\u0000${i.value}`));
  const parts = new Map<string, (EffectPart & { priority: number })[]>();
  for (const raw of a.allApplicableEffects?.() ?? []) {
    const effect = raw as EffectLike;
    if (effect.active === false) continue;
    for (const change of readChanges(effect)) {
      if (!changed.has(change.key) || refused.has(`${effect.id ?? ''}\u0000${change.key}\u0000${change.value}`))
        continue;
      const list = parts.get(change.key) ?? [];
      parts.set(change.key, list);
      list.push({
        effect: String(effect.name ?? ''),
        mode: change.mode,
        value: changeNumber(change.value),
        priority: change.priority ?? defaultPriority(change.mode),
      });
    }
  }
  for (const [path, total] of changed) {
    const field = findEffectField(fields, path);
    // Foundry's order: by priority, then as walked (a stable sort keeps the walk).
    const list = (parts.get(path) ?? []).sort((x, y) => x.priority - y.priority);
    sources[path] = {
      base: storedNumber(a._source, path),
      parts: list.map(({ effect, mode, value }) => ({ effect, mode, value })),
      total,
      ...(field?.reads ? { reads: field.reads } : {}),
      ...(field?.bonus ? { bonus: true } : {}),
    };
  }
  return { sources, ignored };
}
