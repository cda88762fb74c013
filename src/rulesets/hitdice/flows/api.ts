/**
 * What a GM's macro can call (`game.manifold.hitdice.*`): a group roll, and a new day for every
 * player character at once (Rests and Affinity gained today start again).
 */
import { startGroupRoll } from './group';
import { manifoldApi } from '../../../foundry/api';
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

/** Adds the API beside the system's own (`game.manifold.hitdice`). */
export function exposeApi(): void {
  manifoldApi.hitdice = hitdiceApi;
}
