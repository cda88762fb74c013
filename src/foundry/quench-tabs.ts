/**
 * Quench batch, on a real Foundry: an actor sheet opens with its active tab's
 * panel only, and a tab's panel renders the first time it is shown (`changeTab`, as a click on
 * the tab does), active, with the panel shown before it hidden (src/foundry/sheets/lazy-tabs.ts).
 * What it proves here is that Foundry's own render pipeline appends a part rendered later and
 * keeps the parts it did not render.
 */
import { forEachActorType, madeInBatch, until } from './quench-helpers';
import { tabPanels } from './sheets/lazy-tabs';
import type { RulesetRegistry } from './registry';
import type { Quench } from './quench';

/** The ids of a sheet class's tab panels in its `primary` group. */
function panelsOf(sheet: object): string[] {
  const { PARTS = {}, TABS = {} } = sheet.constructor as {
    PARTS?: Record<string, unknown>;
    TABS?: Record<string, { tabs: { id: string }[] }>;
  };
  return [...tabPanels(PARTS, TABS)].filter(([, group]) => group === 'primary').map(([id]) => id);
}

const panelsIn = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('.tab[data-group="primary"]')].map((s) => s.dataset.tab);

export function registerLazyTabsBatch(quench: Quench, registry: RulesetRegistry): void {
  quench.registerBatch(
    'manifold.lazyTabs',
    ({ describe, it, after, assert }) => {
      const made = madeInBatch(after);
      forEachActorType(registry, describe, (type) => {
        it(`a ${type} sheet renders a tab's panel when it is first shown`, async () => {
          const actor = (await Actor.create({ name: `Quench tabs ${type}`, type }))!;
          made.push(actor);
          const sheet = actor.sheet;
          // Our sheets are ApplicationV2 (never a FormApplication with a jQuery element).
          if (!(sheet instanceof foundry.applications.api.ApplicationV2)) throw new Error('not an ApplicationV2 sheet');
          const panels = panelsOf(sheet);
          if (panels.length < 2) return; // one page (a relic adversary): nothing to defer
          await sheet.render(true);
          const active = sheet.tabGroups.primary ?? panels[0]!;
          assert.deepEqual(panelsIn(sheet.element), [active], 'only the active tab’s panel on opening');
          const next = panels.find((id) => id !== active)!;
          sheet.changeTab(next, 'primary'); // as a click: the panel's render is not awaited
          const shown = () => Boolean(sheet.element.querySelector(`.tab[data-tab="${next}"].active`));
          assert.ok(await until(shown), `the ${next} panel rendered, active`);
          const first = sheet.element.querySelector(`.tab[data-tab="${active}"]`);
          assert.ok(first && !first.classList.contains('active'), `the ${active} panel kept, hidden`);
          await sheet.close();
        });
      });
    },
    { displayName: 'Manifold: sheet tabs render when first shown' },
  );
}
