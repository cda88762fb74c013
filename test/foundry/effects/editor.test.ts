/** The effect editor: the ruleset's keys offered as a list, each change's problem said beside it, free keys explained. */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../boot';
import { decorateEffectEditor, editorKeys, keySelect } from '../../../src/foundry/effects/editor';
import { registry } from '../../../src/foundry/registry';
import { rulesetOfEffect } from '../../../src/foundry/effects/ruleset-of';
import { generation } from '../../../src/foundry/compat';

boot();

/** The change rows of Foundry v13's ActiveEffectConfig (inputs named changes.N.key / .value, holding the stored change). */
function editorHtml(changes: { key: string; value: string }[]): HTMLElement {
  const html = document.createElement('form');
  html.innerHTML = `<section data-tab="changes"><ol>${changes
    .map(
      (c, i) =>
        `<li><input name="changes.${i}.key" value="${c.key}"><input name="changes.${i}.value" value="${c.value}"></li>`,
    )
    .join('')}</ol></section>`;
  return html;
}

describe('effect editor', () => {
  beforeEach(() => standIn.reset());

  it('offers the ruleset’s keys with labels and bounds, and says why a change would be ignored', async () => {
    const actor = (await Actor.create({
      name: 'Oren',
      type: 'relic-seeker',
      effects: [
        {
          name: 'Mixed',
          changes: [
            { key: 'system.bonuses.ac', mode: 2, value: '1' },
            { key: 'system.bonuses.acc', mode: 2, value: '1' },
            { key: 'system.bonuses.resistance', mode: 2, value: 'lots' },
            { key: 'system.hp.max', mode: 2, value: '2' },
          ],
        },
      ],
    } as never)) as Actor.Implementation;
    const effect = [...actor.effects][0]!;
    const html = editorHtml(effect.changes);
    decorateEffectEditor(html, effect as never, rulesetOfEffect(effect as never));
    const list = html.querySelector('datalist')!;
    const options = [...list.querySelectorAll('option')].map((o) => [o.value, o.textContent]);
    // Bounds are the field's own: a bonus may take AC down as well as up.
    expect(options).toContainEqual(['system.bonuses.ac', 'Defense: Armor Class (AC) (−40…40)']);
    expect(options).toContainEqual(['system.attributes.dex', 'Attributes: DEX (−1…4)']);
    // A key that reads as words gives its bounds in words (countdown's advantage is no bonus of one).
    const countdownKeys = editorKeys(registry.get('countdown'));
    const picker = keySelect(countdownKeys, document.createElement('input'));
    const stealth = [...picker.querySelectorAll('option')].find((o) => o.value === 'system.bonuses.advantage.stealth')!;
    expect(stealth.textContent).toBe('Stealth (disadvantage…advantage)');
    expect(html.querySelector('input[name="changes.0.key"]')!.getAttribute('list')).toBe(list.id);
    const problems = [...html.querySelectorAll('li')].map(
      (li) => li.querySelector('.manifold-effect-problem')?.textContent ?? '',
    );
    expect(problems[0]).toBe('');
    expect(problems[1]).toContain('Unknown key');
    expect(problems[2]).toBe('The value is not a number.');
    expect(problems[3]).toBe('');
    expect(html.querySelector('details.manifold-effect-advanced summary')!.textContent).toBe('Advanced: any data path');

    // Each key is picked from a list: a listed key is selected and its text box hidden; a key typed
    // by hand (a typo, a free system path) shows "Other key" with its text box.
    const rows = [...html.querySelectorAll('li')].map((li) => ({
      select: li.querySelector<HTMLSelectElement>('select.manifold-effect-key')!,
      input: li.querySelector<HTMLInputElement>('input[name$=".key"]')!,
    }));
    expect(rows.map((r) => r.select.value)).toEqual(['system.bonuses.ac', '', 'system.bonuses.resistance', '']);
    expect(rows.map((r) => r.input.hidden)).toEqual([true, false, true, false]);
    expect(rows[0]!.select.getAttribute('aria-label')).toBeTruthy();
    expect([...rows[0]!.select.querySelectorAll('optgroup')].length).toBeGreaterThan(0);
    // Picking a key writes it into the form's field; "Other key" opens the box.
    rows[1]!.select.value = 'system.bonuses.ac';
    rows[1]!.select.dispatchEvent(new Event('change'));
    expect(rows[1]!.input.value).toBe('system.bonuses.ac');
    expect(rows[1]!.input.hidden).toBe(true);
    rows[0]!.select.value = '';
    rows[0]!.select.dispatchEvent(new Event('change'));
    expect(rows[0]!.input.hidden).toBe(false);
    // Decorating twice (Foundry re-renders) adds no second list.
    decorateEffectEditor(html, effect as never, rulesetOfEffect(effect as never));
    expect(html.querySelectorAll('li:first-child select.manifold-effect-key')).toHaveLength(1);
  });
});

