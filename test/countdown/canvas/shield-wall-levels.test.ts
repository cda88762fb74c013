/**
 * Shield Wall counts a Warden within close range on the defender's Scene Level only:
 * on v14 a Warden on the level above is not beside you; on v13 levels do not exist.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { armor, character, classItem } from '../fixtures';
import { shieldWallNearby } from '../../../src/rulesets/countdown/canvas/distance';
import { standInGeneration } from '../../foundry-stand-in/generation';

const g = globalThis as unknown as { canvas: unknown };

describe(`Shield Wall and Scene Levels (Foundry v${standInGeneration()})`, () => {
  let saved: unknown;
  beforeEach(() => {
    standIn.reset();
    saved = g.canvas;
    g.canvas = { grid: { measurePath: (p: { x: number }[]) => ({ distance: Math.abs(p[1]!.x - p[0]!.x) }) } };
  });
  afterEach(() => {
    g.canvas = saved;
  });

  it('a shielded Warden 5 ft away counts on the same level, and on another only on v13', async () => {
    const hero = await character({}, [], standIn.users.player, 'Hero');
    const warden = await character(
      {},
      [classItem('warden'), armor('shield', { equipped: true })],
      standIn.users.other,
      'Warden',
    );
    const at = (level: string) => [
      { actor: hero, center: { x: 0, y: 0 }, document: { level: 'ground' } },
      { actor: warden, center: { x: 5, y: 0 }, document: { level } },
    ];
    expect(shieldWallNearby(hero, at('ground') as never)).toBe(true);
    expect(shieldWallNearby(hero, at('upstairs') as never)).toBe(standInGeneration() !== 14);
  });
});
