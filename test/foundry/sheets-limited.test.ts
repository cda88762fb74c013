/**
 * A LIMITED user sees an actor's portrait, name, kind and the public part of its
 * notes, never its numbers or controls; an observer sees the whole sheet (read-only); a user with no
 * permission is refused the sheet, as Foundry's DocumentSheetV2 refuses it (viewPermission LIMITED).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { registry } from '../../src/foundry/registry';
import { RULESET_IDS } from '../../src/foundry/ruleset';
import { proseMirrorsIn } from '../foundry-stand-in/elements';

boot();

type Sheet = { render(options: boolean | Record<string, unknown>): Promise<unknown>; element: HTMLElement };

function sheetOf(actor: Actor.Implementation): Sheet {
  const Sheet = registry.rulesetOfType(actor.type)!.Actor[actor.type]!.sheet as unknown as new (o: unknown) => Sheet;
  return new Sheet({ document: actor });
}

const NOTES = '<p>Wears a grey cloak.</p><section class="secret"><p>Is the duke’s spy.</p></section>';

async function actorSeenBy(type: string, level: number): Promise<Actor.Implementation> {
  const { player } = standIn.users;
  const actor = (await Actor.create({
    name: 'Maren',
    type,
    system: { notes: NOTES },
    ownership: { [player.id]: level },
  } as never)) as Actor.Implementation;
  standIn.actAs(player);
  return actor;
}

describe('the limited view of an actor', () => {
  beforeEach(() => standIn.reset());

  for (const id of RULESET_IDS) {
    for (const type of Object.keys(registry.get(id).Actor)) {
      it(`${type}: a LIMITED user sees portrait, name, kind and the public notes only`, async () => {
        const sheet = sheetOf(await actorSeenBy(type, 1));
        await sheet.render(true);
        const view = sheet.element.querySelector('.manifold-limited')!;
        expect(view, 'the limited part is rendered').not.toBeNull();
        expect(sheet.element.children).toHaveLength(1);
        expect(view.querySelector('.manifold-limited-name')!.textContent).toBe('Maren');
        expect(view.querySelector('.manifold-limited-kind')!.textContent).not.toBe('');
        expect(view.textContent).toContain('Wears a grey cloak.');
        expect(view.textContent).not.toContain('spy');
        expect(sheet.element.querySelector('input, select, textarea, button, [data-rollable]')).toBeNull();
      });

      it(`${type}: an observer sees the whole sheet, and no one below LIMITED sees it at all`, async () => {
        const observed = sheetOf(await actorSeenBy(type, 2));
        await observed.render(true);
        expect(observed.element.querySelector('.manifold-limited')).toBeNull();
        expect(observed.element.children.length).toBeGreaterThan(0);
        standIn.reset();
        await expect(sheetOf(await actorSeenBy(type, 0)).render(true)).rejects.toThrow(/permission/);
      });
    }
  }
});

function itemSheetOf(item: Item.Implementation): Sheet {
  const Sheet = registry.rulesetOfType(item.type)!.Item[item.type]!.sheet as unknown as new (o: unknown) => Sheet;
  return new Sheet({ document: item });
}

async function itemSeenBy(type: string, level: number): Promise<Item.Implementation> {
  const { player } = standIn.users;
  // Countdown's items keep their text in `notes`, the others in `description`.
  const item = (await Item.create({
    name: 'Grey Cloak',
    type,
    system: { description: NOTES, notes: NOTES },
    ownership: { [player.id]: level },
  } as never)) as Item.Implementation;
  standIn.actAs(player);
  return item;
}

describe('the limited view of an item', () => {
  beforeEach(() => standIn.reset());

  for (const id of RULESET_IDS) {
    for (const type of Object.keys(registry.get(id).Item)) {
      it(`${type}: a LIMITED user sees image, name and the public description only`, async () => {
        const sheet = itemSheetOf(await itemSeenBy(type, 1));
        await sheet.render(true);
        const view = sheet.element.querySelector('.manifold-limited')!;
        expect(view, 'the limited part is rendered').not.toBeNull();
        expect(sheet.element.children).toHaveLength(1);
        expect(view.querySelector('.manifold-limited-name')!.textContent).toBe('Grey Cloak');
        expect(view.textContent).toContain('Wears a grey cloak.');
        expect(sheet.element.innerHTML).not.toContain('spy');
        expect(sheet.element.querySelector('input, select, textarea, button, prose-mirror')).toBeNull();
      });

      it(`${type}: an observer sees the whole item sheet, not the limited view`, async () => {
        const sheet = itemSheetOf(await itemSeenBy(type, 2));
        await sheet.render(true);
        expect(sheet.element.querySelector('.manifold-limited')).toBeNull();
        expect(sheet.element.children.length).toBeGreaterThan(0);
      });
    }
  }
});

describe('countdown notes: GM secrets stay with those who may edit', () => {
  beforeEach(() => standIn.reset());

  const cases: [string, (level: number) => Promise<Sheet>][] = [
    ['countdown-monster', async (level) => sheetOf(await actorSeenBy('countdown-monster', level))],
    ['countdown-character', async (level) => sheetOf(await actorSeenBy('countdown-character', level))],
    ['countdown-gear', async (level) => itemSheetOf(await itemSeenBy('countdown-gear', level))],
  ];

  for (const [type, open] of cases) {
    it(`${type}: an observer reads the public notes, never the secret nor an editor; the owner edits`, async () => {
      const observed = await open(2);
      await observed.render({ force: true, tab: 'notes' });
      expect(observed.element.textContent).toContain('Wears a grey cloak.');
      expect(observed.element.innerHTML).not.toContain('spy');
      expect(proseMirrorsIn(observed.element)).toEqual([]);
      standIn.reset();
      const owned = await open(3);
      await owned.render({ force: true, tab: 'notes' });
      const [editor] = proseMirrorsIn(owned.element);
      expect(editor).toMatchObject({ name: 'system.notes', editable: true });
      expect(editor!.source).toContain('spy');
    });
  }
});

describe('the one Notes tab of every actor sheet: GM secrets stay with those who may edit', () => {
  beforeEach(() => standIn.reset());

  for (const id of RULESET_IDS) {
    for (const type of Object.keys(registry.get(id).Actor)) {
      it(`${type}: an observer reads the public notes only, in the shared tab; the owner edits them there`, async () => {
        const observed = sheetOf(await actorSeenBy(type, 2));
        await observed.render({ force: true, tab: 'notes' });
        const panel = observed.element.querySelector<HTMLElement>('.manifold-notes[data-tab="notes"]');
        expect(panel?.classList.contains('active')).toBe(true);
        expect(panel!.textContent).toContain('Wears a grey cloak.');
        expect(observed.element.innerHTML).not.toContain('spy');
        expect(observed.element.querySelector('textarea[name="system.notes"]')).toBeNull();
        expect(proseMirrorsIn(observed.element)).toEqual([]);
        standIn.reset();
        const owned = sheetOf(await actorSeenBy(type, 3));
        await owned.render({ force: true, tab: 'notes' });
        const [editor] = proseMirrorsIn(owned.element.querySelector('.manifold-notes')!);
        expect(editor).toMatchObject({ name: 'system.notes', editable: true });
        expect(editor!.source).toContain('spy');
      });
    }
  }
});
