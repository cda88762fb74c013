import { toInteger } from '../../../core';
import type { WoundTrack } from './attributes';
import type { Condition } from './conditions';
import type { PoolId } from './options';

/** A pool with a current value and a maximum (health pools, Focus). */
export interface PoolValue {
  value: number;
  max: number;
}

/**
 * What the engine reads of an actor: the glue fills it from the data model. Every number is read
 * through toInteger, so hostile stored data never yields NaN or out-of-range values.
 */
export interface ActorSnapshot {
  /** The actor's (or token's) id, used for Challenged. */
  id?: string;
  /** A player character: earns player Momentum (DIF-4), may regain consciousness (glossary Unconscious). */
  isPC?: boolean;
  /** Character level, for the Tier of Play. */
  level?: number;
  /** Named attribute and skill scores (DIF-3). */
  attributes?: Readonly<Record<string, number>>;
  skills?: Readonly<Record<string, number>>;
  conditions?: readonly Condition[];
  /** Vitality, Poise and Clarity. */
  pools?: Partial<Record<PoolId, PoolValue>>;
  /** Accumulated Injuries, Burdens and Traumas. */
  wounds?: Partial<Record<WoundTrack, number>>;
  /** Soak (armor) or Damage Reduction (talents), against Vitality damage from attacks. */
  soak?: number;
  focus?: PoolValue;
  /** Recovery Dice left in the pool. */
  recoveryDice?: number;
  /** Speed per Move action, in feet. */
  speed?: number;
}

/** A pool read safely: 0 ≤ value ≤ max. */
export function readPool(pool: Partial<PoolValue> | undefined): PoolValue {
  const max = toInteger(pool?.max, { min: 0 });
  return { value: toInteger(pool?.value, { min: 0, max, fallback: max }), max };
}
