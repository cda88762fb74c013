/**
 * The roll request dialog and card in headless Chromium, in both themes: they load
 * without a console error, every control has a name and is reached by Tab with a visible focus
 * ring, and they show what the GM and players need — the kind and its options, whom to ask; who
 * has rolled with what result and who is still waiting. Screenshots go where the gallery's do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { installFoundryStandIn, type StandIn } from '../foundry-stand-in';
import { page, writeCoreIconStandIns, writeStaticFiles } from '../gallery/page';
import { requestPages } from '../gallery/requests';
import { launchChromium } from './chromium';

const ROOT = path.resolve(__dirname, '..', '..');
const ARTIFACTS = path.join(ROOT, 'artifacts', 'gallery');
const OUT = path.join(ROOT, '.gallery', `requests-${process.pid}`);
const THEMES = ['light', 'dark'] as const;

let browser: Browser;
const files: Record<string, string> = {};

beforeAll(async () => {
  const s: StandIn =
    (globalThis as { standIn?: StandIn }).standIn ??
    ((globalThis as { standIn?: StandIn }).standIn = installFoundryStandIn());
  await import('../foundry/boot').then(({ boot }) => boot());
  fs.rmSync(OUT, { recursive: true, force: true });
  writeStaticFiles(OUT);
  const htmls: string[] = [];
  for (const p of await requestPages(s)) {
    for (const theme of THEMES) {
      if (s.i18n.missing.size) throw new Error(`Missing i18n keys: ${[...s.i18n.missing].join(', ')}`);
      const html = page(p.name, theme, p.body(theme));
      const file = path.join(OUT, `${p.name}.${theme}.html`);
      fs.writeFileSync(file, html);
      files[`${p.name}.${theme}`] = file;
      htmls.push(html);
    }
  }
  writeCoreIconStandIns(OUT, htmls);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  fs.rmSync(OUT, { recursive: true, force: true });
});

/** Opens a page, failing on console errors and failed requests; returns the tab and its problems. */
async function open(name: string): Promise<{ tab: Page; problems: string[] }> {
  const problems: string[] = [];
  const tab = await browser.newPage({ viewport: { width: 900, height: 900 } });
  tab.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
  tab.on('pageerror', (error) => problems.push(error.message));
  tab.on('requestfailed', (request) => problems.push(`failed to load ${request.url()}`));
  await tab.goto(`file://${files[name]}`);
  return { tab, problems };
}

/** Every control is named, and Tab reaches each with a visible focus ring. */
async function checkKeyboard(tab: Page): Promise<string[]> {
  const problems: string[] = [];
  const unnamed = await tab.$$eval('button, select, input', (els) =>
    els
      .filter((el) => {
        const id = el.getAttribute('id');
        const labelled = id && document.querySelector(`label[for="${id}"]`)?.textContent?.trim();
        return !(el.getAttribute('aria-label') || el.textContent?.trim() || labelled);
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  for (const html of unnamed) problems.push(`control without a label: ${html}`);
  const count = await tab.$$eval(
    'button:not([disabled]), input:not([disabled]), select:not([disabled])',
    (e) => e.length,
  );
  const reached = new Set<string>();
  for (let i = 0; i < count + 1; i++) {
    await tab.keyboard.press('Tab');
    const focused = await tab.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return {
        key: `${el.tagName}#${[...document.querySelectorAll('*')].indexOf(el)}`,
        ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        html: el.outerHTML.slice(0, 80),
      };
    });
    if (!focused) continue;
    reached.add(focused.key);
    if (!focused.ring) problems.push(`no visible focus on ${focused.html}`);
  }
  if (reached.size < count) problems.push(`Tab reached ${reached.size} of ${count} controls`);
  return [...new Set(problems)];
}

/** Checks the keyboard path, screenshots `selector` as `shot`, closes the tab: no problem may be left. */
async function finish(tab: Page, problems: string[], selector: string, shot: string): Promise<void> {
  problems.push(...(await checkKeyboard(tab)));
  await (await tab.$(selector))!.screenshot({ path: path.join(ARTIFACTS, `${shot}.png`) });
  await tab.close();
  expect(problems).toEqual([]);
}

describe('roll request dialog and card in Chromium', () => {
  for (const theme of THEMES) {
    it(`the request card (${theme}): who has rolled, with what, and who is waiting`, async () => {
      const { tab, problems } = await open(`request-card.${theme}`);
      const rows = await tab.$$eval('.request-row', (els) =>
        els.map((el) => ({
          name: el.querySelector('.request-name')?.textContent?.trim(),
          result: el.querySelector('.request-result')?.textContent?.trim(),
          button: el.querySelector('button')?.getAttribute('aria-label') ?? null,
        })),
      );
      expect(rows).toEqual([
        { name: 'Oren', result: 'Success: 16 vs DN 15', button: null },
        { name: 'Mira', result: 'Failure: 12 vs DN 15', button: null },
        { name: 'Bram', result: 'Waiting', button: 'Roll DEX test, Hard — DN 15 for Bram' },
      ]);
      expect(await tab.textContent('.card-subtitle')).toBe('2 of 3 rolled');
      await finish(tab, problems, '#chat-log', `request-card.${theme}`);
    });

    it(`a cryture request card (${theme}): the result names its outcome, hits and crits`, async () => {
      const { tab, problems } = await open(`request-card-cryture.${theme}`);
      const rows = await tab.$$eval('.request-row', (els) =>
        els.map((el) => [
          el.querySelector('.request-name')?.textContent?.trim(),
          el.querySelector('.request-result')?.textContent?.trim(),
        ]),
      );
      expect(rows).toEqual([
        ['Rowan', 'Success (hits: 3, crits: 1)'],
        ['Wren', 'Waiting'],
      ]);
      expect(await tab.textContent('.card-subtitle')).toBe('1 of 2 rolled');
      await finish(tab, problems, '#chat-log', `request-card-cryture.${theme}`);
    });

    it(`the GM's request dialog (${theme}): the roll, its options and whom to ask`, async () => {
      const { tab, problems } = await open(`request-dialog.${theme}`);
      expect(await tab.$$eval('#manifold-request-kind option', (o) => o.map((x) => x.textContent))).toEqual([
        'Attribute test or save',
      ]);
      expect(await tab.$$eval('.manifold-roll-fields label', (l) => l.map((x) => x.textContent))).toEqual([
        'Attribute',
        'Difficulty',
        'Extreme DN (20–24)',
        'Kind',
      ]);
      const actors = await tab.$$eval('.manifold-request-actors input', (els) =>
        els.map((el) => [
          document.querySelector(`label[for="${el.id}"]`)?.textContent,
          (el as HTMLInputElement).checked,
        ]),
      );
      expect(actors).toEqual([
        ['Oren', true],
        ['Mira', true],
        ['Bram', false],
      ]);
      await finish(tab, problems, '.application', `request-dialog.${theme}`);
    });
  }
});
