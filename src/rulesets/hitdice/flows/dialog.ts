/** Hitdice's dialog fields and refusal words; the roll pipeline opens the dialog or skips it. */
import { localize } from '../../../foundry/i18n';
import type { RollDialogField } from '../../../foundry/rolls/roll-dialog';
import type { Refusal } from '../rules';

/** The localised words of an engine refusal. */
export function refusalText(reason: Refusal): string {
  return localize(reason.key, reason.data);
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
