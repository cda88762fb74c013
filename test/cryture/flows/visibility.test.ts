/** Cryture powers post with the visibility their pool dialog chose. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { combatant, power } from '../fixtures';
import { clearScene, FakeScene, target, useScene } from '../fake-scene';
import { usePower } from '../rolls';
import { CrytureRollDialog } from '../../../src/rulesets/cryture/flows/pool-dialog';
import { answerNextRollDialog, visibilityOf } from '../../foundry/dialog-answers';
import { mode } from '../../foundry/visibility-modes';

const last = () => game.messages!.contents.at(-1) as ChatMessage.Implementation;

describe('cryture roll visibility', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('a blind power use is the GM’s to see, chosen in the pool dialog', async () => {
    const scene = useScene(new FakeScene());
    const ash = await combatant({ name: 'Ash', owner: standIn.users.player, items: [power('Strike')] });
    const bandit = await combatant({ name: 'Bandit', type: 'cryture-npc', system: { stats: { Defense: 6 } } });
    scene.place(ash, { x: 2, y: 2 });
    const banditToken = scene.place(bandit, { x: 3, y: 2 }, { disposition: -1 });
    standIn.actAs(standIn.users.player);
    target(banditToken);
    standIn.queueFaces(10, 6, 5);
    answerNextRollDialog({ rollMode: mode('blind') }, CrytureRollDialog);
    await usePower(ash, [...(ash.items as unknown as Iterable<Item.Implementation>)][0]!);
    expect(visibilityOf(last())).toEqual({ whisper: [standIn.users.gm.id], blind: true });
  });
});
