/**
 * The one place that reads and writes an Active Effect's changes. Foundry v13 keeps them in
 * `changes: [{ key, mode (number), value, priority }]`; v14 moved them to `system.changes` with a
 * string `type` (CONST.ACTIVE_EFFECT_CHANGE_TYPES: add, subtract, multiply, override, upgrade,
 * downgrade, custom). We read both and write the shape of the generation we are told (the
 * caller passes compat's `generation()`).
 */
import { changeNumber } from './validate';

export const CHANGE_MODES = ['add', 'subtract', 'multiply', 'override', 'upgrade', 'downgrade', 'custom'] as const;
export type ChangeMode = (typeof CHANGE_MODES)[number];

/** One change as Manifold reads it, whatever generation stored it. */
export interface EffectChange {
  key: string;
  mode: ChangeMode;
  /** Stored as text by Foundry in both generations. */
  value: string;
  priority: number | null;
}

/** CONST.ACTIVE_EFFECT_MODES (v13): CUSTOM 0, MULTIPLY 1, ADD 2, DOWNGRADE 3, UPGRADE 4, OVERRIDE 5. */
const V13_MODE: Record<number, ChangeMode> = {
  0: 'custom',
  1: 'multiply',
  2: 'add',
  3: 'downgrade',
  4: 'upgrade',
  5: 'override',
};
const V13_NUMBER: Record<ChangeMode, number> = {
  custom: 0,
  multiply: 1,
  add: 2,
  subtract: 2,
  downgrade: 3,
  upgrade: 4,
  override: 5,
};

/** Default priorities as Foundry orders them (v13: mode × 10; v14's change types use the same order). */
export function defaultPriority(mode: ChangeMode): number {
  return V13_NUMBER[mode] * 10;
}

function readMode(raw: { mode?: unknown; type?: unknown }): ChangeMode {
  if (typeof raw.type === 'string') {
    return (CHANGE_MODES as readonly string[]).includes(raw.type) ? (raw.type as ChangeMode) : 'custom';
  }
  const mode = Number(raw.mode);
  return V13_MODE[mode] ?? 'custom';
}

/** One stored change as Manifold reads it; null when it is not a change at all. */
export function readChange(raw: unknown): EffectChange | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const priority = r.priority === null || r.priority === undefined || r.priority === '' ? null : Number(r.priority);
  return {
    key: typeof r.key === 'string' ? r.key.trim() : '',
    mode: readMode(r),
    value: r.value === null || r.value === undefined ? '' : String(r.value),
    priority: priority !== null && Number.isFinite(priority) ? priority : null,
  };
}

/** Where an effect stores its changes, and the list: v14's `system.changes` when it holds a list, else v13's `changes`. */
export function storedChanges(
  effect: unknown,
): { path: 'system.changes' | 'changes'; list: readonly unknown[] } | null {
  const e = effect as { changes?: unknown; system?: { changes?: unknown } } | null | undefined;
  if (Array.isArray(e?.system?.changes)) return { path: 'system.changes', list: e.system.changes };
  return Array.isArray(e?.changes) ? { path: 'changes', list: e.changes } : null;
}

/** The stored list: v14's `system.changes` when it holds a list, else v13's `changes`. */
export function rawChanges(effect: unknown): readonly unknown[] {
  return storedChanges(effect)?.list ?? NONE;
}

const NONE: readonly EffectChange[] = Object.freeze([]);

/** An effect's changes in either generation's shape; malformed entries are dropped. */
export function readChanges(effect: unknown): readonly EffectChange[] {
  const raw = rawChanges(effect);
  if (!raw.length) return NONE;
  const out: EffectChange[] = [];
  for (const r of raw) {
    const change = readChange(r);
    if (change) out.push(change);
  }
  return out;
}

/**
 * Creation data holding these changes in the given generation's shape: nested (`system: {changes}`
 * on v14), as a new document's data is read field by field, where an update's dotted path is not.
 */
export function changesData(changes: readonly EffectChange[], generation = 13): Record<string, unknown> {
  const data = writeChanges(changes, generation);
  return 'system.changes' in data ? { system: { changes: data['system.changes'] } } : data;
}

/** Update data that stores these changes in the given generation's shape (v13 unless told). */
export function writeChanges(changes: readonly EffectChange[], generation = 13): Record<string, unknown> {
  if (generation >= 14) {
    return {
      'system.changes': changes.map((c) => ({ key: c.key, type: c.mode, value: c.value, priority: c.priority })),
    };
  }
  return {
    changes: changes.map((c) => ({
      key: c.key,
      // v13 has no subtract: it is an add of the negated value.
      mode: V13_NUMBER[c.mode],
      value: c.mode === 'subtract' ? negate(c.value) : c.value,
      priority: c.priority,
    })),
  };
}

function negate(value: string): string {
  const n = changeNumber(value);
  return Number.isNaN(n) ? value : String(-n);
}
