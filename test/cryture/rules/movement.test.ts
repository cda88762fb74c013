import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cellDistance,
  checkForcedPath,
  checkWalk,
  movementProvokes,
  movementSpeed,
  planForcedMove,
  powerProvokes,
  pushCollisionDamage,
  treatsAllSpacesAsDifficult,
  type Cell,
  type Enemy,
} from '../../../src/rulesets/cryture/rules';

const c = (x: number, y: number): Cell => ({ x, y });
const walls =
  (...cells: Cell[]) =>
  (_from: Cell, to: Cell) =>
    !cells.some((w) => w.x === to.x && w.y === to.y);

describe('push', () => {
  it('straight away from the origin, the full distance when free', () => {
    expect(planForcedMove({ kind: 'push', origin: [c(0, 0)], start: c(1, 0), spaces: 3 })).toEqual({
      kind: 'push',
      path: [c(2, 0), c(3, 0), c(4, 0)],
      moved: 3,
      spacesLeft: 0,
      collisionDamage: 0,
    });
    expect(planForcedMove({ kind: 'push', origin: [c(0, 0)], start: c(1, 1), spaces: 2 }).path).toEqual([
      c(2, 2),
      c(3, 3),
    ]);
  });

  it('against a wall: 3 damage for each space left', () => {
    const wall = walls(c(2, -1), c(2, 0), c(2, 1));
    expect(
      planForcedMove({ kind: 'push', origin: [c(0, 0)], start: c(1, 0), spaces: 3, canEnter: wall }),
    ).toMatchObject({
      path: [],
      moved: 0,
      spacesLeft: 3,
      collisionDamage: 9,
    });
    const later = walls(c(3, -1), c(3, 0), c(3, 1));
    expect(
      planForcedMove({ kind: 'push', origin: [c(0, 0)], start: c(1, 0), spaces: 3, canEnter: later }),
    ).toMatchObject({
      moved: 1,
      spacesLeft: 2,
      collisionDamage: 6,
    });
  });

  it('as straight as possible: steps around a single obstacle while still moving away', () => {
    const plan = planForcedMove({
      kind: 'push',
      origin: [c(0, 0)],
      start: c(1, 0),
      spaces: 3,
      canEnter: walls(c(3, 0)),
    });
    expect(plan.moved).toBe(3);
    expect(plan.path[0]).toEqual(c(2, 0));
    expect(Math.abs(plan.path[1]!.y)).toBe(1);
    expect(plan.path[2]).toEqual(c(4, 0));
  });

  it('pushCollisionDamage is 3 a space', () => {
    expect([0, 1, 4].map(pushCollisionDamage)).toEqual([0, 3, 12]);
  });

  it('property: every planned space is further away, and damage is 3 per space not moved', () => {
    const cell = fc.record({ x: fc.integer({ min: -4, max: 4 }), y: fc.integer({ min: -4, max: 4 }) });
    fc.assert(
      fc.property(cell, fc.array(cell, { maxLength: 12 }), fc.integer({ min: 0, max: 6 }), (start, blocked, spaces) => {
        fc.pre(start.x !== 0 || start.y !== 0);
        const plan = planForcedMove({ kind: 'push', origin: [c(0, 0)], start, spaces, canEnter: walls(...blocked) });
        let d = cellDistance(c(0, 0), start);
        for (const p of plan.path) {
          expect(cellDistance(c(0, 0), p)).toBeGreaterThan(d);
          d = cellDistance(c(0, 0), p);
        }
        expect(plan.collisionDamage).toBe(3 * (spaces - plan.moved));
        expect(
          checkForcedPath({ kind: 'push', origin: [c(0, 0)], start, spaces, canEnter: walls(...blocked) }, plan.path),
        ).toEqual({
          ok: true,
          result: plan,
        });
      }),
    );
  });
});

