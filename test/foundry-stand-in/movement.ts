/**
 * TokenDocument's movement workflow, as Foundry v13/v14 runs it for an update that moves a token
 * (README "Scene, grid and movement" has the references):
 *
 * - `options.movement[id].waypoints` (partial: a missing x/y keeps the previous one) is split at
 *   its first checkpoint: the waypoints up to it are `passed` — this update moves the token to the
 *   last of them — and the rest `pending`. Without waypoints, an x/y change is one checkpoint.
 * - The movement operation (`id`, `chain`, `origin`, `destination`, `passed`, `pending`,
 *   `history`, `recorded`, `method`) is offered to `preMoveToken` (false stops it), recorded in the
 *   token's movement history when its combatant's combat has started, and put in
 *   `options._movement[id]`; `options.movement` and `_movementArguments` are deleted before the
 *   database update, so `updateToken` never sees them. `moveToken(document, movement, operation,
 *   user)` fires after the update.
 * - With waypoints pending, the moving user's client continues after the update workflow in a new
 *   update of the pending waypoints, carrying only core's own update options, with
 *   `_movementArguments.chain` = the prior chain plus this movement's id (and, unrecorded, the
 *   history so far).
 */
import { track } from './pending';

export interface Position {
  x: number;
  y: number;
}

/** A waypoint as core stores it in `passed`, `pending` and the history (TokenMeasuredMovementWaypoint). */
export interface MeasuredWaypoint extends Position {
  action: string;
  checkpoint: boolean;
  explicit: boolean;
  snapped: boolean;
  intermediate: boolean;
  movementId: string;
  userId: string;
  cost: number;
}

export interface MovementSection {
  waypoints: MeasuredWaypoint[];
  cost: number;
}

/** TokenMovementOperation, the members the stand-in fills. */
export interface MovementOperation {
  id: string;
  chain: string[];
  origin: Position;
  destination: Position;
  passed: MovementSection;
  pending: MovementSection;
  history: { recorded: MovementSection; unrecorded: MovementSection; cost: number };
  recorded: boolean;
  constrained: boolean;
  method: string;
}

