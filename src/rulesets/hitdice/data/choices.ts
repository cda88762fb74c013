/** Choice fields whose labels are the engine's name keys (`MANIFOLD.hitdice.<group>.<id>`). */
import { choice } from '../../../foundry/data/fields';
import { nameKey } from '../rules';

export function choicesOf<T extends string>(ids: readonly T[], group: string): Record<T, string> {
  return Object.fromEntries(ids.map((id) => [id, nameKey(group, id)])) as Record<T, string>;
}

export function choiceOf<T extends string>(ids: readonly T[], group: string, initial: T) {
  return choice(choicesOf(ids, group), initial);
}