describe('pull and slide', () => {
  it('a pull comes closer in a straight line and stops next to the origin, without damage', () => {
    expect(planForcedMove({ kind: 'pull', origin: [c(0, 0)], start: c(4, 0), spaces: 5 })).toEqual({
      kind: 'pull',
      path: [c(3, 0), c(2, 0), c(1, 0)],
      moved: 3,
      spacesLeft: 0,
      collisionDamage: 0,
    });
    expect(planForcedMove({ kind: 'pull', origin: [c(0, 0)], start: c(3, 3), spaces: 1 }).path).toEqual([c(2, 2)]);
  });

  it('a slide goes where the user chooses, up to its distance', () => {
    expect(() => planForcedMove({ kind: 'slide', origin: [c(0, 0)], start: c(1, 0), spaces: 2 })).toThrow();
    const request = { kind: 'slide' as const, origin: [c(0, 0)], start: c(1, 0), spaces: 2 };
    expect(checkForcedPath(request, [c(1, 1), c(0, 1)])).toMatchObject({
      ok: true,
      result: { moved: 2, collisionDamage: 0 },
    });
    expect(checkForcedPath(request, [c(1, 1)])).toMatchObject({ ok: true });
    expect(checkForcedPath(request, [c(1, 1), c(0, 1), c(0, 2)])).toMatchObject({ ok: false, reason: 'tooFar' });
  });
});

describe('checking a chosen forced path', () => {
  const push = { kind: 'push' as const, origin: [c(0, 0)], start: c(1, 0), spaces: 2 };

  it('refuses sideways, jumps, blocked spaces and stopping early', () => {
    expect(checkForcedPath(push, [c(1, 1), c(2, 2)])).toMatchObject({ ok: false, reason: 'notAway', step: 0 });
    expect(checkForcedPath(push, [c(3, 0)])).toMatchObject({ ok: false, reason: 'notAStep', step: 0 });
    expect(checkForcedPath({ ...push, canEnter: walls(c(2, 0)) }, [c(2, 0)])).toMatchObject({
      ok: false,
      reason: 'blocked',
    });
    expect(checkForcedPath(push, [c(2, 0)])).toMatchObject({ ok: false, reason: 'stoppedEarly' });
    expect(checkForcedPath({ ...push, kind: 'pull', start: c(3, 0) }, [c(3, 1)])).toMatchObject({
      reason: 'notCloser',
    });
  });

  it('accepts a short push that is really stuck, with collision damage', () => {
    const stuck = walls(c(3, -1), c(3, 0), c(3, 1));
    expect(checkForcedPath({ ...push, canEnter: stuck }, [c(2, 0)])).toMatchObject({
      ok: true,
      result: { moved: 1, spacesLeft: 1, collisionDamage: 3 },
    });
  });
});

describe('Move and Shift', () => {
  it('a Move goes up to speed; Hastened adds 3', () => {
    expect(movementSpeed({ stats: { Speed: 4 } })).toBe(4);
    expect(movementSpeed({ stats: { Speed: 4 }, statuses: { hastened: 1 } })).toBe(7);
    const walk = { kind: 'move' as const, start: c(0, 0), speed: 3 };
    expect(checkWalk(walk, [c(1, 0), c(2, 1), c(3, 2)])).toEqual({ ok: true, cost: 3 });
    expect(checkWalk(walk, [c(1, 0), c(2, 0), c(3, 0), c(4, 0)])).toMatchObject({
      ok: false,
      reason: 'tooFar',
      step: 3,
    });
    expect(checkWalk(walk, [c(2, 0)])).toMatchObject({ ok: false, reason: 'notAStep' });
    expect(checkWalk({ ...walk, canEnter: walls(c(1, 0)) }, [c(1, 0)])).toMatchObject({ ok: false, reason: 'blocked' });
  });

  it('Slowed: every space is difficult terrain', () => {
    expect(treatsAllSpacesAsDifficult({ statuses: { slowed: 1 } })).toBe(true);
    expect(treatsAllSpacesAsDifficult({ statuses: {} })).toBe(false);
    const slowed = { kind: 'move' as const, start: c(0, 0), speed: 4, allDifficult: true };
    expect(checkWalk(slowed, [c(1, 0), c(2, 0)])).toEqual({ ok: true, cost: 4 });
    expect(checkWalk(slowed, [c(1, 0), c(2, 0), c(3, 0)])).toMatchObject({ ok: false, reason: 'tooFar' });
    expect(checkWalk({ ...slowed, difficultCost: 3 }, [c(1, 0)])).toEqual({ ok: true, cost: 3 });
    const patch = { kind: 'move' as const, start: c(0, 0), speed: 4, isDifficult: (p: Cell) => p.x === 2 };
    expect(checkWalk(patch, [c(1, 0), c(2, 0), c(3, 0)])).toEqual({ ok: true, cost: 4 });
  });

  it('a Shift is 1 space', () => {
    const shift = { kind: 'shift' as const, start: c(0, 0), speed: 6 };
    expect(checkWalk(shift, [c(1, 1)])).toEqual({ ok: true, cost: 1 });
    expect(checkWalk(shift, [c(1, 1), c(2, 2)])).toMatchObject({ ok: false, reason: 'tooFar' });
  });
});

