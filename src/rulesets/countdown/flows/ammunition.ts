/**
 * Ammunition (cd8) is triggered after each combat where ranged weapons were used: a ranged attack
 * marks the attacker for the combat, and the end of the combat asks each marked character to
 * trigger their ammunition die.
 */
import { SYSTEM_ID } from '../../../foundry/settings';
import { itemsOf, type CountdownCharacter } from '../data/snapshot';
import { TYPES, type GearSystem } from '../data/types';

const FLAG = 'countdownRangedIn';

export async function markRangedUse(actor: CountdownCharacter): Promise<void> {
  const combat = game.combat;
  if (!combat || actor.getFlag(SYSTEM_ID, FLAG) === combat.id) return;
  await actor.setFlag(SYSTEM_ID, FLAG, combat.id);
}

/** The ammunition items of the characters who shot in a combat (read from their own flags). */
export function ammunitionToTrigger(combatId: string, actors: Iterable<Actor.Implementation>) {
  const out: { actor: Actor.Implementation; item: Item.Implementation & { system: GearSystem } }[] = [];
  for (const actor of actors) {
    if (actor.getFlag(SYSTEM_ID, FLAG) !== combatId) continue;
    for (const item of itemsOf<GearSystem>(actor, TYPES.gear)) {
      if (
        item.system.countdown.enabled &&
        item.system.countdown.resource === 'ammunition' &&
        item.system.countdown.die > 0
      ) {
        out.push({ actor, item });
      }
    }
  }
  return out;
}
