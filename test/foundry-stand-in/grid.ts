/**
 * The scene's grid as Foundry v13 has it: the Scene document's `grid` holds type, size and
 * distance (no diagonal rule: that is the core setting `core.gridDiagonals`), and the canvas builds
 * `canvas.grid` — a SquareGrid, HexagonalGrid or GridlessGrid — from both when it draws the scene.
 * Token movement is movement.ts. References: test/foundry-stand-in/README.md ("Scene, grid and movement").
 */

/** CONST.GRID_TYPES. */
export const GRID_TYPES = { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 } as const;
/** CONST.GRID_DIAGONALS. */
export const GRID_DIAGONALS = {
  EQUIDISTANT: 0,
  EXACT: 1,
  APPROXIMATE: 2,
  RECTILINEAR: 3,
  ALTERNATING_1: 4,
  ALTERNATING_2: 5,
  ILLEGAL: 6,
} as const;

/** The Scene document's grid (BaseScene schema `grid`): no `diagonals`. */
export interface SceneGridData {
  type: number;
  size: number;
  distance: number;
  units?: string;
}

export interface Point {
  x: number;
  y: number;
}
/** GridOffset: row i, column j. */
export interface Offset {
  i: number;
  j: number;
}

/**
 * One class for the three grid kinds (Foundry's BaseGrid subclasses share these members): `type`,
 * `size`, `sizeX`/`sizeY`, `distance`, `diagonals`, the `isSquare`/`isHexagonal`/`isGridless`
 * tests, `getOffset`, `getTopLeftPoint`, `getCenterPoint` and `measurePath`.
 */
export class StandInGrid {
  readonly type: number;
  readonly size: number;
  readonly sizeX: number;
  readonly sizeY: number;
  readonly distance: number;
  readonly units: string;
  readonly diagonals: number;
  /** Hex only: column-based (flat-topped) and even (the even rows/columns shifted). */
  readonly columns: boolean;
  readonly even: boolean;

  constructor(data: SceneGridData, diagonals: number) {
    this.type = data.type;
    this.size = data.size;
    this.distance = data.distance;
    this.units = data.units ?? '';
    this.diagonals = diagonals;
    this.columns = data.type === GRID_TYPES.HEXODDQ || data.type === GRID_TYPES.HEXEVENQ;
    this.even = data.type === GRID_TYPES.HEXEVENR || data.type === GRID_TYPES.HEXEVENQ;
    // A hex's size is its width for rows (pointy-topped) and its height for columns (flat-topped).
    const long = (2 * data.size) / Math.sqrt(3);
    this.sizeX = this.isHexagonal && this.columns ? long : data.size;
    this.sizeY = this.isHexagonal && !this.columns ? long : data.size;
  }

  get isGridless(): boolean {
    return this.type === GRID_TYPES.GRIDLESS;
  }
  get isSquare(): boolean {
    return this.type === GRID_TYPES.SQUARE;
  }
  get isHexagonal(): boolean {
    return this.type >= GRID_TYPES.HEXODDR;
  }

  /** The centre of a grid space (gridless: of the size × size square the offset names). */
  getCenterPoint(offset: Offset): Point {
    if (!this.isHexagonal) return { x: (offset.j + 0.5) * this.sizeX, y: (offset.i + 0.5) * this.sizeY };
    const shifted = (n: number) => (this.even ? n % 2 === 0 : Math.abs(n % 2) === 1);
    if (this.columns) {
      return {
        x: offset.j * 0.75 * this.sizeX + this.sizeX / 2,
        y: offset.i * this.sizeY + this.sizeY / 2 + (shifted(offset.j) ? this.sizeY / 2 : 0),
      };
    }
    return {
      x: offset.j * this.sizeX + this.sizeX / 2 + (shifted(offset.i) ? this.sizeX / 2 : 0),
      y: offset.i * 0.75 * this.sizeY + this.sizeY / 2,
    };
  }

  getTopLeftPoint(offset: Offset): Point {
    const c = this.getCenterPoint(offset);
    return { x: c.x - this.sizeX / 2, y: c.y - this.sizeY / 2 };
  }

