/**
 * The thin canvas layer: a scene's tokens as grid cells for the engine, and the few document calls
 * that change the scene (create, move and delete tokens; place a measured template). Every decision
 * — which cells, which path, who is inside — is the engine's; this file only translates pixels to
 * cells and back. It reads only documented scene and token fields, so tests drive it with a fake
 * scene (test/cryture/fake-scene.ts).
 */
import { collisionLevel, levelData, onLevelOf, placeAreaMark, tokenLevel } from '../../../foundry/compat';
import type { RegionData, RegionShape } from '../../../foundry/v14';
import {
  hexAxialToOffset,
  hexOffsetToAxial,
  type Cell,
  type Diagonals,
  type Footprint,
  type Metric,
  type Occupant,
} from '../rules';

/** The token fields this layer reads (TokenDocument in Foundry). */
export interface TokenLike {
  id: string;
  uuid: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  elevation: number;
  disposition: number;
  hidden?: boolean;
  /** v14: the id of the Scene Level the token stands on (compat reads it; v13 has none). */
  level?: string | null;
  actorId: string | null;
  actorLink: boolean;
  actor: Actor.Implementation | null;
  /** The grid spaces the token occupies (Foundry v13+; empty on gridless scenes). */
  getOccupiedGridSpaceOffsets?(data?: { x?: number; y?: number }): { i: number; j: number }[];
  /** The stored data (Undo reads a forced move's position from it). */
  _source: object;
  getFlag(scope: 'manifold', key: keyof ManifoldTokenFlags): unknown;
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

/** What the board reads to know the cells a token covers. */
export type ShapedToken = Pick<TokenLike, 'x' | 'y' | 'width' | 'height' | 'getOccupiedGridSpaceOffsets'>;

/** The scene fields this layer reads and the embedded-document calls it makes. */
export interface SceneLike {
  id: string;
  uuid: string;
  /** The Scene's grid: type, size, distance (no diagonal rule: that is canvas.grid's). */
  grid: GridLike;
  tokens: Iterable<TokenLike> & { get(id: string): TokenLike | undefined };
  createEmbeddedDocuments(
    name: string,
    data: Record<string, unknown>[],
    options?: Record<string, unknown>,
  ): Promise<unknown[]>;
  deleteEmbeddedDocuments(name: string, ids: string[], options?: Record<string, unknown>): Promise<unknown[]>;
}

/**
 * The members of Foundry's grid (BaseGrid: SquareGrid, HexagonalGrid, GridlessGrid) this layer
 * reads — `canvas.grid`, whose `diagonals` is the core setting `gridDiagonals`.
 */
export interface GridLike {
  type?: number;
  size: number;
  sizeX?: number;
  sizeY?: number;
  distance?: number;
  diagonals?: number;
  isHexagonal?: boolean;
  isGridless?: boolean;
  /** Hex: column-based (flat-topped) and even (see CONST.GRID_TYPES). */
  columns?: boolean;
  even?: boolean;
  getOffset?(point: { x: number; y: number }): { i: number; j: number };
  getTopLeftPoint?(offset: { i: number; j: number }): { x: number; y: number };
}

/** CONST.GRID_TYPES.GRIDLESS and the first hex type (HEXODDR; 2–5 are hex). */
const GRIDLESS = 0;
const FIRST_HEX = 2;

/** Foundry's CONST.GRID_DIAGONALS, as the engine counts them. Exact and approximate read as 1-2-1-2. */
const DIAGONALS: Record<number, Diagonals> = {
  0: 'equidistant',
  1: 'alternating1',
  2: 'alternating1',
  3: 'rectilinear',
  4: 'alternating1',
  5: 'alternating2',
  6: 'rectilinear',
};

/** The world's diagonal rule, the core setting `gridDiagonals` (fvtt-types 13.345 does not declare it). */
function coreGridDiagonals(): unknown {
  const settings = (globalThis as { game?: { settings?: { get(namespace: string, key: string): unknown } } }).game
    ?.settings;
  return settings?.get('core', 'gridDiagonals');
}

/** Token dispositions (CONST.TOKEN_DISPOSITIONS): friendly 1, neutral 0, hostile −1, secret −2. */
export const DISPOSITION = { FRIENDLY: 1, NEUTRAL: 0, HOSTILE: -1, SECRET: -2 } as const;

/** Enemies: one friendly and the other hostile or secret. Neutral tokens are nobody's enemy. */
export function areEnemies(a: Pick<TokenLike, 'disposition'>, b: Pick<TokenLike, 'disposition'>): boolean {
  const side = (d: number) => (d === DISPOSITION.FRIENDLY ? 1 : d < 0 ? -1 : 0);
  return side(a.disposition) * side(b.disposition) === -1;
}

export class Board {
  constructor(readonly scene: SceneLike) {}