/** The token the workflow moves: its source position, its history and whether it records movement. */
export interface MovingToken extends Position {
  id: string;
  _movementHistory: MeasuredWaypoint[];
  /** TokenDocument#_shouldRecordMovementHistory: a combatant of a started combat. */
  _shouldRecordMovementHistory(): boolean;
  /** The continuation under way (set by updateMovingToken), awaited by tests through `arrived`. */
  continuing: Promise<unknown> | null;
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

interface MovementArguments {
  chain: string[];
  unrecorded: MeasuredWaypoint[] | null;
}

/** The update options core hands on to a continued movement (the rest are dropped). */
const CONTINUED_OPTIONS = ['animate', 'animation', 'diff', 'noHook', 'pan', 'render', 'renderSheet'] as const;

let ids = 0;
const movementId = () => `mv${String(++ids).padStart(14, '0')}`;

type Hooks = { call(name: string, ...args: unknown[]): boolean; callAll(name: string, ...args: unknown[]): boolean };
const hooks = () => (globalThis as unknown as { Hooks: Hooks }).Hooks;
const currentUser = () => (globalThis as unknown as { game: { user: { id: string } } }).game.user;

/**
 * One TokenDocument update as the client runs it: `_preUpdate` (the movement) → `preUpdateToken` →
 * `_preUpdateOperation` (the request deleted) → the database (`apply`) → `updateToken` →
 * `moveToken` → the continuation of what is pending, after the workflow (a timeout), as a new
 * update. `noHook` silences the document hooks, as in core.
 */
export async function updateMovingToken(
  token: MovingToken,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
  apply: (changes: Record<string, unknown>) => void,
): Promise<void> {
  const user = currentUser();
  if (options._clearMovementHistory) changes._movementHistory = [];
  const movement = preUpdateMovement(token, changes, options, user.id);
  if (!options.noHook) hooks().call('preUpdateToken', token, changes, options, user.id);
  preUpdateOperationMovement(options);
  apply(changes);
  if (!options.noHook) hooks().callAll('updateToken', token, changes, options, user.id);
  if (!movement) return;
  hooks().callAll('moveToken', token, movement, options, user);
  const next = continuationOf(token, movement, options);
  // The moving client continues after this workflow has returned (a macrotask later); the
  // stand-in keeps that work, so `settled()` waits for every leg.
  token.continuing = next
    ? track(new Promise((resolve) => setTimeout(resolve, 0)).then(() => token.update(next.changes, next.options)))
    : null;
}

/** Waits until a movement split at checkpoints has moved through every leg. */
export async function arrived(token: Pick<MovingToken, 'continuing'>): Promise<void> {
  while (token.continuing) await token.continuing;
}

/**
 * TokenDocument#_preUpdate's movement step. Returns the movement (also in `options._movement[id]`)
 * with the changes moved to its destination and the history to record, or null when the update
 * does not move the token (or `preMoveToken` refused it: the position changes are dropped).
 */
export function preUpdateMovement(
  token: MovingToken,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
  userId: string,
): MovementOperation | null {
  const request = (options.movement as Record<string, { waypoints?: Partial<MeasuredWaypoint>[]; method?: string }>)?.[
    token.id
  ];
  let waypoints = request?.waypoints?.length ? request.waypoints : undefined;
  if (!waypoints && ('x' in changes || 'y' in changes)) {
    waypoints = [{ x: Number(changes.x ?? token.x), y: Number(changes.y ?? token.y), checkpoint: true }];
  }
  if (!waypoints) return null;
  const id = movementId();
  const origin = { x: token.x, y: token.y };
  let previous: Position = origin;
  const cleaned: MeasuredWaypoint[] = waypoints.map((w) => {
    previous = { x: Math.round(w.x ?? previous.x), y: Math.round(w.y ?? previous.y) };
    return {
      ...previous,
      action: w.action ?? 'walk',
      checkpoint: w.checkpoint ?? false,
      explicit: w.explicit ?? false,
      snapped: w.snapped ?? false,
      intermediate: false,
      movementId: id,
      userId,
      // An unrendered token's waypoints cost 0 (core measures costs on the canvas Token).
      cost: 0,
    };
  });
  const split = cleaned.findIndex((w) => w.checkpoint);
  const passed = split < 0 ? cleaned : cleaned.slice(0, split + 1);
  const pending = split < 0 ? [] : cleaned.slice(split + 1);
  passed.at(-1)!.checkpoint = true;

  const args = options._movementArguments as MovementArguments | undefined;
  const recorded = token._shouldRecordMovementHistory();
  const history = structuredClone(token._movementHistory);
  const combined = [...history, ...(recorded ? [] : (args?.unrecorded ?? []))];
  const last = combined.at(-1);
  if (!last || last.x !== origin.x || last.y !== origin.y) {
    // The origin starts the unrecorded part; after a gap it is a teleport ("displace").
    combined.push({
      ...origin,
      action: last ? 'displace' : passed[0]!.action,
      checkpoint: true,
      explicit: false,
      snapped: false,
      intermediate: false,
      movementId: id,
      userId,
      cost: 0,
    });
  }
  const section = (list: MeasuredWaypoint[]): MovementSection => ({
    waypoints: list,
    cost: list.reduce((sum, w) => sum + w.cost, 0),
  });
  const destination = { x: passed.at(-1)!.x, y: passed.at(-1)!.y };
  const movement: MovementOperation = {
    id,
    chain: args?.chain ?? [],
    origin,
    destination,
    passed: section(passed),
    pending: section(pending),
    history: { recorded: section(history), unrecorded: section(combined.slice(history.length)), cost: 0 },
    recorded,
    constrained: false,
    method: request?.method ?? 'api',
  };
  if (hooks().call('preMoveToken', token, movement, options) === false) {
    delete changes.x;
    delete changes.y;
    return null;
  }
  Object.assign(changes, destination);
  if (recorded) changes._movementHistory = [...combined, ...passed];
  options._movement = { ...(options._movement as object), [token.id]: movement };
  return movement;
}

/** TokenDocument._preUpdateOperation: the movement request never reaches the database or the hooks after it. */
export function preUpdateOperationMovement(options: Record<string, unknown>): void {
  delete options.movement;
  delete options._movementArguments;
}

/**
 * The continuation (TokenDocument#continueMovement) the moving user's client makes once the
 * update workflow is over: the pending waypoints in a new update, or nothing.
 */
export function continuationOf(
  token: MovingToken,
  movement: MovementOperation,
  options: Record<string, unknown>,
): { changes: Record<string, never>; options: Record<string, unknown> } | null {
  const waypoints = movement.pending.waypoints.filter((w) => !w.intermediate);
  if (!waypoints.length) return null;
  const kept = Object.fromEntries(CONTINUED_OPTIONS.filter((k) => k in options).map((k) => [k, options[k]]));
  const args: MovementArguments = {
    chain: [...movement.chain, movement.id],
    unrecorded: movement.recorded ? null : [...movement.history.unrecorded.waypoints, ...movement.passed.waypoints],
  };
  return {
    changes: {},
    options: {
      ...kept,
      movement: { [token.id]: { waypoints: waypoints.map(stripMeasurement), method: movement.method } },
      _movementArguments: args,
    },
  };
}

const stripMeasurement = ({ x, y, action, checkpoint, explicit, snapped }: MeasuredWaypoint) => ({
  x,
  y,
  action,
  checkpoint,
  explicit,
  snapped,
});
