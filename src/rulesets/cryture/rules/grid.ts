import { refuse, type Refusal } from './i18n';
import type { RangeSpec } from './power';

/**
 * Grid geometry as pure functions over grid cells. A combatant occupies a footprint of one or more
 * cells. How spaces are counted is the scene's metric, which the glue reads from Foundry's grid:
 * - on a square grid, its diagonal rule ("equidistant" — every step one space — is the default);
 * - on a hex grid, cells are axial coordinates (x = q, y = r; hexOffsetToAxial converts Foundry's
 *   row/column offsets) and a step to any of the six neighbours is one space;
 * - on a gridless scene, cells are positions measured in spaces (the glue divides the scene's
 *   distance units by its grid distance) and distances are Euclidean, rounded up (spacesFromUnits).
 */
export interface Cell {
  x: number;
  y: number;
}
export type Footprint = readonly Cell[];

export type Diagonals = 'equidistant' | 'alternating1' | 'alternating2' | 'rectilinear';
export const DEFAULT_DIAGONALS: Diagonals = 'equidistant';
/** How the scene counts spaces: a square grid's diagonal rule, a hex grid, or no grid. */
export type Metric = Diagonals | 'hex' | 'gridless';

/** Floating error allowed before a measured distance counts another space (3.0000000001 is 3). */
const EPSILON = 1e-6;

/**
 * Spaces covered by a distance measured in units on a gridless scene. Rounded UP: the document
 * counts whole spaces, so a target 5.2 spaces away is not within Ranged 5, and a move of 5.2 spaces
 * spends 6 of a speed — a fraction of a space still has to be crossed. EPSILON keeps floating error
 * from costing a space.
 */
export function spacesFromUnits(units: number, unitsPerSpace = 1): number {
  if (!(unitsPerSpace > 0)) throw new RangeError('A grid space measures a positive distance');
  return Math.max(0, Math.ceil(units / unitsPerSpace - EPSILON));
}

