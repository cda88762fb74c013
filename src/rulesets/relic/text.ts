/** The relic glue's words: a key under MANIFOLD.relic as text, and localised select options. */
import { localize } from '../../foundry/i18n';
import { relicKey } from './rules';

export function relicText(path: string, data?: Record<string, string | number>): string {
  return localize(relicKey(path), data);
}

/** Select options of `{id: i18nKey}` choices, localised, with the current one marked. */
export function optionsOf(choices: Record<string, string>, selected: string) {
  return Object.entries(choices).map(([value, key]) => ({
    value,
    label: game.i18n!.localize(key),
    selected: value === selected,
  }));
}
