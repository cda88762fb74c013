/**
 * The Foundry hooks the hitdice ruleset listens to while it is active: its macro API on
 * `game.manifold.hitdice`, and token statuses that follow the dice — whoever changed the actor
 * brings its statuses in line.
 */
import { isHitdiceActor } from './data/snapshot';
import { exposeApi } from './flows/api';
import { syncStatuses } from './statuses';

export function activateHitdice(): void {
  exposeApi();
  Hooks.on('updateActor', (actor: Actor.Implementation, _changes: unknown, _options: unknown, userId: string) => {
    if (userId === game.user?.id && isHitdiceActor(actor)) return syncStatuses(actor);
  });
}
