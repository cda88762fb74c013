/** The tracker's order of a combat (REL-6) and the seekers' part of it. */
import { compareTurnSlots } from '../rules';
import { slotOf } from './slots';
import { isSeeker } from '../data/types';

/** REL-6 comparator for Foundry's tracker (called unbound: it uses nothing but its arguments). */
export function sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
  return compareTurnSlots(slotOf(a), slotOf(b));
}

export function ordered(combat: Combat.Implementation): Combatant.Implementation[] {
  return [...(combat.combatants.contents as Combatant.Implementation[])].sort(sortCombatants);
}

/** The seekers in their chosen order. */
export function seekerOrder(combat: Combat.Implementation): Combatant.Implementation[] {
  return ordered(combat).filter((c) => isSeeker(c.actor));
}
