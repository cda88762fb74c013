/**
 * Movement judged along the path the token took: the budget is what the
 * whole path spends under the scene's metric, and a Move provokes from every space it leaves that
 * is adjacent to an enemy ("A move provokes an opportunity attack when you leave a space that's
 * adjacent to an enemy"), wherever the move ends.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chainPath,
  checkWalk,
  movementProvokes,
  passesWithinReach,
  pathThrough,
  type Cell,
} from '../../../src/rulesets/cryture/rules';

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

describe('gridless: every point of a straight segment counts', () => {
  const guard = enemy('guard', c(4, 0));

  it('a long straight segment that passes by an enemy and goes on provokes, though no waypoint is near it', () => {
    const path = pathThrough(c(0, 1), [], c(9, 1), 'gridless');
    expect(path).toEqual([c(9, 1)]);
    expect(movementProvokes('move', c(0, 1), path, [guard], undefined, 'gridless').attackers).toEqual([
      { id: 'guard', step: 0 },
    ]);
  });

  it('coming straight up to one space away and stopping does not provoke; leaving from there does', () => {
    expect(movementProvokes('move', c(0, 0), [c(3, 0)], [guard], undefined, 'gridless').attackers).toEqual([]);
    expect(movementProvokes('move', c(3, 0), [c(0, 0)], [guard], undefined, 'gridless').attackers).toHaveLength(1);
  });

  it('a segment passing two spaces away does not provoke', () => {
    expect(movementProvokes('move', c(0, 2), [c(9, 2)], [guard], undefined, 'gridless').attackers).toEqual([]);
  });

  it('a large mover provokes from any of its cells', () => {
    const shape = [c(0, 0), c(0, 1)];
    expect(movementProvokes('move', c(0, -2), [c(9, -2)], [guard], shape, 'gridless').attackers).toEqual([
      { id: 'guard', step: 0 },
    ]);
  });

  it('property: the exact test agrees with sampling the segment densely', () => {
    const point = fc.record({ x: fc.integer({ min: -6, max: 6 }), y: fc.integer({ min: -6, max: 6 }) });
    fc.assert(
      fc.property(point, point, point, (from, to, e) => {
        fc.pre(from.x !== to.x || from.y !== to.y);
        const N = 4000;
        const length = Math.hypot(to.x - from.x, to.y - from.y);
        const distances = Array.from({ length: N }, (_, k) =>
          Math.hypot(from.x + ((to.x - from.x) * k) / N - e.x, from.y + ((to.y - from.y) * k) / N - e.y),
        );
        const exact = passesWithinReach(from, to, e);
        // A sample clearly within reach before the end ⇒ provoked; provoked ⇒ a sample within reach
        // give or take the distance between samples.
        if (distances.some((d) => d < 1 - 1e-3)) expect(exact).toBe(true);
        if (exact) expect(Math.min(...distances)).toBeLessThanOrEqual(1 + length / N + 1e-9);
      }),
    );
  });
});

describe('a movement split into legs (chainPath)', () => {
  it('joins the earlier legs and this one into one path and says where this leg starts', () => {
    const { path, legFrom } = chainPath(c(0, 0), [c(2, 0)], c(2, 0), [c(2, 2)]);
    expect(path).toEqual([c(1, 0), c(2, 0), c(2, 1), c(2, 2)]);
    expect(legFrom).toBe(2);
    expect(chainPath(c(0, 0), [], c(0, 0), [c(0, 2)])).toEqual({ path: [c(0, 1), c(0, 2)], legFrom: 0 });
  });

  it('an enemy provoked by an earlier leg is not provoked again by the next', () => {
    const guard = enemy('guard', c(1, 1));
    const { path, legFrom } = chainPath(c(0, 0), [c(0, 3)], c(0, 3), [c(2, 3), c(2, 0)]);
    expect(movementProvokes('move', c(0, 0), path, [guard]).attackers).toEqual([{ id: 'guard', step: 0 }]);
    expect(movementProvokes('move', c(0, 0), path, [guard], undefined, undefined, legFrom).attackers).toEqual([]);
  });

  it('property: the whole path costs what one walk along every waypoint costs', () => {
    const point = fc.record({ x: fc.integer({ min: -5, max: 5 }), y: fc.integer({ min: -5, max: 5 }) });
    fc.assert(
      fc.property(
        point,
        fc.array(point, { maxLength: 3 }),
        fc.array(point, { minLength: 1, maxLength: 3 }),
        (s, a, b) => {
          const legStart = a.at(-1) ?? s;
          const { path, legFrom } = chainPath(s, a, legStart, b);
          expect(path).toEqual(pathThrough(s, [...a, ...b], b.at(-1)!).slice(0, path.length));
          expect(legFrom).toBe(a.length ? pathThrough(s, a, a.at(-1)!).length : 0);
        },
      ),
    );
  });
});