  /** The board of a world scene. */
  static of(scene: Scene.Implementation): Board {
    // fvtt-types gap: Scene.Implementation and its TokenDocuments type `id` as string | null (unsaved), though a world scene's are stored.
    return new Board(scene as unknown as SceneLike);
  }

  /** The board of the scene on the canvas, or null without one (no canvas, no scene). */
  static current(): Board | null {
    const c = (globalThis as { canvas?: { ready?: boolean; scene?: SceneLike | null } }).canvas;
    const scene = c?.ready ? c.scene : null;
    return scene ? new Board(scene) : null;
  }

  /**
   * The one reading of the grid rules: `canvas.grid` when this scene is on the canvas (Foundry
   * builds it from the Scene's grid and the core setting `gridDiagonals`); otherwise the Scene's
   * grid (a grid instance on the client, or its data) with the setting's diagonal rule.
   */
  get grid(): GridLike {
    const c = (globalThis as { canvas?: { scene?: { id?: string } | null; grid?: GridLike | null } }).canvas;
    if (c?.scene?.id === this.scene.id && c.grid) return c.grid;
    const own: GridLike = this.scene.grid;
    return {
      type: own.type,
      size: own.size,
      sizeX: own.sizeX,
      sizeY: own.sizeY,
      distance: own.distance,
      isHexagonal: own.isHexagonal,
      isGridless: own.isGridless,
      columns: own.columns,
      even: own.even,
      getOffset: own.getOffset?.bind(own),
      getTopLeftPoint: own.getTopLeftPoint?.bind(own),
      diagonals: Number(coreGridDiagonals()) || 0,
    };
  }

  get size(): number {
    return this.grid.size;
  }

  /** How this scene counts spaces: the square grid's diagonal rule, hex, or gridless. */
  get metric(): Metric {
    const grid = this.grid;
    const type = Number(grid.type ?? 1);
    if (grid.isGridless ?? type === GRIDLESS) return 'gridless';
    if ((grid.isHexagonal ?? type >= FIRST_HEX) && grid.getOffset && grid.getTopLeftPoint) return 'hex';
    return DIAGONALS[Number(grid.diagonals) || 0] ?? 'equidistant';
  }

  /** A square grid's diagonal rule (hex and gridless scenes have none: equidistant). */
  get diagonals(): Diagonals {
    const metric = this.metric;
    return metric === 'hex' || metric === 'gridless' ? 'equidistant' : metric;
  }

  private get hexLayout(): { columns: boolean; even: boolean } {
    const grid = this.grid;
    return { columns: Boolean(grid.columns), even: Boolean(grid.even) };
  }

  /**
   * The cell of a token whose top-left corner is at `point`. Gridless: the space nearest, since the
   * rules count whole spaces — positions are in spaces (pixels ÷ grid size = units ÷ grid distance),
   * rounded to the nearest so a hand-placed token counts where it mostly stands.
   */
  cellAt(point: { x: number; y: number }): Cell {
    const grid = this.grid;
    const metric = this.metric;
    if (metric === 'gridless') return { x: Math.round(point.x / grid.size), y: Math.round(point.y / grid.size) };
    if (metric === 'hex') {
      const centre = { x: point.x + (grid.sizeX ?? grid.size) / 2, y: point.y + (grid.sizeY ?? grid.size) / 2 };
      return hexOffsetToAxial(grid.getOffset!(centre), this.hexLayout);
    }
    return { x: Math.floor(point.x / grid.size), y: Math.floor(point.y / grid.size) };
  }

  /** The cell under a point of the canvas (a click). */
  cellUnder(point: { x: number; y: number }): Cell {
    const grid = this.grid;
    const metric = this.metric;
    if (metric === 'hex') return hexOffsetToAxial(grid.getOffset!(point), this.hexLayout);
    if (metric === 'gridless') return this.cellAt({ x: point.x - grid.size / 2, y: point.y - grid.size / 2 });
    return this.cellAt(point);
  }

