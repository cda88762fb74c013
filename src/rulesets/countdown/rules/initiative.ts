import type { Resolution } from '../../../core';
import { rollD20 } from './check';
import { edgesFor, type EdgeMode, type EdgeSubject } from './edges';
import type { RolledDie } from './result';
import { readStat, STAT_MIN } from './stats';

/**
 * Initiative (countdown.md, "Initiative"; CD-4): everyone rolls d20 + Reflex; the GM side makes
 * one roll with the highest Reflex among the monsters (a player rolls it: the GM never rolls).
 * Highest goes first. Scouts roll with advantage. Ties are not ruled: they are reported and the
 * glue keeps the tracker's order for the GM to change (GM judgement).
 */
export interface InitiativeCharacter extends EdgeSubject {
  id: string;
  reflex: unknown;
}

export interface InitiativeRequest {
  characters: readonly InitiativeCharacter[];
  /** Reflex of every monster in the fight (one roll for the side). */
  monsterReflexes: readonly unknown[];
}

export interface InitiativeRoll {
  id: string;
  reflex: number;
  mode: EdgeMode;
  advantages: string[];
  dice: RolledDie[];
  natural: number;
  total: number;
}

/** The id the monster side's roll carries in the order. */
export const MONSTER_SIDE = 'monsters';

export interface InitiativeResult {
  kind: 'initiative';
  rolls: InitiativeRoll[];
  /** Everyone, highest total first; `tied` marks totals shared with a neighbour. */
  order: { id: string; total: number; tied: boolean }[];
}

/** The Reflex the monster side rolls with: the highest among them. */
export function monsterSideReflex(reflexes: readonly unknown[]): number {
  return reflexes.reduce<number>((best, r) => Math.max(best, readStat(r)), STAT_MIN);
}

export function initiativeMode(subject: EdgeSubject): { mode: EdgeMode; advantages: string[] } {
  const edges = edgesFor(subject, { initiative: true });
  return { mode: edges.mode, advantages: edges.advantages };
}

function* rollOne(id: string, reflex: number, subject: EdgeSubject): Resolution<InitiativeRoll> {
  const { mode, advantages } = initiativeMode(subject);
  const roll = yield* rollD20(mode, { kept: 'initiative', dropped: 'initiativeDropped' });
  return { id, reflex, mode, advantages, dice: roll.dice, natural: roll.natural, total: roll.natural + reflex };
}

export function* resolveInitiative(request: InitiativeRequest): Resolution<InitiativeResult> {
  const rolls: InitiativeRoll[] = [];
  for (const c of request.characters) rolls.push(yield* rollOne(c.id, readStat(c.reflex), c));
  if (request.monsterReflexes.length > 0) {
    rolls.push(yield* rollOne(MONSTER_SIDE, monsterSideReflex(request.monsterReflexes), {}));
  }
  const sorted = [...rolls].sort((a, b) => b.total - a.total);
  const order = sorted.map((r, i) => ({
    id: r.id,
    total: r.total,
    tied: sorted[i - 1]?.total === r.total || sorted[i + 1]?.total === r.total,
  }));
  return { kind: 'initiative', rolls, order };
}
