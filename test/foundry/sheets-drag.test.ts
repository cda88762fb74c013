/**
 * Drag and drop on every ruleset's actor sheet, through the stand-in's Foundry
 * drag path (DragDrop on `.draggable` rows → `_onDrop` → `_onDropItem` → `_onSortItem`):
 * re-order by mouse and by the keyboard's move buttons (Foundry's integer `sort`), move to
 * another actor the user owns, copy with the copy key or from an actor the user only observes,
 * and refusals — another ruleset's item, a type the actor does not hold, a sheet the user may
 * not edit — that create nothing and say why. Then an item row dropped on the hotbar.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot, hooks } from './boot';
import { dragDataOf, dragRow, dropOn, listOrder, openSheet, rowOf } from './sheet-drag';
import { dropBehaviour } from '../../src/foundry/sheets/item-order';

boot();

const { gm, player, other } = standIn.users;
const OWNER = 3;
const OBSERVER = 2;

interface Case {
  ruleset: string;
  /** The actor type whose sheet lists the rows, and the item type of one list on it. */
  actor: string;
  item: string;
  /** Another actor type that holds `item` (the move and copy target). */
  target: string;
  /** An item type of the ruleset `refuser` does not hold, where the ruleset has one. */
  notHeld?: { actor: string; item: string };
  /** An item of another ruleset. */
  foreign: string;
}

const CASES: Case[] = [
  {
    ruleset: 'relic',
    actor: 'relic-seeker',
    item: 'relic-weapon',
    target: 'relic-adversary',
    notHeld: { actor: 'relic-adversary', item: 'relic-discipline' },
    foreign: 'cryture-power',
  },
  {
    ruleset: 'hitdice',
    actor: 'hitdice-character',
    item: 'hitdice-gear',
    target: 'hitdice-npc',
    foreign: 'relic-weapon',
  },
  {
    ruleset: 'difference',
    actor: 'difference-character',
    item: 'difference-equipment',
    target: 'difference-npc',
    foreign: 'hitdice-gear',
  },
  {
    ruleset: 'countdown',
    actor: 'countdown-character',
    item: 'countdown-weapon',
    target: 'countdown-character',
    notHeld: { actor: 'countdown-monster', item: 'countdown-class' },
    foreign: 'difference-talent',
  },
  {
    ruleset: 'cryture',
    actor: 'cryture-trainer',
    item: 'cryture-power',
    target: 'cryture-cryture',
    foreign: 'countdown-gear',
  },
];

async function actorOf(type: string, name: string, ownership: Record<string, number> = { [player.id]: OWNER }) {
  return (await Actor.create({ name, type, ownership } as never)) as Actor.Implementation;
}

async function withItems(actor: Actor.Implementation, type: string, names: string[]) {
  standIn.actAs(gm);
  const created = await actor.createEmbeddedDocuments(
    'Item',
    names.map((name) => ({ name, type }) as never),
  );
  return (created ?? []).map((i) => i.id!);
}

const namesOf = (actor: Actor.Implementation) => [...actor.items].map((i) => i.name).sort();
const lastWarning = () => standIn.notifications.at(-1);

