/**
 * cryture on Foundry's real grid: the board reads the grid rules
 * from canvas.grid (the diagonal rule is the core setting, never the Scene's), measures hex grids
 * in hex steps and gridless scenes in units, and judges a token's move — its budget and the
 * opportunity attacks it provokes — along the waypoints Foundry carried with the update.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { combatant } from '../fixtures';
import { clearScene, FakeScene, GRID, useScene, type FakeToken } from '../fake-scene';
import { duel } from './duel';
import { cardText } from '../../foundry/cards';
import { Board } from '../../../src/rulesets/cryture/canvas/board';
import { measureTarget } from '../../../src/rulesets/cryture/canvas/measure';
import { movementSpeed } from '../../../src/rulesets/cryture/rules';
import { actorSnapshot } from '../../../src/rulesets/cryture/data/snapshot';
import { GRID_DIAGONALS, GRID_TYPES } from '../../foundry-stand-in/grid';
import type { MovementOperation } from '../../foundry-stand-in/movement';

const px = (x: number, y: number) => ({ x: x * GRID, y: y * GRID });
/** The update a ruler drag makes: to the end, through the waypoints (top-left pixels). */
const dragThrough = (token: FakeToken, cells: [number, number][]) => {
  const waypoints = cells.map(([x, y]) => px(x, y));
  return token.update({}, { movement: { [token.id]: { waypoints, method: 'dragging' } } });
};
const prompts = () => game.messages!.contents.filter((m) => m.type === 'cryture-opportunity');
const tooFarWarnings = () => standIn.notifications.filter((n) => n.level === 'warn' && n.message.includes('longer'));

/** The mover's turn on a square scene: the mover at (0,0), its player acting. */
async function onTurn() {
  const scene = useScene();
  const { mover, guard } = await duel();
  const moverToken = scene.place(mover, { x: 0, y: 0 });
  standIn.actAs(standIn.users.player);
  return { scene, mover, guard, moverToken, speed: movementSpeed(actorSnapshot(mover)) };
}

describe('movement along Foundry’s waypoints', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('a move around a corner spends the whole path: over the speed though the straight line is within it', async () => {
    const { moverToken, speed } = await onTurn();
    await dragThrough(moverToken, [[speed, speed]]);
    await standIn.settled();
    expect(moverToken.cell).toEqual({ x: speed, y: speed });
    expect(tooFarWarnings()).toEqual([]);
    await moverToken.update(px(0, 0), { manifoldForcedMove: true });
    await dragThrough(moverToken, [
      [0, speed],
      [speed, speed],
    ]);
    await standIn.settled();
    expect(moverToken.cell).toEqual({ x: speed, y: speed });
    expect(tooFarWarnings()).toHaveLength(1);
  });

  it('leaving an enemy’s side mid-path provokes, though the move ends beside it again', async () => {
    const { scene, guard, moverToken } = await onTurn();
    scene.place(guard, { x: 4, y: 0 }, { disposition: -1 });
    // Straight to (3,1) passes no space next to the guard: no prompt.
    await moverToken.update(px(3, 1));
    await standIn.settled();
    expect(prompts()).toEqual([]);
    await moverToken.update(px(0, 0), { manifoldForcedMove: true });
    // Through (3,1), away to (3,3) and back: it left a space beside the guard.
    await dragThrough(moverToken, [
      [3, 1],
      [3, 3],
      [3, 1],
    ]);
    await standIn.settled();
    expect(prompts()).toHaveLength(1);
    expect(await cardText(prompts()[0]!)).toContain('Attack with Guard');
  });

  it('a forced move travels in one update carrying its path as waypoints', async () => {
    const { scene, moverToken } = await onTurn();
    const moved: MovementOperation[] = [];
    const listener = (_t: unknown, movement: MovementOperation) => moved.push(movement);
    Hooks.on('moveToken' as never, listener as never);
    await new Board(scene).moveAlong(
      moverToken,
      [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      { manifoldForcedMove: true },
    );
    Hooks.off('moveToken' as never, listener as never);
    expect(moverToken.moves).toHaveLength(1);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.passed.waypoints.map(({ x, y, snapped }) => ({ x, y, snapped }))).toEqual([
      { ...px(1, 0), snapped: true },
      { ...px(2, 0), snapped: true },
    ]);
    expect(moverToken.cell).toEqual({ x: 2, y: 0 });
  });
});

