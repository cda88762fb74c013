/**
 * Localising a key, formatted with data when there is any: the one helper every ruleset's text goes through.
 * `{name}` placeholders are filled as Foundry's `Localization#format` fills them; an unknown one is left as it is.
 */
export function localize(key: string, data?: Record<string, string | number>): string {
  const text = game.i18n!.localize(key);
  return data ? text.replace(/{([^}]+)}/g, (all, name: string) => (name in data ? String(data[name]) : all)) : text;
}
