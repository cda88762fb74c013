/**
 * The Effects tab on every ruleset's actor sheets and the Effects part on item sheets: effects
 * grouped temporary / passive / inactive with their source, the numbers they changed with their
 * breakdown, ignored changes with the reason, and the toggle / create / delete buttons.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../boot';
import { registry } from '../../../src/foundry/registry';
import { RULESET_IDS } from '../../../src/foundry/ruleset';
import { generation } from '../../../src/foundry/compat';
import { newEffectData } from '../../../src/foundry/effects/sheet-actions';
import { DataTransferStandIn, dragDropSettled, dragEvent } from '../../foundry-stand-in/drag-drop';
import { showAllTabs } from '../sheet-tabs';

boot();

type Sheet = {
  render(o?: unknown): Promise<unknown>;
  element: HTMLElement;
  clickAction(target: HTMLElement, event?: Partial<PointerEvent>): Promise<void>;
};

async function open(document: { type: string }, doc: 'Actor' | 'Item'): Promise<Sheet> {
  const descriptor = registry.rulesetOfType(document.type)!;
  const Sheet = descriptor[doc][document.type]!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new Sheet({ document });
  await sheet.render(true);
  await showAllTabs(sheet);
  return sheet;
}

const firstKey = (id: string) => registry.get(id as never).effectFields![0]!.path;

describe('Effects tab', () => {
  beforeEach(() => standIn.reset());

  for (const id of RULESET_IDS) {
    it(`${id}: every actor sheet groups its effects, shows the changed number and the ignored change`, async () => {
      const descriptor = registry.get(id);
      for (const type of Object.keys(descriptor.Actor)) {
        const actor = (await Actor.create({
          name: 'Tester',
          type,
          effects: [
            {
              name: 'Blessing',
              changes: [{ key: firstKey(id), mode: 5, value: '2' }],
              duration: { rounds: 3, startRound: 1 },
            },
            { name: 'Typo', changes: [{ key: 'system.nothing', mode: 2, value: '1' }] },
            { name: 'Dormant', disabled: true, changes: [] },
          ],
        } as never)) as Actor.Implementation;
        const sheet = await open(actor, 'Actor');
        const tab = sheet.element.querySelector('.manifold-effects')!;
        expect(tab, `${type} has an Effects tab`).not.toBeNull();
        const names = (group: string) =>
          [...tab.querySelectorAll(`[data-effect-group="${group}"] .manifold-effect .name`)].map((e) => e.textContent);
        expect(names('temporary')).toEqual(['Blessing']);
        expect(names('passive')).toEqual(['Typo']);
        expect(names('inactive')).toEqual(['Dormant']);
        // Out of combat the length as written, without a zero part.
        expect(tab.querySelector('[data-effect-group="temporary"] .duration')!.textContent).toBe('3 rounds');
        expect(tab.querySelector('.manifold-effects-ignored')!.textContent).toContain('Unknown key');
        // Every control is a labelled button.
        for (const button of tab.querySelectorAll('button')) expect(button.getAttribute('aria-label')).toBeTruthy();
        // Enable the dormant one from the sheet; delete the typo.
        await sheet.clickAction(tab.querySelector('[data-effect-group="inactive"] [data-action="toggleEffect"]')!);
        expect([...actor.effects].find((e) => e.name === 'Dormant')!.disabled).toBe(false);
        await sheet.render(true);
        await sheet.clickAction(
          sheet.element.querySelector('.manifold-effects [data-effect-group="passive"] [data-action="deleteEffect"]')!,
        );
        expect([...actor.effects].map((e) => e.name)).not.toContain('Typo');
      }
    });
  }

  for (const id of RULESET_IDS) {
    it(`${id}: every item sheet has an Effects part; an effect drags from one sheet to copy onto another actor and an item`, async () => {
      const descriptor = registry.get(id);
      const [actorType] = Object.keys(descriptor.Actor);
      const source = (await Actor.create({
        name: 'Giver',
        type: actorType!,
        effects: [{ name: 'Blessing', changes: [{ key: firstKey(id), mode: 2, value: '1' }] }],
      } as never)) as Actor.Implementation;
      const from = await open(source, 'Actor');
      const drag = () => {
        const transfer = new DataTransferStandIn();
        from.element.querySelector('.manifold-effect[data-effect-id]')!.dispatchEvent(dragEvent('dragstart', transfer));
        return transfer;
      };
      for (const type of Object.keys(descriptor.Item)) {
        const item = (await Item.create({ name: `A ${type}`, type } as never)) as Item.Implementation;
        const sheet = await open(item, 'Item');
        expect(
          sheet.element.querySelector('.manifold-effects [data-action="createEffect"]'),
          `${type} has an Effects part`,
        ).not.toBeNull();
        sheet.element.dispatchEvent(dragEvent('drop', drag()));
        await standIn.settled();
        expect(
          [...item.effects].map((e) => e.name),
          `${type} took the dropped effect`,
        ).toEqual(['Blessing']);
        // The copy applies to whoever holds the item, as an effect made on the item's sheet does.
        expect([...item.effects][0]!.transfer).toBe(true);
        // Text that is no drag data, or drag data naming no effect, adds nothing and breaks nothing.
        for (const text of [
          'not json',
          JSON.stringify({ type: 'ActiveEffect', uuid: 'Actor.nobody.ActiveEffect.none' }),
        ]) {
          const transfer = new DataTransferStandIn();
          transfer.setData('text/plain', text);
          sheet.element.dispatchEvent(dragEvent('drop', transfer));
          await dragDropSettled();
          expect(item.effects.size, text).toBe(1);
        }
      }
      for (const type of Object.keys(descriptor.Actor)) {
        const taker = (await Actor.create({ name: 'Taker', type } as never)) as Actor.Implementation;
        const sheet = await open(taker, 'Actor');
        sheet.element.dispatchEvent(dragEvent('drop', drag()));
        await dragDropSettled();
        expect(
          [...taker.effects].map((e) => e.name),
          `${type} took the dropped effect`,
        ).toEqual(['Blessing']);
      }
      // The giver keeps its effect; dropping it back on its own sheet makes no second one.
      from.element.dispatchEvent(dragEvent('drop', drag()));
      await dragDropSettled();
      expect([...source.effects].map((e) => e.name)).toEqual(['Blessing']);
    });
  }

  it('an item sheet lists its effects and creates one that transfers to its owner', async () => {
    const descriptor = registry.get('relic');
    const type = Object.keys(descriptor.Item)[0]!;
    const item = (await Item.create({ name: 'Ring', type } as never)) as Item.Implementation;
    const sheet = await open(item, 'Item');
    await sheet.clickAction(
      sheet.element.querySelector('.manifold-effects [data-action="createEffect"][data-group="passive"]')!,
    );
    const [effect] = [...item.effects];
    expect(effect).toMatchObject({ name: 'New effect', transfer: true, disabled: false });
  });

  it("a new effect's data is written in the running generation's shape (v14: system.changes)", async () => {
    const item = (await Item.create({
      name: 'Ring',
      type: Object.keys(registry.get('relic').Item)[0]!,
    } as never)) as Item.Implementation;
    const data = newEffectData('passive', item) as { changes?: unknown; system?: unknown };
    if (generation() >= 14) expect(data).toMatchObject({ system: { changes: [] } });
    else expect(data).toMatchObject({ changes: [] });
    expect(Object.keys(data)).not.toContain(generation() >= 14 ? 'changes' : 'system');
  });

  it('the numbers table says where a number comes from', async () => {
    const actor = (await Actor.create({
      name: 'Oren',
      type: 'relic-seeker',
      system: { attributes: { dex: 2 } },
      effects: [{ name: 'Ring of Warding', changes: [{ key: 'system.bonuses.ac', mode: 2, value: '1' }] }],
    } as never)) as Actor.Implementation;
    const sheet = await open(actor, 'Actor');
    const row = sheet.element.querySelector('.manifold-effects-numbers tr')!;
    expect(row.querySelector('th')!.textContent).toBe('Armor Class (AC)');
    expect(row.getAttribute('data-tooltip-text')).toBe('base 12 · Ring of Warding +1 = 13');
    // The effect's own row names the number by its label, not the raw key.
    expect(sheet.element.querySelector('.manifold-effect .changes')!.textContent).toBe('Armor Class (AC) +1');
  });

  it("an owned item's effect switched off on the actor's Effects tab stops changing the number", async () => {
    const actor = (await Actor.create({
      name: 'Oren',
      type: 'relic-seeker',
      system: { attributes: { dex: 2 } },
      items: [
        {
          name: 'Warded Leathers',
          type: 'relic-armor',
          system: { kind: 'light', equipped: true },
          effects: [{ name: 'Warding', transfer: true, changes: [{ key: 'system.bonuses.ac', mode: 2, value: '1' }] }],
        },
      ],
    } as never)) as Actor.Implementation;
    const sheet = await open(actor, 'Actor');
    const acRow = () =>
      [...sheet.element.querySelectorAll('.manifold-effects-numbers tr')].find(
        (r) => r.querySelector('th')!.textContent === 'Armor Class (AC)',
      );
    // Light armor +1 (§5.3) on base 12, then the armor's own effect.
    expect(acRow()!.getAttribute('data-tooltip-text')).toBe('base 13 · Warding +1 = 14');
    await sheet.clickAction(sheet.element.querySelector('.manifold-effect [data-action="toggleEffect"]')!);
    // Core re-prepares the owner of an item whose effect changed (the stand-in's README says where).
    expect([...[...actor.items][0]!.effects][0]!.disabled).toBe(true);
    await sheet.render();
    expect(acRow()).toBeUndefined();
    expect(
      [...sheet.element.querySelectorAll('[data-effect-group="inactive"] .manifold-effect .name')].map(
        (e) => e.textContent,
      ),
    ).toEqual(['Warding']);
  });

  it('a bonus that adds onto another number reads as a bonus, with no base of its own', async () => {
    const actor = (await Actor.create({
      name: 'Sorah',
      type: 'hitdice-character',
      effects: [
        { name: 'Blessing', changes: [{ key: 'system.bonuses.defenseRolls', mode: 2, value: '1' }] },
        { name: 'Enchantment', changes: [{ key: 'system.bonuses.defenseRolls', mode: 2, value: '1' }] },
      ],
    } as never)) as Actor.Implementation;
    const sheet = await open(actor, 'Actor');
    const row = sheet.element.querySelector('.manifold-effects-numbers tr')!;
    expect(row.querySelector('th')!.textContent).toBe('Defense rolls per attack');
    expect(row.querySelector('td')!.textContent!.trim()).toBe('+2');
    expect(row.getAttribute('data-tooltip-text')).toBe('Blessing +1 · Enchantment +1 = +2');
  });
});

describe('Effects tab wording', () => {
  beforeEach(() => standIn.reset());

  // A key whose number is an advantage, an Edge or a count of dice reads as such, not as a bonus ("Stealth +1").
  const cases = [
    {
      type: 'countdown-character',
      key: 'system.bonuses.advantage.stealth',
      value: '1',
      row: 'Stealth: advantage',
      total: 'advantage',
    },
    {
      type: 'countdown-character',
      key: 'system.bonuses.advantage.stealth',
      value: '-1',
      row: 'Stealth: disadvantage',
      total: 'disadvantage',
    },
    {
      type: 'difference-character',
      key: 'system.bonuses.edges.attack',
      value: '2',
      row: 'Attacks: Edge +2',
      total: 'Edge +2',
    },
    {
      type: 'difference-character',
      key: 'system.bonuses.edges.all',
      value: '-1',
      row: 'Every check: Setback −1',
      total: 'Setback −1',
    },
    {
      type: 'hitdice-character',
      key: 'system.bonuses.dice.lore',
      value: '2',
      row: 'Lore: bonus dice +2',
      total: 'bonus dice +2',
    },
  ];
  for (const c of cases) {
    it(`${c.key} ${c.value} reads "${c.row}"`, async () => {
      const actor = (await Actor.create({
        name: 'Reader',
        type: c.type,
        effects: [{ name: 'Charm', changes: [{ key: c.key, mode: 2, value: c.value }] }],
      } as never)) as Actor.Implementation;
      const sheet = await open(actor, 'Actor');
      expect(sheet.element.querySelector('.manifold-effect .changes')!.textContent).toBe(c.row);
      const row = [...sheet.element.querySelectorAll('.manifold-effects-numbers tr')].find(
        (r) => r.querySelector('th')!.textContent === c.row.split(':')[0],
      )!;
      expect(row.querySelector('td')!.textContent).toBe(c.total);
      // One part alone says it all: no "= advantage" repeating it.
      expect(row.getAttribute('data-tooltip-text')).toBe(`Charm: ${c.total}`);
    });
  }
});
