/**
 * The conditions the document names, as token status effects, with the mechanics it prints:
 * dying, stable and dead follow the vitals (CD-5); defending gives advantage on defense rolls
 * (CD-7); in total darkness gives disadvantage on checks that need sight; grappled is what a
 * Goblin escapes with advantage; starving follows exhausted rations; a long rest removes
 * exhaustion; Goblins can never be surprised.
 */
import { countdownText } from './text';
import type { StatusEffectDescriptor } from '../../foundry/ruleset';
import { canBeSurprised, CONDITIONS, countdownKey, type ConditionId } from './rules';
import { isCharacter } from './data/snapshot';
import { shippedIcon } from '../../foundry/icons';

const IMAGES: Record<ConditionId, string> = {
  dying: shippedIcon('broken-heart'),
  stable: shippedIcon('heart-plus'),
  dead: shippedIcon('dead-head'),
  defending: shippedIcon('checked-shield'),
  darkness: shippedIcon('eclipse'),
  surprised: shippedIcon('surprised'),
  prone: shippedIcon('falling'),
  grappled: shippedIcon('grab'),
  starving: shippedIcon('stomach'),
  exhaustion: shippedIcon('tired-eye'),
};

export const COUNTDOWN_STATUS_EFFECTS: StatusEffectDescriptor[] = CONDITIONS.map((id) => ({
  id,
  name: countdownKey(`condition.${id}`),
  img: IMAGES[id],
  description: countdownKey(`conditionText.${id}`),
}));

export { IMAGES as CONDITION_IMAGES };

/** Goblin, Slippery: "Can never be surprised." */
export function refusesCondition(actor: Actor.Implementation, id: string): boolean {
  return id === 'surprised' && isCharacter(actor) && !canBeSurprised(actor.system.derived.ancestryId);
}

/** Sets a condition on or off; a Goblin is never marked surprised. */
export async function setCondition(actor: Actor.Implementation, id: ConditionId, active: boolean): Promise<boolean> {
  if (active && refusesCondition(actor, id)) {
    ui.notifications?.info(countdownText('condition.goblinNeverSurprised', { name: actor.name ?? '' }));
    return false;
  }
  await actor.toggleStatusEffect(id, { active });
  return true;
}

/** Foundry's token HUD creates status effects directly: the same refusal, as a pre-create hook. */
export function preCreateEffect(effect: { statuses?: Set<string> | string[]; parent?: unknown }): boolean | void {
  const actor = effect.parent as Actor.Implementation | undefined;
  const statuses = [...(effect.statuses ?? [])];
  if (actor && statuses.some((s) => refusesCondition(actor, s))) {
    ui.notifications?.info(countdownText('condition.goblinNeverSurprised', { name: actor.name ?? '' }));
    return false;
  }
}
