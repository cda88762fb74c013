/**
 * Every ruleset's character sheet shows one tab at a time: it opens on the active tab, a click on
 * another shows that tab's panel and hides the one shown before, a re-render keeps the tab shown,
 * and a sheet closed and opened again comes back on it. A re-render never gives an element a
 * second listener.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import { registry } from '../../src/foundry/registry';
import { RULESET_IDS } from '../../src/foundry/ruleset';
import { showTab } from './sheet-tabs';

boot();

type Sheet = {
  element: HTMLElement;
  tabGroups: Record<string, string>;
  render(options?: unknown): Promise<unknown>;
  close(): Promise<unknown>;
};
type SheetClass = (new (o: unknown) => Sheet) & {
  PARTS: Record<string, unknown>;
  TABS: Record<string, { tabs: { id: string }[]; initial: string }>;
};

/** The tabs of the sheet's `primary` group that are panels of their own. */
const primaryTabs = (Sheet: SheetClass) =>
  Sheet.TABS.primary!.tabs.map(({ id }) => id).filter((id) => id in Sheet.PARTS);

const shownPanels = (sheet: Sheet) =>
  [...sheet.element.querySelectorAll<HTMLElement>('.tab[data-group="primary"].active')].map((s) => s.dataset.tab);

async function openSheet(ruleset: (typeof RULESET_IDS)[number], data: Record<string, unknown> = {}) {
  boot({ ruleset });
  const type = registry.get(ruleset).primaryActorType;
  const actor = (await Actor.create({ name: 'Tester', type, ...data } as never)) as Actor.Implementation;
  const Sheet = registry.get(ruleset).Actor[type]!.sheet as unknown as SheetClass;
  return { actor, Sheet, sheet: new Sheet({ document: actor }) };
}

describe('sheet tabs', () => {
  beforeEach(() => standIn.reset());

  for (const id of RULESET_IDS) {
    it(`${id}: opens on the active tab; a click shows the next alone; a re-render and a reopening keep it`, async () => {
      const { Sheet, sheet } = await openSheet(id);
      const tabs = primaryTabs(Sheet);
      expect(tabs.length).toBeGreaterThan(1);
      const initial = Sheet.TABS.primary!.initial;
      const second = tabs.find((t) => t !== initial)!;

      await sheet.render(true);
      expect(shownPanels(sheet)).toEqual([initial]);

      await showTab(sheet, second);
      expect(shownPanels(sheet)).toEqual([second]);
      expect(sheet.element.querySelector(`.tabs [data-tab="${second}"]`)!.classList.contains('active')).toBe(true);
      expect(sheet.element.querySelector(`.tabs [data-tab="${initial}"]`)!.classList.contains('active')).toBe(false);

      // A document change re-renders the sheet: the tab shown stays shown.
      await sheet.render();
      expect(shownPanels(sheet)).toEqual([second]);

      // Closed and opened again: back on the tab last shown.
      await sheet.close();
      await sheet.render(true);
      expect(shownPanels(sheet)).toEqual([second]);
    });
  }

  const notes = { system: { notes: '<p>Owes the ferryman</p>' } };
  /** A tab, the character it is opened on, and what its panel then shows (a selector inside the panel). */
  const tabContent: {
    ruleset: (typeof RULESET_IDS)[number];
    tab: string;
    data: Record<string, unknown>;
    shows: string;
  }[] = [
    { ruleset: 'hitdice', tab: 'skills', data: {}, shows: '[data-rollable^="skill."]' },
    {
      ruleset: 'difference',
      tab: 'tasks',
      data: { items: [{ name: 'Climb', type: 'difference-task' }] },
      shows: '.dk-task',
    },
    {
      ruleset: 'cryture',
      tab: 'powers',
      data: { items: [{ name: 'Ember', type: 'cryture-power' }] },
      shows: '.power-card',
    },
    { ruleset: 'relic', tab: 'notes', data: notes, shows: 'p' },
    { ruleset: 'countdown', tab: 'notes', data: notes, shows: 'p' },
  ];
  for (const { ruleset, tab, data, shows } of tabContent) {
    it(`${ruleset}: the ${tab} tab, clicked, shows its content`, async () => {
      const { sheet } = await openSheet(ruleset, data);
      await sheet.render(true);
      await showTab(sheet, tab);
      const panel = sheet.element.querySelector<HTMLElement>(`.tab[data-group="primary"][data-tab="${tab}"]`)!;
      expect(panel.classList.contains('active')).toBe(true);
      expect(panel.querySelector(shows), `${ruleset} ${tab}`).not.toBeNull();
    });
  }

  it('a render asked to open on a tab opens on it', async () => {
    const { sheet } = await openSheet('countdown');
    await sheet.render({ force: true, tab: 'notes' });
    expect(shownPanels(sheet)).toEqual(['notes']);
    expect(sheet.tabGroups.primary).toBe('notes');
  });

  it('a re-render gives the panels no second listener: an edited bracket saves once', async () => {
    const { actor, sheet } = await openSheet('difference');
    const clickable = sheet as Sheet & { clickAction(t: HTMLElement): Promise<void> };
    await sheet.render(true);
    await showTab(sheet, 'conditions');
    await clickable.clickAction(
      sheet.element.querySelector('[data-condition="exhausted"] [data-action="toggleCondition"]')!,
    );
    await sheet.render();
    await showTab(sheet, 'notes');
    await sheet.render();
    const effect = [...actor.effects].find((e) => e.statuses.has('exhausted'))!;
    const setFlag = vi.spyOn(effect, 'setFlag');
    const input = sheet.element.querySelector<HTMLInputElement>('[data-bracket="value"]')!;
    input.value = '3';
    input.dispatchEvent(new Event('change'));
    await standIn.settled();
    expect(setFlag).toHaveBeenCalledTimes(1);
  });
});
