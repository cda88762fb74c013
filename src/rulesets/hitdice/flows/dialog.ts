/** Opening the shared roll dialog, or skipping it, with a refusal shown as a warning either way. */
import { localize } from '../../../foundry/i18n';
import type { ModifierEvent } from '../../../foundry/keybindings';
import {
  dialogDefaults,
  RollDialog,
  type RollDialogConfig,
  type RollDialogField,
  type RollDialogValues,
} from '../../../foundry/rolls/roll-dialog';
import { applyKeyboardShortcuts } from '../../../foundry/rolls/configure';
import type { Refusal } from '../rules';

/** The localised words of an engine refusal. */
export function refusalText(reason: Refusal): string {
  return localize(reason.key, reason.data);
}

/**
 * The values to roll with: the dialog's, or the defaults when fast-forwarding; null if cancelled or
 * refused. The advantage key held on the click presets full exertion (`exertionField`).
 */
export async function chooseValues(
  given: RollDialogConfig,
  fastForward: boolean,
  event?: ModifierEvent | null,
): Promise<RollDialogValues | null> {
  const config = applyKeyboardShortcuts(given, event);
  const values = fastForward ? dialogDefaults(config) : await RollDialog.prompt(config);
  if (!values) return null;
  const error = config.evaluate(values).error;
  if (error) {
    ui.notifications?.warn(error);
    return null;
  }
  return values;
}

/**
 * Exertion dice: 0 … Proficiency per action (HD-3). The advantage key (Alt unless rebound) presets
 * all the exertion the turn has left for it (`available`, at most Proficiency).
 */
export function exertionField(proficiency: number, available = proficiency): RollDialogField {
  return {
    keyPresets: { advantage: Math.max(0, Math.min(proficiency, available)) },
    name: 'exertion',
    label: 'MANIFOLD.hitdice.dialog.exertion',
    kind: 'number',
    value: 0,
    min: 0,
    max: proficiency,
    hint: 'MANIFOLD.hitdice.dialog.exertionHint',
  };
}

/** Affinity dice to spend: 0 … those stored. */
export function affinityField(stored: number): RollDialogField {
  return {
    name: 'affinity',
    label: 'MANIFOLD.hitdice.dialog.affinity',
    kind: 'number',
    value: 0,
    min: 0,
    max: stored,
    hint: 'MANIFOLD.hitdice.dialog.affinityHint',
  };
}
