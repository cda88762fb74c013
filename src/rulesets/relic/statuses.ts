/**
 * §6.4 conditions as Foundry status effects (ids = the engine's condition ids). The descriptions
 * say what the system does with each; the document leaves the rest "as written in the vault".
 */
import type { StatusEffectDescriptor } from '../../foundry/ruleset';
import { CONDITIONS, type ConditionId } from './rules';
import { shippedIcon } from '../../foundry/icons';

const ICONS: Record<ConditionId, string> = {
  entangled: shippedIcon('spider-web'),
  disoriented: shippedIcon('whirlwind'),
  stunned: shippedIcon('star-swirl'),
  poisoned: shippedIcon('poison-bottle'),
  bleeding: shippedIcon('bleeding-wound'),
  blinded: shippedIcon('blindfold'),
  wounded: 'systems/manifold/assets/relic/wounded.svg',
  unconscious: shippedIcon('knockout'),
  dying: 'systems/manifold/assets/relic/dying.svg',
  unconsciousOneRound: 'systems/manifold/assets/relic/unconscious-one-round.svg',
};

export const RELIC_STATUS_EFFECTS: StatusEffectDescriptor[] = CONDITIONS.map((id) => ({
  id,
  name: `MANIFOLD.relic.condition.${id}`,
  img: ICONS[id],
  description: `MANIFOLD.relic.conditionRules.${id}`,
}));
