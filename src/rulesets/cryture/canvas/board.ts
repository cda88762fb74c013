/**
 * The thin canvas layer: a scene's tokens as grid cells for the engine, and the few document calls
 * that change the scene (create, move and delete tokens; place a measured template). Every decision
 * — which cells, which path, who is inside — is the engine's; this file only translates pixels to
 * cells and back. It reads only documented scene and token fields, so tests drive it with a fake
 * scene (test/cryture/fake-scene.ts).
 */
import { collisionLevel, levelData, onLevelOf, placeAreaMark, tokenLevel } from '../../../foundry/compat';
import type { RegionData, RegionShape } from '../../../foundry/v14';
import type { Cell, Diagonals, Footprint, Occupant } from '../rules';

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
  getFlag(scope: 'manifold', key: keyof ManifoldTokenFlags): unknown;
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

/** The scene fields this layer reads and the embedded-document calls it makes. */
export interface SceneLike {
  id: string;
  uuid: string;
  grid: { size: number; distance?: number; type?: number };
  tokens: Iterable<TokenLike> & { get(id: string): TokenLike | undefined };
  createEmbeddedDocuments(
    name: string,
    data: Record<string, unknown>[],
    options?: Record<string, unknown>,
  ): Promise<unknown[]>;
  deleteEmbeddedDocuments(name: string, ids: string[], options?: Record<string, unknown>): Promise<unknown[]>;
}

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

  /** The board of the scene on the canvas, or null without one (no canvas, a gridless scene). */
  static current(): Board | null {
    const c = (globalThis as { canvas?: { ready?: boolean; scene?: SceneLike | null } }).canvas;
    const scene = c?.ready ? c.scene : null;
    return scene && scene.grid?.size > 0 ? new Board(scene) : null;
  }

  get size(): number {
    return this.scene.grid.size;
  }

  /** The diagonal rule is canvas.grid's (the core setting `gridDiagonals`), never the Scene's. */
  get diagonals(): Diagonals {
    const c = (globalThis as { canvas?: { scene?: { id?: string } | null; grid?: { diagonals?: number } } }).canvas;
    const rule = c?.scene?.id === this.scene.id ? c.grid?.diagonals : coreGridDiagonals();
    return DIAGONALS[Number(rule) || 0] ?? 'equidistant';
  }

  cellAt(point: { x: number; y: number }): Cell {
    return { x: Math.floor(point.x / this.size), y: Math.floor(point.y / this.size) };
  }

  topLeft(cell: Cell): { x: number; y: number } {
    return { x: cell.x * this.size, y: cell.y * this.size };
  }

  /** The cells a token covers (its size in grid spaces, at least one). */
  footprint(token: Pick<TokenLike, 'x' | 'y' | 'width' | 'height'>, at?: Cell): Cell[] {
    const origin = at ?? this.cellAt(token);
    return shapeOf(token).map((o) => ({ x: origin.x + o.x, y: origin.y + o.y }));
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
    const centre = (c: Cell) => ({ x: (c.x + 0.5) * this.size, y: (c.y + 0.5) * this.size });
    return Boolean(backend.testCollision(centre(from), centre(to), { type: 'move', mode: 'any', ...level }));
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

  /** Moves a token along a path of cells (one update per space, so animation follows the path). */
  async moveAlong(token: TokenLike, path: readonly Cell[], options: Record<string, unknown> = {}): Promise<void> {
    for (const cell of path) await token.update(this.topLeft(cell), options);
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
    const distancePerCell = (this.scene.grid as { distance?: number }).distance ?? 1;
    const flags = { manifold: { crytureBlast: true } };
    const colour = options.fillColor ? { fillColor: options.fillColor } : {};
    const level = tokenLevel(options.user);
    const region = (shape: RegionShape): RegionData => ({
      name: options.name ?? '',
      shapes: [shape],
      levels: level ? [level] : [],
      displayMeasurements: true,
      ...(options.fillColor ? { color: options.fillColor } : {}),
      flags,
    });
    if (this.diagonals === 'equidistant') {
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
    const x = (centre.x + 0.5) * size;
    const y = (centre.y + 0.5) * size;
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
