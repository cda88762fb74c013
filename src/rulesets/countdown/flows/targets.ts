/** The user's first targeted token's actor, as a character (healing, stabilizing) if it is one. */
import { isCharacter, type CountdownCharacter } from '../data/snapshot';

export function targetedActor(): Actor.Implementation | null {
  const token = [...(game.user?.targets ?? [])][0];
  return token?.actor ?? null;
}

export function targetedCharacter(): CountdownCharacter | null {
  const actor = targetedActor();
  return isCharacter(actor) ? actor : null;
}
