/** Rolls an actor's rollable by its key, as a sheet button, macro or inline check does. */
import { registry } from '../../src/foundry/registry';
import { rollRollable, runRoll, type RollOptions } from '../../src/foundry/rolls/pipeline';
import type { RollRequest, RollRequests } from '../../src/foundry/ruleset';

export function rollKey(actor: Actor.Implementation, key: string, options: RollOptions): Promise<unknown> {
  const rollable = registry.rollablesOf(actor).find((r) => r.key === key);
  if (!rollable) throw new Error(`${actor.name ?? '?'} has no rollable ${key}`);
  return rollRollable(rollable, options);
}

/** Makes the roll a request asks an actor for, as the request card's row button does (without the card). */
export async function rollRequested(
  requests: RollRequests,
  actor: Actor.Implementation,
  request: RollRequest,
  options: RollOptions,
): Promise<unknown> {
  return runRoll(await requests.plan(actor, request), options);
}
