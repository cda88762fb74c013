/**
 * Every ruleset's character sheet renders a tab panel when it is first shown:
 * opening builds the header, the navigation and the active tab only; clicking a tab renders its
 * panel; a re-render rebuilds the panels shown since opening and no other; closing starts over.
 * A partial render never gives the elements it kept a second listener.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import { registry } from '../../src/foundry/registry';
import { RULESET_IDS } from '../../src/foundry/ruleset';
import { showTab } from './sheet-tabs';
import { tabPanels } from '../../src/foundry/sheets/lazy-tabs';

boot();

type Sheet = {
  element: HTMLElement;
  partsHTML: Record<string, string>;
  tabGroups: Record<string, string>;
  render(options?: unknown): Promise<unknown>;
  close(): Promise<unknown>;
  _preparePartContext(partId: string, context: object, options: object): Promise<object>;
};
type SheetClass = (new (o: unknown) => Sheet) & {
  PARTS: Record<string, unknown>;
  TABS: Record<string, { tabs: { id: string }[]; initial: string }>;
};

/** The value at a dotted path of a context. */
const at = (context: object, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], context);

const panelsIn = (sheet: Sheet) =>
  [...sheet.element.querySelectorAll<HTMLElement>('.tab[data-group="primary"]')].map((s) => s.dataset.tab);

/** The parts each render of the sheet prepares, render by render. */
function recordParts(sheet: Sheet): string[][] {
  const renders: string[][] = [];
  const prepare = sheet._preparePartContext.bind(sheet);
  sheet._preparePartContext = async (partId, context, options) => {
    if (partId === 'header' || partId === 'npc-header' || renders.length === 0) renders.push([]);
    renders.at(-1)!.push(partId);
    return prepare(partId, context, options);
  };
  return renders;
}

