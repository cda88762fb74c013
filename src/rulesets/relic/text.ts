/** Localisation helpers for relic sheets. */
import { localize } from '../../foundry/i18n';
export function L(path: string, data?: Record<string, string | number>): string {
  const key = `MANIFOLD.relic.${path}`;
  return localize(key, data);
}

/** Select options of `{id: i18nKey}` choices, localised, with the current one marked. */
export function optionsOf(choices: Record<string, string>, selected: string) {
  return Object.entries(choices).map(([value, key]) => ({
    value,
    label: game.i18n!.localize(key),
    selected: value === selected,
  }));
}
