/**
 * §3.1 / REL-6 turn order: seekers act first in the order the players choose, then each enemy
 * group in initiative order, a group rolling d20 + the highest DEX among its members.
 */
import type { Resolution } from '../../../core';
import { readAttribute } from './derived';
import { rollDie, type DieRecord } from './labels';
import { ATTRIBUTE_RANGE, D20 } from './tables';

export interface EnemyGroup {
  id: string;
  /** The members' DEX scores (stored values; read into −1..+4). */
  dex: readonly unknown[];
}

export interface TurnOrderRequest {
  /** Seeker ids in the order the players chose. */
  seekers: readonly string[];
  enemyGroups: readonly EnemyGroup[];
}

export type TurnEntry =
  | { kind: 'seeker'; id: string }
  | {
      kind: 'enemyGroup';
      id: string;
      die: number;
      dex: number;
      total: number;
      /** Another group rolled the same total: the GM orders them (the document gives no tie-break). */
      tied: boolean;
    };

export interface TurnOrderResult {
  order: TurnEntry[];
  dice: DieRecord[];
}

/** REL-6 a group's initiative bonus: the highest DEX among its members (an empty group counts −1). */
export function groupInitiativeBonus(dex: readonly unknown[]): number {
  return dex.reduce<number>((best, d) => Math.max(best, readAttribute(d)), ATTRIBUTE_RANGE.min);
}

/** Rolls each enemy group's initiative (in the order given) and returns the round's turn order. */
export function* rollTurnOrder(request: TurnOrderRequest): Resolution<TurnOrderResult> {
  const rolled: DieRecord[] = [];
  const groups = [];
  for (const g of request.enemyGroups) {
    const dex = groupInitiativeBonus(g.dex);
    const die = yield* rollDie(D20, 'initiative', rolled);
    groups.push({ kind: 'enemyGroup' as const, id: g.id, die, dex, total: die + dex, tied: false });
  }
  for (const g of groups) g.tied = groups.some((o) => o !== g && o.total === g.total);
  // Array.prototype.sort is stable: tied groups keep the order they were given in.
  groups.sort((a, b) => b.total - a.total);
  return { order: [...request.seekers.map((id) => ({ kind: 'seeker' as const, id })), ...groups], dice: rolled };
}

/**
 * §3.1 step 1 "Determine Surprise": the GM decides who is surprised (GM judgement); the document
 * does not say what surprise does, so the engine only marks the surprised combatants' turns, for
 * the GM to skip in that round.
 */
export function markSurprised(
  order: readonly TurnEntry[],
  surprised: readonly string[],
): (TurnEntry & { surprised: boolean })[] {
  return order.map((entry) => ({ ...entry, surprised: surprised.includes(entry.id) }));
}

/** Where one combatant stands in REL-6's order: a seeker's chosen place, or its enemy group's roll. */
export type TurnSlot =
  | { kind: 'seeker'; id: string; order: number | null }
  | {
      kind: 'enemyGroup';
      id: string;
      group: string;
      /** The group's d20 + highest DEX; null before it is rolled. */
      total: number | null;
      /** The GM's order among tied groups: a higher rank acts first. */
      rank: number;
    };

const last = (n: number | null) => (n === null || !Number.isFinite(n) ? Infinity : n);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * REL-6 the order of two combatants: seekers first, in their chosen order (unplaced ones after);
 * then enemy groups by total, higher first (unrolled ones last), tied groups by the GM's rank,
 * then by group id so a group's members stay together; ids break what is left, so every client
 * sorts alike.
 */
export function compareTurnSlots(a: TurnSlot, b: TurnSlot): number {
  if (a.kind !== b.kind) return a.kind === 'seeker' ? -1 : 1;
  if (a.kind === 'seeker' && b.kind === 'seeker') return last(a.order) - last(b.order) || byText(a.id, b.id);
  const ga = a as Extract<TurnSlot, { kind: 'enemyGroup' }>;
  const gb = b as Extract<TurnSlot, { kind: 'enemyGroup' }>;
  return (
    last(ga.total === null ? null : -ga.total) - last(gb.total === null ? null : -gb.total) ||
    gb.rank - ga.rank ||
    byText(ga.group, gb.group) ||
    byText(ga.id, gb.id)
  );
}

/** The enemy groups whose rolled total another group shares (the GM orders them, REL-6). */
export function tiedGroups(groups: readonly { group: string; total: number | null }[]): string[] {
  const totals = new Map<string, number>();
  for (const g of groups) if (g.total !== null) totals.set(g.group, g.total);
  return [...totals].filter(([id, t]) => [...totals].some(([o, u]) => o !== id && u === t)).map(([id]) => id);
}
