/**
 * The end of a scene (glossary Empowered: it lasts "until the end of the scene"). DIF-6: it reaches
 * every actor in the scene — the world's difference actors and the synthetic actors of the viewed
 * scene's unlinked tokens (an NPC token placed from a prototype is not in game.actors).
 */
import { endOfScene } from '../rules';
import { actorSnapshot, isDifferenceActor } from '../data/snapshot';
import { changeConditions } from './health';

/** The world's difference actors and those of the viewed scene's unlinked tokens, each once. */
export function sceneActors(): Actor.Implementation[] {
  const out = new Set<Actor.Implementation>();
  for (const actor of game.actors ?? []) if (isDifferenceActor(actor)) out.add(actor);
  for (const token of game.scenes?.viewed?.tokens ?? []) {
    if (!token.actorLink && token.actor && isDifferenceActor(token.actor)) out.add(token.actor);
  }
  return [...out];
}

/** Ends the scene for every actor in it: Empowered ends. Returns how many actors changed. */
export async function endScene(): Promise<number> {
  let ended = 0;
  for (const actor of sceneActors()) {
    const changes = endOfScene(actorSnapshot(actor));
    if (!changes.remove.length) continue;
    await changeConditions(actor, changes);
    ended++;
  }
  return ended;
}
