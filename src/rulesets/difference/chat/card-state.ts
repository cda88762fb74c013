/**
 * What has been done with a check card since it was posted (Determined used, Momentum taken) is
 * kept in the message's flags, so each button works once and the card re-renders truthfully.
 */
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { SYSTEM_ID } from '../../../foundry/settings';
import type { CheckResult } from '../rules';
import { t } from '../sheets/text';

export interface CardState {
  determinedUsed?: boolean;
  momentumTaken?: boolean;
  /** A task roll's interval was added to the world's clock. */
  timeAdvanced?: boolean;
  /** A wake-up offer's actor (the UUID of the Unconscious PC whose turn ended). */
  wakeFor?: string;
}

export const CARD_FLAG = 'difference';

export function stateOf(message: ChatMessage.Implementation): CardState {
  return message.getFlag(SYSTEM_ID, CARD_FLAG) ?? {};
}

export async function markState(
  message: ChatMessage.Implementation,
  change: CardState,
  undo?: UndoRecorder,
): Promise<void> {
  const state = { ...stateOf(message), ...change };
  // Recorded with the action it marks, so undoing the action brings its button back.
  if (undo) await undo.update(message, { flags: { [SYSTEM_ID]: { [CARD_FLAG]: state } } });
  else await message.setFlag(SYSTEM_ID, CARD_FLAG, state);
}

/** The buttons a check result allows: Determined on a failure, Momentum when it is offered. */
export function cardButtons(result: CheckResult, state: CardState) {
  const buttons: { action: string; label: string; icon: string; data: Record<string, string> }[] = [];
  if (result.determined.available && !state.determinedUsed) {
    buttons.push({
      action: 'difference.determined',
      label: t('MANIFOLD.difference.card.useDetermined'),
      icon: 'fa-solid fa-fist-raised',
      data: {},
    });
  }
  if (result.momentum && !result.momentum.automatic && !state.momentumTaken) {
    buttons.push({
      action: 'difference.momentum',
      label: t(`MANIFOLD.difference.card.momentum.${result.momentum.side}`),
      icon: 'fa-solid fa-bolt',
      data: { side: result.momentum.side },
    });
  }
  return buttons;
}
