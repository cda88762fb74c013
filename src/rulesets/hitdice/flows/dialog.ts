/** Opening the shared roll dialog, or skipping it, with a refusal shown as a warning either way. */
import {
  RollDialog,
  type RollDialogConfig,
  type RollDialogField,
  type RollDialogValues,
} from '../../../foundry/rolls/roll-dialog';
import { localizer } from '../dice/dice-view';
import type { Refusal } from '../rules';

/** The localised words of an engine refusal. */
export function refusalText(reason: Refusal): string {
  return localizer()(reason.key, reason.data);
}

/** The values to roll with: the dialog's, or the defaults when fast-forwarding; null if cancelled or refused. */
export async function chooseValues(config: RollDialogConfig, fastForward: boolean): Promise<RollDialogValues | null> {
  const defaults = Object.fromEntries(config.fields.map((f) => [f.name, f.value])) as RollDialogValues;
  const values = fastForward ? defaults : await RollDialog.prompt(config);
  if (!values) return null;
  const error = config.evaluate(values).error;
  if (error) {
    ui.notifications?.warn(error);
    return null;
  }
  return values;
}

/** Exertion dice: 0 … Proficiency per action (HD-3). */
export function exertionField(proficiency: number): RollDialogField {
  return {
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
