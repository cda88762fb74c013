/** Localisation helpers for relic sheets. */
export function L(path: string, data?: Record<string, string | number>): string {
  const key = `MANIFOLD.relic.${path}`;
  return data ? game.i18n!.format(key, data as Record<string, string>) : game.i18n!.localize(key);
}

/** Select options of `{id: i18nKey}` choices, localised, with the current one marked. */
export function optionsOf(choices: Record<string, string>, selected: string) {
  return Object.entries(choices).map(([value, key]) => ({
    value,
    label: game.i18n!.localize(key),
    selected: value === selected,
  }));
}
