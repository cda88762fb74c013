/**
 * Reading a rendered sheet as Foundry's own elements would show it to the user. happy-dom knows
 * nothing of Foundry's custom elements, so tests ask these helpers what core would make of the
 * markup (see README.md, "Foundry's elements").
 */

/**
 * Core's `<prose-mirror>` (HTMLProseMirrorElement): its `value` attribute is the field's raw source,
 * handed to whoever receives the markup (the editor opens on it), and with `toggled` and `button`
 * it offers an edit toggle unless `disabled`; its children are the enriched content shown.
 */
export interface ProseMirrorView {
  name: string;
  /** The raw source carried in the element's `value` attribute. */
  source: string;
  /** Whether the element offers to edit (not disabled). */
  editable: boolean;
  /** The HTML shown while not editing. */
  shown: string;
}

export function proseMirrorsIn(root: ParentNode): ProseMirrorView[] {
  return [...root.querySelectorAll('prose-mirror')].map((el) => ({
    name: el.getAttribute('name') ?? '',
    source: el.getAttribute('value') ?? '',
    editable: !el.hasAttribute('disabled'),
    shown: el.innerHTML,
  }));
}

/**
 * What core's TooltipManager would show for an element: `data-tooltip-text` localized and set as
 * plain text; `data-tooltip-html`, else `data-tooltip` (localized), inserted as HTML.
 */
export function tooltipOf(element: Element): { text: string } | { html: string } | null {
  const localize = (key: string) =>
    (globalThis as unknown as { game: { i18n: { localize(k: string): string } } }).game.i18n.localize(key);
  const text = element.getAttribute('data-tooltip-text');
  if (text !== null) return { text: localize(text) };
  const html = element.getAttribute('data-tooltip-html') ?? element.getAttribute('data-tooltip');
  return html === null ? null : { html: localize(html) };
}

/** The elements a tooltip would put on screen (none for a text tooltip). */
export function tooltipMarkup(element: Element): Element[] {
  const tip = tooltipOf(element);
  if (!tip || !('html' in tip)) return [];
  const template = document.createElement('template');
  template.innerHTML = tip.html;
  return [...template.content.querySelectorAll('*')];
}
