/** The buttons a check card offers; chat/card-state.ts says which of them were already used. */
import { localize } from '../../../foundry/i18n';
import type { CardState } from '../chat/card-state';
import type { CheckResult } from '../rules';

/** The buttons a check result allows: Determined on a failure, Momentum when it is offered. */
export function cardButtons(result: CheckResult, state: CardState) {
  const buttons: { action: string; label: string; icon: string; data: Record<string, string> }[] = [];
  if (result.determined.available && !state.determinedUsed) {
    buttons.push({
      action: 'difference.determined',
      label: localize('MANIFOLD.difference.card.useDetermined'),
      icon: 'fa-solid fa-fist-raised',
      data: {},
    });
  }
  if (result.momentum && !result.momentum.automatic && !state.momentumTaken) {
    buttons.push({
      action: 'difference.momentum',
      label: localize(`MANIFOLD.difference.card.momentum.${result.momentum.side}`),
      icon: 'fa-solid fa-bolt',
      data: { side: result.momentum.side },
    });
  }
  return buttons;
}
