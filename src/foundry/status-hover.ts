/**
 * Every status in the Token HUD's palette shows its rule on hover: the tooltip of each
 * `.effect-control[data-status-id]` (the HUD's markup, as Draw Steel's TokenHUD reads it) becomes
 * the status's name and the rule text its descriptor gives (CONFIG.statusEffects' description, an
 * array on v13 and an id-keyed registry on v14: compat.ts reads both).
 */
import { statusEffectEntry } from './compat';

export function describeStatusControls(html: HTMLElement): void {
  for (const control of html.querySelectorAll<HTMLElement>('.effect-control[data-status-id]')) {
    const status = statusEffectEntry(control.dataset.statusId ?? '');
    if (!status) continue;
    const name = game.i18n!.localize(status.name);
    const rule = typeof status.description === 'string' ? game.i18n!.localize(status.description) : '';
    const text = rule ? `${name}: ${rule}` : name;
    control.dataset.tooltip = text;
    control.setAttribute('aria-label', text);
  }
}
