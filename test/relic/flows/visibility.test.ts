/** Relic rolls post with the visibility their dialog chose. */
import { rollTest } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';

import { answerNextRollDialog, visibilityOf } from '../../foundry/dialog-answers';
import { lastMessage, seeker } from '../fixtures';
import { mode } from '../../foundry/visibility-modes';

describe('relic roll visibility', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.player);
  });

  it('a self roll is whispered to its roller alone; a private GM roll to the GM', async () => {
    const oren = await seeker('Oren');
    standIn.queueFaces(13);
    answerNextRollDialog({ rollMode: mode('self') });
    await rollTest(oren, 'dex', { fastForward: false });
    expect(visibilityOf(lastMessage())).toEqual({ whisper: [standIn.users.player.id], blind: false });
    standIn.queueFaces(13);
    answerNextRollDialog({ rollMode: mode('gm') });
    await rollTest(oren, 'dex', { fastForward: false });
    expect(visibilityOf(lastMessage())).toEqual({ whisper: [standIn.users.gm.id], blind: false });
  });
});
