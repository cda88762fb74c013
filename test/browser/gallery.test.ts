/**
 * Loads every gallery page in headless Chromium once: fails on a console error, a failed request
 * (e.g. a missing stylesheet) or a button without an accessible name, and writes a PNG per page
 * under artifacts/gallery/. Contrast and keyboard traversal are checked once per template and
 * theme. The gallery plays Foundry v14 (the browser project's generation).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generateGallery, type GalleryPage } from '../gallery/generate';
import { launchChromium } from './chromium';
import { accentTextContrast } from './contrast';
import { SIDE_BY_SIDE_PAGE } from '../gallery/side-by-side';

const ARTIFACTS = path.resolve(__dirname, '..', '..', 'artifacts', 'gallery');
let browser: Browser;
let pages: GalleryPage[] = [];
/** GALLERY_PAGES=effect-editor,undo checks and screenshots only the pages whose name holds one of them (a quicker look). */
const only = process.env.GALLERY_PAGES;

/** What one visit to a page found, read by the tests below. */
interface Visit {
  /** Console errors, page errors, failed requests and unlabelled controls. */
  problems: string[];
  /** Item rows on an actor sheet (light theme): draggable, with labelled move buttons. */
  rows: { html: string; draggable: boolean; up: string; down: string }[];
  /** Accent-coloured text below its contrast ratio (one page per template and theme). */
  lowContrast: string[] | null;
  /** Controls Tab does not reach or reaches without a focus ring, dice without a text reading (likewise). */
  keyboard: string[] | null;
}
const visits = new Map<string, Visit>();

/**
 * The page whose markup stands for its template in a theme: the largest (the most of the template
 * filled in). Contrast and keyboard checks are about a template's markup and styles, not its data.
 */
function representatives(list: GalleryPage[]): Set<GalleryPage> {
  const best = new Map<string, GalleryPage>();
  const size = (p: GalleryPage) => fs.statSync(p.file).size;
  for (const p of list) {
    const key = `${p.template}|${p.theme}`;
    const held = best.get(key);
    if (!held || size(p) > size(held)) best.set(key, p);
  }
  return new Set(best.values());
}

beforeAll(async () => {
  // Each run renders into its own folder, so runs at the same time never read each other's pages.
  const all = await generateGallery(path.resolve(__dirname, '..', '..', '.gallery', `run-${process.pid}`));
  pages = only ? all.filter((p) => only.split(',').some((o) => p.name.includes(o))) : all;
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchChromium();
  const checked = representatives(pages);
  const { registry } = await import('../../src/foundry/registry');
  const actorTypes = registry.all().flatMap((d) => Object.keys(d.Actor));
  const context = await browser.newContext({ viewport: { width: 900, height: 2400 }, deviceScaleFactor: 1 });
  // Every page is loaded once; a few tabs at once, each reused for the next page.
  const queue = [...pages];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      const tab = await context.newPage();
      let current: Visit | undefined;
      let name = '';
      tab.on('console', (msg) => msg.type() === 'error' && current?.problems.push(`${name}: console: ${msg.text()}`));
      tab.on('pageerror', (error) => current?.problems.push(`${name}: ${error.message}`));
      tab.on('requestfailed', (request) => current?.problems.push(`${name}: failed to load ${request.url()}`));
      for (let p = queue.shift(); p; p = queue.shift()) {
        name = p.name;
        current = { problems: [], rows: [], lowContrast: null, keyboard: null };
        visits.set(p.name, current);
        await tab.goto(`file://${p.file}`);
        current.problems.push(
          ...(await unlabelledControls(tab)).map((html) => `${p.name}: control without a label: ${html}`),
          ...(await chartsWithoutLegend(tab)).map((html) => `${p.name}: odds chart without a colour key: ${html}`),
          ...(await tabPanelsShown(tab)).map((tabs) => `${p.name}: more than one tab panel shown: ${tabs}`),
        );
        // The side-by-side page is its whole grid of windows; every other page its one window or chat log.
        const target = (await tab.$('.gallery-side-by-side, .application, #chat-log')) ?? tab;
        await target.screenshot({ path: path.join(ARTIFACTS, `${p.name}.png`) });
        if (p.kind === 'sheet' && p.theme === 'light' && actorTypes.some((t) => p.name.startsWith(`${t}-sheet`)))
          current.rows = await itemRows(tab);
        if (checked.has(p)) {
          if (p.kind === 'sheet' || p.kind === 'card') current.lowContrast = await tab.evaluate(accentTextContrast);
          current.keyboard = await keyboardProblems(tab);
        }
      }
      await tab.close();
    }),
  );
  await context.close();
  await smallSideBySide(pages.filter((p) => p.name.startsWith(SIDE_BY_SIDE_PAGE)));
}, 900_000);