  topLeft(cell: Cell): { x: number; y: number } {
    const grid = this.grid;
    if (this.metric === 'hex') return grid.getTopLeftPoint!(hexAxialToOffset(cell, this.hexLayout));
    return { x: cell.x * grid.size, y: cell.y * grid.size };
  }

  /** The centre of a cell in pixels. */
  centre(cell: Cell): { x: number; y: number } {
    const grid = this.grid;
    const corner = this.topLeft(cell);
    return { x: corner.x + (grid.sizeX ?? grid.size) / 2, y: corner.y + (grid.sizeY ?? grid.size) / 2 };
  }

  /** The cells a token covers, at its cell or with its anchor at `at`. */
  footprint(token: ShapedToken, at?: Cell): Cell[] {
    const origin = at ?? this.cellAt(token);
    return this.shape(token).map((o) => ({ x: origin.x + o.x, y: origin.y + o.y }));
  }

  /**
   * The offsets from a token's cell of every cell it covers. On a hex grid, the spaces Foundry
   * says it occupies (TokenDocument#getOccupiedGridSpaceOffsets: a large hex token is an
   * ellipse, trapezoid or rectangle of hexes, not a square); else its size in spaces, at least one.
   */
  shape(token: ShapedToken): Cell[] {
    if (this.metric !== 'hex' || !token.getOccupiedGridSpaceOffsets) return shapeOf(token);
    const anchor = this.cellAt(token);
    const cells = token.getOccupiedGridSpaceOffsets().map((o) => hexOffsetToAxial(o, this.hexLayout));
    return cells.length ? cells.map((c) => ({ x: c.x - anchor.x, y: c.y - anchor.y })) : [{ x: 0, y: 0 }];
  }

  tokens(): TokenLike[] {
    return [...this.scene.tokens];
  }

  /** The tokens a token measures to and is blocked by: those on its level (every token on v13). */
  tokensOnLevelOf(token: TokenLike): TokenLike[] {
    return onLevelOf(token, this.scene.tokens);
  }

  /** The token of an actor here: a synthetic actor's own token, or a token of a world actor. */
  tokenOf(actor: Actor.Implementation | null | undefined): TokenLike | null {
    if (!actor) return null;
    const own = actor.token;
    if (own) return own.parent?.id === this.scene.id ? (this.scene.tokens.get(own.id ?? '') ?? null) : null;
    return (
      this.tokens().find((t) => t.actorId === actor.id && t.actorLink) ??
      this.tokens().find((t) => t.actorId === actor.id) ??
      null
    );
  }

  /** A token of this scene by its UUID (Scene.<id>.Token.<id>), or null. */
  tokenByUuid(uuid: string | undefined): TokenLike | null {
    const match = /^Scene\.([^.]+)\.Token\.([^.]+)$/.exec(uuid ?? '');
    return match && match[1] === this.scene.id ? (this.scene.tokens.get(match[2]!) ?? null) : null;
  }

  /** Every token as an engine occupant (id = token id); seen from a token, those on its level. */
  occupants(except: readonly string[] = [], from?: TokenLike | null): Occupant[] {
    return (from ? this.tokensOnLevelOf(from) : this.tokens())
      .filter((t) => !except.includes(t.id))
      .map((t) => ({ id: t.id, cells: this.footprint(t) }));
  }

  /** The cells other tokens take (seen from a token: on its level). */
  occupied(except: readonly string[] = [], from?: TokenLike | null): Cell[] {
    return this.occupants(except, from).flatMap((o) => [...o.cells]);
  }

  /**
   * Whether a mover may step from one cell to the next: no other token there, and no wall
   * between (checked with Foundry's movement collision when a canvas is up).
   */
  canEnter(moverId: string, shape: Footprint = [{ x: 0, y: 0 }]): (from: Cell, to: Cell) => boolean {
    const mover = this.scene.tokens.get(moverId) ?? null;
    const taken = new Set(this.occupied([moverId], mover).map((c) => `${c.x},${c.y}`));
    const level = collisionLevel(this.scene, mover);
    return (from, to) =>
      shape.every((o) => !taken.has(`${to.x + o.x},${to.y + o.y}`)) && !this.wallBetween(from, to, level);
  }

