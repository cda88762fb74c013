/**
 * An actor's effect changes to its ruleset's numbers, gathered once per preparation and applied by
 * the derived data at the point the rules put them: `ledger.apply(key, base)` returns the number
 * with every applicable change (in Foundry's priority order) and records where it came from for
 * the sheet's tooltip. A change that cannot apply (unknown key, not a number, pushing the number
 * out of its bounds) is skipped and listed in `report().ignored`: never NaN, never a broken sheet.
 */
import { defaultPriority, readChanges, type ChangeMode, type EffectChange } from './changes';
import { findEffectKey, isFreeKey, type EffectKeyTable } from './keys';
import type { IgnoredChange } from './application';
import { changeNumber, type IgnoreReason } from './validate';

export type { IgnoredChange };

/** Problems of a change to a ruleset key (`system.` paths are Foundry's to apply). */
function changeProblem(change: EffectChange, table: EffectKeyTable): IgnoreReason | null {
  if (isFreeKey(change.key)) return null;
  if (!findEffectKey(table, change.key)) return 'unknownKey';
  if (change.mode === 'custom') return 'unsupportedMode';
  const n = changeNumber(change.value);
  if (Number.isNaN(n)) return 'notNumber';
  if (change.mode !== 'multiply' && !Number.isInteger(n)) return 'notInteger';
  return null;
}

export type { EffectPart, NumberSources, EffectReport } from './record';
import type { EffectPart, NumberSources, EffectReport } from './record';

interface EffectLike {
  id?: string | null;
  name?: string;
  active?: boolean;
  disabled?: boolean;
  isSuppressed?: boolean;
}

interface ActorLike {
  effects?: Iterable<unknown>;
  allApplicableEffects?(): Iterable<unknown>;
}

/** Foundry's `ActiveEffect#active`: enabled and not suppressed (an unequipped item's, for one). */
function isActive(effect: EffectLike): boolean {
  if (typeof effect.active === 'boolean') return effect.active;
  return !effect.disabled && !effect.isSuppressed;
}

/** The actor's own effects and those its items transfer (Actor#allApplicableEffects, v11+). */
export function applicableEffects(actor: ActorLike | null | undefined): Iterable<unknown> {
  if (!actor) return [];
  if (typeof actor.allApplicableEffects === 'function') return actor.allApplicableEffects();
  return actor.effects ?? [];
}

const preparedEffects = applicableEffects;

function combine(mode: ChangeMode, current: number, n: number): number {
  switch (mode) {
    case 'add':
      return current + n;
    case 'subtract':
      return current - n;
    case 'multiply':
      return Math.trunc(current * n);
    case 'override':
      return n;
    case 'upgrade':
      return Math.max(current, n);
    case 'downgrade':
      return Math.min(current, n);
    default:
      return NaN;
  }
}

/** A change checked against a ruleset's keys: what the ledger needs of it. */
interface CheckedChange {
  change: EffectChange;
  /** The effect whose stored changes these are (Foundry builds that array for one effect). */
  effect: EffectLike;
  /** A free key (`system.…`): Foundry's own application handles it. */
  free: boolean;
  reason: IgnoreReason | null;
  number: number;
  priority: number;
}

/** An effect's changes, each checked against the table. */
function checkedChanges(effect: EffectLike, table: EffectKeyTable): readonly CheckedChange[] {
  return readChanges(effect).map((change) => ({
    change,
    effect,
    free: isFreeKey(change.key),
    reason: changeProblem(change, table),
    number: changeNumber(change.value),
    priority: change.priority ?? defaultPriority(change.mode),
  }));
}

/** A number the derived data asked for, kept so the report can say where it came from when read. */
interface Applied {
  key: string;
  base: number;
  min: number;
  max: number;
  bonus: boolean;
}

/** A change refused while gathering: for a reason of its own, or (a free key) by the actor's data. */
interface Refused {
  entry: CheckedChange;
  reason: IgnoreReason;
}

const NO_BOUNDS: { min?: number; max?: number } = Object.freeze({});

/**
 * A preparation keeps the checked changes (listed by key, in Foundry's priority order) and the
 * numbers it applied; the report a sheet reads (each number's parts, the changes ignored) is
 * worked out from them when read. Every actor of a world is prepared at load and on every update;
 * a sheet shows a report now and then.
 */
export class EffectLedger {
  private readonly pending = new Map<string, CheckedChange[]>();
  private readonly refused: Refused[] = [];
  private readonly applied: Applied[] = [];

  private constructor(private readonly table: EffectKeyTable) {}

  /** Gathers the active changes of an actor's applicable effects for this ruleset's keys. */
  static of(actor: unknown, table: EffectKeyTable): EffectLedger {
    const a = actor as ActorLike | null | undefined;
    const ledger = new EffectLedger(table);
    for (const raw of preparedEffects(a)) {
      const effect = raw as EffectLike;
      const checked = checkedChanges(effect, table);
      if (!checked.length || !isActive(effect)) continue;
      for (const entry of checked) ledger.gather(entry);
    }
    return ledger;
  }

