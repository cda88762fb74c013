import { toInteger } from '../../../core';
import { MAX_BLOCK_STACKS, STATUSES, STATUS_IDS, type StatusId } from './tables';

/**
 * Status stacks as stored on a combatant: `{ block: { stacks: 3, turnEnds: 1 }, empowered: { stacks: 2 } }`.
 * `turnEnds` (1-turn statuses only) counts the affected combatant's turn ends still to come before
 * the status ends (CRY-4: "ends when the affected combatant's next turn is over").
 * Every function here returns a new state and never changes the one it was given.
 */
export interface StatusEntry {
  stacks: number;
  turnEnds?: number;
}
export type StatusState = Partial<Record<StatusId, StatusEntry>>;

/** The stack cap of a status: its printed maximum, Block's "Unlimited" held to a data guard. */
export function maxStacks(status: StatusId): number {
  return STATUSES[status].maxStacks ?? MAX_BLOCK_STACKS;
}

const STATUS_ID_SET: ReadonlySet<string> = new Set(STATUS_IDS);

export function isStatusId(value: unknown): value is StatusId {
  return typeof value === 'string' && STATUS_ID_SET.has(value);
}

/** Stored data in object form (the statuses, or an entry's `{ stacks, turnEnds }`); null for anything else. */
function recordOf(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** A stored entry's stacks (`{ stacks }` or a bare number), held to the status's cap; 0 when unreadable. */
function entryStacks(id: StatusId, value: unknown): number {
  const entry = recordOf(value);
  return toInteger(entry ? entry.stacks : value, { min: 0, max: maxStacks(id) });
}

/**
 * One status's stacks in stored statuses, read as readStatuses reads them, without reading the
 * others (every combatant's derived data asks for two or three).
 */
export function storedStacks(raw: unknown, id: StatusId): number {
  const stored = recordOf(raw);
  return stored && Object.hasOwn(stored, id) ? entryStacks(id, stored[id]) : 0;
}

/** Reads stored statuses: unknown ids and empty stacks dropped, stacks held to their caps. */
export function readStatuses(raw: unknown): StatusState {
  const state: StatusState = {};
  const stored = recordOf(raw);
  if (!stored) return state;
  // Every actor's derived data reads these: a key loop, not Object.entries' list of pairs.
  for (const id in stored) {
    if (!Object.hasOwn(stored, id) || !isStatusId(id)) continue;
    const value = stored[id];
    const stacks = entryStacks(id, value);
    if (stacks === 0) continue;
    const entry = recordOf(value);
    state[id] =
      STATUSES[id].duration === 'turn'
        ? { stacks, turnEnds: toInteger(entry?.turnEnds, { min: 1, max: MAX_TURN_ENDS, fallback: 1 }) }
        : { stacks };
  }
  return state;
}

export function stacksOf(state: StatusState, status: StatusId): number {
  return state[status]?.stacks ?? 0;
}

export interface StatusChange {
  status: StatusId;
  /** Stacks the effect tried to apply. */
  requested: number;
  /** CRY-4: stacks of the opposite status removed, one per stack applied. */
  negated: { status: StatusId; stacks: number } | null;
  /** Stacks actually added after negation and the cap. */
  added: number;
  before: number;
  after: number;
}

export interface ApplyContext {
  /**
   * True when the status lands during the affected combatant's own turn: "its next turn" is then
   * the following one, so a 1-turn status outlasts the turn now running (CRY-4).
   */
  duringOwnTurn?: boolean;
}

/** The most turn ends a 1-turn status waits for: landing during its own turn, the next one counts (CRY-4). */
export const MAX_TURN_ENDS = 2;

function turnEndsFor(context: ApplyContext): number {
  return context.duringOwnTurn ? MAX_TURN_ENDS : 1;
}

/**
 * Applies `stacks` stacks of a status. CRY-4: if the status negates one the combatant has, each
 * applied stack removes one of those stacks and is itself spent; what is left is added, up to the
 * cap (non-stacking statuses hold 1). A 1-turn status's duration is refreshed to the later end.
 */
export function applyStatus(
  state: StatusState,
  status: StatusId,
  stacks: number,
  context: ApplyContext = {},
): { state: StatusState; change: StatusChange } {
  const requested = toInteger(stacks, { min: 0, max: MAX_BLOCK_STACKS });
  const next: StatusState = { ...state };
  const opposite = STATUSES[status].negates;
  let remaining = requested;
  let negated: StatusChange['negated'] = null;
  if (opposite && remaining > 0) {
    const cancel = Math.min(remaining, stacksOf(state, opposite));
    if (cancel > 0) {
      negated = { status: opposite, stacks: cancel };
      remaining -= cancel;
      setStacks(next, opposite, stacksOf(state, opposite) - cancel);
    }
  }
  const before = stacksOf(state, status);
  const after = Math.min(maxStacks(status), before + remaining);
  if (remaining > 0) {
    // Even at the cap, a fresh application of a 1-turn status refreshes its duration.
    next[status] =
      STATUSES[status].duration === 'turn'
        ? { stacks: after, turnEnds: Math.max(state[status]?.turnEnds ?? 0, turnEndsFor(context)) }
        : { stacks: after };
  }
  return { state: next, change: { status, requested, negated, added: after - before, before, after } };
}

/** Applies several grants in order (each one negating and capping as applyStatus does). */
export function applyStatuses(
  state: StatusState,
  grants: readonly { status: StatusId; stacks: number }[],
  context: ApplyContext = {},
): { state: StatusState; changes: StatusChange[] } {
  let current = state;
  const changes: StatusChange[] = [];
  for (const grant of grants) {
    const { state: next, change } = applyStatus(current, grant.status, grant.stacks, context);
    current = next;
    changes.push(change);
  }
  return { state: current, changes };
}

/** Removes up to `stacks` stacks (Block spent on hits, a GM removing a status). */
export function removeStacks(
  state: StatusState,
  status: StatusId,
  stacks: number,
): { state: StatusState; removed: number } {
  const have = stacksOf(state, status);
  const removed = Math.min(have, toInteger(stacks, { min: 0, max: MAX_BLOCK_STACKS }));
  const next: StatusState = { ...state };
  setStacks(next, status, have - removed);
  return { state: next, removed };
}

function setStacks(state: StatusState, status: StatusId, stacks: number): void {
  if (stacks <= 0) delete state[status];
  else state[status] = { ...state[status], stacks };
}

/**
 * The end of the affected combatant's turn: every 1-turn status counts the turn end and those
 * whose last turn this was end (CRY-4). Encounter statuses are untouched.
 */
export function endTurnDurations(state: StatusState): { state: StatusState; expired: StatusId[] } {
  const next: StatusState = {};
  const expired: StatusId[] = [];
  for (const id of STATUS_IDS) {
    const entry = state[id];
    if (!entry) continue;
    if (STATUSES[id].duration !== 'turn') {
      next[id] = entry;
      continue;
    }
    const left = (entry.turnEnds ?? 1) - 1;
    if (left <= 0) expired.push(id);
    else next[id] = { stacks: entry.stacks, turnEnds: left };
  }
  return { state: next, expired };
}

/** "5 minutes, which is assumed to be the length of the combat encounter": all statuses end with it. */
export function endEncounter(state: StatusState): { state: StatusState; expired: StatusId[] } {
  return { state: {}, expired: STATUS_IDS.filter((id) => stacksOf(state, id) > 0) };
}