/** A drag through waypoints, each a checkpoint: Foundry moves the token one leg per update. */
const dragThroughCheckpoints = async (token: FakeToken, cells: [number, number][]) => {
  const waypoints = cells.map(([x, y]) => ({ ...px(x, y), checkpoint: true }));
  await token.update({}, { movement: { [token.id]: { waypoints, method: 'dragging' } } });
  await token.arrived();
  await standIn.settled();
};

describe('a movement Foundry splits at its checkpoints is judged whole', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('legs each within the speed but together over it: one warning, from the leg that went too far', async () => {
    const { moverToken, speed } = await onTurn();
    const half = Math.ceil(speed / 2) + 1;
    await dragThroughCheckpoints(moverToken, [
      [half, 0],
      [2 * half, 0],
      [3 * half, 0],
    ]);
    expect(moverToken.moves).toHaveLength(3);
    expect(moverToken.cell).toEqual({ x: 3 * half, y: 0 });
    expect(tooFarWarnings()).toHaveLength(1);
  });

  it('a movement within the speed split into legs warns of nothing', async () => {
    const { moverToken, speed } = await onTurn();
    await dragThroughCheckpoints(moverToken, [
      [1, 0],
      [1, 1],
      [speed - 1, 1],
    ]);
    expect(moverToken.moves).toHaveLength(3);
    expect(tooFarWarnings()).toEqual([]);
  });

  it('an enemy left in one leg and passed again in the next provokes once', async () => {
    const { scene, guard, moverToken } = await onTurn();
    scene.place(guard, { x: 1, y: 1 }, { disposition: -1 });
    // Leaves the guard's side at (0,0) in the first leg, passes it again in the second.
    await dragThroughCheckpoints(moverToken, [
      [0, 3],
      [2, 3],
      [2, 0],
      [4, 0],
    ]);
    expect(moverToken.moves).toHaveLength(4);
    expect(prompts()).toHaveLength(1);
  });

  it('an enemy first passed in a later leg is provoked by that leg', async () => {
    const { scene, guard, moverToken } = await onTurn();
    scene.place(guard, { x: 5, y: 1 }, { disposition: -1 });
    await dragThroughCheckpoints(moverToken, [
      [2, 0],
      [7, 0],
    ]);
    expect(prompts()).toHaveLength(1);
  });

  it('a Shift split into legs stays a Shift in every leg: it never provokes', async () => {
    const { scene, guard, moverToken } = await onTurn();
    scene.place(guard, { x: 1, y: 1 }, { disposition: -1 });
    await moverToken.update({ 'flags.manifold.crytureShift': true });
    await dragThroughCheckpoints(moverToken, [
      [1, 0],
      [2, 0],
    ]);
    expect(moverToken.getFlag('manifold', 'crytureShift')).toBeUndefined();
    expect(prompts()).toEqual([]);
  });

  it('the earlier legs are read from the movement history Foundry records in a started combat', async () => {
    const { moverToken } = await onTurn();
    const histories: number[] = [];
    const listener = (_t: unknown, movement: MovementOperation) =>
      histories.push(movement.history.recorded.waypoints.length);
    Hooks.on('moveToken' as never, listener as never);
    await dragThroughCheckpoints(moverToken, [
      [1, 0],
      [2, 0],
    ]);
    Hooks.off('moveToken' as never, listener as never);
    expect(histories).toEqual([0, 2]);
    expect(moverToken.movementHistory.map(({ x, y }) => [x / GRID, y / GRID])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });
});