describe('tab panels render when first shown', () => {
  beforeEach(() => standIn.reset());

  for (const id of RULESET_IDS) {
    it(`${id}: opening builds the active tab; a click renders the next; a re-render keeps to the shown ones`, async () => {
      boot({ ruleset: id });
      const descriptor = registry.get(id);
      const type = descriptor.primaryActorType;
      const actor = (await Actor.create({ name: 'Tester', type } as never)) as Actor.Implementation;
      const Sheet = descriptor.Actor[type]!.sheet as unknown as SheetClass;
      const tabs = [...tabPanels(Sheet.PARTS, Sheet.TABS)].filter(([, g]) => g === 'primary').map(([id]) => id);
      expect(tabs.length).toBeGreaterThan(1);
      const [initial, second, third] = [
        Sheet.TABS.primary!.initial,
        ...tabs.filter((t) => t !== Sheet.TABS.primary!.initial),
      ];

      const sheet = new Sheet({ document: actor });
      await sheet.render(true);
      expect(panelsIn(sheet)).toEqual([initial]);
      expect(Object.keys(sheet.partsHTML).filter((p) => tabs.includes(p))).toEqual([initial]);

      await showTab(sheet, second!);
      expect(panelsIn(sheet).sort()).toEqual([initial, second].sort());
      const shown = sheet.element.querySelector<HTMLElement>(`.tab[data-tab="${second}"]`)!;
      expect(shown.classList.contains('active')).toBe(true);
      expect(sheet.element.querySelector(`.tab[data-tab="${initial}"]`)!.classList.contains('active')).toBe(false);
      expect(sheet.element.querySelector(`.tabs [data-tab="${second}"]`)!.classList.contains('active')).toBe(true);

      // Back to a tab already built: no render at all; then a document change re-renders the shown two.
      const renders = recordParts(sheet);
      await showTab(sheet, initial);
      expect(renders).toEqual([]);
      await sheet.render();
      const rebuilt = renders.flat();
      expect(rebuilt).toContain(initial);
      expect(rebuilt).toContain(second);
      if (third) expect(rebuilt).not.toContain(third);

      // Closed and opened again: the element starts over, on the tab last shown.
      await showTab(sheet, second!);
      await sheet.close();
      await sheet.render(true);
      expect(panelsIn(sheet)).toEqual([second]);
      expect(sheet.element.querySelector(`.tab[data-tab="${second}"]`)!.classList.contains('active')).toBe(true);
    });
  }

  /** What only a tab's panel shows, a path in the sheet's context: absent until that panel is built. */
  const tabOnly: { ruleset: (typeof RULESET_IDS)[number]; tab: string; path: string }[] = [
    { ruleset: 'hitdice', tab: 'skills', path: 'hd.skills' },
    { ruleset: 'hitdice', tab: 'inventory', path: 'hd.inventory' },
    { ruleset: 'difference', tab: 'gear', path: 'talents' },
    { ruleset: 'difference', tab: 'tasks', path: 'tasks' },
    { ruleset: 'relic', tab: 'notes', path: 'notesHTML' },
    { ruleset: 'countdown', tab: 'notes', path: 'notesHTML' },
  ];
  for (const { ruleset, tab, path } of tabOnly) {
    it(`${ruleset}: what only the ${tab} panel shows is computed when that panel is built`, async () => {
      boot({ ruleset });
      const type = registry.get(ruleset).primaryActorType;
      const actor = (await Actor.create({ name: 'Tester', type } as never)) as Actor.Implementation;
      const Sheet = registry.get(ruleset).Actor[type]!.sheet as unknown as SheetClass;
      const sheet = new Sheet({ document: actor }) as Sheet & {
        _prepareContext(options: object): Promise<Record<string, unknown>>;
      };
      const enrich = vi.spyOn(foundry.applications.ux.TextEditor.implementation, 'enrichHTML');
      try {
        const opening = await sheet._prepareContext({ parts: ['header', 'tabs', Sheet.TABS.primary!.initial] });
        expect(at(opening, path)).toBeUndefined();
        expect(enrich).not.toHaveBeenCalled();
        const shown = await sheet._prepareContext({ parts: ['header', 'tabs', tab] });
        expect(at(shown, path)).toBeDefined();
      } finally {
        enrich.mockRestore();
      }
    });
  }

  it('a render asked to open on a tab builds that tab only', async () => {
    boot({ ruleset: 'countdown' });
    const type = registry.get('countdown').primaryActorType;
    const actor = (await Actor.create({ name: 'Tester', type } as never)) as Actor.Implementation;
    const Sheet = registry.get('countdown').Actor[type]!.sheet as unknown as SheetClass;
    const sheet = new Sheet({ document: actor });
    await sheet.render({ force: true, tab: 'notes' });
    expect(panelsIn(sheet)).toEqual(['notes']);
    expect(sheet.tabGroups.primary).toBe('notes');
  });

  it('a panel rendered later gives the kept panels no second listener: an edited bracket saves once', async () => {
    boot({ ruleset: 'difference' });
    const actor = (await Actor.create({
      name: 'Tester',
      type: 'difference-character',
    } as never)) as Actor.Implementation;
    const Sheet = registry.get('difference').Actor['difference-character']!.sheet as unknown as SheetClass & {
      prototype: { clickAction(t: HTMLElement): Promise<void> };
    };
    const sheet = new Sheet({ document: actor }) as Sheet & { clickAction(t: HTMLElement): Promise<void> };
    await sheet.render(true);
    await showTab(sheet, 'conditions');
    await sheet.clickAction(
      sheet.element.querySelector('[data-condition="exhausted"] [data-action="toggleCondition"]')!,
    );
    await sheet.render();
    // The notes panel renders alone; the conditions panel and its inputs stay.
    await showTab(sheet, 'notes');
    const effect = [...actor.effects].find((e) => e.statuses.has('exhausted'))!;
    const setFlag = vi.spyOn(effect, 'setFlag');
    const input = sheet.element.querySelector<HTMLInputElement>('[data-bracket="value"]')!;
    input.value = '3';
    input.dispatchEvent(new Event('change'));
    await standIn.settled();
    expect(setFlag).toHaveBeenCalledTimes(1);
  });
});
