/**
 * Tooltips on a sheet's own numbers: an element marked `data-effect-key="relic.ac"` shows where
 * its number comes from ("base 12 · Ring of Warding +1 = 13") once an effect changes it — no
 * tooltip while none does. `data-effect-total="N"` marks a number the effects add a bonus to after
 * its own rules (the tooltip's base is then N without the bonus), `data-effect-base="N"` one shown
 * before the effects' bonus (the tooltip's total is then N with it). Foundry's TooltipManager shows
 * `data-tooltip-text` as plain text (effect names are user text; `data-tooltip` would be HTML) on
 * hover and on keyboard focus
 * (https://foundryvtt.com/api/classes/foundry.helpers.interaction.TooltipManager.html), so the
 * number is made focusable, and a screen reader gets the same text through aria-describedby.
 */
import { asBonusOn, bonusFrom, breakdownText } from './breakdown';
import type { EffectReport } from './record';

const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';
const DESCRIPTIONS = 'manifold-effect-descriptions';

let sheets = 0;
const prefixes = new WeakMap<HTMLElement, string>();

/** A stable id prefix per sheet element: Foundry's window id when it has one. */
function prefixOf(root: HTMLElement): string {
  let prefix = prefixes.get(root);
  if (!prefix) prefixes.set(root, (prefix = `${root.id || `manifold-sheet-${++sheets}`}-effect`));
  return prefix;
}

/** The tooltip text for one marked element, or '' when no effect changes its number. */
export function effectTooltipOf(element: HTMLElement, report: EffectReport | undefined): string {
  const source = report?.sources[element.dataset.effectKey ?? ''];
  if (!source?.parts.length) return '';
  const total = element.dataset.effectTotal;
  const base = element.dataset.effectBase;
  if (total !== undefined && Number.isFinite(Number(total))) return breakdownText(asBonusOn(Number(total), source));
  if (base !== undefined && Number.isFinite(Number(base))) return breakdownText(bonusFrom(Number(base), source));
  return breakdownText(source);
}

export function attachEffectTooltips(root: HTMLElement, report: EffectReport | undefined): void {
  root.querySelector(`:scope > .${DESCRIPTIONS}`)?.remove();
  const descriptions = document.createElement('div');
  descriptions.className = `${DESCRIPTIONS} sr-only`;
  descriptions.hidden = true;
  const prefix = prefixOf(root);
  root.querySelectorAll<HTMLElement>('[data-effect-key]').forEach((element, i) => {
    // A hint the template gave the number stays first; re-decorating starts from it again.
    const hint = element.dataset.effectHint ?? element.dataset.tooltipText ?? element.dataset.tooltip ?? '';
    element.dataset.effectHint = hint;
    delete element.dataset.tooltip;
    const text = effectTooltipOf(element, report);
    element.classList.toggle('manifold-effect-changed', Boolean(text));
    if (!text) {
      if (hint) element.dataset.tooltipText = hint;
      else delete element.dataset.tooltipText;
      return;
    }
    element.dataset.tooltipText = hint ? `${hint} — ${text}` : text;
    if (!element.matches(FOCUSABLE)) element.tabIndex = 0;
    const id = `${prefix}-${i}`;
    const description = document.createElement('span');
    description.id = id;
    description.textContent = text;
    descriptions.append(description);
    const others = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((t) => t && !t.startsWith(prefix));
    element.setAttribute('aria-describedby', [...others, id].join(' '));
  });
  if (descriptions.childElementCount) root.append(descriptions);
}
