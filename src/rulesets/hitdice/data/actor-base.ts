/**
 * What character and NPC share: the level, the hit die, the defense layers as dice counts
 * (there are no hit points), Resolve, and the day's bookkeeping. Derived figures (Proficiency,
 * pool sizes, the Resolve stage, life state) come from the engine's `readActor`, never from here.
 */
import { html, integer, schemaVersion } from '../../../foundry/data/fields';
import {
  GUARD_DICE,
  HIT_DIE_TYPES,
  MAX_LEVEL,
  MAX_RESTS_PER_DAY,
  MAX_STORED_DICE,
  MIN_LEVEL,
  nameKey,
  readActor,
  defenseRollsOf,
  type HitdiceActor,
  type HitdiceActorData,
} from '../rules';
import { choiceOf } from './choices';
import { hitdiceEffectsOf, type EffectReport } from './effects';

export const HITDICE_SCHEMA_VERSION = 1;

const fields = foundry.data.fields;

/** A count of dice in a layer: whole, 0 … the engine's generous bound. */
export function diceCount(initial = 0, max = MAX_STORED_DICE) {
  return integer({ min: 0, max, initial });
}

export const actorSchema = () => ({
  schemaVersion: schemaVersion(HITDICE_SCHEMA_VERSION),
  level: integer({ min: MIN_LEVEL, max: MAX_LEVEL, initial: MIN_LEVEL }),
  hitDie: choiceOf(HIT_DIE_TYPES, 'hitDie', 'balanced'),
  /** Body hit dice left (the pool's size is derived: Hit Dice by Level, or the NPC's own). */
  body: new fields.SchemaField({ value: diceCount(5) }),
  /** Armor dice left; the worn armor item gives the die and the dice when whole (HD-6). */
  armor: new fields.SchemaField({ value: diceCount(0) }),
  /** Barrier d12 dice left, and how many were raised (so lost ones can be drawn as gone). */
  barrier: new fields.SchemaField({ value: diceCount(0), max: diceCount(0) }),
  /** Guard d6 dice from the Defend action (HD-5), and how many it raised. */
  guard: new fields.SchemaField({ value: diceCount(0, GUARD_DICE), max: diceCount(0, GUARD_DICE) }),
  restsToday: integer({ min: 0, max: MAX_RESTS_PER_DAY, initial: 0 }),
  rushUsed: new fields.BooleanField({ initial: false }),
  steadyUsed: new fields.BooleanField({ initial: false }),
  stabilized: new fields.BooleanField({ initial: false }),
  dead: new fields.BooleanField({ initial: false }),
  notes: html(),
});

/** The stored values every hitdice actor has, as the model holds them after preparation. */
export interface HitdiceActorSystem {
  level: number;
  hitDie: string;
  body: { value: number; max: number };
  armor: { value: number; max: number };
  barrier: { value: number; max: number };
  guard: { value: number; max: number };
  resolve: { value: number; max: number };
  restsToday: number;
  rushUsed: boolean;
  steadyUsed: boolean;
  stabilized: boolean;
  dead: boolean;
  notes: string;
  affinity?: { stored: number; gainedToday: number; max: number; gainMax: number };
  /** The engine's reading of this actor (derived). */
  state: HitdiceActor;
  proficiency: number;
  defenseRolls: number;
  /** Active Effects: modifiers the engine reads, bonus dice by skill domain, where they came from. */
  effectModifiers?: { defenseRolls: number; required: number };
  effectBonusDice?: Partial<Record<string, number>>;
  effectReport?: EffectReport;
  /** The worn armor's dice when whole, after effects (undefined: the armor's own). */
  effectArmorDice?: number;
  snapshot(): HitdiceActorData;
}

interface ArmorItemSystem {
  kind: string;
  dice: number;
  equipped: boolean;
}

/** The worn armor: the first equipped armor item. */
export function wornArmor(items: Iterable<{ type: string; system: unknown }> | undefined) {
  for (const item of items ?? []) {
    if (item.type === 'hitdice-armor' && (item.system as ArmorItemSystem).equipped) return item;
  }
  return undefined;
}

/** Reads the snapshot the engine takes: stored values plus what items add. */
export function snapshotOf(
  system: Omit<HitdiceActorSystem, 'state' | 'proficiency' | 'defenseRolls' | 'snapshot'>,
  items: Iterable<{ type: string; system: unknown }> | undefined,
  extra: Partial<HitdiceActorData> = {},
): HitdiceActorData {
  const armor = wornArmor(items)?.system as ArmorItemSystem | undefined;
  const armorMax = armor ? (system.effectArmorDice ?? armor.dice) : 0;
  return {
    level: system.level,
    hitDie: system.hitDie,
    body: system.body.value,
    resolve: system.resolve.value,
    armor: armor ? { type: armor.kind, dice: system.armor.value, max: armorMax } : null,
    barrier: system.barrier.value,
    guard: system.guard.value,
    restsToday: system.restsToday,
    rushUsed: system.rushUsed,
    steadyUsed: system.steadyUsed,
    stabilized: system.stabilized,
    dead: system.dead,
    ...(system.effectModifiers ? { modifiers: system.effectModifiers } : {}),
    ...extra,
  };
}

/**
 * Base data, then effects: gathers the actor's effect changes before the engine reads the
 * snapshot (called first in prepareDerivedData), so derived numbers, rolls and odds agree.
 */
export function prepareEffects(
  system: HitdiceActorSystem,
  actor: { items?: Iterable<{ type: string; system: unknown }> } | null | undefined,
): void {
  const effects = hitdiceEffectsOf(actor);
  system.effectModifiers = effects.modifiers;
  system.effectBonusDice = effects.bonusDice;
  const armor = wornArmor(actor?.items)?.system as ArmorItemSystem | undefined;
  system.effectArmorDice =
    armor && effects.ledger.has('hitdice.armorDice') ? effects.ledger.apply('hitdice.armorDice', armor.dice) : undefined;
  system.effectReport = effects.ledger.report();
}

/** Writes the engine's reading onto the prepared model (never stored). */
export function deriveFromState(system: HitdiceActorSystem, state: HitdiceActor, capacity: unknown): void {
  system.state = state;
  system.proficiency = state.proficiency;
  system.defenseRolls = defenseRollsOf(state, capacity);
  system.body.max = state.bodyMax;
  system.resolve.max = state.resolveMax;
  system.armor.max = state.armor.max;
  if (system.affinity) {
    system.affinity.max = state.affinity.storeMax;
    system.affinity.gainMax = state.affinity.gainMax;
  }
}

export { readActor, nameKey };
