import { toInteger } from '../../../core';
import { refuse, type Refusal } from './i18n';
import {
  cellDistance,
  cellKey,
  DEFAULT_DIAGONALS,
  directPath,
  distance,
  neighbours,
  spacesFromUnits,
  type Cell,
  type Footprint,
  type Metric,
} from './grid';
import type { ForcedMovementKind } from './power';
import { PUSH_COLLISION_DAMAGE_PER_SPACE } from './tables';

/**
 * Moving, Shifting, Pushing, Pulling and Sliding, over grid cells. The glue says which cells can
 * be entered (walls, other tokens) through `canEnter`; the engine plans or checks the path and
 * says what it costs. A path lists the cells entered, in order, not the starting cell.
 */
export interface Terrain {
  /** May the mover step from one cell into the next (no wall between, not occupied)? Default: always. */
  canEnter?: (from: Cell, to: Cell) => boolean;
  /** How the scene counts spaces (grid.ts); a square grid's equidistant rule by default. */
  metric?: Metric;
}

/** One step: to a neighbouring cell (edge or corner on a square grid, a side on a hex grid). */
const isStep = (a: Cell, b: Cell, metric: Metric = DEFAULT_DIAGONALS) =>
  cellDistance(a, b, metric === 'hex' ? 'hex' : 'equidistant') === 1;

/**
 * The path a token moved along, as the cells entered from `start`: through each waypoint Foundry
 * carried with the move (options.movement), by the direct path between them; straight to `end`
 * when there are none. Waypoints beyond `end` were not reached by this update and are left out.
 */
export function pathThrough(
  start: Cell,
  waypoints: readonly Cell[],
  end: Cell,
  metric: Metric = DEFAULT_DIAGONALS,
): Cell[] {
  const stops = [...waypoints];
  const last = stops.map(cellKey).lastIndexOf(cellKey(end));
  const through = last >= 0 ? stops.slice(0, last + 1) : [...stops, end];
  const path: Cell[] = [];
  let at = start;
  for (const stop of through) {
    path.push(...directPath(at, stop, metric));
    at = stop;
  }
  return path;
}

/**
 * A movement Foundry split into legs at its checkpoints (each leg its own update): the path of the
 * whole movement so far — from where it started, through the cells its earlier legs passed, then
 * this leg's — and `legFrom`, the index in it where this leg's steps begin. Judged whole, a Move
 * split in legs spends one budget and provokes each enemy once.
 */
export function chainPath(
  start: Cell,
  earlier: readonly Cell[],
  legStart: Cell,
  leg: readonly Cell[],
  metric: Metric = DEFAULT_DIAGONALS,
): { path: Cell[]; legFrom: number } {
  const before = earlier.length ? pathThrough(start, earlier, earlier.at(-1)!, metric) : [];
  const now = leg.length ? pathThrough(legStart, leg, leg.at(-1)!, metric) : [];
  return { path: [...before, ...now], legFrom: before.length };
}

export interface ForcedMoveRequest extends Terrain {
  kind: ForcedMovementKind;
  /** The origin the target moves away from (push) or towards (pull): the user, or a blast's origin. */
  origin: Footprint;
  /** The target's cell before the move. */
  start: Cell;
  spaces: number;
}

export interface ForcedMoveResult {
  kind: ForcedMovementKind;
  path: Cell[];
  moved: number;
  /** Spaces of the push that could not be moved (0 for pull and slide). */
  spacesLeft: number;
  /** Push: "the target takes 3 damage for each space left". */
  collisionDamage: number;
}

/** Push: 3 damage per space left unmoved. */
export function pushCollisionDamage(spacesLeft: number): number {
  return PUSH_COLLISION_DAMAGE_PER_SPACE * toInteger(spacesLeft, { min: 0 });
}

/** The cells one step from `from` that a push (away) or pull (closer) may enter. */
function forcedSteps(request: ForcedMoveRequest, from: Cell): Cell[] {
  const metric = request.metric ?? DEFAULT_DIAGONALS;
  const here = distance(request.origin, [from], metric);
  return neighbours(from, metric).filter((n) => {
    const there = distance(request.origin, [n], metric);
    const direction = request.kind === 'push' ? there > here : there < here && there >= 1;
    return direction && (request.canEnter?.(from, n) ?? true);
  });
}

/** How far a cell lies off the straight line from the origin through the start (smaller is straighter). */
function offLine(request: ForcedMoveRequest, cell: Cell): number {
  const o = nearestCell(request.origin, request.start);
  const dx = request.start.x - o.x;
  const dy = request.start.y - o.y;
  const length = Math.hypot(dx, dy) || 1;
  return Math.abs((cell.x - o.x) * dy - (cell.y - o.y) * dx) / length;
}

function nearestCell(cells: Footprint, to: Cell): Cell {
  let best = cells[0]!;
  for (const c of cells) if (Math.hypot(c.x - to.x, c.y - to.y) < Math.hypot(best.x - to.x, best.y - to.y)) best = c;
  return best;
}

/**
 * Plans a push or pull "in as much of a straight line as possible": each space moves the target
 * further from (push) or closer to (pull, never into) the origin, choosing the enterable cell
 * nearest the line from the origin through the target. A push that runs out of spaces deals
 * 3 damage per space left; a pull simply stops. A slide has no plan: the user picks it (checkForcedPath).
 */