describe.each(CASES)('$ruleset actor sheet: drag and drop of items', (c) => {
  beforeEach(() => standIn.reset());

  it('item rows are draggable, and editable rows carry labelled move buttons', async () => {
    const hero = await actorOf(c.actor, 'Hero');
    const [a] = await withItems(hero, c.item, ['Alpha']);
    standIn.actAs(player);
    const row = rowOf(await openSheet(hero), a!);
    expect(row.getAttribute('draggable')).toBe('true');
    expect(row.classList.contains('draggable')).toBe(true);
    const up = row.querySelector<HTMLElement>('[data-action="moveItemUp"]')!;
    expect(up.getAttribute('aria-label')).toBe('Move Alpha up');
    expect(row.querySelector('[data-action="moveItemDown"]')!.getAttribute('aria-label')).toBe('Move Alpha down');
  });

  it('re-orders by drag within the sheet, writing Foundry’s integer sort', async () => {
    const hero = await actorOf(c.actor, 'Hero');
    const [a, b, third] = await withItems(hero, c.item, ['Alpha', 'Beta', 'Gamma']);
    standIn.actAs(player);
    const sheet = await openSheet(hero);
    const before = listOrder(sheet, a!);
    expect(before.filter((id) => [a, b, third].includes(id))).toEqual([a, b, third]);
    // Gamma dropped on Alpha: equal sort keys, so Foundry places it after its target.
    await dropOn(sheet, await dragRow(sheet, third!), { onItem: a! });
    await sheet.render();
    expect(listOrder(sheet, a!).filter((id) => [a, b, third].includes(id))).toEqual([a, third, b]);
    const sortOf = (id: string) => hero.items.get(id)!.sort;
    expect(sortOf(a!)).toBeLessThan(sortOf(third!));
    expect(sortOf(third!)).toBeLessThan(sortOf(b!));
    expect(hero.items.size).toBe(3);
  });

  it('re-orders from the keyboard: the move buttons shift a row one place and keep the focus on it', async () => {
    const hero = await actorOf(c.actor, 'Hero');
    const [a, b, third] = await withItems(hero, c.item, ['Alpha', 'Beta', 'Gamma']);
    standIn.actAs(player);
    const sheet = await openSheet(hero);
    const mine = (ids: string[]) => ids.filter((id) => [a, b, third].includes(id));
    await sheet.clickAction(rowOf(sheet, third!).querySelector<HTMLElement>('[data-action="moveItemUp"]')!);
    expect(mine(listOrder(sheet, a!))).toEqual([a, third, b]);
    expect(document.activeElement).toBe(rowOf(sheet, third!).querySelector('[data-action="moveItemUp"]'));
    await sheet.clickAction(rowOf(sheet, a!).querySelector<HTMLElement>('[data-action="moveItemDown"]')!);
    expect(mine(listOrder(sheet, a!))).toEqual([third, a, b]);
    // The first row cannot go higher: nothing is written.
    const sorts = [...hero.items].map((i) => i.sort);
    await sheet.clickAction(rowOf(sheet, third!).querySelector<HTMLElement>('[data-action="moveItemUp"]')!);
    expect([...hero.items].map((i) => i.sort)).toEqual(sorts);
  });

  it('moves an item to another actor the user owns, and copies it with the copy key held', async () => {
    const hero = await actorOf(c.actor, 'Hero');
    const ally = await actorOf(c.target, 'Ally');
    const [a, b] = await withItems(hero, c.item, ['Alpha', 'Beta']);
    standIn.actAs(player);
    const from = await openSheet(hero);
    const to = await openSheet(ally);
    await dropOn(to, await dragRow(from, a!));
    expect(namesOf(ally)).toEqual(['Alpha']);
    expect(namesOf(hero)).toEqual(['Beta']);
    await dropOn(to, await dragRow(from, b!), { modifiers: { ctrlKey: true } });
    expect(namesOf(ally)).toEqual(['Alpha', 'Beta']);
    expect(namesOf(hero)).toEqual(['Beta']);
  });

  it('copies from an actor the user only observes, leaving it untouched', async () => {
    const theirs = await actorOf(c.actor, 'Theirs', { [other.id]: OWNER, [player.id]: OBSERVER });
    const mine = await actorOf(c.target, 'Mine');
    const [a] = await withItems(theirs, c.item, ['Alpha']);
    standIn.actAs(player);
    const from = await openSheet(theirs);
    expect(from.isEditable).toBe(false);
    await dropOn(await openSheet(mine), await dragRow(from, a!));
    expect(namesOf(mine)).toEqual(['Alpha']);
    expect(namesOf(theirs)).toEqual(['Alpha']);
  });

  it('refuses another ruleset’s item with a message; nothing is created', async () => {
    const hero = await actorOf(c.actor, 'Hero');
    const foreign = (await Item.create({ name: 'Stranger', type: c.foreign } as never)) as Item.Implementation;
    standIn.actAs(player);
    await dropOn(await openSheet(hero), dragDataOf(foreign));
    expect(hero.items.size).toBe(0);
    expect(lastWarning()).toEqual({
      level: 'warn',
      message: 'Stranger belongs to another ruleset and cannot be added to Hero.',
    });
  });

  it.runIf(c.notHeld)('refuses an item type the actor does not hold with a message; nothing is created', async () => {
    const { actor, item } = c.notHeld!;
    const holder = await actorOf(actor, 'Holder');
    const dropped = (await Item.create({ name: 'Misfit', type: item } as never)) as Item.Implementation;
    standIn.actAs(player);
    await dropOn(await openSheet(holder), dragDataOf(dropped));
    expect(holder.items.size).toBe(0);
    const label = standIn.i18n.localize(`TYPES.Item.${item}`);
    expect(lastWarning()).toEqual({
      level: 'warn',
      message: `Holder cannot hold items of the type ${label}: Misfit was not added.`,
    });
  });

  it('a folder of items is taken item by item: another ruleset’s is refused, the rest are added', async () => {
    const hero = await actorOf(c.actor, 'Hero');
    const own = (await Item.create({ name: 'Kept', type: c.item } as never)) as Item.Implementation;
    const foreign = (await Item.create({ name: 'Stranger', type: c.foreign } as never)) as Item.Implementation;
    standIn.actAs(player);
    const sheet = (await openSheet(hero)) as unknown as { _onDropFolder(e: Event, f: unknown): Promise<unknown> };
    // A Folder document of the sidebar, as much of one as the drop reads.
    await sheet._onDropFolder(new Event('drop'), { type: 'Item', uuid: 'Folder.f1', contents: [own, foreign] });
    expect(namesOf(hero)).toEqual(['Kept']);
    expect(lastWarning()!.message).toBe('Stranger belongs to another ruleset and cannot be added to Hero.');
  });

  it('refuses a drop on a sheet the user may not edit with a message; nothing changes', async () => {
    const theirs = await actorOf(c.actor, 'Theirs', { [other.id]: OWNER, [player.id]: OBSERVER });
    const mine = await actorOf(c.target, 'Mine');
    const [a] = await withItems(mine, c.item, ['Alpha']);
    standIn.actAs(player);
    const target = await openSheet(theirs);
    expect(target.element.querySelector('[data-action="moveItemUp"]')).toBeNull();
    await dropOn(target, await dragRow(await openSheet(mine), a!));
    expect(theirs.items.size).toBe(0);
    expect(namesOf(mine)).toEqual(['Alpha']);
    expect(lastWarning()).toEqual({ level: 'warn', message: 'You may not change Theirs: nothing was added.' });
  });
});