  /** The space that contains a point: on hex grids the one whose centre is nearest. */
  getOffset(point: Point): Offset {
    const i0 = Math.floor(point.y / (this.isHexagonal && !this.columns ? 0.75 * this.sizeY : this.sizeY));
    const j0 = Math.floor(point.x / (this.isHexagonal && this.columns ? 0.75 * this.sizeX : this.sizeX));
    if (!this.isHexagonal) return { i: i0, j: j0 };
    let best = { i: i0, j: j0 };
    let bestDistance = Infinity;
    for (let i = i0 - 1; i <= i0 + 1; i++) {
      for (let j = j0 - 1; j <= j0 + 1; j++) {
        const c = this.getCenterPoint({ i, j });
        const d = Math.hypot(c.x - point.x, c.y - point.y);
        if (d < bestDistance - 1e-9) [best, bestDistance] = [{ i, j }, d];
      }
    }
    return best;
  }

  /**
   * GridMeasurePathResult's totals for a path of points: `distance` in the scene's units, `spaces`
   * (always 0 gridless), `diagonals`, `euclidean` (pixels). Square diagonals follow the rule;
   * hex spaces are hex steps; gridless distance is the Euclidean length in units.
   */
  measurePath(waypoints: readonly Point[]): { distance: number; spaces: number; diagonals: number; euclidean: number } {
    let [distance, spaces, diagonals, euclidean] = [0, 0, 0, 0];
    for (let n = 1; n < waypoints.length; n++) {
      const a = waypoints[n - 1]!;
      const b = waypoints[n]!;
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      euclidean += length;
      if (this.isGridless) {
        distance += (length / this.size) * this.distance;
        continue;
      }
      const p = this.getOffset(a);
      const q = this.getOffset(b);
      if (this.isHexagonal) {
        const steps = cubeDistance(this.toCube(p), this.toCube(q));
        spaces += steps;
        distance += steps * this.distance;
        continue;
      }
      const di = Math.abs(q.i - p.i);
      const dj = Math.abs(q.j - p.j);
      const diagonal = Math.min(di, dj);
      const straight = Math.max(di, dj) - diagonal;
      spaces += diagonal + straight;
      distance += (this.diagonalCost(diagonals, diagonal) + straight) * this.distance;
      diagonals += diagonal;
    }
    return { distance, spaces, diagonals, euclidean };
  }

  /** The cost in spaces of `count` diagonal steps after `before` diagonals (CONST.GRID_DIAGONALS). */
  private diagonalCost(before: number, count: number): number {
    const d = GRID_DIAGONALS;
    switch (this.diagonals) {
      case d.EXACT:
        return count * Math.SQRT2;
      case d.APPROXIMATE:
        return count * 1.5;
      case d.RECTILINEAR:
        return count * 2;
      case d.ALTERNATING_1:
      case d.ALTERNATING_2: {
        const doubleOn = this.diagonals === d.ALTERNATING_1 ? 1 : 0; // which parity of diagonal counts 2
        let cost = 0;
        for (let n = before; n < before + count; n++) cost += n % 2 === doubleOn ? 2 : 1;
        return cost;
      }
      case d.ILLEGAL:
        return count * 2; // a diagonal is two orthogonal steps
      default:
        return count;
    }
  }

  /** Cube (axial q, r) → offset coordinates (hex grids), as HexagonalGrid#cubeToOffset. */
  fromCube({ q, r }: { q: number; r: number }): Offset {
    const odd = (n: number) => Math.abs(n % 2);
    if (this.columns) return { i: this.even ? r + (q + odd(q)) / 2 : r + (q - odd(q)) / 2, j: q };
    return { i: r, j: this.even ? q + (r + odd(r)) / 2 : q + (r - odd(r)) / 2 };
  }

  /** Offset → cube coordinates (hex grids), as HexagonalGrid#offsetToCube. */
  toCube({ i, j }: Offset): { q: number; r: number; s: number } {
    const odd = (n: number) => Math.abs(n % 2);
    let q: number;
    let r: number;
    if (this.columns) {
      q = j;
      r = this.even ? i - (j + odd(j)) / 2 : i - (j - odd(j)) / 2;
    } else {
      r = i;
      q = this.even ? j - (i + odd(i)) / 2 : j - (i - odd(i)) / 2;
    }
    return { q, r, s: -q - r };
  }
}