export function planForcedMove(request: ForcedMoveRequest): ForcedMoveResult {
  if (request.kind === 'slide') throw new RangeError('A slide goes where the user chooses: use checkForcedPath');
  const spaces = toInteger(request.spaces, { min: 0, max: 1000 });
  const path: Cell[] = [];
  let at = request.start;
  while (path.length < spaces) {
    const options = forcedSteps(request, at);
    if (options.length === 0) break;
    options.sort((a, b) => offLine(request, a) - offLine(request, b));
    at = options[0]!;
    path.push(at);
  }
  return forcedResult(request.kind, path, spaces);
}

function forcedResult(kind: ForcedMovementKind, path: Cell[], spaces: number): ForcedMoveResult {
  const spacesLeft = kind === 'push' ? spaces - path.length : 0;
  return { kind, path, moved: path.length, spacesLeft, collisionDamage: pushCollisionDamage(spacesLeft) };
}

/**
 * Checks a path the user chose for a forced move. Push: every space further from the origin, the
 * full distance unless no space further away can be entered (then 3 damage per space left).
 * Pull: every space closer, as far as it can go. Slide: any enterable path up to the distance.
 */
export function checkForcedPath(
  request: ForcedMoveRequest,
  path: readonly Cell[],
): { ok: true; result: ForcedMoveResult } | Refusal {
  const spaces = toInteger(request.spaces, { min: 0, max: 1000 });
  if (path.length > spaces) return refuse('tooFar');
  let at = request.start;
  for (let i = 0; i < path.length; i++) {
    const next = path[i]!;
    if (!isStep(at, next, request.metric)) return refuse('notAStep', i);
    if (!(request.canEnter?.(at, next) ?? true)) return refuse('blocked', i);
    if (request.kind !== 'slide' && !forcedSteps(request, at).some((c) => cellKey(c) === cellKey(next))) {
      return refuse(request.kind === 'push' ? 'notAway' : 'notCloser', i);
    }
    at = next;
  }
  if (request.kind !== 'slide' && path.length < spaces && forcedSteps(request, at).length > 0) {
    return refuse('stoppedEarly');
  }
  return { ok: true, result: forcedResult(request.kind, [...path], spaces) };
}

/**
 * Move / Shift as actions: a Move goes up to the mover's speed (movementSpeed), a Shift 1 space.
 * `difficultCost` is what one difficult space costs; a Slowed mover treats every space as difficult
 * (treatsAllSpacesAsDifficult). The document does not price difficult terrain: the glue passes
 * the world's value (DIFFICULT_TERRAIN_COST is the usual 2).
 */
export interface WalkRequest extends Terrain {
  kind: 'move' | 'shift';
  start: Cell;
  speed: number;
  allDifficult?: boolean;
  isDifficult?: (cell: Cell) => boolean;
  difficultCost?: number;
}

export const DIFFICULT_TERRAIN_COST = 2;

export function checkWalk(request: WalkRequest, path: readonly Cell[]): { ok: true; cost: number } | Refusal {
  const budget = request.kind === 'shift' ? 1 : toInteger(request.speed, { min: 0, max: 1000 });
  const difficultCost = toInteger(request.difficultCost ?? DIFFICULT_TERRAIN_COST, { min: 1, max: 10 });
  const metric = request.metric ?? DEFAULT_DIAGONALS;
  let at = request.start;
  let cost = 0;
  let diagonals = 0;
  for (let i = 0; i < path.length; i++) {
    const next = path[i]!;
    if (metric !== 'gridless' && !isStep(at, next, metric)) return refuse('notAStep', i);
    if (!(request.canEnter?.(at, next) ?? true)) return refuse('blocked', i);
    const length = stepLength(at, next, metric, diagonals);
    if (metric !== 'hex' && at.x !== next.x && at.y !== next.y) diagonals++;
    cost += request.allDifficult || request.isDifficult?.(next) ? difficultCost * length : length;
    if (
      request.kind === 'shift'
        ? metric === 'gridless'
          ? spacesFromUnits(cost) > 1
          : i >= 1
        : spacesFromUnits(cost) > budget
    )
      return refuse('tooFar', i);
    at = next;
  }
  return { ok: true, cost: spacesFromUnits(cost) };
}

/**
 * Spaces one step spends: 1 on a hex grid and for an edge step; a diagonal as the square grid's
 * rule counts it (the `diagonals` before it decide 1-2-1-2); on a gridless scene its Euclidean length.
 */
function stepLength(from: Cell, to: Cell, metric: Metric, diagonalsBefore: number): number {
  if (metric === 'gridless') return Math.hypot(to.x - from.x, to.y - from.y);
  const diagonal = metric !== 'hex' && from.x !== to.x && from.y !== to.y;
  if (!diagonal) return 1;
  switch (metric) {
    case 'alternating1':
      return diagonalsBefore % 2 === 1 ? 2 : 1;
    case 'alternating2':
      return diagonalsBefore % 2 === 0 ? 2 : 1;
    case 'rectilinear':
      return 2;
    default:
      return 1;
  }
}
