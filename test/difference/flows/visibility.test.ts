/** Difference rolls post with the visibility their dialog chose. */
import { beforeEach, describe, expect, it } from 'vitest';
import { rollCheck, rollRecovery } from '../rolls';
import { answerNextRollDialog, visibilityOf } from '../../foundry/dialog-answers';
import { hero } from '../fixtures';
import { mode } from '../../foundry/visibility-modes';

const last = () => game.messages!.contents.at(-1) as ChatMessage.Implementation;

describe('difference roll visibility', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.player);
  });

  it('a blind check and a private recovery roll reach their messages', async () => {
    const actor = await hero({ owner: standIn.users.player });
    standIn.queueFaces(39);
    answerNextRollDialog({ rollMode: mode('blind') });
    await rollCheck(actor, { attribute: 'agility', skill: 'athletics' });
    expect(visibilityOf(last())).toEqual({ whisper: [standIn.users.gm.id], blind: true });
    standIn.queueFaces(3);
    answerNextRollDialog({ rollMode: mode('gm'), spend: 1 });
    await rollRecovery(actor);
    expect(visibilityOf(last())).toEqual({ whisper: [standIn.users.gm.id], blind: false });
  });
});