describe('opportunity attacks', () => {
  const enemy = (id: string, x: number, y: number, statuses?: unknown): Enemy => ({ id, cells: [c(x, y)], statuses });

  it('a Move leaving a space adjacent to an enemy provokes it, once', () => {
    const e = enemy('e', 0, 0);
    expect(movementProvokes('move', c(-1, 0), [c(-2, 0), c(-3, 0)], [e])).toEqual({
      attackers: [{ id: 'e', step: 0 }],
      barred: [],
    });
    // Walking past: leaves (−1,1) and (0,1) and (1,1), all adjacent: still one attack.
    expect(movementProvokes('move', c(-2, 1), [c(-1, 1), c(0, 1), c(1, 1), c(2, 1)], [e])).toEqual({
      attackers: [{ id: 'e', step: 1 }],
      barred: [],
    });
  });

  it('a large mover provokes from any of its cells', () => {
    const big = [c(0, 0), c(1, 0), c(0, 1), c(1, 1)];
    // The 2×2 token at (0,0)–(1,1) touches the enemy at (2,2) by a corner; moving left leaves it.
    expect(movementProvokes('move', c(0, 0), [c(-1, 0)], [enemy('e', 2, 2)], big).attackers).toEqual([
      { id: 'e', step: 0 },
    ]);
    expect(movementProvokes('move', c(0, 0), [c(-1, 0)], [enemy('e', 2, 2)]).attackers).toEqual([]);
  });

  it('moving up to an enemy and stopping does not provoke', () => {
    expect(movementProvokes('move', c(-3, 0), [c(-2, 0), c(-1, 0)], [enemy('e', 0, 0)]).attackers).toEqual([]);
  });

  it.each(['shift', 'push', 'pull', 'slide'] as const)('%s never provokes', (kind) => {
    expect(movementProvokes(kind, c(-1, 0), [c(-2, 0)], [enemy('e', 0, 0)])).toEqual({ attackers: [], barred: [] });
  });

  it('a Distracted enemy can’t make the attack', () => {
    const result = movementProvokes(
      'move',
      c(0, 1),
      [c(0, 2)],
      [enemy('d', 0, 0, { distracted: { stacks: 1, turnEnds: 1 } }), enemy('e', 1, 0)],
    );
    expect(result).toEqual({ attackers: [{ id: 'e', step: 0 }], barred: [{ id: 'd', reason: 'distracted' }] });
  });

  it('a Ranged power used while adjacent provokes every adjacent enemy; Melee and Personal never do', () => {
    const enemies = [enemy('near', 1, 1), enemy('far', 4, 0)];
    expect(powerProvokes({ form: 'ranged', range: 10 }, [c(0, 0)], enemies).attackers).toEqual([
      { id: 'near', step: 0 },
    ]);
    expect(powerProvokes({ form: 'rangedBlast', range: 10, blast: 1 }, [c(0, 0)], enemies).attackers).toHaveLength(1);
    expect(powerProvokes({ form: 'melee', reach: 3 }, [c(0, 0)], enemies).attackers).toEqual([]);
    expect(powerProvokes({ form: 'meleeBlast', blast: 1 }, [c(0, 0)], enemies).attackers).toEqual([]);
    expect(powerProvokes({ form: 'personalBlast', blast: 2 }, [c(0, 0)], enemies).attackers).toEqual([]);
    expect(powerProvokes({ form: 'ranged', range: 10 }, [c(9, 9)], enemies).attackers).toEqual([]);
  });
});