/** CONST.TOKEN_SHAPES (v13, v14). */
export const TOKEN_SHAPES = {
  ELLIPSE_1: 0,
  ELLIPSE_2: 1,
  TRAPEZOID_1: 2,
  TRAPEZOID_2: 3,
  RECTANGLE_1: 4,
  RECTANGLE_2: 5,
} as const;

/**
 * TokenDocument#getOccupiedGridSpaceOffsets: the grid spaces a token covers at its (snapped)
 * position. Gridless: none. Square: ceil(width) × ceil(height) from its top-left space. Hex (row
 * grids): the hexagonal ellipse or trapezoid of its shape — the widest row `width` hexes long,
 * each row above and below one hex shorter, centred under/over it; ELLIPSE_1 puts floor((h − 1)/2)
 * rows above the widest, ELLIPSE_2 floor(h/2), TRAPEZOID_1 none, TRAPEZOID_2 h − 1. Not modelled:
 * column (flat-topped) grids, rectangle shapes, half sizes, and shapes with an odd number of rows
 * above the widest (their anchor is not the top-left hex's centre): the stand-in throws.
 */
export function occupiedGridSpaceOffsets(
  grid: StandInGrid,
  token: { x: number; y: number; width: number; height: number; shape: number },
): Offset[] {
  if (grid.isGridless) return [];
  if (!grid.isHexagonal) {
    const { i: i0, j: j0 } = grid.getOffset({ x: token.x + grid.sizeX / 2, y: token.y + grid.sizeY / 2 });
    const out: Offset[] = [];
    for (let i = i0; i < i0 + Math.ceil(token.height); i++)
      for (let j = j0; j < j0 + Math.ceil(token.width); j++) out.push({ i, j });
    return out;
  }
  const { width: w, height: h, shape } = token;
  const above = {
    [TOKEN_SHAPES.ELLIPSE_1]: Math.floor((h - 1) / 2),
    [TOKEN_SHAPES.ELLIPSE_2]: Math.floor(h / 2),
    [TOKEN_SHAPES.TRAPEZOID_1]: 0,
    [TOKEN_SHAPES.TRAPEZOID_2]: h - 1,
  }[shape];
  if (grid.columns || above === undefined || above % 2 || !Number.isInteger(w) || !Number.isInteger(h))
    throw new Error(
      'The stand-in models row hex grids with ellipse or trapezoid tokens anchored at their top-left hex',
    );
  // The top-left hex's centre lies half a space into the token's box.
  const top = grid.toCube(grid.getOffset({ x: token.x + grid.sizeX / 2, y: token.y + grid.sizeY / 2 }));
  const out: Offset[] = [];
  for (let k = 0; k < h; k++) {
    const first = k < above ? top.q - k : top.q - above;
    for (let n = 0; n < w - Math.abs(k - above); n++) out.push(grid.fromCube({ q: first + n, r: top.r + k }));
  }
  return out;
}

function cubeDistance(a: { q: number; r: number; s: number }, b: { q: number; r: number; s: number }): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

/** Draws a scene: `canvas.grid` from the Scene's grid and the core setting, as Canvas#draw does. */
export function canvasGridFor(grid: SceneGridData): StandInGrid {
  const settings = (globalThis as unknown as { game: { settings: { get(ns: string, key: string): unknown } } }).game
    .settings;
  return new StandInGrid(grid, Number(settings.get('core', 'gridDiagonals')));
}

/** Installs CONST.GRID_TYPES / GRID_DIAGONALS and the core setting `gridDiagonals` (default equidistant). */
export function installGrid(g: {
  CONST?: Record<string, unknown>;
  game: { settings: { register(ns: string, key: string, config: object): void } };
}): void {
  g.CONST = { ...(g.CONST ?? {}), GRID_TYPES, GRID_DIAGONALS };
  g.game.settings.register('core', 'gridDiagonals', {
    scope: 'world',
    config: true,
    type: Number,
    default: GRID_DIAGONALS.EQUIDISTANT,
    choices: Object.fromEntries(Object.entries(GRID_DIAGONALS).map(([k, v]) => [v, k])),
  });
}
