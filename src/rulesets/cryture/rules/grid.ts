import { refuse, type Refusal } from './i18n';
import type { RangeSpec } from './power';

/**
 * Square-grid geometry as pure functions over grid coordinates (column x, row y). A combatant
 * occupies a footprint of one or more cells. Distances count spaces the way the scene's diagonal
 * rule does; the glue passes Foundry's grid diagonal setting, and "equidistant" (every step,
 * diagonal or not, is one space) is the default.
 */
export interface Cell {
  x: number;
  y: number;
}
export type Footprint = readonly Cell[];

export type Diagonals = 'equidistant' | 'alternating1' | 'alternating2' | 'rectilinear';
export const DEFAULT_DIAGONALS: Diagonals = 'equidistant';

/** Spaces from one cell to another. */
export function cellDistance(a: Cell, b: Cell, diagonals: Diagonals = DEFAULT_DIAGONALS): number {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  const long = Math.max(dx, dy);
  const short = Math.min(dx, dy);
  switch (diagonals) {
    case 'equidistant':
      return long;
    case 'alternating1': // 1, 2, 1, 2, …
      return long + Math.floor(short / 2);
    case 'alternating2': // 2, 1, 2, 1, …
      return long + Math.ceil(short / 2);
    case 'rectilinear':
      return dx + dy;
  }
}

/** Spaces between two footprints: between their nearest cells. */
export function distance(a: Footprint, b: Footprint, diagonals: Diagonals = DEFAULT_DIAGONALS): number {
  let best = Infinity;
  for (const p of a) for (const q of b) best = Math.min(best, cellDistance(p, q, diagonals));
  return best;
}

/** Adjacent: some cell of one touches some cell of the other by an edge or a corner, without overlapping. */
export function isAdjacent(a: Footprint, b: Footprint): boolean {
  return distance(a, b, 'equidistant') === 1;
}

export const cellKey = (c: Cell): string => `${c.x},${c.y}`;
const byRowThenColumn = (a: Cell, b: Cell) => a.y - b.y || a.x - b.x;

/** Every cell within `radius` spaces of any cell of `origin`, sorted by row then column. */
export function cellsWithin(origin: Footprint, radius: number, diagonals: Diagonals = DEFAULT_DIAGONALS): Cell[] {
  const seen = new Map<string, Cell>();
  for (const o of origin) {
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const c = { x: o.x + dx, y: o.y + dy };
        if (cellDistance(o, c, diagonals) <= radius) seen.set(cellKey(c), c);
      }
    }
  }
  return [...seen.values()].sort(byRowThenColumn);
}

/** Personal Blast Y: the area around the user, the user's own cells excluded unless the power says otherwise. */
export function personalBlastCells(
  user: Footprint,
  blast: number,
  options: { includeUser?: boolean; diagonals?: Diagonals } = {},
): Cell[] {
  const own = new Set(user.map(cellKey));
  return cellsWithin(user, blast, options.diagonals).filter((c) => options.includeUser || !own.has(cellKey(c)));
}

/** Ranged X Blast Y: the area centred on the targeted space. */
export function rangedBlastCells(origin: Cell, blast: number, diagonals?: Diagonals): Cell[] {
  return cellsWithin([origin], blast, diagonals);
}

/**
 * Melee Blast Y: "the origin point is Y + 1 spaces away from the user", so the area lies next to
 * the user without covering it. Every cell the glue may offer as that origin.
 */
export function meleeBlastOrigins(user: Footprint, blast: number, diagonals?: Diagonals): Cell[] {
  return cellsWithin(user, blast + 1, diagonals).filter((c) => distance(user, [c], diagonals) === blast + 1);
}

/** The cells of a Melee Blast Y with the chosen origin, or null when the origin is not Y + 1 spaces away. */
export function meleeBlastCells(user: Footprint, origin: Cell, blast: number, diagonals?: Diagonals): Cell[] | null {
  if (distance(user, [origin], diagonals) !== blast + 1) return null;
  return cellsWithin([origin], blast, diagonals);
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
  options: { includeUser?: boolean; diagonals?: Diagonals } = {},
): AreaResult {
  switch (range.form) {
    case 'personalBlast':
      return { ok: true, cells: personalBlastCells(user, range.blast, options) };
    case 'rangedBlast':
      return origin
        ? { ok: true, cells: rangedBlastCells(origin, range.blast, options.diagonals) }
        : refuse('badOrigin');
    case 'meleeBlast': {
      const cells = origin ? meleeBlastCells(user, origin, range.blast, options.diagonals) : null;
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
