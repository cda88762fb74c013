/** The fields and notes (modifiers by source) of relic's roll dialogs; `configureRoll` opens them. */
import { signed } from '../../../foundry/templates';
import { relicKey, type RollModifier } from '../rules';

/** The attribute and each modifier as dialog notes (labels are i18n keys, values signed). */
export function modifierNotes(attribute: { id: string; value: number }, modifiers: readonly RollModifier[]) {
  return [
    { label: relicKey(`attribute.${attribute.id}`), value: signed(attribute.value) },
    ...modifiers.map((m) => ({ label: relicKey(`modifier.${m.id}`), value: signed(m.value) })),
  ];
}

/** The situational modifier field every roll offers (the GM's ±, ALL-2). */
export function situationalField(name = 'situational', label = 'MANIFOLD.relic.dialog.situational') {
  return { name, label, kind: 'number' as const, value: 0, min: -10, max: 10, step: 1 };
}

export const num = (v: unknown) => Math.trunc(Number(v) || 0);