describe('the board reads Foundry’s grid', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  async function pair(scene: FakeScene, a: { x: number; y: number }, b: { x: number; y: number }) {
    const user = scene.place(await combatant({ name: 'User' }), { x: 0, y: 0 });
    const other = scene.place(await combatant({ name: 'Other', type: 'cryture-npc' }), { x: 0, y: 0 });
    Object.assign(user, a);
    Object.assign(other, b);
    return { user, other };
  }

  it('the diagonal rule is canvas.grid’s, from the core setting (the Scene’s grid has none)', async () => {
    standIn.storeSetting('core.gridDiagonals', GRID_DIAGONALS.ALTERNATING_1);
    const scene = useScene();
    const { user, other } = await pair(scene, px(0, 0), px(3, 3));
    expect('diagonals' in scene.grid).toBe(false);
    expect(measureTarget(Board.current()!, user, other).distance).toBe(4);
  });

  it('a scene off the canvas reads the diagonal rule from the core setting', async () => {
    standIn.storeSetting('core.gridDiagonals', GRID_DIAGONALS.RECTILINEAR);
    const scene = new FakeScene();
    scene.id = 'scene00000000002';
    useScene(new FakeScene());
    const { user, other } = await pair(scene, px(0, 0), px(2, 1));
    expect(measureTarget(new Board(scene), user, other).distance).toBe(3);
  });

  it('hex grids count hex steps between the spaces Foundry’s grid finds', async () => {
    const scene = new FakeScene();
    scene.grid = { type: GRID_TYPES.HEXODDR, size: GRID, distance: 5 };
    useScene(scene);
    const grid = (
      canvas as unknown as { grid: { getTopLeftPoint(o: { i: number; j: number }): { x: number; y: number } } }
    ).grid;
    // Offsets (row 0, column 0) and (row 2, column 2): two squares apart, three hexes.
    const { user, other } = await pair(
      scene,
      grid.getTopLeftPoint({ i: 0, j: 0 }),
      grid.getTopLeftPoint({ i: 2, j: 2 }),
    );
    const board = Board.current()!;
    expect(board.metric).toBe('hex');
    expect(measureTarget(board, user, other).distance).toBe(3);
    expect(board.topLeft(board.cellAt(other))).toEqual(grid.getTopLeftPoint({ i: 2, j: 2 }));
  });

  it('gridless scenes measure in units, rounded up to spaces; a board exists without a grid', async () => {
    const scene = new FakeScene();
    scene.grid = { type: GRID_TYPES.GRIDLESS, size: GRID, distance: 5 };
    useScene(scene);
    const { user, other } = await pair(scene, { x: 0, y: 0 }, { x: 100, y: 100 });
    const board = Board.current()!;
    expect(board.metric).toBe('gridless');
    // √2 spaces apart (7.07 units of 5): 2 spaces, not the 1 a square grid would count.
    expect(measureTarget(board, user, other).distance).toBe(2);
    Object.assign(other, { x: 300, y: 400 });
    expect(measureTarget(board, user, other).distance).toBe(5);
  });
});

describe('opportunity attacks on hex and gridless scenes', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  async function onScene(type: number) {
    const scene = new FakeScene();
    scene.grid = { type, size: GRID, distance: 5 };
    useScene(scene);
    const { mover, guard } = await duel();
    const moverToken = scene.place(mover, { x: 0, y: 0 });
    standIn.actAs(standIn.users.player);
    return { scene, guard, moverToken };
  }
  const hexTopLeft = (i: number, j: number) =>
    (
      canvas as unknown as { grid: { getTopLeftPoint(o: { i: number; j: number }): { x: number; y: number } } }
    ).grid.getTopLeftPoint({ i, j });

  it('a hex token larger than a space is measured from the hexes Foundry says it occupies', async () => {
    const { scene, guard, moverToken } = await onScene(GRID_TYPES.HEXODDR);
    // A size-2 guard covers offsets (0,2), (0,3) and (1,2): not (1,3), which a square of hexes would.
    const big = scene.place(guard, { x: 0, y: 0 }, { disposition: -1, size: 2 });
    Object.assign(big, hexTopLeft(0, 2));
    const board = Board.current()!;
    expect(board.footprint(big).map((c) => board.topLeft(c))).toEqual([
      hexTopLeft(0, 2),
      hexTopLeft(0, 3),
      hexTopLeft(1, 2),
    ]);
    // Beside (1,3) only: leaving it provokes nothing.
    Object.assign(moverToken, hexTopLeft(1, 4));
    await moverToken.update(hexTopLeft(1, 6));
    await standIn.settled();
    expect(prompts()).toEqual([]);
    // Beside (1,2): leaving it provokes.
    await moverToken.update(hexTopLeft(2, 2), { manifoldForcedMove: true });
    await moverToken.update(hexTopLeft(4, 2));
    await standIn.settled();
    expect(prompts()).toHaveLength(1);
  });

  it('gridless: a long straight move passing by an enemy provokes, though it starts and ends far away', async () => {
    const { scene, guard, moverToken } = await onScene(GRID_TYPES.GRIDLESS);
    scene.place(guard, { x: 4, y: 0 }, { disposition: -1 });
    Object.assign(moverToken, px(0, 1));
    await moverToken.update(px(9, 1));
    await standIn.settled();
    expect(prompts()).toHaveLength(1);
  });
});
