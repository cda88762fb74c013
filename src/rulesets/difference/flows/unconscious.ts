/**
 * DIF-6 the Unconscious make no checks: before any check, extended-task roll, contest or Reaction
 * the character's conditions are read; an Unconscious one is refused with the reason, unless the
 * GM overrides (ALL-2).
 */
import { gmOverrides } from '../../../foundry/gm-override';
import { activeConditions, rollRefusal } from '../rules';
import { actorSnapshot } from '../data/snapshot';
import { t } from '../sheets/text';

/** True when the actor may roll (awake, or the GM let it through); otherwise the refusal has been said. */
export async function mayRoll(actor: Actor.Implementation): Promise<boolean> {
  const refusal = rollRefusal(activeConditions(actorSnapshot(actor).conditions));
  return refusal === null || gmOverrides(t(refusal));
}
