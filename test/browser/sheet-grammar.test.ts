/**
 * One grammar on the five rulesets' character sheets, checked on each gallery character in
 * Chromium (every tab: the sheet renders all its panels):
 *
 * - every roll the actor has (`registry.rollablesOf`) has exactly one roll control on the sheet,
 *   `.manifold-roll[data-rollable=<key>]`, and every `[data-rollable]` is such a control, with an
 *   accessible label;
 * - an item row's controls come in one order: roll or use → toggle → edit → move → delete;
 * - "add" sits in a section's header, never at the foot of a list;
 * - every section heading of the sheet's own tabs is the one title (its class, its size, no
 *   capitals forced on it); the Notes and Effects tabs are shared and are left to their own tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { page, windowFrame, writeStaticFiles } from '../gallery/page';
import type { GallerySamples, SampleDocument } from '../gallery/samples';

/** The character sheets (NPC statblocks have their own grammar). */
const CHARACTER_TYPES: Record<string, string[]> = {
  relic: ['relic-seeker'],
  hitdice: ['hitdice-character'],
  difference: ['difference-character'],
  countdown: ['countdown-character'],
  cryture: ['cryture-trainer', 'cryture-cryture'],
};

const SAMPLES: Record<string, () => Promise<{ samples: GallerySamples }>> = {
  relic: () => import('../relic/samples'),
  hitdice: () => import('../hitdice/samples'),
  difference: () => import('../difference/samples'),
  countdown: () => import('../countdown/samples'),
  cryture: () => import('../cryture/samples'),
};

/** The place of a row control in the one order; controls outside it (e.g. a row's own link) are not ranked. */
const RANKED = `
  const rankOf = (el) => {
    const action = el.dataset.action ?? '';
    if (action === 'roll' || /^use[A-Z]/.test(action)) return 0;
    if (/^toggle[A-Z]/.test(action)) return 1;
    if (action === 'editItem') return 2;
    if (action === 'moveItemUp' || action === 'moveItemDown') return 3;
    if (action === 'deleteItem') return 4;
    return -1;
  };`;

interface Rendered {
  name: string;
  ruleset: string;
  keys: string[];
  file: string;
}

const OUT = path.resolve(__dirname, '..', '..', '.gallery', `sheet-grammar-${process.pid}`);
let browser: Browser;
const rendered: Rendered[] = [];

beforeAll(async () => {
  await import('../foundry/boot').then(({ boot }) => boot());
  const { registry } = await import('../../src/foundry/registry');
  fs.rmSync(OUT, { recursive: true, force: true });
  writeStaticFiles(OUT);
  for (const [ruleset, types] of Object.entries(CHARACTER_TYPES)) {
    const { samples } = await SAMPLES[ruleset]!();
    const seen = new Set<string>();
    const characters = (samples.actors ?? []).filter(
      (a: SampleDocument) => types.includes(a.type) && !seen.has(a.name) && seen.add(a.name),
    );
    for (const sample of characters) {
      standIn.reset();
      const { tab: _tab, ...data } = sample;
      const actor = (await Actor.create(structuredClone(data) as never)) as Actor.Implementation;
      const Sheet = registry.rulesetOfType(actor.type)!.Actor[actor.type]!.sheet as unknown as new (o: unknown) => {
        render(o: unknown): Promise<unknown>;
        element: HTMLElement;
      };
      const sheet = new Sheet({ document: actor });
      await sheet.render({ force: true });
      const file = path.join(OUT, `${actor.type}-${characters.indexOf(sample)}.html`);
      const body = windowFrame(sample.name, 'light', sheet.element.className, ruleset, sheet.element.innerHTML, 720);
      fs.writeFileSync(file, page(sample.name, 'light', body));
      rendered.push({
        name: `${ruleset}: ${sample.name}`,
        ruleset,
        keys: registry.rollablesOf(actor).map((r) => r.key),
        file,
      });
    }
  }
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  fs.rmSync(OUT, { recursive: true, force: true });
});

