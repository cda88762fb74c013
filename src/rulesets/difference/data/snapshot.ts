/** An actor as the engine reads it (rules/snapshot.ts): plain numbers and conditions, nothing Foundry. */
import type { ActorSnapshot } from '../rules';
import { conditionsOf, type EffectLike } from '../flows/conditions';

export const CHARACTER_TYPE = 'difference-character';
export const NPC_TYPE = 'difference-npc';

/** A document's type as a plain string (our types are registered at runtime, not declared to the compiler). */
export function typeOf(document: { type?: unknown } | null | undefined): string {
  return String(document?.type ?? '');
}

export function isDifferenceActor(actor: { type?: unknown } | null | undefined): boolean {
  return typeOf(actor) === CHARACTER_TYPE || typeOf(actor) === NPC_TYPE;
}

interface PoolData {
  value: number;
  max: number;
}

interface ActorSystem {
  level: number;
  attributes: Record<string, number>;
  skills: Record<string, number>;
  vitality: PoolData;
  poise: PoolData;
  clarity: PoolData;
  focus: PoolData;
  wounds: { injuries: number; burdens: number; traumas: number };
  recoveryDice: number;
  damageReduction: number;
  speed: number;
  derived?: { soak: number };
}

export function systemOf(actor: Actor.Implementation): ActorSystem {
  return actor.system as unknown as ActorSystem;
}

/** The engine's view of an actor. `soak` is the derived Soak once data is prepared. */
export function actorSnapshot(actor: Actor.Implementation): ActorSnapshot {
  const s = systemOf(actor);
  const pool = (p: PoolData | undefined) => ({ value: Number(p?.value) || 0, max: Number(p?.max) || 0 });
  return {
    id: actor.id ?? '',
    isPC: typeOf(actor) === CHARACTER_TYPE,
    level: s.level,
    attributes: { ...(s.attributes ?? {}) },
    skills: { ...(s.skills ?? {}) },
    conditions: conditionsOf(actor as unknown as { effects: Iterable<EffectLike> }),
    pools: { vitality: pool(s.vitality), poise: pool(s.poise), clarity: pool(s.clarity) },
    wounds: { ...s.wounds },
    soak: s.derived?.soak ?? s.damageReduction ?? 0,
    focus: pool(s.focus),
    recoveryDice: s.recoveryDice,
    speed: s.speed,
  };
}
