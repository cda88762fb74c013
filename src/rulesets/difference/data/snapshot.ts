/** An actor as the engine reads it (rules/snapshot.ts): plain numbers and conditions, nothing Foundry. */
import type { ActorSnapshot } from '../rules';
import { conditionsOf } from './conditions';
import { actorOfType } from '../../../foundry/documents/of-type';

export const CHARACTER_TYPE = 'difference-character';
export const NPC_TYPE = 'difference-npc';

/** A document's type as a plain string (any document, any ruleset's type, or none). */
export function typeOf(document: { type?: unknown } | null | undefined): string {
  return String(document?.type ?? '');
}

/** Whether a document is a difference character or NPC (only actors have those types). */
export function isDifferenceActor(actor: { type?: unknown } | null | undefined): actor is Actor.Implementation {
  return typeOf(actor) === CHARACTER_TYPE || typeOf(actor) === NPC_TYPE;
}

/** The actor's data as its model declares it (both types share DifferenceActorData); for a difference actor only. */
export function systemOf(actor: Actor.Implementation) {
  return actorOfType<typeof CHARACTER_TYPE | typeof NPC_TYPE>(actor).system;
}

/** A pool as stored, its numbers made numbers (the engine reads them safely from there). */
const poolOf = (p: { value: number; max: number } | undefined) => ({
  value: Number(p?.value) || 0,
  max: Number(p?.max) || 0,
});

/**
 * What derived data reads (Recovery Dice, the Defeated tracks): the stored scores read in place,
 * not copied, and no id, conditions or pools (neither reads them; movement reads conditionIdsOf).
 * Every actor is prepared at load and on every update.
 */
export function derivationSnapshot(actor: Actor.Implementation): ActorSnapshot {
  const s = systemOf(actor);
  return {
    level: s.level,
    attributes: s.attributes,
    wounds: s.wounds,
    recoveryDice: s.recoveryDice,
  };
}

/** The engine's view of an actor. `soak` is the derived Soak once data is prepared. */
export function actorSnapshot(actor: Actor.Implementation): ActorSnapshot {
  const s = systemOf(actor);
  return {
    ...derivationSnapshot(actor),
    id: actor.id ?? '',
    conditions: conditionsOf(actor),
    pools: { vitality: poolOf(s.vitality), poise: poolOf(s.poise), clarity: poolOf(s.clarity) },
    isPC: typeOf(actor) === CHARACTER_TYPE,
    // The roll's own copies of the scores and wounds (derived data reads the stored ones in place).
    attributes: { ...(s.attributes ?? {}) },
    skills: { ...(s.skills ?? {}) },
    wounds: { ...s.wounds },
    soak: s.derived?.soak ?? s.damageReduction ?? 0,
    focus: poolOf(s.focus),
    speed: s.speed,
  };
}
