/**
 * The glossary's conditions as token status effects, each with its rules text. What one implies
 * (Unconscious → Prone → Slowed) the engine reads from the one effect (activeConditions), so
 * standing up or waking never deletes more than it should.
 */
import { localize } from '../../foundry/i18n';
import type { StatusEffectDescriptor } from '../../foundry/ruleset';
import { CONDITION_IDS, conditionName, type ConditionId } from './rules';

/** Foundry's own icons, chosen to read at token size. */
const ICONS: Record<ConditionId, string> = {
  afflicted: 'icons/svg/poison.svg',
  blinded: 'icons/svg/blind.svg',
  challenged: 'icons/svg/target.svg',
  dazed: 'icons/svg/daze.svg',
  determined: 'icons/svg/upgrade.svg',
  disoriented: 'icons/svg/deaf.svg',
  empowered: 'icons/svg/aura.svg',
  enhanced: 'icons/svg/angel.svg',
  exhausted: 'icons/svg/degen.svg',
  focused: 'icons/svg/eye.svg',
  immobilized: 'icons/svg/net.svg',
  pacified: 'icons/svg/sleep.svg',
  prone: 'icons/svg/falling.svg',
  restrained: 'icons/svg/trap.svg',
  slowed: 'icons/svg/frozen.svg',
  stunned: 'icons/svg/paralysis.svg',
  surprised: 'icons/svg/terror.svg',
  unconscious: 'icons/svg/unconscious.svg',
};

export const STATUS_EFFECTS: StatusEffectDescriptor[] = CONDITION_IDS.map((id) => ({
  id,
  name: conditionName(id),
  img: ICONS[id],
  description: `MANIFOLD.difference.condition.${id}.rules`,
}));

/** A condition's localised name and icon, for the effects the glue creates. */
export function describeCondition(id: ConditionId): { name: string; img: string } {
  return { name: localize(conditionName(id)), img: ICONS[id] };
}
