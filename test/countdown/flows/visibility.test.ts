/** Countdown rolls post with the visibility their dialog chose. */
import { rollCheck } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { skillCheck } from '../../../src/rulesets/countdown/flows/check';
import { answerNextRollDialog, visibilityOf } from '../../foundry/dialog-answers';
import { character, lastMessage } from '../fixtures';
import { mode, setChatMode } from '../../foundry/visibility-modes';

describe('countdown roll visibility', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.player);
  });

  it('a blind check is the GM’s to see; Shift-click keeps the chat’s mode', async () => {
    const actor = await character({ stats: { reflex: 6 } });
    standIn.queueFaces(12);
    answerNextRollDialog({ rollMode: mode('blind') });
    await rollCheck(actor, skillCheck(actor, 'stealth'), { fastForward: false });
    expect(visibilityOf(lastMessage())).toEqual({ whisper: [standIn.users.gm.id], blind: true });
    await setChatMode('gm');
    standIn.queueFaces(12);
    await rollCheck(actor, skillCheck(actor, 'stealth'), { fastForward: true });
    expect(visibilityOf(lastMessage())).toEqual({ whisper: [standIn.users.gm.id], blind: false });
  });
});
