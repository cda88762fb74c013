/**
 * Every gallery sheet and dialog in headless Chromium, both themes: a read-only state ("Ongoing",
 * a condition held, "Synchronized") never wears a button's shape, a small rounded pill (radius of
 * 8px or more) outlined on every side or filled; a state is drawn as the shared flat badge
 * (styles/shared/_state.scss, square corners) or as text. Only elements a user cannot press are
 * checked: buttons, links, form controls and whatever carries a click action keep their shape.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { generateGallery, type GalleryPage } from '../gallery/generate';
import { launchChromium } from './chromium';

const OUT = path.resolve(__dirname, '..', '..', '.gallery', `states-${process.pid}`);
let browser: Browser;
let pages: GalleryPage[] = [];

beforeAll(async () => {
  pages = (await generateGallery(OUT)).filter((p) => p.kind === 'sheet' || p.kind === 'dialog');
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  fs.rmSync(OUT, { recursive: true, force: true });
});

describe('states are not drawn as buttons', () => {
  it('no short read-only label on a sheet or dialog is an outlined pill', async () => {
    expect(pages.length).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: { width: 900, height: 1600 } });
    const problems: string[] = [];
    for (const page of pages) {
      const tab = await context.newPage();
      await tab.goto(`file://${page.file}`);
      const found = await tab.evaluate(() => {
        const PRESSABLE = 'button, a, input, select, textarea, label, summary, [data-action], [role="button"]';
        const out: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>('.window-content span, .window-content div')) {
          if (el.closest(PRESSABLE) || el.querySelector(PRESSABLE) || el.offsetParent === null) continue;
          const text = el.textContent!.trim();
          if (!text || text.length > 30 || /^[\d\s/+−-]+$/.test(text)) continue;
          const s = getComputedStyle(el);
          const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
          const outlined = sides.every(
            (side) =>
              parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
              s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
          );
          const filled = !/^rgba\(.*,\s*0\)$|^transparent$/.test(s.backgroundColor);
          const pill = parseFloat(s.borderTopLeftRadius) >= 8;
          const rect = el.getBoundingClientRect();
          // A small pill: a panel or a card is neither short nor this small.
          if ((outlined || filled) && pill && rect.height <= 32) out.push(`"${text}" (${el.className})`);
        }
        return out;
      });
      await tab.close();
      for (const f of new Set(found)) problems.push(`${page.name}: ${f}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 600_000);
});
