/**
 * Every chat card of the gallery in headless Chromium, in both themes, at the chat log's width:
 * no text squeezed to one word per line (a long value goes under its label, a button's label
 * wraps as a phrase), nothing drawn outside its box or its card, nothing clipped without its whole
 * text in a tooltip. And every actor sheet, at its own width, shows its actor's name whole.
 * GALLERY_PAGES narrows it to the pages whose name holds one of its parts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { generateGallery, type GalleryPage } from '../gallery/generate';
import { launchChromium } from './chromium';
import { textFitProblems } from './text-fit';

const OUT = path.resolve(__dirname, '..', '..', '.gallery', `cards-${process.pid}`);
let browser: Browser;
let cards: GalleryPage[] = [];
let sheets: GalleryPage[] = [];
const only = process.env.GALLERY_PAGES;

beforeAll(async () => {
  const all = await generateGallery(OUT);
  const chosen = all.filter((p) => !only || only.split(',').some((o) => p.name.includes(o)));
  cards = chosen.filter((p) => p.kind === 'card');
  sheets = chosen.filter((p) => p.kind === 'sheet');
  browser = await launchChromium();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  fs.rmSync(OUT, { recursive: true, force: true });
});

describe('text that fits its place, in Chromium', () => {
  it('on every chat card: no word alone on a line, nothing overflowing or clipped', async () => {
    expect(cards.length).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: { width: 900, height: 2400 }, deviceScaleFactor: 1 });
    const problems: string[] = [];
    const queue = [...cards];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        const tab = await context.newPage();
        for (let p = queue.shift(); p; p = queue.shift()) {
          await tab.goto(`file://${p.file}`);
          await tab.evaluate(() => document.fonts.ready);
          problems.push(...(await tab.evaluate(textFitProblems, '.manifold-card')).map((l) => `${p.name}: ${l}`));
        }
        await tab.close();
      }),
    );
    await context.close();
    expect(problems.sort()).toEqual([]);
  }, 300_000);

  it('on every sheet: the name whole, not ended in “…”, at the window’s width', async () => {
    const tab = await browser.newPage({ viewport: { width: 900, height: 2400 }, deviceScaleFactor: 1 });
    const cut: string[] = [];
    for (const p of sheets) {
      await tab.goto(`file://${p.file}`);
      await tab.evaluate(() => document.fonts.ready);
      const names = await tab.$$eval('.window-content input[name="name"]', (els) =>
        (els as HTMLInputElement[]).filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.value),
      );
      cut.push(...names.map((n) => `${p.name}: ${n}`));
    }
    await tab.close();
    expect(cut).toEqual([]);
  }, 300_000);
});
