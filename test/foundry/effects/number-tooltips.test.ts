/**
 * The sheet's own numbers say where they come from: once an effect changes a number,
 * hovering or focusing it shows "base N · Effect +X = total" (Foundry's data-tooltip), the number
 * is a Tab stop and a screen reader reads the same text; a number no effect touches has no
 * tooltip. Each ruleset's figures are read off a twin actor without the effect, so a wrong base,
 * value or total fails here.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../boot';
import { registry } from '../../../src/foundry/registry';
import { ARMOR_TYPES } from '../../../src/rulesets/hitdice/rules';
import { showAllTabs } from '../sheet-tabs';

boot();

type Sheet = { render(o?: unknown): Promise<unknown>; element: HTMLElement };
interface Change {
  name: string;
  key: string;
  value: number;
}

async function sheetOf(
  type: string,
  changes: Change[],
  system: Record<string, unknown> = {},
  items: unknown[] = [],
): Promise<HTMLElement> {
  const actor = (await Actor.create({
    name: 'Tester',
    type,
    system,
    items,
    effects: changes.map((c) => ({ name: c.name, changes: [{ key: c.key, mode: 2, value: String(c.value) }] })),
  } as never)) as Actor.Implementation;
  const Sheet = registry.rulesetOfType(type)!.Actor[type]!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new Sheet({ document: actor });
  await sheet.render(true);
  await showAllTabs(sheet);
  return sheet.element;
}

const at = (root: HTMLElement, selector: string) => {
  const el = root.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
};
/** What the element shows: an input's value, else its text. */
const shown = (el: HTMLElement) => Number(el instanceof HTMLInputElement ? el.value : el.textContent!.trim());

/** The tooltip, and that keyboard and screen-reader users get the same text. */
function tooltipOf(root: HTMLElement, selector: string): string {
  const el = at(root, selector);
  const text = el.dataset.tooltipText ?? '';
  expect(el.matches('input, select, button') || el.getAttribute('tabindex') === '0', `${selector} is a Tab stop`).toBe(
    true,
  );
  const described = (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => root.querySelector(`[id="${id}"]`));
  expect(text.endsWith(described.at(-1)?.textContent ?? '∅'), `${selector} is described to a screen reader`).toBe(true);
  return text;
}

function untouched(root: HTMLElement, selector: string): void {
  const el = at(root, selector);
  expect(el.hasAttribute('aria-describedby'), `${selector} has no effect description`).toBe(false);
  expect(el.classList.contains('manifold-effect-changed')).toBe(false);
}

