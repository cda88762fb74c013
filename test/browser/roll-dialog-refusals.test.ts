/**
 * Every roll dialog the gallery has, in headless Chromium and both themes: a field that does not
 * apply to the dialog's values is not drawn, and whenever a dialog shows
 * a refusal or a validation error, Roll is disabled, looks disabled, and has the shown reason
 * beside it as its accessible description. The gallery holds dialogs in states that refuse (the
 * list below); the test fails if one of them stops showing its refusal, so it keeps testing
 * something. Every roll dialog also keeps its window title on one line and draws its fieldsets
 * with one border per theme, whichever ruleset it belongs to.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { generateGallery, type GalleryPage } from '../gallery/generate';
import { launchChromium } from './chromium';

/** Gallery dialogs opened in a state their ruleset refuses. */
const REFUSING = [
  'hitdice-dialog-action-refused',
  'countdown-dialog-check-refused',
  'relic-dialog-burn-refused',
  'difference-dialog-recovery-refused',
  'cryture-dialog-pool-refused',
];

let browser: Browser;
let dialogs: GalleryPage[] = [];

beforeAll(async () => {
  const all = await generateGallery(path.resolve(__dirname, '..', '..', '.gallery', `refusals-${process.pid}`));
  dialogs = all.filter((p) => p.kind === 'dialog');
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
});

interface Seen {
  /** The refusal or error text the dialog shows, if any. */
  refusal: string;
  /** Each submit button: disabled, whether it looks so, and the text of what describes it. */
  buttons: { disabled: boolean; looksDisabled: boolean; description: string; inFooter: boolean }[];
  /** Fields marked as not applying that are drawn all the same. */
  drawnHidden: string[];
  /** How many lines the window's title takes. */
  titleLines: number;
  /** Each fieldset's border (style, width and colour). */
  borders: string[];
}

async function look(page: GalleryPage): Promise<Seen> {
  const tab = await browser.newPage({ viewport: { width: 900, height: 1400 } });
  try {
    await tab.goto(`file://${page.file}`);
    return await tab.evaluate(() => {
      const root = document.querySelector('.manifold-roll-dialog') ?? document.body;
      const shown = (el: Element) => (el as HTMLElement).offsetParent !== null && el.textContent!.trim() !== '';
      const alerts = [...root.querySelectorAll('.roll-error, [role="alert"]')].filter(shown);
      const refusal = alerts.map((a) => a.textContent!.trim()).join(' ');
      const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].map((b) => {
        const style = getComputedStyle(b);
        const ids = (b.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        return {
          disabled: b.disabled,
          looksDisabled: Number(style.opacity) < 0.8 || style.cursor === 'not-allowed',
          description: ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' '),
          inFooter: Boolean(b.closest('footer')?.querySelector('.roll-error')),
        };
      });
      // A field that does not apply is hidden, and must not be drawn.
      const drawnHidden = [...root.querySelectorAll<HTMLElement>('[data-roll-field][hidden]')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => el.dataset.rollField!);
      const title = document.querySelector<HTMLElement>('.window-title');
      const titleStyle = title ? getComputedStyle(title) : null;
      const lineHeight = titleStyle ? parseFloat(titleStyle.lineHeight) || parseFloat(titleStyle.fontSize) * 1.2 : 1;
      const titleLines = title ? Math.round(title.getBoundingClientRect().height / lineHeight) : 0;
      // The roll dialogs' fieldsets (the ruleset chooser is a form of its own).
      const fieldsets = root.matches('.manifold-roll-dialog') ? [...root.querySelectorAll('fieldset')] : [];
      const borders = fieldsets.map((f) => {
        const s = getComputedStyle(f);
        return `${s.borderTopStyle} ${s.borderTopWidth} ${s.borderTopColor}`;
      });
      return { refusal, buttons, drawnHidden, titleLines, borders };
    });
  } finally {
    await tab.close();
  }
}

describe('roll dialogs refuse with Roll disabled', () => {
  it('the gallery has every refusing dialog this test names', () => {
    const names = new Set(dialogs.map((p) => p.name.replace(/\.(light|dark)$/, '')));
    expect(REFUSING.filter((n) => !names.has(n))).toEqual([]);
  });

  it('draws only the fields that apply, and disables Roll with the reason beside it whenever a refusal is shown', async () => {
    const problems: string[] = [];
    const refused = new Set<string>();
    for (const page of dialogs) {
      const seen = await look(page);
      for (const name of seen.drawnHidden) problems.push(`${page.name}: the field ${name} does not apply but is drawn`);
      if (!seen.refusal) continue;
      refused.add(page.name.replace(/\.(light|dark)$/, ''));
      for (const b of seen.buttons) {
        if (!b.disabled) problems.push(`${page.name}: Roll enabled while "${seen.refusal}" is shown`);
        if (!b.looksDisabled) problems.push(`${page.name}: Roll looks enabled while refused`);
        if (!b.inFooter) problems.push(`${page.name}: the reason is not beside Roll`);
        if (!b.description || !seen.refusal.includes(b.description))
          problems.push(`${page.name}: Roll is not described by the reason ("${b.description}")`);
      }
    }
    expect(problems).toEqual([]);
    expect(REFUSING.filter((n) => !refused.has(n))).toEqual([]);
  }, 300_000);
});

describe('the chrome of every roll dialog', () => {
  it('has a title on one line and one fieldset border per theme, whatever the ruleset', async () => {
    const long: string[] = [];
    const borders = { light: new Map<string, string[]>(), dark: new Map<string, string[]>() };
    for (const page of dialogs) {
      const seen = await look(page);
      if (seen.titleLines > 1) long.push(`${page.name}: the title takes ${seen.titleLines} lines`);
      for (const border of seen.borders) {
        const pages = borders[page.theme].get(border) ?? [];
        borders[page.theme].set(border, [...pages, page.name]);
      }
    }
    expect(long).toEqual([]);
    for (const theme of ['light', 'dark'] as const) {
      const seen = [...borders[theme]].map(([border, pages]) => `${border} (${pages.length} pages, e.g. ${pages[0]})`);
      expect(seen.length > 1 ? seen : [], theme).toEqual([]);
    }
  }, 300_000);
});
