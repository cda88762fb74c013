/** Localisation shorthands for the cryture glue (keys under MANIFOLD.cryture). */
export const L = 'MANIFOLD.cryture';

export function t(key: string, data?: Record<string, string | number>): string {
  return data ? game.i18n!.format(key, data as Record<string, string>) : game.i18n!.localize(key);
}

/** A key under MANIFOLD.cryture. */
export const k = (path: string) => `${L}.${path}`;

/** Escapes user text for HTML built outside Handlebars. */
export function escapeHTML(value: unknown): string {
  return foundry.utils.escapeHTML(String(value ?? ''));
}