describe('tooltips on the numbers effects change', () => {
  beforeEach(() => standIn.reset());

  it('relic: attributes, Resistance and AC name the effect and its value; the input keeps the stored number', async () => {
    const system = { attributes: { dex: 2 } };
    const twin = await sheetOf('relic-seeker', [], system);
    const root = await sheetOf(
      'relic-seeker',
      [
        { name: 'Cat’s Grace', key: 'system.attributes.dex', value: 1 },
        { name: 'Ring of Warding', key: 'system.bonuses.ac', value: 1 },
        { name: 'Etched glyphs', key: 'system.bonuses.resistance', value: 1 },
      ],
      system,
    );
    const dex = 'input[name="system.attributes.dex"]';
    expect(shown(at(root, dex))).toBe(2);
    expect(tooltipOf(root, dex)).toBe('base 2 · Cat’s Grace +1 = 3');
    const res = shown(at(twin, 'input[name="system.resistance"]'));
    expect(tooltipOf(root, 'input[name="system.resistance"]')).toBe(`base ${res} · Etched glyphs +1 = ${res + 1}`);
    // AC keeps its own parts (base, DEX, armor…) and adds each effect after them: DEX +1 is in the DEX part.
    const ac = shown(at(twin, '.relic-vital.ac .vital-value'));
    expect(shown(at(root, '.relic-vital.ac .vital-value'))).toBe(ac + 2);
    expect(at(root, '.relic-vital.ac').dataset.tooltipText).toMatch(
      new RegExp(`DEX \\+3 · Ring of Warding \\+1 = ${ac + 2}$`),
    );
    untouched(twin, dex);
    untouched(twin, 'input[name="system.resistance"]');
  });

  it('hitdice: a skill’s bonus dice and the defense rolls name the effect', async () => {
    const twin = await sheetOf('hitdice-character', []);
    const root = await sheetOf('hitdice-character', [
      { name: 'Surgeon’s tools', key: 'system.bonuses.dice.medicine', value: 1 },
      { name: 'Ward', key: 'system.bonuses.defenseRolls', value: 1 },
    ]);
    expect(tooltipOf(root, '[data-effect-key="system.bonuses.dice.medicine"]')).toBe('Surgeon’s tools: bonus dice +1');
    const rolls = Number(at(twin, '[data-effect-key="system.bonuses.defenseRolls"]').dataset.effectTotal);
    expect(tooltipOf(root, '[data-effect-key="system.bonuses.defenseRolls"]')).toBe(
      `base ${rolls} · Ward +1 = ${rolls + 1}`,
    );
    untouched(twin, '[data-effect-key="system.bonuses.dice.medicine"]');
    // A worn armor's own effect: the armor layer's dice when whole.
    const mail = (effects: unknown[]) => [
      { name: 'Runed Mail', type: 'hitdice-armor', system: { kind: 'medium', equipped: true }, effects },
    ];
    const worn = await sheetOf('hitdice-character', [], {}, mail([]));
    const runed = await sheetOf(
      'hitdice-character',
      [],
      {},
      mail([{ name: 'Runes', changes: [{ key: 'system.bonuses.armorDice', mode: 2, value: '1' }] }]),
    );
    const armorLayer = '[data-effect-key="system.bonuses.armorDice"]';
    const whole = ARMOR_TYPES.medium.dice;
    expect(tooltipOf(runed, armorLayer)).toBe(`base ${whole} · Runes +1 = ${whole + 1}`);
    untouched(worn, armorLayer);
    untouched(root, '[data-effect-key="system.bonuses.dice.agility"]');
  });

  it('difference: Soak keeps its hint and adds the effect; a pool maximum shows the stored number', async () => {
    // Damage Reduction gives Soak a base of its own, so the bonus's tooltip must add onto it.
    const twin = await sheetOf('difference-character', [], { damageReduction: 2 });
    const root = await sheetOf(
      'difference-character',
      [
        { name: 'Sewn plates', key: 'system.bonuses.soak', value: 1 },
        { name: 'Vigor', key: 'system.vitality.max', value: 2 },
      ],
      { damageReduction: 2 },
    );
    const soak = shown(at(twin, '[data-effect-key="system.bonuses.soak"] strong'));
    const hint = at(twin, '[data-effect-key="system.bonuses.soak"]').dataset.tooltipText!;
    expect(hint).toBeTruthy();
    expect(soak).toBe(2);
    expect(shown(at(root, '[data-effect-key="system.bonuses.soak"] strong'))).toBe(soak + 1);
    expect(tooltipOf(root, '[data-effect-key="system.bonuses.soak"]')).toBe(
      `${hint} — base ${soak} · Sewn plates +1 = ${soak + 1}`,
    );
    // The Effects tab's numbers table reads Soak as the sheet shows it, the bonus added on.
    const soakRow = [...root.querySelectorAll('.manifold-effects-numbers tr')].find(
      (r) => r.querySelector('th')!.textContent === 'Soak',
    )!;
    expect(soakRow.getAttribute('data-tooltip-text')).toBe(`base ${soak} · Sewn plates +1 = ${soak + 1}`);
    const max = 'input[name="system.vitality.max"]';
    const vitality = shown(at(twin, max));
    expect(shown(at(root, max))).toBe(vitality);
    expect(tooltipOf(root, max)).toBe(`base ${vitality} · Vigor +2 = ${vitality + 2}`);
    untouched(twin, '[data-effect-key="system.bonuses.soak"]');
  });

  it('countdown: Armor, max HP and a stat name the effect; the stat input keeps the stored number', async () => {
    const twin = await sheetOf('countdown-character', []);
    const root = await sheetOf('countdown-character', [
      { name: 'Stitched wards', key: 'system.bonuses.armor', value: 1 },
      { name: 'Hardy', key: 'system.hp.max', value: 3 },
      { name: 'Bull’s strength', key: 'system.stats.vigor', value: 2 },
    ]);
    const armor = shown(at(twin, '.armor-value'));
    expect(tooltipOf(root, '.armor-value')).toBe(`base ${armor} · Stitched wards +1 = ${armor + 1}`);
    const hp = shown(at(twin, 'input[name="system.hp.max"]'));
    expect(tooltipOf(root, 'input[name="system.hp.max"]')).toBe(`base ${hp} · Hardy +3 = ${hp + 3}`);
    const vigor = 'input[name="system.stats.vigor"]';
    expect(shown(at(root, vigor))).toBe(shown(at(twin, vigor)));
    expect(tooltipOf(root, vigor)).toBe(
      `base ${shown(at(twin, vigor))} · Bull’s strength +2 = ${shown(at(twin, vigor)) + 2}`,
    );
    untouched(twin, '.armor-value');
  });

  it('cryture: Speed, a named stat and max Health name the effect; inputs keep the stored numbers', async () => {
    const system = { stats: { Might: 4 } };
    const twin = await sheetOf('cryture-trainer', [], system);
    const root = await sheetOf(
      'cryture-trainer',
      [
        { name: 'Tailwind', key: 'system.speed', value: 1 },
        { name: 'Hardened hide', key: 'system.health.max', value: 2 },
        { name: 'Bulk', key: 'system.stats.Might', value: 3 },
      ],
      system,
    );
    const speed = shown(at(twin, 'input[name="system.speed"]'));
    expect(tooltipOf(root, 'input[name="system.speed"]')).toBe(`base ${speed} · Tailwind +1 = ${speed + 1}`);
    const health = shown(at(twin, 'input[name="system.health.max"]'));
    expect(shown(at(root, 'input[name="system.health.max"]'))).toBe(health);
    expect(tooltipOf(root, 'input[name="system.health.max"]')).toBe(
      `base ${health} · Hardened hide +2 = ${health + 2}`,
    );
    expect(shown(at(root, 'input[name="system.stats.Might"]'))).toBe(4);
    expect(tooltipOf(root, 'input[name="system.stats.Might"]')).toBe('base 4 · Bulk +3 = 7');
    untouched(twin, 'input[name="system.speed"]');
  });
});
