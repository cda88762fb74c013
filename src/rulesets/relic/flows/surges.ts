/** Taking surges off actors: the ones a roll used up, and a burner's when they run out (read in data/surges.ts). */
import type { SpentEffect } from '../rules';
import { surgesOn } from '../data/surges';

/** Deletes the effects a roll used up (Restoration is "next roll"). The roller owns its actor. */
export async function deleteSpentEffects(actor: Actor.Implementation, spent: readonly SpentEffect[]): Promise<void> {
  if (!spent.length) return;
  const ids = surgesOn(actor)
    .filter((s) => spent.includes(s.kind as SpentEffect))
    .map((s) => s.id);
  if (ids.length) await actor.deleteEmbeddedDocuments('ActiveEffect', ids);
}

/** Removes every surge a burner made, from these actors (REL-4: at the start of the burner's next turn). */
export async function expireSurgesOf(burnerUuid: string, actors: Iterable<Actor.Implementation>): Promise<void> {
  for (const actor of actors) {
    const ids = surgesOn(actor)
      .filter((s) => s.burnerUuid === burnerUuid)
      .map((s) => s.id);
    if (ids.length) await actor.deleteEmbeddedDocuments('ActiveEffect', ids);
  }
}
