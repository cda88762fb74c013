/**
 * The stand-in moves tokens as Foundry v13/v14's TokenDocument does (README "Scene, grid and
 * movement"): split at the first checkpoint, continued in chained updates, the request gone before
 * `updateToken`, `moveToken` with passed/pending/history, history recorded in a started combat.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  arrived,
  updateMovingToken,
  type MeasuredWaypoint,
  type MovementOperation,
  type MovingToken,
} from './movement';

class Token implements MovingToken {
  x = 0;
  y = 0;
  _movementHistory: MeasuredWaypoint[] = [];
  continuing: Promise<unknown> | null = null;
  recording = false;
  constructor(readonly id: string) {}
  _shouldRecordMovementHistory() {
    return this.recording;
  }
  async update(changes: Record<string, unknown>, options: Record<string, unknown> = {}) {
    await updateMovingToken(this, changes, options, (applied) => Object.assign(this, applied));
    return this;
  }
}

const seen: { hook: string; options: Record<string, unknown>; movement?: MovementOperation }[] = [];
const listeners: [string, (...args: never[]) => void][] = [];
const listen = (hook: string, fn: (...args: never[]) => void) => {
  listeners.push([hook, fn]);
  Hooks.on(hook as never, fn as never);
};
const path = (waypoints: readonly { x: number; y: number }[]) => waypoints.map(({ x, y }) => [x, y]);

describe('token movement (stand-in)', () => {
  beforeEach(() => {
    seen.length = 0;
    for (const hook of ['preUpdateToken', 'updateToken'])
      listen(hook, (_t: unknown, _c: unknown, options: Record<string, unknown>) => {
        seen.push({ hook, options: { ...options } });
      });
    listen('moveToken', (_t: unknown, movement: MovementOperation, options: Record<string, unknown>) => {
      seen.push({ hook: 'moveToken', options: { ...options }, movement });
    });
  });
  afterEach(() => {
    for (const [hook, fn] of listeners.splice(0)) Hooks.off(hook as never, fn as never);
  });

  it('splits a path at its first checkpoint and continues the rest in a chained update', async () => {
    const token = new Token('t1');
    const waypoints = [{ x: 100, y: 0, checkpoint: true }, { x: 200 }, { x: 200, y: 200 }];
    await token.update({}, { movement: { t1: { waypoints, method: 'dragging' } }, custom: 1 });
    // The first update stops at the checkpoint.
    expect([token.x, token.y]).toEqual([100, 0]);
    const first = seen.find((s) => s.hook === 'moveToken')!.movement!;
    expect(first.origin).toEqual({ x: 0, y: 0 });
    expect(path(first.passed.waypoints)).toEqual([[100, 0]]);
    expect(path(first.pending.waypoints)).toEqual([
      [200, 0],
      [200, 200],
    ]);
    expect(first.chain).toEqual([]);
    await arrived(token);
    expect([token.x, token.y]).toEqual([200, 200]);
    const moves = seen.filter((s) => s.hook === 'moveToken').map((s) => s.movement!);
    expect(moves).toHaveLength(2);
    expect(moves[1]!.chain).toEqual([first.id]);
    expect(moves[1]!.origin).toEqual({ x: 100, y: 0 });
    expect(path(moves[1]!.passed.waypoints)).toEqual([
      [200, 0],
      [200, 200],
    ]);
    // The earlier leg reaches the next one as unrecorded history (no combat records it).
    expect(path(moves[1]!.history.unrecorded.waypoints)).toEqual([
      [0, 0],
      [100, 0],
    ]);
    // Custom options reach the first leg's hooks only; core's continuation carries its own.
    const updates = seen.filter((s) => s.hook === 'updateToken');
    expect(updates.map((u) => u.options.custom)).toEqual([1, undefined]);
  });

  it('the movement request reaches preUpdateToken but not updateToken; moveToken has the operation', async () => {
    const token = new Token('t2');
    await token.update({}, { movement: { t2: { waypoints: [{ x: 300, y: 0 }] } } });
    expect(seen.find((s) => s.hook === 'preUpdateToken')!.options.movement).toBeDefined();
    const update = seen.find((s) => s.hook === 'updateToken')!;
    expect(update.options.movement).toBeUndefined();
    expect(update.options._movement).toHaveProperty('t2');
    expect(seen.find((s) => s.hook === 'moveToken')!.movement!.destination).toEqual({ x: 300, y: 0 });
  });

  it('an x/y change is a movement of one checkpoint; preMoveToken returning false keeps the token', async () => {
    const token = new Token('t3');
    await token.update({ x: 100 });
    expect(path(seen.find((s) => s.hook === 'moveToken')!.movement!.passed.waypoints)).toEqual([[100, 0]]);
    listen('preMoveToken', () => false);
    await token.update({ x: 500 });
    expect(token.x).toBe(100);
  });

  it('records the passed path in the history when the token records movement', async () => {
    const token = new Token('t4');
    token.recording = true;
    await token.update({}, { movement: { t4: { waypoints: [{ x: 100, y: 0, checkpoint: true }, { x: 200 }] } } });
    await arrived(token);
    expect(path(token._movementHistory)).toEqual([
      [0, 0],
      [100, 0],
      [200, 0],
    ]);
    const second = seen.filter((s) => s.hook === 'moveToken')[1]!.movement!;
    expect(path(second.history.recorded.waypoints)).toEqual([
      [0, 0],
      [100, 0],
    ]);
    expect(new Set(token._movementHistory.map((w) => w.movementId)).size).toBe(2);
  });
});
