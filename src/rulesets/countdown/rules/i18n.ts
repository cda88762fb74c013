/**
 * i18n keys. Every label the engine emits is `MANIFOLD.countdown.<path>`, listed in
 * lang/en/countdown.json (a test walks the engine's data and outputs to check that).
 */
export const I18N_PREFIX = 'MANIFOLD.countdown';

/** The full i18n key for a path under this ruleset. */
export function i18nKey(path: string): string {
  return `${I18N_PREFIX}.${path}`;
}
