/**
 * Drops on actor sheets (the refusals): an item of another ruleset, or a drop on an
 * actor the user may not edit, is refused with a message and nothing is created.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { registry } from '../../src/foundry/registry';

boot();

async function sheetOf(actor: Actor.Implementation) {
  const Sheet = registry.rulesetOfType(actor.type as string)!.Actor[actor.type as string]!.sheet as unknown as new (
    o: unknown,
  ) => { render(force: boolean): Promise<unknown>; _onDropItem(e: Event, i: unknown): Promise<unknown> };
  const sheet = new Sheet({ document: actor });
  await sheet.render(true);
  return sheet;
}

describe('dropping items on an actor sheet', () => {
  beforeEach(() => standIn.reset());

  it('refuses another ruleset’s item and a drop on an actor the user does not own; creates nothing', async () => {
    const { player } = standIn.users;
    const oren = (await Actor.create({
      name: 'Oren',
      type: 'relic-seeker',
      ownership: { [player.id]: 3 },
    } as never)) as Actor.Implementation;
    const wolf = (await Actor.create({ name: 'Wolf', type: 'relic-adversary' } as never)) as Actor.Implementation;
    const foreign = (await Item.create({
      name: 'Longsword',
      type: 'countdown-weapon',
    } as never)) as Item.Implementation;
    const own = (await Item.create({ name: 'Blade', type: 'relic-weapon' } as never)) as Item.Implementation;
    standIn.actAs(player);
    const sheet = await sheetOf(oren);
    expect(await sheet._onDropItem(new Event('drop'), foreign)).toBeNull();
    expect(standIn.notifications.at(-1)).toEqual({
      level: 'warn',
      message: 'Longsword belongs to another ruleset and cannot be added to Oren.',
    });
    standIn.actAs(standIn.users.gm);
    const wolfSheet = await sheetOf(wolf);
    standIn.actAs(player);
    expect(await wolfSheet._onDropItem(new Event('drop'), own)).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toBe('You may not change Wolf: nothing was added.');
    expect([...oren.items].length + [...wolf.items].length).toBe(0);
  });
});