describe('the copy key', () => {
  beforeEach(() => standIn.reset());
  type Bindings = { register(n: string, a: string, d: object): void };
  const keybindings = () => game.keybindings as unknown as Bindings;

  it('is a keybinding (Ctrl/⌘ or Alt by default); rebound, the new key copies and Ctrl moves', async () => {
    const source = await actorOf('relic-seeker', 'Source');
    const [id] = await withItems(source, 'relic-weapon', ['Blade']);
    const item = source.items.get(id!)!;
    standIn.actAs(player);
    const target = { uuid: 'Actor.elsewhere' };
    expect(dropBehaviour({}, target, item)).toBe('move');
    expect(dropBehaviour({ ctrlKey: true }, target, item)).toBe('copy');
    expect(dropBehaviour({ altKey: true }, target, item)).toBe('copy');
    expect(dropBehaviour({ ctrlKey: true }, source, item)).toBe('sort');
    keybindings().register('manifold', 'dragCopy', { editable: [{ key: 'ShiftLeft' }] });
    try {
      expect(dropBehaviour({ ctrlKey: true }, target, item)).toBe('move');
      expect(dropBehaviour({ shiftKey: true }, target, item)).toBe('copy');
    } finally {
      keybindings().register('manifold', 'dragCopy', {
        editable: ['ControlLeft', 'ControlRight', 'AltLeft', 'AltRight'].map((key) => ({ key })),
      });
    }
    expect(game.i18n!.has('MANIFOLD.keybindings.dragCopy.name')).toBe(true);
  });
});

describe('an item row dropped on the hotbar', () => {
  beforeEach(() => standIn.reset());
  const hotbarDrop = (data: unknown, slot: number) => hooks.listeners('hotbarDrop').map((fn) => fn({}, data, slot));
  const macroCreated = () => new Promise((resolve) => Hooks.once('createMacro', resolve));

  it('becomes a macro that rolls the item for its actor; an item with no roll is left to Foundry', async () => {
    const hero = await actorOf('relic-seeker', 'Hero');
    const [blade] = await withItems(hero, 'relic-weapon', ['Blade']);
    const [mail] = await withItems(hero, 'relic-armor', ['Mail']);
    standIn.actAs(player);
    const sheet = await openSheet(hero);
    const data = JSON.parse((await dragRow(sheet, blade!)).getData('text/plain')) as { type: string; uuid: string };
    expect(data).toEqual({ type: 'Item', uuid: hero.items.get(blade!)!.uuid });
    // The drop answers at once (Hooks.call) and makes the macro after: wait for its creation.
    const created = macroCreated();
    expect(hotbarDrop(data, 3)).toContain(false);
    await created;
    const macro = game.macros!.find((m) => m.name === 'Blade')!;
    expect((player as unknown as { hotbar: Record<number, string> }).hotbar[3]).toBe(macro.id);
    // The macro's script, run as Foundry runs it: Shift skips the dialog, the attack is rolled.
    const messages = game.messages!.size;
    await new Function('game', 'event', `return ${macro.command}`)(game, { shiftKey: true });
    expect(game.messages!.size).toBe(messages + 1);
    // Armor has no roll: Foundry's own default (a macro that opens its sheet) is left to happen.
    const armorData = JSON.parse((await dragRow(sheet, mail!)).getData('text/plain'));
    expect(hotbarDrop(armorData, 4)).not.toContain(false);
  });

  it('says so when the macro’s item is gone', async () => {
    const hero = await actorOf('relic-seeker', 'Hero');
    const [blade] = await withItems(hero, 'relic-weapon', ['Blade']);
    standIn.actAs(player);
    // An item row is dragged from its actor's open sheet.
    await openSheet(hero);
    const uuid = hero.items.get(blade!)!.uuid;
    const created = macroCreated();
    hotbarDrop({ type: 'Item', uuid }, 1);
    await created;
    const macro = game.macros!.find((m) => m.name === 'Blade')!;
    await hero.items.get(blade!)!.delete();
    expect(await new Function('game', 'event', `return ${macro.command}`)(game, undefined)).toBeNull();
    expect(lastWarning()!.message).toBe(standIn.i18n.localize('MANIFOLD.macro.itemGone'));
  });
});
