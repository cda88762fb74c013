/**
 * Quench batch for sheet tabs, on a real Foundry: an actor sheet opens on its active tab, the
 * other panels hidden, and a tab shown (`changeTab`, as a click on the tab does) becomes the one
 * visible panel. What it proves here is that our templates give Foundry's tab handling what it reads
 * (`data-group`, `data-tab`, the `active` class from the part's `tab`).
 */
import { forEachActorType, madeInBatch, until } from './helpers';
import type { RulesetRegistry } from '../registry';
import type { Quench } from './types';

/** The ids of a sheet class's tab panels in its `primary` group: each a PART named by a tab. */
function panelsOf(sheet: object): string[] {
  const { PARTS = {}, TABS = {} } = sheet.constructor as {
    PARTS?: Record<string, unknown>;
    TABS?: Record<string, { tabs: { id: string }[] }>;
  };
  return (TABS.primary?.tabs ?? []).map(({ id }) => id).filter((id) => id in PARTS);
}

const activePanels = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('.tab[data-group="primary"].active')].map((s) => s.dataset.tab);

export function registerSheetTabsBatch(quench: Quench, registry: RulesetRegistry): void {
  quench.registerBatch(
    'manifold.sheetTabs',
    ({ describe, it, after, assert }) => {
      const made = madeInBatch(after);
      forEachActorType(registry, describe, (type) => {
        it(`a ${type} sheet shows the tab a click asks for, and only that one`, async () => {
          const actor = (await Actor.create({ name: `Quench tabs ${type}`, type }))!;
          made.push(actor);
          const sheet = actor.sheet;
          // Our sheets are ApplicationV2 (never a FormApplication with a jQuery element).
          if (!(sheet instanceof foundry.applications.api.ApplicationV2)) throw new Error('not an ApplicationV2 sheet');
          const panels = panelsOf(sheet);
          if (panels.length < 2) return; // a sheet of one page: no tab to switch
          await sheet.render(true);
          const active = sheet.tabGroups.primary ?? panels[0]!;
          assert.deepEqual(activePanels(sheet.element), [active], 'only the active tab’s panel shown on opening');
          const next = panels.find((id) => id !== active)!;
          sheet.changeTab(next, 'primary'); // as a click
          const shown = () => activePanels(sheet.element).join() === next;
          assert.ok(await until(shown), `the ${next} panel shown, alone`);
          await sheet.close();
        });
      });
    },
    { displayName: 'Manifold: sheet tabs show the tab asked for' },
  );
}
