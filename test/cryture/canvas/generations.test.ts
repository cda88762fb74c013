/**
 * What Foundry v14 changes on cryture's board, run under both generations (the `glue` and `v13` projects): a blast's
 * mark is a Region on the user's level on v14 and a measured template on v13, and a mark that
 * cannot be placed never stops the power; on v14 the board measures, targets, flanks and blocks
 * only with tokens (and walls) on the measuring token's Scene Level, on v13 with every token.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attackRolls, combatant, itemsOf, power } from '../fixtures';
import { clearScene, useScene } from '../fake-scene';
import { usePower } from '../rolls';
import { Board } from '../../../src/rulesets/cryture/canvas/board';
import { measureTarget } from '../../../src/rulesets/cryture/canvas/measure';
import { standInGeneration } from '../../foundry-stand-in/generation';

const v14 = standInGeneration() === 14;
const lastRoll = () => attackRolls().at(-1);

async function blaster() {
  standIn.storeSetting('core.gridDiagonals', CONST.GRID_DIAGONALS.EXACT); // diagonals cost more: the mark is a circle
  const scene = useScene();
  const user = await combatant({
    name: 'User',
    items: [
      power('Nova', {
        range: { form: 'personalBlast', y: 1 },
        check: { kind: 'attack', first: 'Might', second: 'Agility', difficulty: 'Defense' },
      }),
    ],
  });
  const userToken = scene.place(user, { x: 5, y: 5 }, { level: 'ground' });
  return { scene, user, userToken, item: itemsOf(user)[0]! };
}

describe(`cryture's board on Foundry v${standInGeneration()}`, () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('marks a blast with the running generation’s document, on the user’s level', async () => {
    const { scene, user, item } = await blaster();
    scene.place(await combatant({ name: 'Near', type: 'cryture-npc' }), { x: 6, y: 5 }, { level: 'ground' });
    standIn.queueFaces(...Array(5).fill(3));
    await usePower(user, item, { fastForward: true });
    if (v14) {
      expect(scene.templates).toEqual([]);
      expect(scene.regions).toEqual([
        expect.objectContaining({
          name: 'Nova',
          levels: ['ground'],
          shapes: [{ type: 'circle', x: 550, y: 550, radius: 150 }],
          // Seen by everyone at the table, not only on the Regions layer.
          visibility: CONST.REGION_VISIBILITY.ALWAYS,
        }),
      ]);
    } else {
      expect(scene.regions).toEqual([]);
      expect(scene.templates).toEqual([expect.objectContaining({ t: 'circle', x: 550, y: 550, distance: 1.5 })]);
    }
  });

  it('a mark the scene refuses is logged and the power still rolls against its targets', async () => {
    const { scene, user, item } = await blaster();
    scene.refuse.add('Region').add('MeasuredTemplate');
    scene.place(await combatant({ name: 'Near', type: 'cryture-npc' }), { x: 6, y: 5 }, { level: 'ground' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    standIn.queueFaces(...Array(5).fill(3));
    await usePower(user, item, { fastForward: true });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(lastRoll()?.request.targets.map((t) => t.name)).toEqual(['Near']);
    expect([...scene.templates, ...scene.regions]).toEqual([]);
  });

  it('a blast takes only the tokens on the user’s level on v14', async () => {
    const { scene, user, item } = await blaster();
    scene.place(await combatant({ name: 'Beside', type: 'cryture-npc' }), { x: 6, y: 5 }, { level: 'ground' });
    scene.place(await combatant({ name: 'Upstairs', type: 'cryture-npc' }), { x: 4, y: 5 }, { level: 'upstairs' });
    standIn.queueFaces(...Array(10).fill(3));
    await usePower(user, item, { fastForward: true });
    expect(
      lastRoll()!
        .request.targets.map((t) => t.name)
        .sort(),
    ).toEqual(v14 ? ['Beside'] : ['Beside', 'Upstairs']);
  });

  it('flanking counts allies on the user’s level only on v14', async () => {
    const scene = useScene();
    const user = scene.place(await combatant({ name: 'User' }), { x: 5, y: 5 }, { level: 'ground' });
    const foe = scene.place(
      await combatant({ name: 'Foe', type: 'cryture-npc' }),
      { x: 6, y: 5 },
      {
        level: 'ground',
        disposition: -1,
      },
    );
    scene.place(await combatant({ name: 'Ally' }), { x: 7, y: 5 }, { level: 'upstairs' });
    const situations = measureTarget(new Board(scene), user, foe).situations;
    expect(situations.includes('flanking')).toBe(!v14);
  });

  it('movement is blocked by tokens and walls of the mover’s level only on v14', async () => {
    const scene = useScene();
    scene.levels.set('ground', { id: 'ground' });
    const mover = scene.place(await combatant({ name: 'Mover' }), { x: 5, y: 5 }, { level: 'ground' });
    scene.place(await combatant({ name: 'Above', type: 'cryture-npc' }), { x: 6, y: 5 }, { level: 'upstairs' });
    const asked: Record<string, unknown>[] = [];
    const config = CONFIG as unknown as { Canvas?: unknown };
    const saved = config.Canvas;
    config.Canvas = {
      polygonBackends: {
        move: { testCollision: (_a: unknown, _b: unknown, o: Record<string, unknown>) => (asked.push(o), false) },
      },
    };
    try {
      const canEnter = new Board(scene).canEnter(mover.id);
      expect(canEnter({ x: 5, y: 5 }, { x: 6, y: 5 })).toBe(v14);
      expect(canEnter({ x: 5, y: 5 }, { x: 5, y: 6 })).toBe(true);
      expect(asked.at(-1)).toEqual(
        v14 ? { type: 'move', mode: 'any', level: { id: 'ground' } } : { type: 'move', mode: 'any' },
      );
    } finally {
      config.Canvas = saved;
    }
  });
});
