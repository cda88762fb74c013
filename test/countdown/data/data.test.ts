/**
 * The data models: every number bounded and whole, choices only among printed ids; the sheet
 * refuses garbage with a message and keeps the old value; derived Armor (armor + shield + Shield
 * Wall) and slots (Vigor + 5, coins 100 a slot with the first 100 free, arrows and bolts 20 a
 * slot, the first backpack free) follow the engine.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { armor, character, classItem, gear, openSheet, weapon } from '../fixtures';
import { submitTampered } from '../../foundry/submit-form';

describe('hostile input on the sheets', () => {
  beforeEach(() => standIn.reset());

  const refusals: [string, unknown, RegExp][] = [
    ['system.stats.vigor', 11, /at most 10/],
    ['system.stats.reflex', 0, /at least 1/],
    ['system.stats.lore', 4.5, /integer/],
    ['system.hp.value', -1, /at least 0/],
    ['system.hp.max', 0, /at least 1/],
    ['system.level', 11, /at most 10/],
    ['system.milestones', -2, /at least 0/],
    ['system.currency.gp', -5, /at least 0/],
    ['system.currency.cp', 1.5, /integer/],
    ['system.vitals.deathClock', 5, /at most 4/],
    ['system.vitals.status', 'undead', /not a valid choice/],
    ['system.skills.stealth.source', 'bribery', /not a valid choice/],
  ];
  for (const [path, value, reason] of refusals) {
    it(`${path} = ${String(value)} is refused and the stored value kept`, async () => {
      const actor = await character({}, [], standIn.users.gm);
      const sheet = await openSheet(actor);
      const before = JSON.stringify(actor.system._source);
      await expect(submitTampered(sheet, { [path]: value })).rejects.toThrow(reason);
      expect(JSON.stringify(actor.system._source)).toBe(before);
      await expect(submitTampered(sheet, { [path]: value })).rejects.toThrow(/Not saved/); // what _onSubmitForm shows
    });
  }

  const itemRefusals: [Record<string, unknown>, string, unknown, RegExp][] = [
    [weapon('longsword'), 'system.damage', 5, /not a valid choice/],
    [weapon('spear'), 'system.versatileDamage', 7, /not a valid choice/],
    [gear('torch'), 'system.countdown.die', 7, /not a valid choice/],
    [gear('torch'), 'system.countdown.resource', 'gold', /not a valid choice/],
    [gear('rations'), 'system.quantity', -1, /at least 0/],
    [gear('rations'), 'system.bundle', 0, /at least 1/],
    [armor('plate'), 'system.armor', 100, /at most 99/],
    [gear('healingHerbs'), 'system.uses.value', 2.5, /integer/],
  ];
  for (const [data, path, value, reason] of itemRefusals) {
    it(`${data.name} ${path} = ${String(value)} is refused`, async () => {
      const item = (await Item.create(data as never)) as Item.Implementation;
      const sheet = await openSheet(item);
      await expect(submitTampered(sheet, { [path]: value })).rejects.toThrow(reason);
    });
  }

  it('valid input is saved', async () => {
    const actor = await character({}, [], standIn.users.gm);
    const sheet = await openSheet(actor);
    await sheet.submit({ 'system.stats.vigor': 7, 'system.currency.gp': 120 });
    expect(actor.system.stats.vigor).toBe(7);
    expect(actor.system.derived.capacity).toBe(12);
  });

  it('a player cannot change another player’s character', async () => {
    const actor = await character({}, [], standIn.users.other);
    const sheet = await openSheet(actor);
    standIn.actAs(standIn.users.player);
    await expect(sheet.submit({ 'system.stats.vigor': 7 })).rejects.toThrow(/permission/);
  });
});

describe('derived Armor and slots', () => {
  beforeEach(() => standIn.reset());

  it('Armor is the armor worn + the shield + Shield Wall; unworn armor counts for nothing', async () => {
    const actor = await character({}, [
      armor('chainmail', { worn: true }),
      armor('shield', { equipped: true }),
      armor('plate'),
    ]);
    expect(actor.system.derived.armor).toBe(3);
    const walled = await character({ shieldWall: true }, [armor('leather', { worn: true })]);
    expect(walled.system.derived.armor).toBe(2);
    expect(walled.system.derived.armorParts.map((p) => p.source)).toEqual(['body', 'shieldWall']);
  });

  it('flags armor outside the class training (no penalty is printed)', async () => {
    const invoker = await character({}, [classItem('invoker'), armor('leather', { worn: true })]);
    expect(invoker.system.derived.armorTrained).toBe(false);
    const warden = await character({}, [
      classItem('warden'),
      armor('plate', { worn: true }),
      armor('shield', { equipped: true }),
    ]);
    expect(warden.system.derived.armorTrained).toBe(true);
  });

  it('counts slots: Vigor + 5; coins past the first 100; arrows 20 a slot; the second backpack', async () => {
    const actor = await character({ stats: { vigor: 2 }, currency: { gp: 150, sp: 50, cp: 1 } }, [
      weapon('greatsword'), // 2 slots
      gear('arrows', 3), // 60 arrows: 3 slots
      gear('backpack', 2), // the first free
      gear('rope'),
    ]);
    const slots = actor.system.derived.slots;
    // 201 coins: 2 slots (the first 100 free).
    expect(slots).toMatchObject({ capacity: 7, coinSlots: 2, used: 2 + 3 + 1 + 1 + 2, over: 2 });
    const sheet = await openSheet(actor);
    expect(sheet.partsHTML.inventory).toContain('9 / 7');
    expect(sheet.partsHTML.inventory).toContain('Over capacity by 2');
  });

  it('counts slots again whenever an item changes, is added or removed (what the items carry is kept between)', async () => {
    const actor = await character({ stats: { vigor: 2 } }, [weapon('greatsword'), gear('rope')]);
    const used = () => actor.system.derived.slots.used;
    expect(used()).toBe(2 + 1);
    // The actor's own change keeps what its items carry.
    await actor.update({ 'system.hp.value': 1 } as never);
    expect(used()).toBe(3);
    const rope = actor.items.find((i) => i.type === 'countdown-gear')!;
    await rope.update({ 'system.quantity': 3 } as never);
    expect(used()).toBe(2 + 3);
    const [arrows] = (await actor.createEmbeddedDocuments('Item', [
      gear('arrows', 2),
    ] as never)) as Item.Implementation[];
    expect(used()).toBe(2 + 3 + 2);
    await arrows!.delete();
    expect(used()).toBe(2 + 3);
    await rope.delete();
    expect(used()).toBe(2);
  });
});
