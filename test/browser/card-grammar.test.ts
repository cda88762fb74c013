/**
 * One grammar for every chat card of every ruleset, checked in Chromium on every card page of the
 * gallery: each die drawn with its die's name ("d20 15 · d8 6") and a die not counted still
 * legible; the result before its breakdown, and every breakdown the shared one (its subtotals set
 * apart); every result line in a tone, with a mark besides its colour; no die on a button that
 * rolls nothing. GALLERY_PAGES narrows it to the pages whose name holds one of its parts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { generateGallery, type GalleryPage } from '../gallery/generate';
import { launchChromium } from './chromium';

const OUT = path.resolve(__dirname, '..', '..', '.gallery', `grammar-${process.pid}`);
let browser: Browser;
let cards: GalleryPage[] = [];
const only = process.env.GALLERY_PAGES;

beforeAll(async () => {
  const all = await generateGallery(OUT);
  // The markup is the same in both themes; the light pages carry every card once.
  cards = all.filter(
    (p) => p.kind === 'card' && p.theme === 'light' && (!only || only.split(',').some((o) => p.name.includes(o))),
  );
  browser = await launchChromium();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  fs.rmSync(OUT, { recursive: true, force: true });
});

/** Runs in the page: every break of the card grammar, one line each. */
function grammarProblems(): string[] {
  const problems: string[] = [];
  const TONES = ['success', 'critical', 'partial', 'failure', 'fumble', 'neutral'];
  const RESULT = '.card-outcome, .target-outcome, .task-roll-outcome';
  const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const glyph = (el: Element | null) => {
    if (!el) return '';
    const content = getComputedStyle(el, '::before').content;
    return content === 'none' || content === 'normal' || content === '""' ? '' : content;
  };

  document.querySelectorAll('.manifold-card').forEach((card, index) => {
    const where = `card ${index + 1} (${text(card.querySelector('.card-title'))})`;

    // Dice: each face with its die's name, drawn; a die not counted at full strength, and saying so.
    card.querySelectorAll('.manifold-die').forEach((die) => {
      const size = die.querySelector('.die-size');
      const face = text(die.querySelector('.face'));
      if (!size || !/^c?d\d+$/.test(text(size)) || size.getBoundingClientRect().width === 0)
        problems.push(`${where}: die ${face} without its die's name`);
      if (die.classList.contains('dropped')) {
        let opacity = 1;
        for (let el: Element | null = die; el && el !== card.parentElement; el = el.parentElement)
          opacity *= Number(getComputedStyle(el).opacity);
        if (opacity < 0.9) problems.push(`${where}: dropped die ${face} faded to ${opacity.toFixed(2)}`);
        if (!(die.getAttribute('title') ?? '').includes(text(die.querySelector('.sr-only')).split(', ').at(-1)!))
          problems.push(`${where}: dropped die ${face} does not say so in its tooltip`);
      }
    });

    // Result lines: a tone, and a mark besides the colour.
    const results = [...card.querySelectorAll(RESULT)];
    for (const result of results) {
      if (!TONES.some((t) => result.classList.contains(`tone-${t}`)))
        problems.push(`${where}: result "${text(result)}" has no tone`);
      if (!glyph(result.querySelector('.tone-mark')))
        problems.push(`${where}: result "${text(result)}" rests on colour alone`);
    }

    // Rows: the shared breakdown, folded beneath a result that comes first; or, where no result
    // line is given (an initiative order, a rest's tally), the rows are the result, unfolded.
    card.querySelectorAll('.card-rows').forEach((rows) => {
      if (!rows.closest('details.card-breakdown, .card-facts'))
        problems.push(`${where}: rows "${text(rows).slice(0, 40)}" outside the breakdown`);
    });
    card.querySelectorAll('details.card-breakdown, .card-facts').forEach((breakdown) => {
      const scope = breakdown.closest('section') ?? card;
      const before = [...scope.querySelectorAll(RESULT)].some(
        (r) => r.compareDocumentPosition(breakdown) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      const folded = breakdown.matches('details');
      if (folded && !before) problems.push(`${where}: breakdown "${text(breakdown).slice(0, 40)}" before any result`);
      if (!folded && scope.querySelector(RESULT))
        problems.push(`${where}: rows "${text(breakdown).slice(0, 40)}" beside a result, not folded under it`);
      breakdown.querySelectorAll('.row-subtotal, .row-total').forEach((row) => {
        const style = getComputedStyle(row);
        if (parseFloat(style.borderTopWidth) < 1 || Number(style.fontWeight) < 700 || !row.querySelector('.row-equals'))
          problems.push(`${where}: subtotal "${text(row)}" not set apart`);
      });
    });

    // Buttons: a die only on one that rolls.
    card.querySelectorAll('button').forEach((button) => {
      const job = `${button.dataset.action ?? ''} ${button.dataset.undo ? 'undo' : ''} ${text(button)}`;
      if (/apply|undo|heal/i.test(job) && button.querySelector('[class*="fa-dice"]'))
        problems.push(`${where}: "${text(button)}" wears a die but rolls nothing`);
    });
  });
  return problems;
}

describe('the card grammar, in Chromium', () => {
  it('on every chat card: dice named, result before breakdown, tones marked, honest icons', async () => {
    expect(cards.length).toBeGreaterThan(0);
    const tab = await browser.newPage({ viewport: { width: 900, height: 2400 }, deviceScaleFactor: 1 });
    const problems: string[] = [];
    for (const p of cards) {
      await tab.goto(`file://${p.file}`);
      await tab.evaluate(() => document.fonts.ready);
      problems.push(...(await tab.evaluate(grammarProblems)).map((l) => `${p.name}: ${l}`));
    }
    await tab.close();
    expect(problems.sort()).toEqual([]);
  }, 300_000);

  it('sets a difference check’s subtotals apart from its addends', async () => {
    const check = cards.find((p) => p.name.startsWith('difference-card-check-difficulty'));
    if (!check) return;
    const tab = await browser.newPage({ viewport: { width: 900, height: 2400 }, deviceScaleFactor: 1 });
    await tab.goto(`file://${check.file}`);
    const kinds = await tab.$$eval('.card-breakdown .card-row', (rows) =>
      rows.map((r) => `${r.className.replace('card-row ', '')}: ${r.querySelector('dt')!.textContent!.trim()}`),
    );
    await tab.close();
    expect(kinds).toContainEqual(expect.stringMatching(/^row-addend: Exhausted/));
    expect(kinds).toContainEqual(expect.stringMatching(/^row-subtotal: = Net Edges/));
    expect(kinds.at(-1)).toMatch(/^row-total: = Target Number/);
  }, 60_000);
});
