/**
 * Every gallery page (light theme): a counter or a glyph that is only marks — "1/2", "17 / 13",
 * "►► 1/2", a "+1" beside an attribute — says what it counts. The marks, or an element holding
 * them close by, carry a tooltip (`data-tooltip`, `data-tooltip-text`), so the reader who does not
 * know what "1/2" beside Rest means can hover it and read "Rests taken today: 1 of 2". Marks inside
 * a form control's own label or option read with their words, and a signed number read after its
 * words ("DEX +1") is labelled by them; both are left alone. Pips drawn by CSS have no text: their
 * group carries the tooltip (relic's tracker, countdown's portents), which this test cannot see.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { generateGallery, type GalleryPage } from '../gallery/generate';

const OUT = path.resolve(__dirname, '..', '..', '.gallery', `glyphs-${process.pid}`);
let pages: GalleryPage[] = [];

beforeAll(async () => {
  pages = (await generateGallery(OUT)).filter((p) => p.theme === 'light');
}, 600_000);

afterAll(() => fs.rmSync(OUT, { recursive: true, force: true }));

/** Text made only of numbers and marks: a fraction ("1/2", "17 / 13"), pips, arrows, a bare "+1". */
const MARKS_ONLY = /^[\s\d/●○◆◇►▷■□★☆+−-]+$/u;
const COUNTS = /\d\s*\/\s*\d|[●○◆◇►▷■□★☆]|^[+−]\d+$/u;
const SIGNED = /^[+−-]\d+$/u;
const WORDS = /\p{L}{2}/u;

/**
 * A signed number read with the words before it ("DEX +1", "AC bonus +2"): the words sit in its
 * parent's own text or in the element just before it. A form control's <label> names the control,
 * not a "+1" that follows it.
 */
function labelled(el: Element): boolean {
  const before = el.previousElementSibling;
  if (before && before.tagName !== 'LABEL' && WORDS.test(before.textContent ?? '')) return true;
  const parent = el.parentElement;
  const parentOwn = [...(parent?.childNodes ?? [])]
    .filter((n) => n.nodeType === 3)
    .map((n) => n.textContent)
    .join('');
  return WORDS.test(parentOwn);
}

/** How far up from the marks a tooltip may sit (the counter's own box, its group, its control). */
const REACH = 3;

/** Each run of marks on the page that no tooltip near it explains. */
function unexplained(html: string): string[] {
  const window = new Window();
  window.document.write(html);
  const doc = window.document as unknown as Document;
  const out: string[] = [];
  for (const el of doc.body.querySelectorAll<HTMLElement>('*')) {
    // The element's own text: its text nodes, not its children's.
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (!own || !MARKS_ONLY.test(own) || !COUNTS.test(own)) continue;
    if (el.closest('label, option, select, .sr-only, script, style, .dice-rolls, .dice-tooltip')) continue;
    if (SIGNED.test(own) && labelled(el)) continue;
    let explained = false;
    for (let a: HTMLElement | null = el, i = 0; a && i <= REACH; a = a.parentElement, i++) {
      if (a.hasAttribute('data-tooltip') || a.hasAttribute('data-tooltip-text')) explained = true;
    }
    if (!explained) out.push(`"${own}" in <${el.tagName.toLowerCase()} class="${el.className}">`);
  }
  void window.happyDOM.close();
  return out;
}

describe('counters and glyphs say what they count', () => {
  it('has a tooltip near every run of marks on every sheet, dialog and tracker', () => {
    expect(pages.length).toBeGreaterThan(0);
    const problems = pages
      .filter((p) => p.kind !== 'card' || p.name.includes('tracker'))
      .flatMap((p) => [...new Set(unexplained(fs.readFileSync(p.file, 'utf8')))].map((u) => `${p.name}: ${u}`));
    expect(problems).toEqual([]);
  });
});
