/**
 * What a GM's macro can call (`game.manifold.hitdice.*`): a group roll, and a new day for every
 * player character at once (Rests and Affinity gained today start again).
 */
import { startGroupRoll } from './group';
import { newDayAction } from './universal';

export const hitdiceApi = {
  startGroupRoll: () => startGroupRoll(),
  async newDayForAll() {
    if (!game.user?.isGM) return;
    for (const actor of game.actors?.contents ?? []) {
      if (actor.type === 'hitdice-character') await newDayAction(actor);
    }
  },
};

/** Adds the API beside the system's own (`game.manifold`). */
export function exposeApi(): void {
  // fvtt-types' Game declares no `manifold`: src/manifold.ts adds it untyped (a shared declaration would end this)
  const g = game as unknown as { manifold?: Record<string, unknown> };
  (g.manifold ??= {}).hitdice = hitdiceApi;
}
