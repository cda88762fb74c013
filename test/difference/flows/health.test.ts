/** The Recovery Roll's flow: values the dialog refuses are never rolled, fast-forwarded or chosen. */
import { beforeEach, describe, expect, it } from 'vitest';
import { rollRecovery } from '../rolls';
import { answerNextRollDialog } from '../../foundry/dialog-answers';
import { hero, sys } from '../fixtures';

describe('Recovery Roll', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.player);
  });

  it('fast-forwarded with no Recovery Dice left, stops with the refusal and rolls nothing', async () => {
    const actor = await hero({ owner: standIn.users.player, system: { recoveryDice: 0 } });
    const before = sys(actor).vitality.value;
    expect(await rollRecovery(actor, { fastForward: true })).toBeNull();
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: 'Not enough Recovery Dice.' });
    expect(game.messages!.size).toBe(0);
    expect(sys(actor).vitality.value).toBe(before);
  });

  it('through the dialog, more dice than are left is refused with the reason', async () => {
    const actor = await hero({ owner: standIn.users.player, system: { recoveryDice: 2 } });
    answerNextRollDialog({ spend: 3 });
    expect(await rollRecovery(actor)).toBeNull();
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: 'Not enough Recovery Dice.' });
    expect(game.messages!.size).toBe(0);
    expect(sys(actor).recoveryDice).toBe(2);
  });
});
