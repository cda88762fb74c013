/**
 * The canvas layer: blast powers target every token in the engine's area and mark it (a measured
 * template on v13, a Region on v14); a Move away from an adjacent enemy, or a Ranged power used next to one,
 * prompts opportunity attacks (a Shift does not, a Distracted enemy cannot), and the enemy's owner
 * answers with its Basic Attack.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attackRolls, combatant, itemsOf, power, skipRollDialog } from '../fixtures';
import { clearScene, target, useScene } from '../fake-scene';
import { duel } from './duel';
import { usePower } from '../rolls';
import { shift } from '../../../src/rulesets/cryture/flows/basic-actions';
import { cardAs, cardText } from '../../foundry/cards';
import { standInGeneration } from '../../foundry-stand-in/generation';

const lastRoll = () => attackRolls().at(-1)!;
const targetNames = () =>
  lastRoll()
    .request.targets.map((t) => t.name)
    .sort();

async function field(range: Record<string, unknown>, check: Record<string, unknown> = {}) {
  const scene = useScene();
  const user = await combatant({
    name: 'User',
    items: [
      power('Blast', {
        range,
        check: { kind: 'attack', first: 'Might', second: 'Agility', difficulty: 'Defense', ...check },
      }),
    ],
  });
  const npc = (name: string) => combatant({ name, type: 'cryture-npc' });
  const userToken = scene.place(user, { x: 5, y: 5 });
  return { scene, user, userToken, npc, item: itemsOf(user)[0]! };
}

describe('blast powers on the board', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('Personal Blast 1 targets everyone around the user, not the user, under a 3×3 template', async () => {
    const { scene, npc, user, item } = await field({ form: 'personalBlast', y: 1 });
    scene.place(await npc('NW'), { x: 4, y: 4 });
    scene.place(await npc('E'), { x: 6, y: 5 });
    scene.place(await npc('Far'), { x: 7, y: 5 });
    standIn.queueFaces(...Array(5).fill(3));
    await usePower(user, item, { fastForward: true });
    expect(targetNames()).toEqual(['E', 'NW']);
    if (standInGeneration() === 14) {
      expect(scene.templates).toEqual([]);
      expect(scene.regions).toEqual([
        expect.objectContaining({
          name: 'Blast',
          shapes: [{ type: 'rectangle', x: 400, y: 400, width: 300, height: 300 }],
        }),
      ]);
    } else {
      expect(scene.regions).toEqual([]);
      expect(scene.templates).toEqual([
        expect.objectContaining({ t: 'rect', x: 400, y: 400, distance: Math.hypot(3, 3), direction: 45 }),
      ]);
    }
  });

  it('Ranged 5 Blast 1 centres on the targeted token’s space; beyond X costs a die per space', async () => {
    const { scene, npc, user, item } = await field({ form: 'rangedBlast', x: 5, y: 1 });
    const centre = scene.place(await npc('Centre'), { x: 12, y: 5 });
    scene.place(await npc('Beside'), { x: 13, y: 6 });
    scene.place(await npc('Outside'), { x: 14, y: 5 });
    target(centre);
    standIn.queueFaces(...Array(3).fill(3));
    await usePower(user, item, { fastForward: true });
    expect(targetNames()).toEqual(['Beside', 'Centre']);
    const roll = lastRoll();
    expect(roll.request.blastOrigin).toEqual({ x: 12, y: 5 });
    expect(roll.attack.targets[0]!.pool.entries.find((e) => e.part === 'range')).toMatchObject({ dice: -2, count: 2 });
  });

  it('Melee Blast 1 lies next to the user, aimed towards the targeted token', async () => {
    const { scene, npc, user, item } = await field({ form: 'meleeBlast', y: 1 });
    const aim = scene.place(await npc('Aim'), { x: 7, y: 5 });
    scene.place(await npc('Near'), { x: 6, y: 4 });
    scene.place(await npc('Behind'), { x: 4, y: 5 });
    target(aim);
    standIn.queueFaces(...Array(5).fill(3));
    await usePower(user, item, { fastForward: true });
    expect(targetNames()).toEqual(['Aim', 'Near']);
    if (standInGeneration() === 14) expect(scene.regions[0]).toMatchObject({ shapes: [{ x: 600, y: 400 }] });
    else expect(scene.templates[0]).toMatchObject({ t: 'rect', x: 600, y: 400 });
  });

  it('an origin the engine refuses stops the power with its reason', async () => {
    const { user, item } = await field({ form: 'meleeBlast', y: 1 });
    expect(await usePower(user, item, { fastForward: true, origin: { x: 6, y: 5 } })).toBeNull();
    expect(standIn.notifications.at(-1)?.message).toBe('That is not a valid origin for this blast.');
  });
});

describe('opportunity attacks', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  async function standoff() {
    const scene = useScene();
    const sleepy = await combatant({
      name: 'Sleepy',
      type: 'cryture-npc',
      system: { statuses: { distracted: { stacks: 1, turnEnds: 1 } } },
    });
    const { mover, guard } = await duel(sleepy);
    const moverToken = scene.place(mover, { x: 5, y: 5 });
    scene.place(guard, { x: 6, y: 5 }, { disposition: -1 });
    scene.place(sleepy, { x: 4, y: 5 }, { disposition: -1 });
    return { scene, mover, guard, moverToken };
  }
  const prompts = () => game.messages!.contents.filter((m) => m.type === 'cryture-opportunity');

  it('a Move away from adjacent enemies prompts them; a Distracted one cannot attack', async () => {
    const { moverToken } = await standoff();
    standIn.actAs(standIn.users.player);
    await moverToken.update({ x: 500, y: 800 });
    await standIn.settled();
    const [prompt] = prompts();
    const text = await cardText(prompt!);
    expect(text).toContain('Attack with Guard');
    expect(text).toContain('Distracted, can’t attack: Sleepy.'.replace('’', '\u2019'));
  });

  it('a Shift does not provoke, nor does forced movement', async () => {
    const { mover, moverToken } = await standoff();
    standIn.actAs(standIn.users.player);
    await shift(mover);
    await moverToken.update({ x: 500, y: 600 });
    await standIn.settled();
    await moverToken.update({ x: 500, y: 500 }, { manifoldForcedMove: true });
    await standIn.settled();
    expect(prompts()).toEqual([]);
    // The shift was used up: the next move away provokes again.
    await moverToken.update({ x: 500, y: 800 });
    await standIn.settled();
    expect(prompts()).toHaveLength(1);
  });

  it('the per-round limit on opportunity attacks is off by default: the document sets none', () => {
    expect(game.settings!.get('manifold' as never, 'cryture.opportunityAttacksPerRound' as never)).toBe(0);
  });

  it('a Ranged power used next to an enemy provokes; the enemy’s owner answers with its Basic Attack, once a round when the world limits it', async () => {
    const { mover, moverToken, scene } = await standoff();
    await skipRollDialog(true);
    await game.settings!.set('manifold' as never, 'cryture.opportunityAttacksPerRound' as never, 1 as never);
    standIn.actAs(standIn.users.player);
    target(scene.all().find((t) => t.name === 'Guard')!);
    standIn.queueFaces(...Array(5).fill(2));
    await usePower(mover, itemsOf(mover)[0]!, { fastForward: true });
    const [prompt] = prompts();
    const render = async (user = game.user!) =>
      (await cardAs(prompt!, user)).querySelector<HTMLButtonElement>('[data-action="cryture.opportunityAttack"]');
    expect(await render()).toBeNull(); // the mover's player does not own the Guard
    standIn.actAs(standIn.users.other);
    // Club: Might 3 + Agility 2, +2 for Sleepy on the far side of the Mover = 7 dice.
    standIn.queueFaces(...Array(7).fill(9));
    (await render())!.click();
    await standIn.settled();
    const roll = lastRoll();
    expect(roll.request).toMatchObject({
      opportunity: true,
      userName: 'Guard',
      targets: [{ name: 'Mover', tokenUuid: moverToken.uuid }],
    });
    expect(roll.attack.targets[0]!.pool.entries.map((e) => e.part)).toEqual(['stats', 'flanking']);
    expect(roll.attack.targets[0]!.hits).toBe(7);
    expect(await render()).toBeNull(); // one opportunity attack a round (world setting)
    standIn.actAs(standIn.users.gm);
    await game.settings!.set('manifold' as never, 'cryture.opportunityAttacksPerRound' as never, 0 as never);
    standIn.actAs(standIn.users.other);
    expect(await render()).not.toBeNull(); // no limit: the Guard may answer again
    standIn.actAs(standIn.users.gm);
    await skipRollDialog(false);
  });
});