/** Hex steps between two axial cells (cube distance). */
export function hexDistance(a: Cell, b: Cell): number {
  const dq = a.x - b.x;
  const dr = a.y - b.y;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** Foundry's hex offsets {i: row, j: column} as axial cells, for row (pointy) or column (flat) grids, odd or even. */
export function hexOffsetToAxial(offset: { i: number; j: number }, grid: { columns: boolean; even: boolean }): Cell {
  const odd = (n: number) => Math.abs(n % 2);
  const { i, j } = offset;
  if (grid.columns) return { x: j, y: grid.even ? i - (j + odd(j)) / 2 : i - (j - odd(j)) / 2 };
  return { x: grid.even ? j - (i + odd(i)) / 2 : j - (i - odd(i)) / 2, y: i };
}

/** The inverse of hexOffsetToAxial. */
export function hexAxialToOffset(cell: Cell, grid: { columns: boolean; even: boolean }): { i: number; j: number } {
  const odd = (n: number) => Math.abs(n % 2);
  if (grid.columns) {
    const j = cell.x;
    return { i: grid.even ? cell.y + (j + odd(j)) / 2 : cell.y + (j - odd(j)) / 2, j };
  }
  const i = cell.y;
  return { i, j: grid.even ? cell.x + (i + odd(i)) / 2 : cell.x + (i - odd(i)) / 2 };
}

/** Spaces from one cell to another. */
export function cellDistance(a: Cell, b: Cell, metric: Metric = DEFAULT_DIAGONALS): number {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  const long = Math.max(dx, dy);
  const short = Math.min(dx, dy);
  switch (metric) {
    case 'equidistant':
      return long;
    case 'alternating1': // 1, 2, 1, 2, …
      return long + Math.floor(short / 2);
    case 'alternating2': // 2, 1, 2, 1, …
      return long + Math.ceil(short / 2);
    case 'rectilinear':
      return dx + dy;
    case 'hex':
      return hexDistance(a, b);
    case 'gridless':
      return spacesFromUnits(Math.hypot(dx, dy));
  }
}

/** The metric adjacency is judged by: edge or corner on a square grid whatever its diagonal rule. */
export const adjacencyMetric = (metric: Metric): Metric =>
  metric === 'hex' || metric === 'gridless' ? metric : 'equidistant';

/** The cells one step away: 8 on a square grid (edge or corner), 6 on a hex grid. */
export function neighbours(c: Cell, metric: Metric = DEFAULT_DIAGONALS): Cell[] {
  const out: Cell[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      if (metric === 'hex' && dx === dy) continue; // (1,1) and (−1,−1) are two hex steps; (0,0) is here
      if (dx || dy) out.push({ x: c.x + dx, y: c.y + dy });
    }
  return out;
}

/**
 * The cells a direct move passes through, one step at a time (the cells entered, not the start):
 * on a square grid a line of edge-or-corner steps, on a hex grid a line of hex steps (cube
 * rounding), on a gridless scene straight to the end.
 */
export function directPath(start: Cell, end: Cell, metric: Metric = DEFAULT_DIAGONALS): Cell[] {
  if (metric === 'gridless') return start.x === end.x && start.y === end.y ? [] : [end];
  const steps = metric === 'hex' ? hexDistance(start, end) : cellDistance(start, end, 'equidistant');
  const path: Cell[] = [];
  for (let n = 1; n <= steps; n++) {
    const t = n / steps;
    const q = start.x + (end.x - start.x) * t;
    const r = start.y + (end.y - start.y) * t;
    path.push(metric === 'hex' ? hexRound(q, r) : { x: Math.round(q), y: Math.round(r) });
  }
  return path;
}

/** The hex containing a fractional axial position (cube rounding). */
function hexRound(q: number, r: number): Cell {
  // A tiny nudge keeps a line running exactly along a hex edge on one side of it.
  const [fq, fr] = [q + 1e-6, r + 2e-6];
  const fs = -fq - fr;
  let [rq, rr] = [Math.round(fq), Math.round(fr)];
  const rs = Math.round(fs);
  const [eq, er, es] = [Math.abs(rq - fq), Math.abs(rr - fr), Math.abs(rs - fs)];
  if (eq > er && eq > es) rq = -rr - rs;
  else if (er > es) rr = -rq - rs;
  return { x: rq, y: rr };
}

/** Spaces between two footprints: between their nearest cells. */
export function distance(a: Footprint, b: Footprint, metric: Metric = DEFAULT_DIAGONALS): number {
  let best = Infinity;
  for (const p of a) for (const q of b) best = Math.min(best, cellDistance(p, q, metric));
  return best;
}

/**
 * Adjacent: some cell of one touches some cell of the other — by an edge or a corner on a square
 * grid, a side on a hex grid, within one space on a gridless scene — without overlapping.
 */
export function isAdjacent(a: Footprint, b: Footprint, metric: Metric = DEFAULT_DIAGONALS): boolean {
  return distance(a, b, adjacencyMetric(metric)) === 1;
}

/**
 * Gridless: whether a mover going straight from `from` to `to` comes within one space of `cell`
 * (reach) before it arrives — the stretch of the segment within reach begins before its end. A
 * segment that only arrives at one space away never left a space within reach; one that starts
 * within reach, or passes by and goes on, did.
 */
export function passesWithinReach(from: Cell, to: Cell, cell: Cell, reach = 1): boolean {
  const [dx, dy] = [to.x - from.x, to.y - from.y];
  const [fx, fy] = [from.x - cell.x, from.y - cell.y];
  const a = dx * dx + dy * dy;
  if (a === 0) return false;
  // |from − cell + t·(to − from)| ≤ reach  ⇔  a·t² + 2b·t + c ≤ 0; a tiny slack keeps a tangent pass.
  const b = fx * dx + fy * dy;
  const c = fx * fx + fy * fy - reach * reach - 1e-9;
  const disc = b * b - a * c;
  if (disc < 0) return false;
  const t0 = (-b - Math.sqrt(disc)) / a;
  const t1 = (-b + Math.sqrt(disc)) / a;
  return t1 >= 0 && t0 < 1 - EPSILON;
}

export const cellKey = (c: Cell): string => `${c.x},${c.y}`;
const byRowThenColumn = (a: Cell, b: Cell) => a.y - b.y || a.x - b.x;

/** Every cell within `radius` spaces of any cell of `origin`, sorted by row then column. */
export function cellsWithin(origin: Footprint, radius: number, metric: Metric = DEFAULT_DIAGONALS): Cell[] {
  const seen = new Map<string, Cell>();
  for (const o of origin) {
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const c = { x: o.x + dx, y: o.y + dy };
        if (cellDistance(o, c, metric) <= radius) seen.set(cellKey(c), c);
      }
    }
  }
  return [...seen.values()].sort(byRowThenColumn);
}

