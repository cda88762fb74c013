/** Localising the engine's labels and numbers for sheets, dialogs and cards. */
import { localize } from '../../foundry/i18n';
import type { OddsLabel } from '../../core';
import { labelText } from '../../foundry/odds/odds-view';
import { signed } from '../../foundry/templates';
import { attributeName } from './data/traits';

/** An engine label in words; Enhanced names its attribute by the world's name for it (DIF-3). */
export function say(source: OddsLabel): string {
  if ('key' in source && source.key === 'MANIFOLD.difference.source.enhanced' && source.data) {
    const bonus = Number(source.data.bonus);
    return localize('MANIFOLD.difference.source.enhanced', {
      bonus: Math.abs(bonus),
      sign: bonus < 0 ? '−' : '+',
      attribute: attributeName(String(source.data.attribute)),
    });
  }
  return labelText(source, localize);
}

export { signed };