/**
 * The side-by-side page at half its size as well (`<page>.small.png`), the README's picture:
 * drawn by Chromium at a device scale of one half, so the file stays small.
 */
async function smallSideBySide(list: GalleryPage[]): Promise<void> {
  if (!list.length) return;
  const context = await browser.newContext({ viewport: { width: 900, height: 2400 }, deviceScaleFactor: 0.5 });
  const tab = await context.newPage();
  for (const p of list) {
    await tab.goto(`file://${p.file}`);
    await tab.evaluate(() => document.fonts.ready);
    await (await tab.$('.gallery-side-by-side'))!.screenshot({ path: path.join(ARTIFACTS, `${p.name}.small.png`) });
  }
  await context.close();
}

afterAll(async () => {
  await browser?.close();
});

/** Buttons and button-like controls with no accessible name. */
function unlabelledControls(tab: Page): Promise<string[]> {
  return tab.$$eval('button, [role="button"], a[data-action]', (els) =>
    els
      .filter((el) => !(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('title')))
      .map((el) => el.outerHTML.slice(0, 80)),
  );
}

/** Each window whose sheet shows more than one of its tab panels at once (a panel's own display rule beating the hiding). */
function tabPanelsShown(tab: Page): Promise<string[]> {
  return tab.$$eval('.application', (windows) =>
    windows
      .map((w) =>
        [...w.querySelectorAll<HTMLElement>('.tab[data-group="primary"]')]
          .filter((panel) => panel.getClientRects().length > 0)
          .map((panel) => panel.dataset.tab ?? ''),
      )
      .filter((shown) => shown.length > 1)
      .map((shown) => shown.join(', ')),
  );
}

/** Odds charts whose colour key is missing, or leaves out a colour one of its bars uses. */
function chartsWithoutLegend(tab: Page): Promise<string[]> {
  return tab.$$eval('.manifold-odds', (charts) =>
    charts
      .filter((chart) => {
        const tones = (sel: string) =>
          new Set(
            [...chart.querySelectorAll(sel)].flatMap((el) => [...el.classList].filter((c) => c.startsWith('tone-'))),
          );
        const keyed = [...chart.querySelectorAll('.odds-legend li')].filter((li) => li.textContent?.trim());
        const legend = tones('.odds-legend li');
        return !keyed.length || [...tones('.odds-bar')].some((t) => !legend.has(t));
      })
      .map((chart) => chart.outerHTML.slice(0, 80)),
  );
}

/** An actor sheet's item rows: draggable, and their move-up and move-down buttons' labels. */
function itemRows(tab: Page): Promise<Visit['rows']> {
  return tab.$$eval('[data-item-id]:not([data-effect-id])', (els) =>
    els.map((el) => ({
      html: el.outerHTML.slice(0, 80),
      draggable: (el as HTMLElement).draggable,
      up: el.querySelector('[data-action="moveItemUp"]')?.getAttribute('aria-label') ?? '',
      down: el.querySelector('[data-action="moveItemDown"]')?.getAttribute('aria-label') ?? '',
    })),
  );
}

