/** Localisation shorthands for the cryture glue (keys under MANIFOLD.cryture). */
import { localize } from '../../foundry/i18n';
export const L = 'MANIFOLD.cryture';

export function t(key: string, data?: Record<string, string | number>): string {
  return localize(key, data);
}

/** A key under MANIFOLD.cryture. */
export const k = (path: string) => `${L}.${path}`;

/** Escapes user text for HTML built outside Handlebars. */
export function escapeHTML(value: unknown): string {
  return foundry.utils.escapeHTML(String(value ?? ''));
}
