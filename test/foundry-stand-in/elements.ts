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
