/**
 * Distances between actors' tokens (Share Affinity's 30 yards) consider Scene Levels on v14
 * — a token on another level is not within reach; on v13 every token is measured.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootHitdice, makeActor } from '../fixtures';
import { distanceYards } from '../../../src/rulesets/hitdice/canvas/distance';
import { standInGeneration } from '../../foundry-stand-in/generation';

const v14 = standInGeneration() === 14;
const g = globalThis as unknown as { canvas: unknown };

function placeAt(actor: Actor.Implementation, tokens: { x: number; level: string }[]) {
  Object.defineProperty(actor, 'getActiveTokens', {
    configurable: true,
    value: () => tokens.map((t) => ({ center: { x: t.x, y: 0 }, document: { level: t.level } })),
  });
}

describe(`hitdice distances (Foundry v${standInGeneration()})`, () => {
  let saved: unknown;
  beforeEach(async () => {
    await bootHitdice();
    standIn.reset();
    saved = g.canvas;
    g.canvas = {
      ready: true,
      scene: { grid: { units: 'ft' } },
      grid: { measurePath: (path: { x: number }[]) => ({ distance: Math.abs(path[1]!.x - path[0]!.x) }) },
    };
  });
  afterEach(() => {
    g.canvas = saved;
  });

  it('measures to the other actor’s token on the same level, never to one on another level', async () => {
    const giver = await makeActor({ name: 'Giver' });
    const ally = await makeActor({ name: 'Ally' });
    placeAt(giver, [{ x: 0, level: 'ground' }]);
    placeAt(ally, [
      { x: 30, level: 'upstairs' },
      { x: 60, level: 'ground' },
    ]);
    expect(distanceYards(giver, ally)).toBe(v14 ? 20 : 10);
    placeAt(ally, [{ x: 30, level: 'upstairs' }]);
    expect(distanceYards(giver, ally)).toBe(v14 ? undefined : 10);
  });
});
