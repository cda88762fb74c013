/** Undo on a power's Apply: health, statuses and the Apply button come back exactly. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { combatant, power, sys } from '../fixtures';
import { clearScene, target, useScene } from '../fake-scene';
import { usePower } from '../rolls';
import { cardAs as cardFor, press as click } from '../../foundry/cards';

const rollMessage = () => game.messages!.contents.filter((m) => m.rolls.length).at(-1)!;

describe('undo on a cryture card', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('the player who applied the hits undoes them: Block, health and the Apply button come back', async () => {
    const scene = useScene();
    const ash = await combatant({ name: 'Ash', owner: standIn.users.player, items: [power('Strike')] });
    const foe = await combatant({
      name: 'Foe',
      type: 'cryture-npc',
      system: { stats: { Defense: 6 }, statuses: { block: { stacks: 3, turnEnds: 1 } } },
    });
    scene.place(ash, { x: 0, y: 0 });
    const foeToken = scene.place(foe, { x: 1, y: 0 }, { disposition: -1 });
    const { player, other } = standIn.users;
    standIn.actAs(player);
    target(foeToken);
    standIn.queueFaces(10, 6, 2, 7, 1);
    await usePower(ash, [...(ash.items as unknown as Iterable<Item.Implementation>)][0]!, { fastForward: true });
    const message = rollMessage();
    await click((await cardFor(message, player)).querySelector('[data-action="cryture.applyHits"]'));
    expect(sys(foe).health.value).toBe(28);
    expect((await cardFor(message, other)).querySelector('[data-undo]')).toBeNull();
    await click((await cardFor(message, player)).querySelector('[data-undo]'));
    expect(sys(foe).health.value).toBe(30);
    expect(sys(foe).statuses.block).toEqual({ stacks: 3, turnEnds: 1 });
    expect((await cardFor(message, player)).querySelector('[data-action="cryture.applyHits"]')).not.toBeNull();
  });
});
