/**
 * Every status in the Token HUD's palette shows its rule on hover: the tooltip of each
 * `.effect-control[data-status-id]` (the HUD's markup, as Draw Steel's TokenHUD reads it) becomes
 * the status's name and the rule text its descriptor gives (CONFIG.statusEffects' description).
 */
export function describeStatusControls(html: HTMLElement): void {
  const statuses = CONFIG.statusEffects as unknown as { id: string; name: string; description?: string }[];
  for (const control of html.querySelectorAll<HTMLElement>('.effect-control[data-status-id]')) {
    const status = statuses.find((s) => s.id === control.dataset.statusId);
    if (!status) continue;
    const name = game.i18n!.localize(status.name);
    const rule = status.description ? game.i18n!.localize(status.description) : '';
    const text = rule ? `${name}: ${rule}` : name;
    control.dataset.tooltip = text;
    control.setAttribute('aria-label', text);
  }
}
