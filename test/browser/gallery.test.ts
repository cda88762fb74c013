/**
 * Loads every gallery page in headless Chromium: fails on a console error, a failed request
 * (e.g. a missing stylesheet) or a button without an accessible name, and writes a PNG per page
 * under artifacts/gallery/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { generateGallery, type GalleryPage } from '../gallery/generate';
import { launchChromium } from './chromium';
import { standInGeneration } from '../foundry-stand-in/generation';
import { accentTextContrast } from './contrast';

// The v14 project screenshots beside the v13 one, never over it (the README shows the v13 run).
const ARTIFACTS = path.resolve(
  __dirname,
  '..',
  '..',
  'artifacts',
  standInGeneration() === 14 ? 'gallery-v14' : 'gallery',
);
let browser: Browser;
let pages: GalleryPage[] = [];
/** GALLERY_PAGES=effect-editor,undo checks and screenshots only the pages whose name holds one of them (a quicker look). */
const only = process.env.GALLERY_PAGES;

beforeAll(async () => {
  // Each run renders into its own folder, so runs at the same time never read each other's pages.
  const all = await generateGallery(path.resolve(__dirname, '..', '..', '.gallery', `run-${process.pid}`));
  pages = only ? all.filter((p) => only.split(',').some((o) => p.name.includes(o))) : all;
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/** Runs `visit` over the pages with a few tabs at once (screenshots are I/O-bound). */
async function eachPage(list: GalleryPage[], visit: (p: GalleryPage) => Promise<void>, tabs = 4): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      while (next < list.length) await visit(list[next++]!);
    }),
  );
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

  it('loads every page without a console error or a failed request, and screenshots it', async () => {
    const problems: string[] = [];
    const context = await browser.newContext({ viewport: { width: 900, height: 2400 }, deviceScaleFactor: 1 });
    await eachPage(pages, async (p) => {
      const tab = await context.newPage();
      tab.on('console', (msg) => msg.type() === 'error' && problems.push(`${p.name}: console: ${msg.text()}`));
      tab.on('pageerror', (error) => problems.push(`${p.name}: ${error.message}`));
      tab.on('requestfailed', (request) => problems.push(`${p.name}: failed to load ${request.url()}`));
      await tab.goto(`file://${p.file}`);
      const unnamed = await tab.$$eval('button, [role="button"], a[data-action]', (els) =>
        els
          .filter((el) => !(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('title')))
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      for (const html of unnamed) problems.push(`${p.name}: control without a label: ${html}`);
      const target = (await tab.$('.application, #chat-log')) ?? tab;
      await target.screenshot({ path: path.join(ARTIFACTS, `${p.name}.png`) });
      await tab.close();
    });
    await context.close();
    expect(problems).toEqual([]);
    expect(pages.filter((p) => !fs.existsSync(path.join(ARTIFACTS, `${p.name}.png`)))).toEqual([]);
  }, 900_000);

  it.skipIf(only)(
    'item rows on every actor sheet are draggable, with labelled move-up and move-down buttons',
    async () => {
      const { registry } = await import('../../src/foundry/registry');
      const actorTypes = registry.all().flatMap((d) => Object.keys(d.Actor));
      const sheets = pages.filter(
        (p) => p.kind === 'sheet' && p.theme === 'light' && actorTypes.some((t) => p.name.startsWith(`${t}-sheet`)),
      );
      const problems: string[] = [];
      const withRows = new Set<string>();
      const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
      await eachPage(sheets, async (p) => {
        const tab = await context.newPage();
        await tab.goto(`file://${p.file}`);
        const rows = await tab.$$eval('[data-item-id]:not([data-effect-id])', (els) =>
          els.map((el) => ({
            html: el.outerHTML.slice(0, 80),
            draggable: (el as HTMLElement).draggable,
            up: el.querySelector('[data-action="moveItemUp"]')?.getAttribute('aria-label') ?? '',
            down: el.querySelector('[data-action="moveItemDown"]')?.getAttribute('aria-label') ?? '',
          })),
        );
        if (rows.length) withRows.add(p.ruleset);
        for (const row of rows) {
          if (!row.draggable) problems.push(`${p.name}: row not draggable: ${row.html}`);
          if (!/^Move .+ up$/.test(row.up) || !/^Move .+ down$/.test(row.down))
            problems.push(`${p.name}: row without labelled move buttons: ${row.html}`);
        }
        await tab.close();
      });
      await context.close();
      expect(problems).toEqual([]);
      expect([...withRows].sort()).toEqual(
        registry
          .all()
          .map((d) => d.id)
          .sort(),
      );
    },
    300_000,
  );

  it('text in a ruleset’s accent colour reads at 4.5:1 or better on its background, in both themes', async () => {
    const problems: string[] = [];
    const context = await browser.newContext({ viewport: { width: 900, height: 2400 } });
    await eachPage(
      pages.filter((p) => p.kind === 'sheet' || p.kind === 'card'),
      async (p) => {
        const tab = await context.newPage();
        await tab.goto(`file://${p.file}`);
        const low = await tab.evaluate(accentTextContrast);
        for (const l of low) problems.push(`${p.name}: ${l}`);
        await tab.close();
      },
    );
    await context.close();
    expect([...new Set(problems)]).toEqual([]);
  }, 900_000);

  it('reaches every control by Tab with a visible focus ring, and reads dice results as text', async () => {
    const problems: string[] = [];
    const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
    await eachPage(
      pages.filter((x) => x.theme === 'light'),
      async (p) => {
        const tab = await context.newPage();
        await tab.goto(`file://${p.file}`);
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
          if (!focused.ring) problems.push(`${p.name}: no visible focus on ${focused.html}`);
        }
        if (reached.size < focusables)
          problems.push(`${p.name}: Tab reached ${reached.size} of ${focusables} controls`);
        const silentDice = await tab.$$eval(
          '.manifold-die',
          (dice) => dice.filter((d) => !d.querySelector('.sr-only')?.textContent?.trim()).length,
        );
        if (silentDice) problems.push(`${p.name}: ${silentDice} dice without a text reading`);
        await tab.close();
      },
    );
    await context.close();
    expect([...new Set(problems)]).toEqual([]);
  }, 900_000);
});
