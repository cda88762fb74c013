/** Undo on hitdice cards: a Stabilize the healer's player applied is taken back exactly. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stabilizeAction } from '../rolls';
import { entriesOf } from '../../../src/foundry/chat/undo';
import { cardMark } from '../../../src/foundry/chat/card-state';
import { bootHitdice, cardFor, makeActor, sys } from '../fixtures';

beforeAll(bootHitdice);

describe('undo on a hitdice card', () => {
  beforeEach(() => standIn.reset());

  it('the healer’s player undoes the Stabilize; the dying ally’s owner cannot', async () => {
    const healer = await makeActor({ name: 'Ilse', system: { level: 1 } });
    const ally = await makeActor({
      name: 'Bram',
      owner: standIn.users.other,
      system: { body: { value: 0 }, resolve: { value: 3 } },
    });
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(2);
    const message = (await stabilizeAction(healer, { fastForward: true, target: { uuid: ally.uuid, name: 'Bram' } }))!;
    expect(sys(ally).stabilized).toBe(true);
    expect(cardMark(message, 'stabilizeApplied')).toBe(true);
    expect(entriesOf(message.id)).toHaveLength(1);
    expect((await cardFor(message, standIn.users.other)).querySelector('[data-undo]')).toBeNull();
    const card = await cardFor(message, standIn.users.player);
    standIn.actAs(standIn.users.player);
    card.querySelector<HTMLElement>('[data-undo]')!.click();
    await standIn.settled();
    expect(sys(ally).stabilized).toBe(false);
    expect(cardMark(message, 'stabilizeApplied')).toBeUndefined();
  });
});
