/** Hitdice rolls post with the visibility their dialog chose. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rollAction } from '../rolls';
import { answerNextRollDialog, visibilityOf } from '../../foundry/dialog-answers';
import { bootHitdice, makeActor } from '../fixtures';
import { mode } from '../../foundry/visibility-modes';

beforeAll(bootHitdice);

describe('hitdice roll visibility', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.player);
  });

  it('a blind action roll is whispered to the GM and hidden from its roller; a skipped dialog keeps the chat’s mode', async () => {
    const actor = await makeActor({
      items: [{ name: 'Firebolt', type: 'hitdice-ability', system: { tier: 'advanced' } }],
    });
    const item = actor.items.find((i) => i.name === 'Firebolt') as Item.Implementation;
    const source = { kind: 'ability' as const, item, label: 'Firebolt' };
    standIn.queueFaces(6, 3);
    answerNextRollDialog({ rollMode: mode('blind') });
    expect(visibilityOf(await rollAction(actor, source))).toEqual({ whisper: [standIn.users.gm.id], blind: true });
    standIn.queueFaces(6, 3);
    expect(visibilityOf(await rollAction(actor, source, { fastForward: true }))).toEqual({ whisper: [], blind: false });
  });
});
