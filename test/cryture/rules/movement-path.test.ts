/**
 * Movement judged along the path the token took (issue 15 §3 defect 4): the budget is what the
 * whole path spends under the scene's metric, and a Move provokes from every space it leaves that
 * is adjacent to an enemy ("A move provokes an opportunity attack when you leave a space that's
 * adjacent to an enemy"), wherever the move ends.
 */
import { describe, expect, it } from 'vitest';
import { checkWalk, movementProvokes, pathThrough, type Cell } from '../../../src/rulesets/cryture/rules';

const c = (x: number, y: number): Cell => ({ x, y });
const walk = (speed: number, metric?: 'alternating1' | 'rectilinear' | 'hex' | 'gridless') => ({
  kind: 'move' as const,
  start: c(0, 0),
  speed,
  ...(metric ? { metric } : {}),
});
const enemy = (id: string, at: Cell) => ({ id, cells: [at], statuses: {} });

describe('the path through waypoints', () => {
  it('goes through each waypoint; none means straight to the end', () => {
    expect(pathThrough(c(0, 0), [], c(2, 2))).toEqual([c(1, 1), c(2, 2)]);
    expect(pathThrough(c(0, 0), [c(0, 2)], c(2, 2))).toEqual([c(0, 1), c(0, 2), c(1, 2), c(2, 2)]);
  });

  it('stops at the last waypoint on the end cell (later ones were not reached by this update)', () => {
    expect(pathThrough(c(0, 0), [c(2, 0), c(2, 2)], c(2, 0))).toEqual([c(1, 0), c(2, 0)]);
    expect(pathThrough(c(0, 0), [c(2, 0), c(0, 0), c(2, 0)], c(2, 0))).toHaveLength(6);
  });
});

describe('the budget', () => {
  it('a move around a corner spends more than the straight line to the same space', () => {
    const straight = pathThrough(c(0, 0), [], c(3, 3));
    const corner = pathThrough(c(0, 0), [c(0, 3)], c(3, 3));
    expect(checkWalk(walk(4), straight)).toEqual({ ok: true, cost: 3 });
    expect(checkWalk(walk(4), corner)).toMatchObject({ ok: false, reason: 'tooFar' });
    expect(checkWalk(walk(6), corner)).toEqual({ ok: true, cost: 6 });
  });

  it('diagonal steps cost what the grid’s diagonal rule says', () => {
    const diagonal = [c(1, 1), c(2, 2), c(3, 3)];
    expect(checkWalk(walk(9), diagonal)).toEqual({ ok: true, cost: 3 });
    expect(checkWalk(walk(9, 'alternating1'), diagonal)).toEqual({ ok: true, cost: 4 });
    expect(checkWalk(walk(9, 'rectilinear'), diagonal)).toEqual({ ok: true, cost: 6 });
    expect(checkWalk(walk(3, 'alternating1'), diagonal)).toMatchObject({ ok: false, reason: 'tooFar' });
  });

  it('hex: steps must be hex neighbours, one space each', () => {
    expect(checkWalk(walk(3, 'hex'), pathThrough(c(0, 0), [], c(3, -1), 'hex'))).toEqual({ ok: true, cost: 3 });
    expect(checkWalk(walk(3, 'hex'), [c(1, 1)])).toMatchObject({ ok: false, reason: 'notAStep' });
  });

  it('gridless: the Euclidean length of the whole path, rounded up', () => {
    // 3-4-5 then back 3: 8 spaces, though the end is 5 spaces from the start.
    const path = pathThrough(c(0, 0), [c(3, 4), c(0, 4)], c(0, 4), 'gridless');
    expect(checkWalk(walk(8, 'gridless'), path)).toEqual({ ok: true, cost: 8 });
    expect(checkWalk(walk(7, 'gridless'), path)).toMatchObject({ ok: false, reason: 'tooFar' });
    expect(checkWalk(walk(2, 'gridless'), [c(1, 1)])).toEqual({ ok: true, cost: 2 });
  });
});

describe('opportunity attacks along the path', () => {
  const guard = enemy('guard', c(4, 0));

  it('leaving an enemy’s side mid-path provokes, though the move ends beside it again', () => {
    const end = c(3, 1);
    const straight = pathThrough(c(0, 0), [], end);
    expect(movementProvokes('move', c(0, 0), straight, [guard]).attackers).toEqual([]);
    const detour = pathThrough(c(0, 0), [c(3, 1), c(3, 3), c(3, 1)], end);
    expect(movementProvokes('move', c(0, 0), detour, [guard]).attackers).toEqual([{ id: 'guard', step: 3 }]);
  });

  it('passing by an enemy provokes; a straight line that never comes near does not', () => {
    const past = pathThrough(c(0, 0), [c(3, 0)], c(3, 3));
    expect(movementProvokes('move', c(0, 0), past, [guard]).attackers.map((a) => a.id)).toEqual(['guard']);
    expect(movementProvokes('move', c(0, 0), pathThrough(c(0, 0), [], c(3, 3)), [guard]).attackers).toEqual([]);
  });

  it('a Shift never provokes, whatever the path', () => {
    const past = pathThrough(c(0, 0), [c(3, 0)], c(3, 3));
    expect(movementProvokes('shift', c(0, 0), past, [guard]).attackers).toEqual([]);
  });

  it('hex: only the six sides are adjacent', () => {
    const foe = enemy('foe', c(1, 1)); // two hex steps from (0,0), diagonal on a square grid
    expect(movementProvokes('move', c(0, 0), [c(-1, 0)], [foe], undefined, 'hex').attackers).toEqual([]);
    expect(movementProvokes('move', c(0, 0), [c(-1, 0)], [foe]).attackers).toEqual([{ id: 'foe', step: 0 }]);
  });
});
