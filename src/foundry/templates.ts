/**
 * Template paths and the few Handlebars helpers Manifold adds to Foundry's own. The helpers are
 * plain functions so the offline gallery registers exactly the same ones.
 */
export const SYSTEM_PATH = 'systems/manifold';

export const SHARED_TEMPLATES = [
  `${SYSTEM_PATH}/templates/shared/roll-card.hbs`,
  `${SYSTEM_PATH}/templates/shared/private-card.hbs`,
  `${SYSTEM_PATH}/templates/shared/roll-dialog.hbs`,
  `${SYSTEM_PATH}/templates/shared/odds-panel.hbs`,
  `${SYSTEM_PATH}/templates/shared/odds-chart.hbs`,
  `${SYSTEM_PATH}/templates/shared/dice-row.hbs`,
  `${SYSTEM_PATH}/templates/shared/ruleset-chooser.hbs`,
  `${SYSTEM_PATH}/templates/shared/request-card.hbs`,
  `${SYSTEM_PATH}/templates/shared/request-kind.hbs`,
  `${SYSTEM_PATH}/templates/shared/request-actors.hbs`,
  `${SYSTEM_PATH}/templates/shared/item-order.hbs`,
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

export const MANIFOLD_HELPERS: Record<string, (...args: never[]) => unknown> = {
  'manifold-signed': signed,
  'manifold-range': range,
};

/** Registers our helpers on a Handlebars instance (Foundry's global one, or the gallery's). */
export function registerManifoldHelpers(handlebars: {
  registerHelper(name: string, fn: Handlebars.HelperDelegate): void;
}) {
  for (const [name, fn] of Object.entries(MANIFOLD_HELPERS))
    handlebars.registerHelper(name, fn as Handlebars.HelperDelegate);
}
