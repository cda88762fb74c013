/**
 * Reading a hitdice actor for the engine and writing the engine's changes back. Every change is
 * one ordinary document update of stored fields (ALL-2): the GM can undo any of it by editing.
 */
import type { HitdiceActorSystem } from './actor-base';
import { readActor, type ActorChanges, type HitdiceActor, type HitdiceActorData } from '../rules';

export const ACTOR_TYPES = ['hitdice-character', 'hitdice-npc'] as const;

export function isHitdiceActor(actor: unknown): actor is Actor.Implementation {
  return (ACTOR_TYPES as readonly string[]).includes(String((actor as { type?: unknown } | null)?.type));
}

export function systemOf(actor: Actor.Implementation): HitdiceActorSystem {
  return actor.system as unknown as HitdiceActorSystem;
}

/** The plain snapshot the engine reads (stored values and the worn armor). */
export function snapshotOf(actor: Actor.Implementation): HitdiceActorData {
  return systemOf(actor).snapshot();
}

/** The engine's reading of the actor as it is now. */
export function stateOf(actor: Actor.Implementation): HitdiceActor {
  return readActor(snapshotOf(actor));
}

/** The document paths of the engine's change names. */
const PATHS: Record<keyof ActorChanges, string> = {
  body: 'system.body.value',
  resolve: 'system.resolve.value',
  armorDice: 'system.armor.value',
  barrier: 'system.barrier.value',
  guard: 'system.guard.value',
  restsToday: 'system.restsToday',
  rushUsed: 'system.rushUsed',
  steadyUsed: 'system.steadyUsed',
  stabilized: 'system.stabilized',
  dead: 'system.dead',
  affinityStored: 'system.affinity.stored',
  affinityGainedToday: 'system.affinity.gainedToday',
};

/** The update data of a set of engine changes (affinity only for actors that have it). */
export function updateOf(actor: Actor.Implementation, changes: ActorChanges): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  const hasAffinity = Boolean(systemOf(actor).affinity);
  for (const [key, value] of Object.entries(changes) as [keyof ActorChanges, unknown][]) {
    if (value === undefined) continue;
    if ((key === 'affinityStored' || key === 'affinityGainedToday') && !hasAffinity) continue;
    update[PATHS[key]] = value;
  }
  return update;
}

/** Applies engine changes (plus any extra paths) as one update; does nothing when there is nothing to change. */
export async function applyChanges(
  actor: Actor.Implementation,
  changes: ActorChanges,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const update = { ...updateOf(actor, changes), ...extra };
  if (Object.keys(update).length) await actor.update(update);
}

/** The users who own an actor and are not GMs (whom a prompt addresses), and every GM. */
export function addressees(actor: Actor.Implementation): string[] {
  const ids: string[] = [];
  for (const user of game.users ?? []) {
    if (user.isGM || actor.testUserPermission(user, 'OWNER')) ids.push(user.id!);
  }
  return ids;
}

/** The actor behind a UUID, if it is a hitdice actor. */
export function hitdiceActorFrom(uuid: unknown): Actor.Implementation | null {
  if (typeof uuid !== 'string' || !uuid) return null;
  const doc = fromUuidSync(uuid as never) as unknown;
  return isHitdiceActor(doc) ? doc : null;
}