  private gather(entry: CheckedChange): void {
    // Foundry applies (or refuses, and records) it.
    if (entry.free) return;
    if (entry.reason) {
      this.refused.push({ entry, reason: entry.reason });
      return;
    }
    const { key } = entry.change;
    const list = this.pending.get(key);
    // Most keys have one change: a list of one (an empty list's first push reserves room for 16).
    if (!list) {
      this.pending.set(key, [entry]);
      return;
    }
    // Foundry's order: by priority, then as walked (an insertion keeps it without a sort's copy).
    let i = list.length;
    list.push(entry);
    for (; i > 0 && list[i - 1]!.priority > entry.priority; i--) list[i] = list[i - 1]!;
    list[i] = entry;
  }

  /** The keys with active changes that start with `prefix` (a key family such as `cryture.stat.`). */
  keysWith(prefix: string): string[] {
    const out: string[] = [];
    for (const key of this.pending.keys()) if (key.startsWith(prefix)) out.push(key);
    return out;
  }

  /** Whether any active change targets this key (cheap: derived data may skip work without). */
  has(key: string): boolean {
    return this.pending.has(key);
  }

  /**
   * The number `base` after this key's changes. A change that would leave the key's bounds (or
   * its own, tighter `bounds` for this actor) is skipped and reported.
   */
  apply(key: string, base: number, bounds: { min?: number; max?: number } = NO_BOUNDS): number {
    const list = this.pending.get(key);
    if (!list) return base;
    const descriptor = findEffectKey(this.table, key);
    const min = Math.max(bounds.min ?? -Infinity, descriptor?.min ?? -Infinity);
    const max = Math.min(bounds.max ?? Infinity, descriptor?.max ?? Infinity);
    this.applied.push({ key, base, min, max, bonus: false });
    return applyChanges(list, base, min, max);
  }

  /** The sum of a bonus key's changes applied to 0 (attack bonus, bonus dice…). */
  bonus(key: string, bounds?: { min?: number; max?: number }): number {
    const total = this.apply(key, 0, bounds);
    const last = this.applied[this.applied.length - 1];
    if (last?.key === key) last.bonus = true;
    return total;
  }

  /**
   * What the sheet shows: each changed number's sources, and the changes that were ignored. Read
   * when the sheet asks (the numbers applied so far, in the order the derived data applied them).
   */
  report(): EffectReport {
    return new LedgerReport(this);
  }

  /** The report as it stands (what LedgerReport reads). */
  fullReport(): EffectReport {
    const sources: Record<string, NumberSources> = {};
    const ignored: IgnoredChange[] = [];
    for (const { entry, reason } of this.refused) ignored.push(ignoredChange(entry, entry.change.key, reason));
    for (const { key, base, min, max, bonus } of this.applied) {
      const reads = findEffectKey(this.table, key)?.reads;
      const parts: EffectPart[] = [];
      const total = applyChanges(this.pending.get(key)!, base, min, max, (entry, result) => {
        if (result !== null) {
          parts.push({ effect: String(entry.effect.name ?? ''), mode: entry.change.mode, value: entry.number });
          return;
        }
        const id = effectIdOf(entry);
        if (!ignored.some((i) => i.effectId === id && i.key === key && i.reason === 'outOfBounds')) {
          ignored.push(ignoredChange(entry, key, 'outOfBounds'));
        }
      });
      sources[key] = { base, parts, total, ...(reads ? { reads } : {}), ...(bonus ? { bonus } : {}) };
    }
    return { sources, ignored };
  }
}

/**
 * What derived data keeps for the sheet: a view of the ledger, worked out only when read (one small
 * object per preparation; an object literal with getters is many times its size). As JSON it is
 * the report itself.
 */
class LedgerReport implements EffectReport {
  // Private, so a walk of the derived data (or a template) sees the report, never the ledger.
  readonly #ledger: EffectLedger;
  constructor(ledger: EffectLedger) {
    this.#ledger = ledger;
  }
  get sources(): Record<string, NumberSources> {
    return this.#ledger.fullReport().sources;
  }
  get ignored(): IgnoredChange[] {
    return this.#ledger.fullReport().ignored;
  }
  toJSON(): EffectReport {
    return this.#ledger.fullReport();
  }
}

/**
 * The number a key's changes make of `base`, in order, each skipped that would leave [min, max]
 * (or not be a number). `seen` hears each change with the number it made, or null when skipped:
 * the report's parts and ignored changes follow the same rule as the number.
 */
function applyChanges(
  list: readonly CheckedChange[],
  base: number,
  min: number,
  max: number,
  seen?: (entry: CheckedChange, result: number | null) => void,
): number {
  let value = base;
  for (const entry of list) {
    const next = combine(entry.change.mode, value, entry.number);
    const fits = Number.isFinite(next) && next >= min && next <= max;
    seen?.(entry, fits ? next : null);
    if (fits) value = next;
  }
  return value;
}

const effectIdOf = (entry: CheckedChange) => String(entry.effect.id ?? '');

function ignoredChange(entry: CheckedChange, key: string, reason: IgnoreReason): IgnoredChange {
  return {
    effectId: effectIdOf(entry),
    effect: String(entry.effect.name ?? ''),
    key,
    value: entry.change.value,
    reason,
  };
}
