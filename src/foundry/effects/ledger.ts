/**
 * An actor's effect changes to its ruleset's numbers, gathered once per preparation and applied by
 * the derived data at the point the rules put them: `ledger.apply(key, base)` returns the number
 * with every applicable change (in Foundry's priority order) and records where it came from for
 * the sheet's tooltip. A change that cannot apply (unknown key, not a number, pushing the number
 * out of its bounds) is skipped and listed in `report().ignored`: never NaN, never a broken sheet.
 */
import { defaultPriority, rawChanges, readChanges, type ChangeMode, type EffectChange } from './changes';
import { findEffectKey, isFreeKey, type EffectKeyTable, type EffectReads } from './keys';
import { skippedFreeKeys, walkedEffects } from './preparation';
import { changeNumber, changeProblem, freeKeyProblem, type IgnoreReason } from './validate';

/** One change that counted, as the tooltip shows it: the effect's name and what it did. */
export interface EffectPart {
  effect: string;
  mode: ChangeMode;
  /** The change's value as written (the amount added, the override, the factor…). */
  value: number;
  /** The number it made. */
  result: number;
}

export interface NumberSources {
  base: number;
  parts: EffectPart[];
  total: number;
  /** How the number reads when it is not a plain count (the key's `reads`). */
  reads?: EffectReads;
  /** A bonus that adds onto another number (`ledger.bonus`): it has no base of its own. */
  bonus?: boolean;
}

export interface IgnoredChange {
  effectId: string;
  effect: string;
  key: string;
  value: string;
  reason: IgnoreReason;
}

export interface EffectReport {
  /** Every number an effect changed, by key. */
  sources: Record<string, NumberSources>;
  ignored: IgnoredChange[];
}

interface Pending {
  effectId: string;
  effect: string;
  mode: ChangeMode;
  text: string;
  number: number;
  priority: number;
  order: number;
}

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

/** The effects of the actor's latest preparation as Foundry walked them, else a walk of its own. */
function preparedEffects(actor: ActorLike | null | undefined): Iterable<unknown> {
  return (actor && walkedEffects(actor)) ?? applicableEffects(actor);
}

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

const EMPTY: ReadonlyMap<string, Pending[]> = new Map();

/** A change checked against a ruleset's keys: what the ledger needs of it, worked out once. */
interface CheckedChange {
  change: EffectChange;
  /** A free key (`system.…`): Foundry's own application handles it. */
  free: boolean;
  reason: IgnoreReason | null;
  number: number;
  priority: number;
}

/**
 * Checked changes by the stored array they were read from (Foundry builds it afresh whenever the
 * effect's data is initialised), for the table they were checked against: an effect that has not
 * changed is read and checked once, not at every preparation, and found with one lookup.
 */
const checkedLists = new WeakMap<readonly unknown[], { table: EffectKeyTable; checked: CheckedChange[] }>();

function checkedChanges(effect: unknown, table: EffectKeyTable): readonly CheckedChange[] {
  const raw = rawChanges(effect);
  if (!raw.length) return NO_CHANGES;
  const cached = checkedLists.get(raw);
  if (cached?.table === table) return cached.checked;
  const checked = readChanges(effect).map((change) => ({
    change,
    free: isFreeKey(change.key),
    reason: changeProblem(change, table),
    number: changeNumber(change.value),
    priority: change.priority ?? defaultPriority(change.mode),
  }));
  checkedLists.set(raw, { table, checked });
  return checked;
}

const NO_CHANGES: readonly CheckedChange[] = Object.freeze([]);

export class EffectLedger {
  private readonly sources: Record<string, NumberSources> = {};
  private readonly ignored: IgnoredChange[];

  private constructor(
    private readonly table: EffectKeyTable,
    private readonly pending: ReadonlyMap<string, Pending[]>,
    ignored: IgnoredChange[],
  ) {
    this.ignored = ignored;
  }

  /** Gathers the active changes of an actor's applicable effects for this ruleset's keys. */
  static of(actor: unknown, table: EffectKeyTable): EffectLedger {
    const a = actor as ActorLike | null | undefined;
    let pending: Map<string, Pending[]> | null = null;
    const skipped = a ? skippedFreeKeys(a) : undefined;
    const ignored: IgnoredChange[] = skipped?.length ? [...skipped] : [];
    let order = 0;
    for (const raw of preparedEffects(a)) {
      const effect = raw as EffectLike;
      const checked = checkedChanges(effect, table);
      if (!checked.length || !isActive(effect)) continue;
      const effectId = String(effect.id ?? '');
      const name = String(effect.name ?? '');
      for (const entry of checked) {
        const { change } = entry;
        if (entry.free) {
          // Foundry applied it already; an invalid one it skipped is recorded (recordSkippedFreeKey).
          if (!skipped) {
            const reason = freeKeyProblem(a, change);
            if (reason) ignored.push({ effectId, effect: name, key: change.key, value: change.value, reason });
          }
          continue;
        }
        if (entry.reason) {
          ignored.push({ effectId, effect: name, key: change.key, value: change.value, reason: entry.reason });
          continue;
        }
        pending ??= new Map();
        let list = pending.get(change.key);
        if (!list) pending.set(change.key, (list = []));
        list.push({
          effectId,
          effect: name,
          mode: change.mode,
          text: change.value,
          number: entry.number,
          priority: entry.priority,
          order: order++,
        });
      }
    }
    for (const list of pending?.values() ?? []) {
      if (list.length > 1) list.sort((x, y) => x.priority - y.priority || x.order - y.order);
    }
    return new EffectLedger(table, pending ?? EMPTY, ignored);
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
  apply(key: string, base: number, bounds: { min?: number; max?: number } = {}): number {
    const list = this.pending.get(key);
    if (!list) return base;
    const descriptor = findEffectKey(this.table, key);
    const min = Math.max(bounds.min ?? -Infinity, descriptor?.min ?? -Infinity);
    const max = Math.min(bounds.max ?? Infinity, descriptor?.max ?? Infinity);
    let value = base;
    const parts: EffectPart[] = [];
    for (const p of list) {
      const next = combine(p.mode, value, p.number);
      if (!Number.isFinite(next) || next < min || next > max) {
        this.ignore(p, key, 'outOfBounds');
        continue;
      }
      parts.push({ effect: p.effect, mode: p.mode, value: p.number, result: next });
      value = next;
    }
    this.sources[key] = { base, parts, total: value, ...(descriptor?.reads ? { reads: descriptor.reads } : {}) };
    return value;
  }

  /** The sum of a bonus key's changes applied to 0 (attack bonus, bonus dice…). */
  bonus(key: string, bounds?: { min?: number; max?: number }): number {
    const total = this.apply(key, 0, bounds);
    const source = this.sources[key];
    if (source) source.bonus = true;
    return total;
  }

  private ignore(p: Pending, key: string, reason: IgnoreReason): void {
    if (this.ignored.some((i) => i.effectId === p.effectId && i.key === key && i.reason === reason)) return;
    this.ignored.push({ effectId: p.effectId, effect: p.effect, key, value: p.text, reason });
  }

  /** What the sheet shows: each changed number's sources, and the changes that were ignored. */
  report(): EffectReport {
    return { sources: this.sources, ignored: this.ignored };
  }
}