/** Tabs through the page: every control reached, each with a visible focus ring; dice read as text. */
async function keyboardProblems(tab: Page): Promise<string[]> {
  const problems: string[] = [];
  // A radio group is one Tab stop (arrow keys move inside it), as browsers and ARIA expect.
  const focusables = await tab.$$eval(
    'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea, a[href], [tabindex]:not([tabindex="-1"])',
    (all) => {
      // Controls in a tab that is not shown (display: none) are not Tab stops until it is.
      const els = all.filter((e) => (e as HTMLElement).getClientRects().length > 0);
      const radioGroups = new Set(
        els.filter((e) => (e as HTMLInputElement).type === 'radio').map((e) => (e as HTMLInputElement).name),
      );
      return els.filter((e) => (e as HTMLInputElement).type !== 'radio').length + radioGroups.size;
    },
  );
  const reached = new Set<string>();
  for (let i = 0; i < focusables + 1; i++) {
    await tab.keyboard.press('Tab');
    const focused = await tab.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const index = [...document.querySelectorAll('*')].indexOf(el);
      return { key: `${el.tagName}#${index}`, ring, html: el.outerHTML.slice(0, 80) };
    });
    if (!focused) continue;
    reached.add(focused.key);
    if (!focused.ring) problems.push(`no visible focus on ${focused.html}`);
  }
  if (reached.size < focusables) problems.push(`Tab reached ${reached.size} of ${focusables} controls`);
  const silentDice = await tab.$$eval(
    '.manifold-die',
    (dice) => dice.filter((d) => !d.querySelector('.sr-only')?.textContent?.trim()).length,
  );
  if (silentDice) problems.push(`${silentDice} dice without a text reading`);
  return problems;
}

describe('gallery in Chromium', () => {
  it.skipIf(only)('renders a page for every ruleset’s main sheet, in both themes', async () => {
    const { registry } = await import('../../src/foundry/registry');
    for (const d of registry.all()) {
      for (const theme of ['light', 'dark']) {
        expect(
          pages.some((p) => p.name === `${d.primaryActorType}-sheet.${theme}`),
          `${d.primaryActorType} ${theme}`,
        ).toBe(true);
      }
    }
  });

  it('loads every page without a console error or a failed request, and screenshots it', () => {
    expect(pages.flatMap((p) => visits.get(p.name)?.problems ?? [`${p.name}: not visited`])).toEqual([]);
    expect(pages.filter((p) => !fs.existsSync(path.join(ARTIFACTS, `${p.name}.png`)))).toEqual([]);
  });

  it.skipIf(only)(
    'item rows on every actor sheet are draggable, with labelled move-up and move-down buttons',
    async () => {
      const { registry } = await import('../../src/foundry/registry');
      const problems: string[] = [];
      const withRows = new Set<string>();
      for (const p of pages) {
        const rows = visits.get(p.name)?.rows ?? [];
        if (rows.length) withRows.add(p.ruleset);
        for (const row of rows) {
          if (!row.draggable) problems.push(`${p.name}: row not draggable: ${row.html}`);
          if (!/^Move .+ up$/.test(row.up) || !/^Move .+ down$/.test(row.down))
            problems.push(`${p.name}: row without labelled move buttons: ${row.html}`);
        }
      }
      expect(problems).toEqual([]);
      expect([...withRows].sort()).toEqual(
        registry
          .all()
          .map((d) => d.id)
          .sort(),
      );
    },
  );

  it('text in a ruleset’s accent colour reads at 4.5:1 or better on its background, in both themes', () => {
    const checked = pages.filter((p) => visits.get(p.name)?.lowContrast);
    // Every sheet and card template is checked in both themes.
    const templates = (list: GalleryPage[]) => new Set(list.map((p) => `${p.template}|${p.theme}`));
    expect(templates(checked)).toEqual(templates(pages.filter((p) => p.kind === 'sheet' || p.kind === 'card')));
    expect([
      ...new Set(checked.flatMap((p) => visits.get(p.name)!.lowContrast!.map((l) => `${p.name}: ${l}`))),
    ]).toEqual([]);
  });

  it('reaches every control by Tab with a visible focus ring, and reads dice results as text', () => {
    const checked = pages.filter((p) => visits.get(p.name)?.keyboard);
    expect(new Set(checked.map((p) => `${p.template}|${p.theme}`)).size).toBe(
      new Set(pages.map((p) => `${p.template}|${p.theme}`)).size,
    );
    expect(checked.flatMap((p) => visits.get(p.name)!.keyboard!.map((l) => `${p.name}: ${l}`))).toEqual([]);
  });
});
