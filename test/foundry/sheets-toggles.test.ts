/**
 * Every item toggle on a character sheet reads as its state when on ("Worn") and as the action
 * that turns it on when off ("Wear"), never the same word in both states; `aria-pressed` carries
 * the state. Each ruleset's sheet is opened with every toggleable item kind twice, once on and
 * once off, and every pressed/unpressed button of the same action is compared.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { registry } from '../../src/foundry/registry';
import type { RulesetId } from '../../src/foundry/ruleset';

boot();

type Sheet = { element: HTMLElement; render(options?: unknown): Promise<unknown> };
type SheetClass = new (o: unknown) => Sheet;

/** Each ruleset's toggleable item kinds: the item type and the field its toggle flips. */
const TOGGLED: Partial<Record<RulesetId, { type: string; field: string }[]>> = {
  relic: [
    { type: 'relic-armor', field: 'equipped' },
    { type: 'relic-shield', field: 'equipped' },
  ],
  hitdice: [{ type: 'hitdice-armor', field: 'equipped' }],
  difference: [
    { type: 'difference-armor', field: 'equipped' },
    { type: 'difference-equipment', field: 'held' },
  ],
  countdown: [
    { type: 'countdown-weapon', field: 'equipped' },
    { type: 'countdown-armor', field: 'worn' },
    { type: 'countdown-shield', field: 'equipped' },
  ],
};

/** The sheet's item toggles, as [action and field, pressed, text]. */
function itemToggles(sheet: Sheet) {
  return [...sheet.element.querySelectorAll<HTMLButtonElement>('[data-item-id] button[aria-pressed]')].map((b) => ({
    key: [b.dataset.action, b.dataset.flag ?? b.dataset.field ?? ''].join(':'),
    pressed: b.getAttribute('aria-pressed') === 'true',
    text: b.textContent!.replace(/\s+/g, ' ').trim(),
  }));
}

describe('item toggles', () => {
  beforeEach(() => standIn.reset());

  for (const [ruleset, kinds] of Object.entries(TOGGLED) as [RulesetId, { type: string; field: string }[]][]) {
    it(`${ruleset}: a toggle's text differs between its two states`, async () => {
      boot({ ruleset });
      const type = registry.get(ruleset).primaryActorType;
      const items = kinds.flatMap(({ type, field }, i) => [
        { name: `On ${i}`, type, system: { [field]: true } },
        { name: `Off ${i}`, type, system: { [field]: false } },
      ]);
      const actor = await Actor.create({ name: 'Tester', type, items } as never);
      const Sheet = registry.get(ruleset).Actor[type]!.sheet as unknown as SheetClass;
      const sheet = new Sheet({ document: actor });
      await sheet.render(true);

      const toggles = itemToggles(sheet);
      const byKey = new Map<string, typeof toggles>();
      for (const t of toggles) byKey.set(t.key, [...(byKey.get(t.key) ?? []), t]);
      expect(toggles.length).toBeGreaterThanOrEqual(kinds.length * 2);
      for (const [key, group] of byKey) {
        const on = new Set(group.filter((t) => t.pressed).map((t) => t.text));
        const off = new Set(group.filter((t) => !t.pressed).map((t) => t.text));
        expect(on.size, `${key} shown on`).toBeGreaterThan(0);
        expect(off.size, `${key} shown off`).toBeGreaterThan(0);
        for (const text of on) expect(off.has(text), `${key} reads "${text}" in both states`).toBe(false);
        for (const text of [...on, ...off]) expect(text).not.toBe('');
      }
    });
  }
});
