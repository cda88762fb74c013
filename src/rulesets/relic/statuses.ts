/**
 * §6.4 conditions as Foundry status effects (ids = the engine's condition ids). The descriptions
 * say what the system does with each; the document leaves the rest "as written in the vault".
 */
import type { StatusEffectDescriptor } from '../../foundry/ruleset';
import { CONDITIONS, type ConditionId } from './rules';

const ICONS: Record<ConditionId, string> = {
  entangled: 'icons/svg/net.svg',
  disoriented: 'icons/svg/daze.svg',
  stunned: 'icons/svg/paralysis.svg',
  poisoned: 'icons/svg/poison.svg',
  bleeding: 'icons/svg/blood.svg',
  blinded: 'icons/svg/blind.svg',
  wounded: 'systems/manifold/assets/relic/wounded.svg',
  unconscious: 'icons/svg/unconscious.svg',
  dying: 'systems/manifold/assets/relic/dying.svg',
  unconsciousOneRound: 'systems/manifold/assets/relic/unconscious-one-round.svg',
};

export const RELIC_STATUS_EFFECTS: StatusEffectDescriptor[] = CONDITIONS.map((id) => ({
  id,
  name: `MANIFOLD.relic.condition.${id}`,
  img: ICONS[id],
  description: `MANIFOLD.relic.conditionRules.${id}`,
}));
