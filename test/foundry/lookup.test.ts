/** UUIDs carried by cards and queries resolve to exactly the document kind asked for. */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { actorByUuid, itemByUuid, ownsActor } from '../../src/foundry/documents/lookup';
import { registry } from '../../src/foundry/registry';

boot();

describe('document lookup by UUID', () => {
  beforeEach(() => standIn.reset());

  async function actorWithItem() {
    const type = registry.get('relic').primaryActorType;
    const actor = (await Actor.create({
      name: 'Oren',
      type,
      ownership: { [standIn.users.player.id]: 3 },
      items: [{ name: 'Longsword', type: 'relic-weapon' }],
    } as never)) as Actor.Implementation;
    return { actor, item: [...actor.items][0]! };
  }

  it('an Actor’s UUID gives the actor, an Item’s the item, and neither passes for the other', async () => {
    const { actor, item } = await actorWithItem();
    expect(actorByUuid(actor.uuid)).toBe(actor);
    expect(itemByUuid(item.uuid)).toBe(item);
    expect(actorByUuid(item.uuid)).toBeNull();
    expect(itemByUuid(actor.uuid)).toBeNull();
  });

  it('garbage names nothing', () => {
    for (const uuid of [undefined, null, '', 42, {}, 'Actor.nope']) expect(actorByUuid(uuid)).toBeNull();
  });

  it('ownership is asked of the actor itself; a GM owns every actor', async () => {
    const { actor, item } = await actorWithItem();
    expect(ownsActor(standIn.users.player as never, actor.uuid)).toBe(true);
    expect(ownsActor(standIn.users.other as never, actor.uuid)).toBe(false);
    expect(ownsActor(standIn.users.player as never, item.uuid)).toBe(false);
    expect(ownsActor(standIn.users.gm as never, actor.uuid)).toBe(true);
  });
});
