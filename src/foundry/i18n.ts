/** Localising a key, formatted with data when there is any: the one helper every ruleset's text goes through. */
export function localize(key: string, data?: Record<string, string | number>): string {
  const i18n = game.i18n!;
  return data ? i18n.format(key, data as Record<string, string>) : i18n.localize(key);
}
