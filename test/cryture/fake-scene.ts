/**
 * A small fake of the scene surface the cryture canvas layer reads (canvas/board.ts): a square grid,
 * token documents with x/y in pixels and width/height in spaces, and the embedded-document calls
 * that create, move and delete tokens and place area marks (measured templates on v13, Regions on
 * v14, through the stand-in's checks), with tokens on Scene Levels. Moves fire Foundry's
 * preUpdateToken/updateToken hooks with the acting user, as the real documents do. `canvas` and
 * `game.scenes` point at it while a test uses it.
 */
import type { SceneLike, TokenLike } from '../../src/rulesets/cryture/canvas/board';
import { applyFlatUpdate, checkAreaDocument, regionSource } from '../foundry-stand-in/generation';
import {
  canvasGridFor,
  GRID_TYPES,
  occupiedGridSpaceOffsets,
  TOKEN_SHAPES,
  type SceneGridData,
} from '../foundry-stand-in/grid';
import { arrived, updateMovingToken, type MeasuredWaypoint } from '../foundry-stand-in/movement';

export const GRID = 100;

export class FakeToken implements TokenLike {
  id: string;
  uuid: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  elevation: number;
  disposition: number;
  /** The Scene Level (v14) the token stands on, when the test puts it on one. */
  level?: string;
  actorId: string | null;
  actorLink: boolean;
  flags: Record<string, Record<string, unknown>> = {};
  /** CONST.TOKEN_SHAPES: how a token larger than a space covers a hex grid. */
  shape: number = TOKEN_SHAPES.ELLIPSE_1;
  /** The stored movement history (TokenDocument#movementHistory reads it). */
  _movementHistory: MeasuredWaypoint[] = [];
  moves: { x: number; y: number; options: Record<string, unknown> }[] = [];
  /** The continuation of a movement split at a checkpoint, while one is under way. */
  continuing: Promise<unknown> | null = null;

  constructor(
    readonly parent: FakeScene,
    data: {
      id: string;
      actor: Actor.Implementation;
      cell: { x: number; y: number };
      disposition?: number;
      size?: number;
      elevation?: number;
      name?: string;
      level?: string;
    },
  ) {
    this.id = data.id;
    this.uuid = `Scene.${parent.id}.Token.${data.id}`;
    this.name = data.name ?? data.actor.name ?? '';
    this.x = data.cell.x * GRID;
    this.y = data.cell.y * GRID;
    this.width = this.height = data.size ?? 1;
    this.elevation = data.elevation ?? 0;
    this.disposition = data.disposition ?? 1;
    if (data.level) this.level = data.level;
    this.actorId = data.actor.id!;
    this.actorLink = true;
    this.actorRef = data.actor;
  }

  private actorRef: Actor.Implementation;
  get actor(): Actor.Implementation {
    return this.actorRef;
  }

  get document(): this {
    return this;
  }

  /** A TokenDocument's kind and stored data (what fromUuidSync callers and Undo read). */
  readonly documentName = 'Token';
  get _source() {
    return { x: this.x, y: this.y, elevation: this.elevation, flags: this.flags };
  }
  toObject() {
    return structuredClone(this._source);
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }

  /** TokenDocument#getOccupiedGridSpaceOffsets, on the scene's grid (stand-in grid.ts). */
  getOccupiedGridSpaceOffsets(data: { x?: number; y?: number } = {}): { i: number; j: number }[] {
    return occupiedGridSpaceOffsets(canvasGridFor(this.parent.grid), { ...this, ...data });
  }

  get movementHistory(): MeasuredWaypoint[] {
    return this._movementHistory;
  }

  /** TokenDocument#combatant: the combatant of this token in the current combat. */
  get combatant(): Combatant.Implementation | null {
    return game.combat?.combatants.find((c) => c.tokenId === this.id) ?? null;
  }

  _shouldRecordMovementHistory(): boolean {
    return Boolean(this.combatant && game.combat?.started);
  }

  async clearMovementHistory(): Promise<void> {
    if (this._movementHistory.length) await this.update({}, { diff: false, noHook: true, _clearMovementHistory: true });
  }

  /** A TokenDocument update with core's movement workflow (stand-in movement.ts `updateMovingToken`). */
  async update(changes: Record<string, unknown>, options: Record<string, unknown> = {}): Promise<this> {
    await updateMovingToken(this, changes, options, (applied) => {
      applyFlatUpdate(this as unknown as Record<string, unknown>, applied);
      if ('x' in applied || 'y' in applied) this.moves.push({ x: this.x, y: this.y, options });
    });
    return this;
  }

  /** Waits until a movement split at checkpoints has moved through every leg. */
  arrived(): Promise<void> {
    return arrived(this);
  }

  get cell() {
    return { x: this.x / GRID, y: this.y / GRID };
  }
}