  /** A wall between two cells' centres (on v14: a wall of the mover's level). */
  private wallBetween(from: Cell, to: Cell, level: { level?: unknown }): boolean {
    const backend = (globalThis as { CONFIG?: { Canvas?: { polygonBackends?: Record<string, unknown> } } }).CONFIG
      ?.Canvas?.polygonBackends?.move as
      | { testCollision(a: { x: number; y: number }, b: { x: number; y: number }, o: Record<string, unknown>): unknown }
      | undefined;
    if (!backend) return false;
    return Boolean(backend.testCollision(this.centre(from), this.centre(to), { type: 'move', mode: 'any', ...level }));
  }

  /** Places a token of this actor with its top-left cell at `cell` (on v14: on the level of `beside`). */
  async createToken(actor: Actor.Implementation, cell: Cell, beside?: TokenLike | null): Promise<unknown> {
    const document = await actor.getTokenDocument({ ...this.topLeft(cell), hidden: false, ...levelData(beside) });
    const [created] = await this.scene.createEmbeddedDocuments('Token', [document.toObject()]);
    return created;
  }

  async deleteTokens(ids: string[]): Promise<void> {
    if (ids.length) await this.scene.deleteEmbeddedDocuments('Token', ids);
  }

  /**
   * Moves a token along a path of cells in one update that carries the path as Foundry's movement
   * waypoints (`options.movement[id].waypoints`), so the token animates through every space.
   */
  async moveAlong(token: TokenLike, path: readonly Cell[], options: Record<string, unknown> = {}): Promise<void> {
    const end = path.at(-1);
    if (!end) return;
    const waypoints = path.map((cell) => ({ ...this.topLeft(cell), snapped: true }));
    await token.update(this.topLeft(end), { ...options, movement: { [token.id]: { waypoints } } });
  }

  /**
   * Marks a blast's cells for the table: a square when the scene counts every diagonal as one
   * space, else a circle of the blast's size — a measured template on v13, a Region on the user's
   * level on v14, named after the power (compat.placeAreaMark). Targeting never reads the mark: the engine's cells decide
   * who is inside, and a mark that cannot be placed never stops the power.
   */
  async placeBlastMark(
    cells: Footprint,
    centre: Cell,
    blast: number,
    options: { name?: string; fillColor?: string; user?: TokenLike | null } = {},
  ): Promise<unknown> {
    if (!cells.length) return null;
    const size = this.size;
    const distancePerCell = this.grid.distance ?? 1;
    const flags = { manifold: { crytureBlast: true } };
    const colour = options.fillColor ? { fillColor: options.fillColor } : {};
    const level = tokenLevel(options.user);
    const region = (shape: RegionShape): RegionData => ({
      name: options.name ?? '',
      shapes: [shape],
      levels: level ? [level] : [],
      // A Region's default shows it only on the Regions layer: the table should see the blast.
      visibility: CONST.REGION_VISIBILITY.ALWAYS,
      ...(options.fillColor ? { color: options.fillColor } : {}),
      flags,
    });
    if (this.metric === 'equidistant') {
      const xs = cells.map((c) => c.x);
      const ys = cells.map((c) => c.y);
      const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const w = maxX - minX + 1;
      const h = maxY - minY + 1;
      return placeAreaMark(this.scene, {
        template: {
          t: 'rect',
          x: minX * size,
          y: minY * size,
          distance: Math.hypot(w, h) * distancePerCell,
          direction: (Math.atan2(h, w) * 180) / Math.PI,
          angle: 0,
          width: 0,
          ...colour,
          flags,
        },
        region: region({ type: 'rectangle', x: minX * size, y: minY * size, width: w * size, height: h * size }),
      });
    }
    const { x, y } = this.centre(centre);
    return placeAreaMark(this.scene, {
      template: { t: 'circle', x, y, distance: (blast + 0.5) * distancePerCell, angle: 0, width: 0, ...colour, flags },
      region: region({ type: 'circle', x, y, radius: (blast + 0.5) * size }),
    });
  }
}

/** The offsets of the cells a token of this size covers from its top-left cell. */
export function shapeOf(token: { width?: number | null; height?: number | null }): Cell[] {
  const w = Math.max(1, Math.ceil(Number(token.width) || 1));
  const h = Math.max(1, Math.ceil(Number(token.height) || 1));
  const out: Cell[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.push({ x, y });
  return out;
}