interface Seen {
  /** `data-rollable` of every `.manifold-roll` control. */
  controls: string[];
  /** `[data-rollable]` elements that are not `.manifold-roll` buttons (their outer HTML's start). */
  strays: string[];
  /** Roll controls without an accessible name. */
  unlabelled: string[];
  /** Item rows whose controls leave the one order: the row's name and its controls' actions. */
  disordered: string[];
  /** "Add" buttons outside a section header. */
  looseAdds: string[];
  /** Section headings without the title class or with forced capitals: their text. */
  offHeadings: string[];
  /** The font sizes of the section titles. */
  titleSizes: string[];
}

async function look(file: string): Promise<Seen> {
  const tab = await browser.newPage();
  try {
    await tab.goto(`file://${file}`);
    return await tab.evaluate(`(() => {
      ${RANKED}
      const sheet = document.querySelector('.application');
      const start = (el) => el.outerHTML.slice(0, 160);
      const controls = [...sheet.querySelectorAll('.manifold-roll[data-rollable]')].map((b) => b.dataset.rollable);
      const strays = [...sheet.querySelectorAll('[data-rollable]')]
        .filter((el) => !(el.matches('button.manifold-roll')))
        .map(start);
      const unlabelled = [...sheet.querySelectorAll('.manifold-roll')]
        .filter((b) => !(b.getAttribute('aria-label') || b.textContent.trim()))
        .map(start);
      const disordered = [];
      for (const row of sheet.querySelectorAll('[data-item-id]')) {
        const own = [...row.querySelectorAll('button, a[data-action]')].filter(
          (c) => c.closest('[data-item-id]') === row && rankOf(c) >= 0,
        );
        const ranks = own.map(rankOf);
        if (ranks.some((r, i) => i > 0 && r < ranks[i - 1]))
          disordered.push(row.dataset.itemId + ': ' + own.map((c) => c.dataset.action).join(' → '));
      }
      const looseAdds = [...sheet.querySelectorAll('[data-action="createItem"]')]
        .filter((b) => !b.closest('header'))
        .map(start);
      const headings = [...sheet.querySelectorAll('.tab h2')].filter(
        (h) => !h.closest('[data-tab="notes"], [data-tab="effects"]'),
      );
      const offHeadings = headings
        .filter((h) => !h.classList.contains('manifold-section-title') || getComputedStyle(h).textTransform !== 'none')
        .map((h) => h.textContent.trim());
      const titleSizes = headings.map((h) => getComputedStyle(h).fontSize);
      return { controls, strays, unlabelled, disordered, looseAdds, offHeadings, titleSizes };
    })()`);
  } finally {
    await tab.close();
  }
}

describe('one grammar on every character sheet', () => {
  it('renders a character of each ruleset', () => {
    expect(new Set(rendered.map((r) => r.ruleset))).toEqual(new Set(Object.keys(CHARACTER_TYPES)));
  });

  it('gives every roll the actor has exactly one roll control, and nothing else a rollable key', async () => {
    const problems: string[] = [];
    for (const r of rendered) {
      const seen = await look(r.file);
      for (const key of r.keys) {
        const count = seen.controls.filter((c) => c === key).length;
        if (count !== 1) problems.push(`${r.name}: ${count} roll controls for ${key}`);
      }
      for (const key of new Set(seen.controls))
        if (!r.keys.includes(key)) problems.push(`${r.name}: a roll control for ${key}, which the actor cannot roll`);
      for (const html of seen.strays) problems.push(`${r.name}: a rollable that is not the roll control: ${html}`);
      for (const html of seen.unlabelled) problems.push(`${r.name}: a roll control without a label: ${html}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('orders every item row as roll or use, toggle, edit, move, delete, and adds from the section header', async () => {
    const problems: string[] = [];
    for (const r of rendered) {
      const seen = await look(r.file);
      for (const row of seen.disordered) problems.push(`${r.name}: row ${row}`);
      for (const html of seen.looseAdds) problems.push(`${r.name}: "add" outside a section header: ${html}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('titles every section of every character sheet alike', async () => {
    const problems: string[] = [];
    const sizes = new Set<string>();
    for (const r of rendered) {
      const seen = await look(r.file);
      for (const text of seen.offHeadings) problems.push(`${r.name}: the heading "${text}" is not the section title`);
      for (const size of seen.titleSizes) sizes.add(size);
    }
    expect(problems).toEqual([]);
    expect([...sizes]).toHaveLength(1);
  }, 120_000);
});