/** Personal Blast Y: the area around the user, the user's own cells excluded unless the power says otherwise. */
export function personalBlastCells(
  user: Footprint,
  blast: number,
  options: { includeUser?: boolean; metric?: Metric } = {},
): Cell[] {
  const own = new Set(user.map(cellKey));
  return cellsWithin(user, blast, options.metric).filter((c) => options.includeUser || !own.has(cellKey(c)));
}

/** Ranged X Blast Y: the area centred on the targeted space. */
export function rangedBlastCells(origin: Cell, blast: number, metric?: Metric): Cell[] {
  return cellsWithin([origin], blast, metric);
}

/**
 * Melee Blast Y: "the origin point is Y + 1 spaces away from the user", so the area lies next to
 * the user without covering it. Every cell the glue may offer as that origin.
 */
export function meleeBlastOrigins(user: Footprint, blast: number, metric?: Metric): Cell[] {
  return cellsWithin(user, blast + 1, metric).filter((c) => distance(user, [c], metric) === blast + 1);
}

/** The cells of a Melee Blast Y with the chosen origin, or null when the origin is not Y + 1 spaces away. */
export function meleeBlastCells(user: Footprint, origin: Cell, blast: number, metric?: Metric): Cell[] | null {
  if (distance(user, [origin], metric) !== blast + 1) return null;
  return cellsWithin([origin], blast, metric);
}

export type AreaResult = { ok: true; cells: Cell[] } | Refusal;

/**
 * The cells a blast power covers. `origin` is the targeted space (Ranged X Blast Y, which must lie
 * within X spaces or beyond it for a power with a roll, see rangePenalty) or the chosen centre of a
 * Melee Blast; a Personal Blast needs none.
 */
export function blastArea(
  range: RangeSpec,
  user: Footprint,
  origin?: Cell,
  options: { includeUser?: boolean; metric?: Metric } = {},
): AreaResult {
  switch (range.form) {
    case 'personalBlast':
      return { ok: true, cells: personalBlastCells(user, range.blast, options) };
    case 'rangedBlast':
      return origin ? { ok: true, cells: rangedBlastCells(origin, range.blast, options.metric) } : refuse('badOrigin');
    case 'meleeBlast': {
      const cells = origin ? meleeBlastCells(user, origin, range.blast, options.metric) : null;
      return cells ? { ok: true, cells } : refuse('badOrigin');
    }
    default:
      return refuse('badOrigin');
  }
}

export interface Occupant {
  id: string;
  cells: Footprint;
}

/** The occupants any of whose cells lie in the area ("affects every person in an area"), in the given order. */
export function occupantsIn(cells: readonly Cell[], occupants: readonly Occupant[]): string[] {
  const area = new Set(cells.map(cellKey));
  return occupants.filter((o) => o.cells.some((c) => area.has(cellKey(c)))).map((o) => o.id);
}

/**
 * Attack Bonuses › "an ally adjacent to, and on the opposite side of, the target": the ally stands
 * on the cell beyond the target as seen from the attacker (for an adjacent attacker, exactly
 * opposite). Single-cell combatants; the dialog lets the player tick it by hand otherwise.
 */
export function isFlanking(attacker: Cell, target: Cell, ally: Cell): boolean {
  if (attacker.x === target.x && attacker.y === target.y) return false;
  const beyond = {
    x: target.x + Math.sign(target.x - attacker.x),
    y: target.y + Math.sign(target.y - attacker.y),
  };
  return ally.x === beyond.x && ally.y === beyond.y;
}

/** Attack Bonuses › higher / lower elevation than the target, or neither. */
export function elevationSituation(
  attackerElevation: number,
  targetElevation: number,
): 'higherElevation' | 'lowerElevation' | null {
  if (attackerElevation > targetElevation) return 'higherElevation';
  if (attackerElevation < targetElevation) return 'lowerElevation';
  return null;
}
