/**
 * The scene's metric: square grids by their diagonal rule, hex grids by hex
 * steps over axial cells, gridless scenes by Euclidean distance in units rounded up to spaces.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cellDistance,
  directPath,
  hexAxialToOffset,
  hexDistance,
  hexOffsetToAxial,
  isAdjacent,
  neighbours,
  spacesFromUnits,
  type Cell,
  type Metric,
} from '../../../src/rulesets/cryture/rules';
import { GRID_DIAGONALS, GRID_TYPES, StandInGrid } from '../../foundry-stand-in/grid';

const c = (x: number, y: number): Cell => ({ x, y });
const METRICS: Metric[] = ['equidistant', 'alternating1', 'alternating2', 'rectilinear', 'hex', 'gridless'];
const cell = fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -20, max: 20 }) });
const metric = fc.constantFrom(...METRICS);
const LAYOUTS = [
  { type: GRID_TYPES.HEXODDR, columns: false, even: false },
  { type: GRID_TYPES.HEXEVENR, columns: false, even: true },
  { type: GRID_TYPES.HEXODDQ, columns: true, even: false },
  { type: GRID_TYPES.HEXEVENQ, columns: true, even: true },
];

describe('spaces from units (gridless)', () => {
  it('rounds a partial space up, but not floating error', () => {
    expect(spacesFromUnits(25, 5)).toBe(5);
    expect(spacesFromUnits(26, 5)).toBe(6);
    expect(spacesFromUnits(5 * 3.0000000001, 5)).toBe(3);
    expect(spacesFromUnits(0, 5)).toBe(0);
    expect(() => spacesFromUnits(5, 0)).toThrow(RangeError);
  });

  it('gridless distance is Euclidean, rounded up: a diagonal neighbour is 2 spaces away, not adjacent', () => {
    expect(cellDistance(c(0, 0), c(3, 4), 'gridless')).toBe(5);
    expect(cellDistance(c(0, 0), c(1, 1), 'gridless')).toBe(2);
    expect(isAdjacent([c(0, 0)], [c(1, 1)], 'gridless')).toBe(false);
    expect(isAdjacent([c(0, 0)], [c(0, 1)], 'gridless')).toBe(true);
  });
});

describe('hex grids', () => {
  it('counts hex steps, not squares', () => {
    expect(hexDistance(c(0, 0), c(2, 2))).toBe(4);
    expect(hexDistance(c(0, 0), c(2, -2))).toBe(2);
    expect(cellDistance(c(0, 0), c(3, -1), 'hex')).toBe(3);
    expect(cellDistance(c(0, 0), c(1, 1), 'equidistant')).toBe(1);
    expect(cellDistance(c(0, 0), c(1, 1), 'hex')).toBe(2);
    expect(isAdjacent([c(0, 0)], [c(1, -1)], 'hex')).toBe(true);
    expect(isAdjacent([c(0, 0)], [c(1, 1)], 'hex')).toBe(false);
  });

  it('property: a cell has six neighbours, each one hex step away', () => {
    fc.assert(
      fc.property(cell, (p) => {
        const around = neighbours(p, 'hex');
        expect(new Set(around.map((n) => `${n.x},${n.y}`)).size).toBe(6);
        for (const n of around) expect(cellDistance(p, n, 'hex')).toBe(1);
      }),
    );
  });

  it('property: Foundry offsets and axial cells convert both ways, in every hex layout', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), (i, j) => {
        for (const layout of LAYOUTS)
          expect(hexAxialToOffset(hexOffsetToAxial({ i, j }, layout), layout)).toEqual({ i, j });
      }),
    );
  });

  it('property: the hex distance of two offsets is the stand-in grid’s measured spaces between their centres', () => {
    fc.assert(
      fc.property(fc.nat(12), fc.nat(12), fc.nat(12), fc.nat(12), (i1, j1, i2, j2) => {
        for (const layout of LAYOUTS) {
          const grid = new StandInGrid({ type: layout.type, size: 100, distance: 5 }, GRID_DIAGONALS.EQUIDISTANT);
          const measured = grid.measurePath([
            grid.getCenterPoint({ i: i1, j: j1 }),
            grid.getCenterPoint({ i: i2, j: j2 }),
          ]);
          const a = hexOffsetToAxial({ i: i1, j: j1 }, layout);
          const b = hexOffsetToAxial({ i: i2, j: j2 }, layout);
          expect(hexDistance(a, b)).toBe(measured.spaces);
        }
      }),
    );
  });

  it('property: a direct hex path is a chain of neighbours as long as the distance', () => {
    fc.assert(
      fc.property(cell, cell, (a, b) => {
        const path = directPath(a, b, 'hex');
        expect(path).toHaveLength(hexDistance(a, b));
        let at = a;
        for (const p of path) {
          expect(hexDistance(at, p)).toBe(1);
          at = p;
        }
        if (path.length) expect(path.at(-1)).toEqual(b);
      }),
    );
  });
});

describe('every metric', () => {
  it('property: distance is symmetric, zero only to itself, and (but for the alternating rules) keeps the triangle inequality', () => {
    fc.assert(
      fc.property(metric, cell, cell, cell, (m, a, b, p) => {
        expect(cellDistance(a, b, m)).toBe(cellDistance(b, a, m));
        expect(cellDistance(a, b, m) === 0).toBe(a.x === b.x && a.y === b.y);
        if (!m.startsWith('alternating'))
          expect(cellDistance(a, b, m)).toBeLessThanOrEqual(cellDistance(a, p, m) + cellDistance(p, b, m));
      }),
    );
  });

  it('the alternating rules count diagonals per measurement, so a detour can measure shorter', () => {
    // 5/10/5: two diagonals in one measurement are 1 + 2; one diagonal in each of two is 1 + 1.
    const [a, p, b] = [
      { x: 2, y: 0 },
      { x: 1, y: -1 },
      { x: 0, y: -2 },
    ];
    expect(cellDistance(a, b, 'alternating1')).toBe(3);
    expect(cellDistance(a, p, 'alternating1') + cellDistance(p, b, 'alternating1')).toBe(2);
  });

  it('property: a square grid’s direct path is a chain of edge-or-corner steps ending at the goal', () => {
    fc.assert(
      fc.property(cell, cell, (a, b) => {
        const path = directPath(a, b);
        expect(path).toHaveLength(cellDistance(a, b, 'equidistant'));
        let at = a;
        for (const p of path) {
          expect(cellDistance(at, p, 'equidistant')).toBe(1);
          at = p;
        }
        if (path.length) expect(path.at(-1)).toEqual(b);
      }),
    );
  });
});