export class FakeScene implements SceneLike {
  id = 'scene00000000001';
  uuid = `Scene.${this.id}`;
  /** The Scene document's grid: type, size, distance — the diagonal rule is the core setting, on canvas.grid. */
  grid: SceneGridData = { type: GRID_TYPES.SQUARE, size: GRID, distance: 1 };
  tokens = Object.assign(new Map<string, FakeToken>(), {
    get: (id: string) => this.tokenMap.get(id),
    [Symbol.iterator]: () => this.tokenMap.values(),
  }) as unknown as SceneLike['tokens'] & Map<string, FakeToken>;
  private tokenMap = new Map<string, FakeToken>();
  templates: Record<string, unknown>[] = [];
  regions: Record<string, unknown>[] = [];
  /** v14 Scene#levels: the Level documents by id (for wall collision per level). */
  levels = new Map<string, { id: string }>();
  /** Embedded document names this scene refuses (a user without the permission, say). */
  refuse = new Set<string>();
  private next = 1;

  place(
    actor: Actor.Implementation,
    cell: { x: number; y: number },
    extra: { disposition?: number; size?: number; elevation?: number; name?: string; level?: string } = {},
  ): FakeToken {
    const token = new FakeToken(this, { id: `tok${String(this.next++).padStart(13, '0')}`, actor, cell, ...extra });
    this.tokenMap.set(token.id, token);
    // The actor's combatant stands for this token, as a combatant added from its token does (tokenId).
    const combatant = game.combat?.combatants.find((c) => c.actor?.id === actor.id && !c.tokenId);
    if (combatant) Object.assign(combatant, { tokenId: token.id });
    return token;
  }

  all(): FakeToken[] {
    return [...this.tokenMap.values()];
  }

  async createEmbeddedDocuments(name: string, data: Record<string, unknown>[]): Promise<unknown[]> {
    if (this.refuse.has(name)) throw new Error(`User ${game.user?.name} lacks permission to create ${name}`);
    // Players may mark areas (TEMPLATE_CREATE, REGION_CREATE); tokens need the GM (no TOKEN_CREATE).
    if (name === 'MeasuredTemplate' || name === 'Region') {
      for (const d of data) checkAreaDocument(name, d);
      // A Region is stored as its schema keeps it (defaults applied, unknown fields dropped).
      const stored = name === 'Region' ? data.map(regionSource) : data;
      (name === 'Region' ? this.regions : this.templates).push(...stored);
      return stored;
    }
    if (!game.user?.isGM) throw new Error(`User ${game.user?.name} lacks permission to create ${name} in this scene`);
    if (name !== 'Token') throw new Error(`The fake scene cannot embed ${name}`);
    return data.map((d) => {
      const actor = game.actors!.get(String(d.actorId)) as Actor.Implementation;
      return this.place(
        actor,
        { x: Number(d.x) / GRID, y: Number(d.y) / GRID },
        { name: String(d.name ?? actor.name), ...(d.level ? { level: String(d.level) } : {}) },
      );
    });
  }

  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown[]> {
    if (!game.user?.isGM) throw new Error(`User ${game.user?.name} lacks permission to delete ${name}`);
    for (const id of ids) this.tokenMap.delete(id);
    return ids;
  }
}

/** Gives stand-in actors Foundry's getTokenDocument (the token data their prototype would make). */
export function withTokenDocuments(actor: Actor.Implementation): Actor.Implementation {
  Object.defineProperty(actor, 'getTokenDocument', {
    enumerable: false,
    value: async (data: Record<string, unknown>) => ({
      toObject: () => ({ name: actor.name, actorId: actor.id, actorLink: true, ...data }),
    }),
  });
  return actor;
}

/**
 * Puts the fake scene on the canvas (and in game.scenes) for the rest of a test; `canvas.grid` is
 * drawn from its grid and the core setting `gridDiagonals` (set it before, or call again).
 */
export function useScene(scene = new FakeScene()): FakeScene {
  const g = globalThis as unknown as { canvas: Record<string, unknown> };
  g.canvas = { ready: true, scene, grid: canvasGridFor(scene.grid) };
  (game as unknown as { scenes: Map<string, FakeScene> }).scenes = new Map([[scene.id, scene]]);
  return scene;
}

export function clearScene(): void {
  standIn.storeSetting('core.gridDiagonals', 0);
  (globalThis as unknown as { canvas: Record<string, unknown> }).canvas = { ready: false };
  (game as unknown as { scenes: Map<string, FakeScene> }).scenes = new Map();
}

/** Sets the tokens the current user targets (game.user.targets). */
export function target(...tokens: FakeToken[]): void {
  (game.user as unknown as { targets: Set<{ document: FakeToken; actor: Actor.Implementation }> }).targets = new Set(
    tokens.map((t) => ({ document: t, actor: t.actor })),
  );
}
