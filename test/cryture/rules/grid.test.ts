import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  blastArea,
  cellDistance,
  distance,
  elevationSituation,
  isAdjacent,
  isFlanking,
  meleeBlastCells,
  meleeBlastOrigins,
  occupantsIn,
  personalBlastCells,
  rangedBlastCells,
  type Cell,
} from '../../../src/rulesets/cryture/rules';

const c = (x: number, y: number): Cell => ({ x, y });
/** Every cell of a rectangle, row by row (the order the engine returns). */
const rect = (x0: number, x1: number, y0: number, y1: number): Cell[] => {
  const out: Cell[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push(c(x, y));
  return out;
};
const key = (cells: Cell[]) => cells.map((p) => `${p.x},${p.y}`).sort();

describe('distances', () => {
  it('each diagonal rule counts spaces its own way', () => {
    expect(cellDistance(c(0, 0), c(3, 2))).toBe(3);
    expect(cellDistance(c(0, 0), c(3, 2), 'alternating1')).toBe(4);
    expect(cellDistance(c(0, 0), c(3, 3), 'alternating1')).toBe(4);
    expect(cellDistance(c(0, 0), c(3, 3), 'alternating2')).toBe(5);
    expect(cellDistance(c(0, 0), c(3, 2), 'rectilinear')).toBe(5);
  });

  it('footprints: the nearest cells; adjacency by edge or corner', () => {
    const big = [c(0, 0), c(1, 0), c(0, 1), c(1, 1)];
    expect(distance(big, [c(4, 1)])).toBe(3);
    expect(isAdjacent(big, [c(2, 2)])).toBe(true);
    expect(isAdjacent([c(0, 0)], [c(0, 0)])).toBe(false);
    expect(isAdjacent([c(0, 0)], [c(2, 0)])).toBe(false);
  });
});

describe('blast areas', () => {
  it('Personal Blast 1: the 8 spaces around the user, not the user', () => {
    expect(personalBlastCells([c(0, 0)], 1)).toEqual(rect(-1, 1, -1, 1).filter((p) => p.x || p.y));
  });

  it('Personal Blast includes the user only when the power says so', () => {
    expect(personalBlastCells([c(0, 0)], 1, { includeUser: true })).toEqual(rect(-1, 1, -1, 1));
  });

  it('Ranged X Blast 1 centred on the targeted space', () => {
    expect(rangedBlastCells(c(5, 5), 1)).toEqual(rect(4, 6, 4, 6));
    expect(rangedBlastCells(c(5, 5), 2)).toEqual(rect(3, 7, 3, 7));
  });

  it('Melee Blast 1: its origin is 2 spaces away, so the area lies next to the user', () => {
    const origins = meleeBlastOrigins([c(0, 0)], 1);
    expect(key(origins)).toEqual(key(rect(-2, 2, -2, 2).filter((p) => Math.max(Math.abs(p.x), Math.abs(p.y)) === 2)));
    expect(meleeBlastCells([c(0, 0)], c(2, 0), 1)).toEqual(rect(1, 3, -1, 1));
    expect(meleeBlastCells([c(0, 0)], c(2, 2), 1)).toEqual(rect(1, 3, 1, 3));
    expect(meleeBlastCells([c(0, 0)], c(1, 0), 1)).toBeNull();
    expect(meleeBlastCells([c(0, 0)], c(3, 0), 1)).toBeNull();
  });

  it('other diagonal rules shape the area their way', () => {
    expect(personalBlastCells([c(0, 0)], 1, { metric: 'rectilinear' })).toEqual([c(0, -1), c(-1, 0), c(1, 0), c(0, 1)]);
    const corners = [c(-2, -2), c(2, -2), c(-2, 2), c(2, 2)].map((p) => `${p.x},${p.y}`);
    expect(key(rangedBlastCells(c(0, 0), 2, 'alternating1'))).toEqual(
      key(rect(-2, 2, -2, 2)).filter((k) => !corners.includes(k)),
    );
  });

  it('a large user’s Personal Blast surrounds its whole footprint', () => {
    const big = [c(0, 0), c(1, 0), c(0, 1), c(1, 1)];
    expect(personalBlastCells(big, 1)).toHaveLength(12);
  });

  it('blastArea picks the form, and refuses a missing or wrong origin', () => {
    expect(blastArea({ form: 'personalBlast', blast: 1 }, [c(0, 0)])).toMatchObject({ ok: true });
    expect(blastArea({ form: 'rangedBlast', range: 5, blast: 1 }, [c(0, 0)], c(4, 0))).toEqual({
      ok: true,
      cells: rect(3, 5, -1, 1),
    });
    expect(blastArea({ form: 'rangedBlast', range: 5, blast: 1 }, [c(0, 0)])).toMatchObject({
      ok: false,
      reason: 'badOrigin',
    });
    expect(blastArea({ form: 'meleeBlast', blast: 1 }, [c(0, 0)], c(1, 1))).toMatchObject({
      ok: false,
      reason: 'badOrigin',
    });
    expect(blastArea({ form: 'melee', reach: 1 }, [c(0, 0)], c(1, 1))).toMatchObject({ ok: false });
  });

  it('property: a Personal Blast Y covers (2Y+1)² − 1 spaces; a Melee Blast never covers the user', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -9, max: 9 }),
        fc.integer({ min: -9, max: 9 }),
        (y, ux, uy) => {
          const user = [c(ux, uy)];
          expect(personalBlastCells(user, y)).toHaveLength((2 * y + 1) ** 2 - 1);
          for (const origin of meleeBlastOrigins(user, y)) {
            const cells = meleeBlastCells(user, origin, y)!;
            expect(cells).toHaveLength((2 * y + 1) ** 2);
            expect(cells.some((p) => p.x === ux && p.y === uy)).toBe(false);
            expect(isAdjacent(user, cells)).toBe(true);
          }
        },
      ),
    );
  });

  it('occupants touched by the area', () => {
    const cells = personalBlastCells([c(0, 0)], 1);
    const occupants = [
      { id: 'user', cells: [c(0, 0)] },
      { id: 'near', cells: [c(1, 1)] },
      { id: 'far', cells: [c(3, 0)] },
      { id: 'big', cells: [c(2, -1), c(1, -1)] },
    ];
    expect(occupantsIn(cells, occupants)).toEqual(['near', 'big']);
  });
});

describe('situations from the map', () => {
  it('flanking: an ally on the far side of the target from the attacker', () => {
    expect(isFlanking(c(0, 0), c(1, 0), c(2, 0))).toBe(true);
    expect(isFlanking(c(0, 0), c(1, 0), c(2, 1))).toBe(false);
    expect(isFlanking(c(0, 0), c(1, 1), c(2, 2))).toBe(true);
    expect(isFlanking(c(-5, 0), c(0, 0), c(1, 0))).toBe(true);
    expect(isFlanking(c(0, 0), c(0, 0), c(1, 0))).toBe(false);
  });

  it('elevation', () => {
    expect(elevationSituation(10, 0)).toBe('higherElevation');
    expect(elevationSituation(0, 5)).toBe('lowerElevation');
    expect(elevationSituation(5, 5)).toBeNull();
  });
});
