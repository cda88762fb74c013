/**
 * Template paths and the few Handlebars helpers Manifold adds to Foundry's own. The helpers are
 * plain functions so the offline gallery registers exactly the same ones.
 */
import { localize } from './i18n';
import { countKey } from '../core';
import { toneIcon } from './chat/card-marks';

export const SYSTEM_PATH = 'systems/manifold';

export const SHARED_TEMPLATES = [
  `${SYSTEM_PATH}/templates/shared/roll-card.hbs`,
  `${SYSTEM_PATH}/templates/shared/private-card.hbs`,
  `${SYSTEM_PATH}/templates/shared/roll-dialog.hbs`,
  `${SYSTEM_PATH}/templates/shared/odds-panel.hbs`,
  `${SYSTEM_PATH}/templates/shared/roll-dialog-footer.hbs`,
  `${SYSTEM_PATH}/templates/shared/odds-chart.hbs`,
  `${SYSTEM_PATH}/templates/shared/dice-row.hbs`,
  `${SYSTEM_PATH}/templates/shared/card-outcome.hbs`,
  `${SYSTEM_PATH}/templates/shared/breakdown.hbs`,
  `${SYSTEM_PATH}/templates/shared/roll-control.hbs`,
  `${SYSTEM_PATH}/templates/shared/ruleset-chooser.hbs`,
  `${SYSTEM_PATH}/templates/shared/request-card.hbs`,
  `${SYSTEM_PATH}/templates/shared/request-kind.hbs`,
  `${SYSTEM_PATH}/templates/shared/request-actors.hbs`,
  `${SYSTEM_PATH}/templates/shared/statblock.hbs`,
  `${SYSTEM_PATH}/templates/shared/notes-tab.hbs`,
];

/** "+2", "0", "−1" (a true minus sign, as printed rules use). */
export function signed(value: unknown): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0';
}

/** [0, 1, …, n−1], for drawing n pips or dice. */
export function range(count: unknown): number[] {
  const n = Math.max(0, Math.min(200, Math.trunc(Number(count) || 0)));
  return Array.from({ length: n }, (_, i) => i);
}

/** A Handlebars helper's options: the render's data frame (`@root` is the sheet's context). */
interface HelperOptions {
  data?: { root?: { editable?: unknown } };
}

/** One re-order button: its icon is the button's own Font Awesome glyph, its label also its tooltip (as text: it holds the item's name). */
function orderButton(action: 'moveItemUp' | 'moveItemDown', icon: string, label: string): string {
  const text = foundry.utils.escapeHTML(label);
  return `<button type="button" class="manifold-order-button fa-solid ${icon}" data-action="${action}" aria-label="${text}" data-tooltip-text="${text}"></button>`;
}

/**
 * An item row's keyboard re-order: "Move <name> up" and "… down" buttons, on a sheet
 * the user may edit only. Written as one string per row, not a partial: every item row of every
 * sheet has it, and a partial with four localised attributes cost more than the rest of a row.
 * Used as `{{{manifold-item-order name}}}` (its own escaping: the name is user text).
 */
export function itemOrder(name: unknown, options: HelperOptions): string {
  if (!options?.data?.root?.editable) return '';
  const data = { name: String(name ?? '') };
  return `<span class="manifold-item-order">${orderButton('moveItemUp', 'fa-chevron-up', localize('MANIFOLD.drop.moveUp', data))}${orderButton('moveItemDown', 'fa-chevron-down', localize('MANIFOLD.drop.moveDown', data))}</span>`;
}

/**
 * Foundry's `localize` helper (a key, formatted when the tag has hash data), through our
 * `localize`: a placeholder the tag gives no data for stays as written.
 */
export function localizeHelper(key: unknown, options?: { hash?: Record<string, string | number> }): string {
  // An empty hash (a tag without data) formats nothing: the text comes back as localised.
  return localize(String(key ?? ''), options?.hash);
}

/** A number range in running text: "20–24", "1-2", "6 – 8". */
const NUMBER_RANGE = /\d+\s*[–-]\s*\d+/g;

/**
 * A form label or hint, localised and escaped, with each number range kept on one line: a
 * narrow label column may wrap "Extreme DN (20–24)" at a space, never as "(20– / 24)".
 * Used as `{{{manifold-label key}}}` (its own escaping: the text may carry a user's words).
 */
export function formLabel(key: unknown): string {
  const text = foundry.utils.escapeHTML(localize(String(key ?? '')));
  return text.replace(NUMBER_RANGE, (range) => `<span class="mf-nowrap">${range}</span>`);
}

/**
 * An item toggle's text: its state when on ("Worn"), the action that turns it on when off
 * ("Wear"). The button's `aria-pressed` carries the state for assistive technology; the text
 * never reads the same in both states. Used as `{{manifold-toggle-text equipped onKey offKey}}`.
 */
export function toggleText(on: unknown, onKey: unknown, offKey: unknown): string {
  const isOn = Boolean(on) && on !== 'false';
  return localize(String((isOn ? onKey : offKey) ?? ''));
}

export const MANIFOLD_HELPERS: Record<string, (...args: never[]) => unknown> = {
  'manifold-signed': signed,
  'manifold-range': range,
  'manifold-item-order': itemOrder,
  'manifold-localize': localizeHelper,
  // `{{manifold-localize (manifold-count-key "…" n) …}}`: the key's `One` sibling when n is 1 (core/words.ts).
  'manifold-count-key': (key: unknown, count: unknown) => countKey(String(key ?? ''), Number(count)),
  'manifold-label': formLabel,
  'manifold-toggle-text': toggleText,
  // A result's tone as a glyph class (chat/card-marks.ts): `<i class="{{manifold-tone-icon tone}}">`.
  'manifold-tone-icon': toneIcon,
};

/** Registers our helpers on a Handlebars instance (Foundry's global one, or the gallery's). */
export function registerManifoldHelpers(handlebars: {
  registerHelper(name: string, fn: Handlebars.HelperDelegate): void;
}) {
  for (const [name, fn] of Object.entries(MANIFOLD_HELPERS))
    handlebars.registerHelper(name, fn as Handlebars.HelperDelegate);
}

/** A preloaded template: compiled, or its source when not yet compiled. */
type Preloaded = string | Handlebars.TemplateDelegate;

/**
 * Renders a preloaded template at once (a combat tracker's extras are asked for synchronously).
 * Foundry keeps preloaded templates as compiled partials; one still held as source is compiled here.
 */
export function renderPartialSync(path: string, context: unknown): string {
  const partial = (Handlebars.partials as Record<string, Preloaded | undefined>)[path];
  if (!partial) return '';
  const template = typeof partial === 'function' ? partial : Handlebars.compile(partial);
  return template(context, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true });
}
