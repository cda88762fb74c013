/**
 * The actor's combatant in a combat (the active one by default). Matched by uuid as well as by
 * identity, so an unlinked token's synthetic actor finds its own combatant.
 */
export function combatantOf(
  actor: Actor.Implementation | null | undefined,
  combat: Combat.Implementation | null | undefined = game.combat,
): Combatant.Implementation | null {
  if (!actor || !combat) return null;
  return combat.combatants.find((c) => c.actor === actor || c.actor?.uuid === actor.uuid) ?? null;
}
