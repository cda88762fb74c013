/**
 * Reading a hitdice actor for the engine and writing the engine's changes back. Every change is
 * one ordinary document update of stored fields (ALL-2): the GM can undo any of it by editing.
 */
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { actorOfType } from '../../../foundry/documents/of-type';
import { documentByUuid } from '../../../foundry/documents/lookup';
import type { HitdiceActorModel } from './actor-base';
import type { HitdiceCharacterSource } from './character';
import { readActor, type ActorChanges, type HitdiceActor, type HitdiceActorData } from '../rules';

export const ACTOR_TYPES = ['hitdice-character', 'hitdice-npc'] as const;
export type HitdiceActorType = (typeof ACTOR_TYPES)[number];

export function isHitdiceActor(
  actor: Actor.Implementation | null | undefined,
): actor is Actor.OfType<HitdiceActorType> {
  return (ACTOR_TYPES as readonly string[]).includes(String(actor?.type));
}

/** The prepared model of an actor already known to be a hitdice one. */
export function systemOf(actor: Actor.Implementation): HitdiceActorModel {
  return actorOfType<HitdiceActorType>(actor).system;
}

/** The plain snapshot the engine reads (stored values and the worn armor). */
export function snapshotOf(actor: Actor.Implementation): HitdiceActorData {
  return systemOf(actor).snapshot();
}

/** The engine's reading of the actor as it is now. */
export function actorStateOf(actor: Actor.Implementation): HitdiceActor {
  return readActor(snapshotOf(actor));
}

/**
 * Stored fields an engine change (or a caller's extra) writes, nested as the schema holds them, each
 * object partial: the character's schema holds every one (an NPC's lacks only Affinity).
 */
export type HitdiceSystemUpdate = {
  [K in keyof HitdiceCharacterSource]?: HitdiceCharacterSource[K] extends object
    ? Partial<HitdiceCharacterSource[K]>
    : HitdiceCharacterSource[K];
};

/** The update of a set of engine changes (affinity only for actors that have it). */
export function updateOf(actor: Actor.Implementation, changes: ActorChanges): HitdiceSystemUpdate {
  const c = changes;
  const system: HitdiceSystemUpdate = {};
  if (c.body !== undefined) system.body = { value: c.body };
  if (c.resolve !== undefined) system.resolve = { value: c.resolve };
  if (c.armorDice !== undefined) system.armor = { value: c.armorDice };
  if (c.barrier !== undefined) system.barrier = { value: c.barrier };
  if (c.guard !== undefined) system.guard = { value: c.guard };
  if (c.restsToday !== undefined) system.restsToday = c.restsToday;
  if (c.rushUsed !== undefined) system.rushUsed = c.rushUsed;
  if (c.steadyUsed !== undefined) system.steadyUsed = c.steadyUsed;
  if (c.stabilized !== undefined) system.stabilized = c.stabilized;
  if (c.dead !== undefined) system.dead = c.dead;
  if ('affinity' in systemOf(actor)) {
    const affinity = {
      ...(c.affinityStored !== undefined ? { stored: c.affinityStored } : {}),
      ...(c.affinityGainedToday !== undefined ? { gainedToday: c.affinityGainedToday } : {}),
    };
    if (Object.keys(affinity).length) system.affinity = affinity;
  }
  return system;
}

/** Applies engine changes (plus a caller's extra stored fields) as one update; does nothing when there is nothing to change. */
export async function applyChanges(
  actor: Actor.Implementation,
  changes: ActorChanges,
  extra: HitdiceSystemUpdate = {},
  undo?: UndoRecorder,
): Promise<void> {
  const system = foundry.utils.mergeObject(updateOf(actor, changes), extra);
  if (!Object.keys(system).length) return;
  if (undo) await undo.update(actor, { system });
  else await actor.update({ system });
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
  const actor = documentByUuid(uuid, 'Actor');
  return isHitdiceActor(actor) ? actor : null;
}
