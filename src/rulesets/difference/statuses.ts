/**
 * The glossary's conditions as token status effects, each with its rules text. What one implies
 * (Unconscious → Prone → Slowed) the engine reads from the one effect (activeConditions), so
 * standing up or waking never deletes more than it should.
 */
import { localize } from '../../foundry/i18n';
import type { StatusEffectDescriptor } from '../../foundry/ruleset';
import { CONDITION_IDS, conditionName, type ConditionId } from './rules';
import { shippedIcon } from '../../foundry/icons';

/** The shipped icons (icons.ts), chosen to read at token size. */
const ICONS: Record<ConditionId, string> = {
  afflicted: shippedIcon('poison-bottle'),
  blinded: shippedIcon('blindfold'),
  challenged: shippedIcon('crossed-swords'),
  dazed: shippedIcon('knocked-out-stars'),
  determined: shippedIcon('fist'),
  disoriented: shippedIcon('whirlwind'),
  empowered: shippedIcon('biceps'),
  enhanced: shippedIcon('sparkles'),
  exhausted: shippedIcon('tired-eye'),
  focused: shippedIcon('eye-target'),
  immobilized: shippedIcon('foot-trip'),
  pacified: shippedIcon('dove'),
  prone: shippedIcon('falling'),
  restrained: shippedIcon('manacles'),
  slowed: shippedIcon('snail'),
  stunned: shippedIcon('star-swirl'),
  surprised: shippedIcon('surprised'),
  unconscious: shippedIcon('knockout'),
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
