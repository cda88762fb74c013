/**
 * Writing combatants mid-combat without Foundry's turn events. A combatant update that re-sorts
 * the turns keeps the turn *index*, so when another combatant lands on it Foundry ends the turn of
 * the one who had it and starts the newcomer's (Combat#_onUpdateDescendantDocuments →
 * _manageTurnEvents): action economies reset, guard dice stripped, 1-turn statuses counted down
 * early. Core's own rollInitiative passes `turnEvents: false`; so do we, and we keep the turn on
 * the combatant who has it (the GM stores the moved index; a player's clients are told it through
 * `combatTurn`, which Foundry applies on every client before it re-sorts).
 */

type Update = { _id: string } & Record<string, unknown>;

/** A combatant as it will read after `update` (initiative and flags), for sorting only. */
function previewOf(combatant: Combatant.Implementation, update: Update | undefined): Combatant.Implementation {
  if (!update) return combatant;
  const preview = Object.create(combatant) as Combatant.Implementation;
  const expanded = foundry.utils.expandObject(update) as { initiative?: number | null; flags?: object };
  if ('initiative' in expanded) Object.defineProperty(preview, 'initiative', { value: expanded.initiative });
  if (expanded.flags) {
    const flags = foundry.utils.mergeObject(structuredClone(combatant.flags ?? {}), expanded.flags, { inplace: false });
    Object.defineProperty(preview, 'flags', { value: flags });
    Object.defineProperty(preview, 'getFlag', {
      value: (scope: string, key: string) => (flags as Record<string, Record<string, unknown>>)[scope]?.[key],
    });
  }
  return preview;
}

/** Where the current combatant will stand once `updates` are written. */
function turnAfter(combat: Combat.Implementation, updates: Update[], currentId: string): number {
  const byId = new Map(updates.map((u) => [u._id, u]));
  const sort = combat['_sortCombatants']; // protected; called unbound, as Foundry does
  const sorted = combat.combatants.contents
    .map((c) => ({ id: c.id, preview: previewOf(c, byId.get(c.id!)) }))
    .sort((a, b) => sort(a.preview, b.preview));
  return sorted.findIndex((c) => c.id === currentId);
}

/** Writes these combatant updates in one batch, with no turn events and the turn kept where it is. */
export async function updateCombatantsQuietly(combat: Combat.Implementation, updates: Update[]): Promise<void> {
  if (!updates.length) return;
  const currentId = combat.started ? combat.combatant?.id : undefined;
  const gm = Boolean(game.user && combat.canUserModify(game.user, 'update'));
  const options: Record<string, unknown> = { turnEvents: false };
  if (currentId && !gm) options.combatTurn = turnAfter(combat, updates, currentId);
  await combat.updateEmbeddedDocuments('Combatant', updates, options);
  if (!currentId || !gm) return;
  const index = combat.turns.findIndex((t) => t.id === currentId);
  if (index >= 0 && index !== combat.turn) await combat.update({ turn: index }, { turnEvents: false });
}
