/**
 * The stand-in's scene grid behaves as Foundry v13 documents it (README "Scene, grid and
 * movement"): the diagonal rule is the core setting read into canvas.grid, hex grids measure hex
 * steps, gridless grids measure units.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canvasGridFor, GRID_DIAGONALS, GRID_TYPES, occupiedGridSpaceOffsets, StandInGrid, TOKEN_SHAPES } from './grid';

const square = { type: GRID_TYPES.SQUARE, size: 100, distance: 5 };

describe('the stand-in grid', () => {
  afterEach(() => standIn.storeSetting('core.gridDiagonals', GRID_DIAGONALS.EQUIDISTANT));

  it('CONST holds the grid types and diagonal rules; core.gridDiagonals defaults to equidistant', () => {
    expect(CONST.GRID_TYPES.HEXODDR).toBe(2);
    expect(CONST.GRID_DIAGONALS.ALTERNATING_1).toBe(4);
    expect(canvasGridFor(square).diagonals).toBe(GRID_DIAGONALS.EQUIDISTANT);
  });

  it('canvas.grid takes its diagonal rule from the core setting, not from the Scene’s grid', () => {
    standIn.storeSetting('core.gridDiagonals', GRID_DIAGONALS.ALTERNATING_1);
    const grid = canvasGridFor(square);
    expect(grid.diagonals).toBe(GRID_DIAGONALS.ALTERNATING_1);
    expect('diagonals' in square).toBe(false);
    // Three diagonal steps cost 1 + 2 + 1 spaces of 5 units.
    expect(
      grid.measurePath([
        { x: 50, y: 50 },
        { x: 350, y: 350 },
      ]),
    ).toMatchObject({ distance: 20, spaces: 3 });
  });

  it('square grids: offsets by row and column, equidistant diagonals count one', () => {
    const grid = new StandInGrid(square, GRID_DIAGONALS.EQUIDISTANT);
    expect([grid.isSquare, grid.isHexagonal, grid.isGridless]).toEqual([true, false, false]);
    expect(grid.getOffset({ x: 250, y: 120 })).toEqual({ i: 1, j: 2 });
    expect(
      grid.measurePath([
        { x: 50, y: 50 },
        { x: 350, y: 150 },
      ]),
    ).toMatchObject({ distance: 15, spaces: 3 });
  });

  it('hex grids: a space’s six neighbours are one step away, the grid finds the space of its centre', () => {
    for (const type of [GRID_TYPES.HEXODDR, GRID_TYPES.HEXEVENR, GRID_TYPES.HEXODDQ, GRID_TYPES.HEXEVENQ]) {
      const grid = new StandInGrid({ type, size: 100, distance: 5 }, GRID_DIAGONALS.EQUIDISTANT);
      expect(grid.isHexagonal).toBe(true);
      const here = { i: 4, j: 4 };
      const centre = grid.getCenterPoint(here);
      expect(grid.getOffset(centre)).toEqual(here);
      const around = [0, 60, 120, 180, 240, 300].map((deg) => {
        const a = ((deg + (grid.columns ? 30 : 0)) * Math.PI) / 180;
        return grid.getOffset({ x: centre.x + 100 * Math.cos(a), y: centre.y + 100 * Math.sin(a) });
      });
      expect(new Set(around.map((o) => `${o.i},${o.j}`)).size).toBe(6);
      for (const o of around) expect(grid.measurePath([centre, grid.getCenterPoint(o)]).spaces).toBe(1);
    }
  });

  it('gridless grids: no spaces, distance is the Euclidean length in units', () => {
    const grid = new StandInGrid({ ...square, type: GRID_TYPES.GRIDLESS }, GRID_DIAGONALS.EQUIDISTANT);
    expect(grid.isGridless).toBe(true);
    expect(
      grid.measurePath([
        { x: 0, y: 0 },
        { x: 300, y: 400 },
      ]),
    ).toMatchObject({ distance: 25, spaces: 0 });
  });

  it('a token occupies its size in spaces on a square grid, a hexagonal ellipse or trapezoid on a hex grid', () => {
    const square = new StandInGrid({ type: GRID_TYPES.SQUARE, size: 100, distance: 5 }, 0);
    const big = { x: 100, y: 200, width: 2, height: 2, shape: TOKEN_SHAPES.ELLIPSE_1 };
    expect(occupiedGridSpaceOffsets(square, big)).toEqual([
      { i: 2, j: 1 },
      { i: 2, j: 2 },
      { i: 3, j: 1 },
      { i: 3, j: 2 },
    ]);
    const hex = new StandInGrid({ type: GRID_TYPES.HEXODDR, size: 100, distance: 5 }, 0);
    const at = hex.getTopLeftPoint({ i: 0, j: 0 });
    // Size 2, ELLIPSE_1: two hexes on top, one below between them (odd rows shift right).
    expect(occupiedGridSpaceOffsets(hex, { ...big, ...at })).toEqual([
      { i: 0, j: 0 },
      { i: 0, j: 1 },
      { i: 1, j: 0 },
    ]);
    // TRAPEZOID_2 of 3: rows of 1, 2 and 3 hexes, the short one on top.
    const trapezoid = { ...at, width: 3, height: 3, shape: TOKEN_SHAPES.TRAPEZOID_2 };
    expect(occupiedGridSpaceOffsets(hex, trapezoid).map((o) => o.i)).toEqual([0, 1, 1, 2, 2, 2]);
    expect(occupiedGridSpaceOffsets(hex, { ...big, ...at, width: 1, height: 1 })).toEqual([{ i: 0, j: 0 }]);
    const gridless = new StandInGrid({ type: GRID_TYPES.GRIDLESS, size: 100, distance: 5 }, 0);
    expect(occupiedGridSpaceOffsets(gridless, big)).toEqual([]);
  });
});
