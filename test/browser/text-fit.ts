/**
 * Runs in the page (passed to page.evaluate, so it uses nothing from outside itself): the text of
 * every element matching `selector` (a chat card) fits the space the card gives it. Returns a line
 * for each place where it does not:
 *
 * - a line holding a single word while the text it belongs to has more words (a value squeezed
 *   into a narrow column, a button or title broken between words: "Rowan / Ashdale");
 * - a word drawn outside its own box (a number wider than the die around it);
 * - an element drawn outside its card;
 * - an element that clips what it holds (overflow hidden with more inside), unless it ends in an
 *   ellipsis and carries the whole text in a tooltip or label.
 *
 * Text a player never sees (screen-reader text, hidden elements) is left out.
 */
export function textFitProblems(selector: string): string[] {
  const problems: string[] = [];
  const SLACK = 1;
  const name = (el: Element) => {
    const cls = [...el.classList].slice(0, 2).join('.');
    return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}>`;
  };
  // Not drawn: screen-reader text, hidden, or inside a closed <details>.
  const hidden = (el: Element) =>
    !!el.closest('.sr-only') || !el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true });
  /** The box a text node's lines are laid out in: its nearest ancestor that is not inline. */
  const boxOf = (node: Node): Element | null => {
    let el = node.parentElement;
    while (el && ['inline', 'contents'].includes(getComputedStyle(el).display)) el = el.parentElement;
    return el;
  };
  const tooltip = (el: Element) =>
    ['title', 'data-tooltip', 'data-tooltip-text', 'aria-label']
      .map((a) => el.getAttribute(a) ?? '')
      .some((t) => t.replace(/\s+/g, ' ').trim() === (el.textContent ?? '').replace(/\s+/g, ' ').trim());

  document.querySelectorAll(selector).forEach((card, index) => {
    const where = `card ${index + 1}`;
    const cardRect = card.getBoundingClientRect();
    // Words, by the box they are laid out in.
    const words = new Map<Element, { text: string; top: number; bottom: number }[]>();
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || hidden(parent)) continue;
      const box = boxOf(node);
      if (!box) continue;
      const boxRect = box.getBoundingClientRect();
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (!rects.length) continue;
        const first = rects[0]!;
        const list = words.get(box) ?? [];
        list.push({ text: match[0], top: first.top, bottom: first.bottom });
        words.set(box, list);
        for (const r of rects) {
          if (r.left < boxRect.left - SLACK || r.right > boxRect.right + SLACK)
            problems.push(`${where}: "${match[0]}" overflows its box ${name(box)}`);
        }
      }
    }
    for (const [box, list] of words) {
      if (list.length < 2) continue;
      const lines: (typeof list)[] = [];
      for (const word of [...list].sort((a, b) => a.top - b.top)) {
        const line = lines.at(-1);
        const middle = (word.top + word.bottom) / 2;
        if (line && middle < Math.max(...line.map((w) => w.bottom))) line.push(word);
        else lines.push([word]);
      }
      if (lines.length < 2) continue;
      const text = list.map((w) => w.text).join(' ');
      for (const line of lines) {
        if (line.length === 1) problems.push(`${where}: "${line[0]!.text}" alone on a line of ${name(box)} "${text}"`);
      }
    }
    for (const el of [card, ...card.querySelectorAll('*')]) {
      if (hidden(el)) continue;
      const r = el.getBoundingClientRect();
      if (
        el !== card &&
        (r.left < cardRect.left - SLACK ||
          r.right > cardRect.right + SLACK ||
          r.top < cardRect.top - SLACK ||
          r.bottom > cardRect.bottom + SLACK)
      )
        problems.push(`${where}: ${name(el)} "${(el.textContent ?? '').trim().slice(0, 40)}" is outside its card`);
      const style = getComputedStyle(el);
      const clips = [style.overflowX, style.overflowY].some((o) => o !== 'visible');
      const more = el.scrollWidth > el.clientWidth + SLACK || el.scrollHeight > el.clientHeight + SLACK;
      if (clips && more && !(style.textOverflow === 'ellipsis' && tooltip(el)))
        problems.push(`${where}: ${name(el)} "${(el.textContent ?? '').trim().slice(0, 40)}" is clipped`);
    }
  });
  return problems;
}
