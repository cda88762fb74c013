/**
 * DIF-6 the Unconscious make no checks: before any check, extended-task roll, contest or Reaction
 * the character's conditions are read; an Unconscious one is refused with the reason, unless the
 * GM overrides (ALL-2).
 */
import { localize } from '../../../foundry/i18n';
import { gmOverrides } from '../../../foundry/gm-override';
import { activeConditions, rollRefusal, UNCONSCIOUS_REFUSAL, useReaction, type ActiveConditions } from '../rules';
import { differenceOptions } from '../settings';
import { actorSnapshot } from '../data/snapshot';

/** True when the actor may roll (awake, or the GM let it through); otherwise the refusal has been said. */
export async function mayRoll(actor: Actor.Implementation): Promise<boolean> {
  const refusal = rollRefusal(activeConditions(actorSnapshot(actor).conditions));
  return refusal === null || gmOverrides(localize(refusal));
}

/**
 * A Reaction (a talent's or the tracker's): refused when none is left, or as Unconscious unless a
 * GM overrides; a player is refused at once (the caller says why).
 */
export async function takeReaction(conditions: ActiveConditions, used: number) {
  const options = differenceOptions();
  const reaction = useReaction(conditions, used, options);
  if (reaction.ok || reaction.reason !== UNCONSCIOUS_REFUSAL || !game.user?.isGM) return reaction;
  return (await gmOverrides(localize(reaction.reason))) ? useReaction(conditions, used, options, true) : reaction;
}
