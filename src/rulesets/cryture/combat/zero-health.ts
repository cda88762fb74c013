/**
 * What happens at 0 Health: the document does not say (a gap the GM rules on). The world setting
 * `zeroHealth` chooses: 'defeated' (default) marks the combatant defeated with Foundry's own
 * defeated status, so the tracker skips it; 'none' leaves it to the table.
 */
import { rulesetSetting } from '../../../foundry/settings';
import { combatantOf } from './turn-state';

export async function onZeroHealth(actor: Actor.Implementation): Promise<void> {
  if (rulesetSetting<string>('cryture', 'zeroHealth') !== 'defeated') return;
  const combatant = combatantOf(actor);
  if (combatant && !combatant.defeated) await combatant.update({ defeated: true });
  const defeated = CONFIG.specialStatusEffects.DEFEATED ?? 'dead';
  await actor.toggleStatusEffect(defeated, { active: true, overlay: true });
}
