import { clamp, dice, sum, type Resolution } from '../../../core';
import { readStat, type CombatantSnapshot } from './snapshot';
import { DIE_FACES, MAX_POOL_DICE } from './tables';

/**
 * Rolling Initiative (CRY-3): a (Speed + Reflexes)d10 pool summed; highest first; ties broken by
 * repeated 1d10 roll-offs among the tied combatants only. A pool below 1 die rolls nothing (total 0).
 */
export type Entrant = Pick<CombatantSnapshot, 'id' | 'stats'>;

export function initiativeDice(entrant: Pick<CombatantSnapshot, 'stats'>): number {
  return clamp(readStat(entrant, 'speed') + readStat(entrant, 'reflexes'), 0, MAX_POOL_DICE);
}

export interface InitiativeRoll {
  id: string;
  dice: number[];
  total: number;
}

export interface RollOff {
  /** The combatants tied at this point, in the order they rolled. */
  among: string[];
  faces: Record<string, number>;
}

/** Beyond this many roll-off rounds in one tie (never met with fair dice) the tie keeps its given order. */
export const MAX_ROLL_OFF_ROUNDS = 100;

export interface InitiativeResult {
  rolls: InitiativeRoll[];
  rollOffs: RollOff[];
  /** Combatant ids, first to act first. */
  order: string[];
  /** Ties still standing after MAX_ROLL_OFF_ROUNDS (the GM orders them). */
  unresolved: string[][];
}

/** Asks for the entrant's whole pool at once and sums it. */
export function* rollInitiative(entrant: Entrant): Resolution<InitiativeRoll> {
  const faces = yield* dice(initiativeDice(entrant), DIE_FACES, 'initiative');
  return { id: entrant.id, dice: faces, total: sum(faces) };
}

/** Groups ids by a score, highest score first, keeping the given order inside a group. */
function groupsByScore(ids: readonly string[], score: (id: string) => number): string[][] {
  const groups = new Map<number, string[]>();
  for (const id of ids) groups.set(score(id), [...(groups.get(score(id)) ?? []), id]);
  return [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([, g]) => g);
}

/**
 * Orders tied combatants by 1d10 roll-offs, rolling again among those still tied (CRY-3). Each
 * round asks for one d10 per tied combatant at once, in their given order.
 */
function* breakTie(tied: readonly string[], log: RollOff[], unresolved: string[][], round = 1): Resolution<string[]> {
  if (tied.length < 2) return [...tied];
  if (round > MAX_ROLL_OFF_ROUNDS) {
    unresolved.push([...tied]);
    return [...tied];
  }
  const rolled = yield* dice(tied.length, DIE_FACES, 'rollOff');
  const faces: Record<string, number> = {};
  tied.forEach((id, i) => (faces[id] = rolled[i]!));
  log.push({ among: [...tied], faces });
  const order: string[] = [];
  for (const group of groupsByScore(tied, (id) => faces[id]!))
    order.push(...(yield* breakTie(group, log, unresolved, round + 1)));
  return order;
}

/**
 * Rolls initiative for every combatant (in the given order), then breaks ties group by group from
 * the highest total down.
 */
export function* resolveInitiative(entrants: readonly Entrant[]): Resolution<InitiativeResult> {
  const rolls: InitiativeRoll[] = [];
  for (const entrant of entrants) rolls.push(yield* rollInitiative(entrant));
  const totals = new Map(rolls.map((r) => [r.id, r.total]));
  const rollOffs: RollOff[] = [];
  const unresolved: string[][] = [];
  const order: string[] = [];
  for (const group of groupsByScore(
    rolls.map((r) => r.id),
    (id) => totals.get(id)!,
  ))
    order.push(...(yield* breakTie(group, rollOffs, unresolved)));
  return { rolls, rollOffs, order, unresolved };
}

/**
 * Roll-offs alone (CRY-3), for combatants whose totals already tie (e.g. a tie between combatants
 * whose initiative was rolled at different times): 1d10 each, in the given order, repeated among
 * those still tied.
 */
export function* resolveRollOff(
  tied: readonly string[],
): Resolution<{ order: string[]; rollOffs: RollOff[]; unresolved: string[][] }> {
  const rollOffs: RollOff[] = [];
  const unresolved: string[][] = [];
  const order = yield* breakTie([...new Set(tied)], rollOffs, unresolved);
  return { order, rollOffs, unresolved };
}

export interface JoinRequest {
  /** The turn order now, first to last, with each combatant's initiative total. */
  order: readonly { id: string; total: number }[];
  /** The combatant due to act next (null: none left this round, the joiner then waits for its slot). */
  nextId: string | null;
  joiner: Entrant;
}

export interface JoinResult {
  roll: InitiativeRoll;
  rollOffs: RollOff[];
  order: string[];
  /** The joiner's place in the new order (0 = first). */
  position: number;
  /**
   * "If their roll is higher than the next combatant in the turn order, they will take their turn
   * immediately, then return to their normal position in the next round."
   */
  actsNow: boolean;
}

/**
 * A combatant entering mid-combat rolls at once and is placed by its total. Against an equal total
 * it rolls off with that combatant alone, one tied combatant at a time from the top, so the order
 * of those already placed never changes (CRY-3: roll-offs among the tied only).
 */
export function* resolveJoin(request: JoinRequest): Resolution<JoinResult> {
  const roll = yield* rollInitiative(request.joiner);
  const rollOffs: RollOff[] = [];
  const unresolved: string[][] = [];
  const id = roll.id;
  let position = request.order.length;
  for (let i = 0; i < request.order.length; i++) {
    const other = request.order[i]!;
    const ahead =
      roll.total > other.total ||
      (roll.total === other.total && (yield* breakTie([id, other.id], rollOffs, unresolved))[0] === id);
    if (ahead) {
      position = i;
      break;
    }
  }
  const order = request.order.map((o) => o.id);
  order.splice(position, 0, id);
  const nextIndex = request.nextId === null ? -1 : request.order.findIndex((o) => o.id === request.nextId);
  return { roll, rollOffs, order, position, actsNow: nextIndex >= 0 && position <= nextIndex };
}