describe('effect editor in Foundry’s ActiveEffectConfig', () => {
  beforeEach(() => standIn.reset());

  it('renderActiveEffectConfig decorates the changes tab: a key picker per row, the mode and value left as core has them', async () => {
    const item = (await Item.create({
      name: 'Warded shield',
      type: 'relic-shield',
      effects: [{ name: 'Ward', changes: [{ key: 'system.bonuses.ac', mode: 2, value: '1' }] }],
    } as never)) as Item.Implementation;
    const effect = [...item.effects][0]!;
    const Config = (
      foundry.applications.sheets as unknown as {
        ActiveEffectConfig: new (o: unknown) => { render(o: unknown): Promise<unknown>; element: HTMLElement };
      }
    ).ActiveEffectConfig;
    const sheet = new Config({ document: effect });
    await sheet.render({ force: true });
    const prefix = generation() >= 14 ? 'system.changes' : 'changes';
    const row = sheet.element.querySelector('ol[data-changes] > li[data-index="0"]')!;
    const key = row.querySelector<HTMLInputElement>(`input[name="${prefix}.0.key"]`)!;
    expect(key.value).toBe('system.bonuses.ac');
    const mode = generation() >= 14 ? 'type' : 'mode'; // v14: a string type in place of the numeric mode
    expect(
      row.querySelector<HTMLSelectElement>(`select[name="${prefix}.0.${mode}"]`)!.selectedOptions[0]!.textContent,
    ).toBe('Add');
    expect(row.querySelector<HTMLInputElement>(`input[name="${prefix}.0.value"]`)!.value).toBe('1');
    // Manifold's hook ran: the key is picked from the ruleset's list and its text box hidden.
    const picker = row.querySelector<HTMLSelectElement>('select.manifold-effect-key')!;
    expect(picker.value).toBe('system.bonuses.ac');
    expect(key.hidden).toBe(true);
    expect(sheet.element.querySelector('details.manifold-effect-advanced')).not.toBeNull();
  });

  it('the Advanced fold lands in the changes tab, not in the tab bar that names it first', async () => {
    const item = (await Item.create({
      name: 'Warded shield',
      type: 'relic-shield',
      effects: [{ name: 'Ward', changes: [{ key: 'system.bonuses.ac', mode: 2, value: '1' }] }],
    } as never)) as Item.Implementation;
    const Config = (
      foundry.applications.sheets as unknown as {
        ActiveEffectConfig: new (o: unknown) => { render(o: unknown): Promise<unknown>; element: HTMLElement };
      }
    ).ActiveEffectConfig;
    const sheet = new Config({ document: [...item.effects][0]! });
    await sheet.render({ force: true });
    // Core's parts: the navigation's changes link comes before the changes tab itself.
    const link = sheet.element.querySelector('nav.tabs [data-tab="changes"][data-group="sheet"]')!;
    const tab = sheet.element.querySelector('section.tab[data-tab="changes"]')!;
    expect(link.compareDocumentPosition(tab) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const folds = sheet.element.querySelectorAll('details.manifold-effect-advanced');
    expect(folds).toHaveLength(1);
    expect(folds[0]!.parentElement).toBe(tab);
    expect(link.querySelector('details')).toBeNull();
    // A second render (core re-renders on every change) keeps one fold, in the tab.
    await sheet.render({});
    expect(sheet.element.querySelectorAll('details.manifold-effect-advanced')).toHaveLength(1);
    expect(
      sheet.element.querySelector('details.manifold-effect-advanced')!.closest('section.tab')!.getAttribute('data-tab'),
    ).toBe('changes');
  });
});
