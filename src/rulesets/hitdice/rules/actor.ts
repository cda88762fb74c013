/**
 * The actor snapshot the glue fills from its data model, and everything derived from it. Stored
 * values are read through toInteger, so hostile or careless data never yields NaN or a value out
 * of range.
 */
import { toInteger } from '../../../core';
import { refusal, type Refusal } from './keys';
import {
  ACTION_TIERS,
  ARMOR_TYPES,
  CHARACTER_RESOURCES,
  DEFENSE_ROLLS_PRINTED,
  HIT_DICE_BY_LEVEL,
  HIT_DIE_FACES,
  HIT_DIE_TYPES,
  MAX_LEVEL,
  MIN_LEVEL,
  PC_ACTIONS_PER_TURN,
  PC_RESOLVE,
  RESOLVE_STAGES,
  SOCIAL_MIN_RESOLVE,
  type ActionTier,
  type ArmorType,
  type HitDieType,
  type ResolveStage,
  type TierId,
} from './tables';

/** What the glue stores (any field may hold anything; see readActor). */
export interface HitdiceActorData {
  level: unknown;
  /** 'tough' | 'balanced' | 'fragile' (default 'balanced'). */
  hitDie?: unknown;
  /** Body hit dice left. */
  body: unknown;
  /** Body pool size; default from the Hit Dice by Level table (NPCs may set their own). */
  bodyMax?: unknown;
  resolve: unknown;
  /** Default 5 for player characters, Proficiency for NPCs ("typically equals Proficiency"). */
  resolveMax?: unknown;
  npc?: unknown;
  /** Actions per turn: 2 for player characters; NPCs vary. */
  actionsPerTurn?: unknown;
  /** Worn armor ('light' | 'medium' | 'heavy'), its dice left, and its dice when whole (default: the kind's 2). */
  armor?: { type?: unknown; dice?: unknown; max?: unknown } | null;
  /** Barrier (d12) dice left, from magical barriers and shields. */
  barrier?: unknown;
  /** Guard (d6) dice left from the Defend action (HD-5). */
  guard?: unknown;
  affinity?: { stored?: unknown; gainedToday?: unknown } | null;
  restsToday?: unknown;
  /** Rush / Steady used since the last Rest. */
  rushUsed?: unknown;
  steadyUsed?: unknown;
  /** Stabilized this round: the next Resolve check this round succeeds. */
  stabilized?: unknown;
  /** Death is final: once set, healing does not revive. */
  dead?: unknown;
  /** What the actor's Active Effects (the GM's) add: defense rolls per attack, required successes of tiered actions. */
  modifiers?: { defenseRolls?: unknown; required?: unknown } | null;
}

/** The largest Active Effect modifier the engine reads (the bounds of the actor's effect bonus fields). */
export const MAX_EFFECT_MODIFIER = 9;

export type LifeState = 'active' | 'collapsed' | 'dying' | 'dead';

/** The snapshot with every number valid and every derived figure filled in. */
export interface HitdiceActor {
  level: number;
  proficiency: number;
  npc: boolean;
  hitDie: HitDieType;
  bodyFaces: number;
  body: number;
  bodyMax: number;
  resolve: number;
  resolveMax: number;
  stage: ResolveStage;
  actionsPerTurn: number;
  armor: { type: ArmorType | null; dice: number; max: number; faces: number };
  barrier: number;
  guard: number;
  affinity: { stored: number; gainedToday: number; storeMax: number; gainMax: number };
  restsToday: number;
  rushUsed: boolean;
  steadyUsed: boolean;
  stabilized: boolean;
  dead: boolean;
  life: LifeState;
  /** Active Effect modifiers (0 without any). */
  modifiers: { defenseRolls: number; required: number };
}

/** A generous bound on stored dice counts: far above any printed figure, keeps loops finite. */
export const MAX_STORED_DICE = 99;

/** "Actions: NPCs vary": the most an NPC may be given (the characters' 2 is PC_ACTIONS_PER_TURN). */
export const MAX_ACTIONS_PER_TURN = 9;

export function readLevel(value: unknown): number {
  return toInteger(value, { min: MIN_LEVEL, max: MAX_LEVEL, fallback: MIN_LEVEL });
}

/** "Character Resources": Proficiency by level. */
export function proficiencyForLevel(level: unknown): number {
  const l = readLevel(level);
  return CHARACTER_RESOURCES.find((row) => l >= row.minLevel && l <= row.maxLevel)!.proficiency;
}

export function readHitDie(value: unknown): HitDieType {
  return (HIT_DIE_TYPES as readonly unknown[]).includes(value) ? (value as HitDieType) : 'balanced';
}

/** "Hit Dice by Level": the body pool. */
export function bodyDiceForLevel(level: unknown, hitDie: unknown): number {
  const l = readLevel(level);
  return HIT_DICE_BY_LEVEL.find((row) => row.level === l)![readHitDie(hitDie)];
}

export function readArmorType(value: unknown): ArmorType | null {
  return typeof value === 'string' && Object.hasOwn(ARMOR_TYPES, value) ? (value as ArmorType) : null;
}

/** The action tier with this id, or null for a tierless roll. */
export function tierOf(id: unknown): ActionTier | null {
  return ACTION_TIERS.find((t) => t.id === id) ?? null;
}

export function isTierId(id: unknown): id is TierId {
  return tierOf(id) !== null;
}

/**
 * HD-10 the stage for a Resolve value, counted down from the creature's own maximum: Full at the
 * maximum (or above it), one row lower for each point below it (Pressured, Shaken, Weakened,
 * Staggering), Collapse at 0 only. The printed table is this for the player characters' 5.
 */
export function resolveStage(resolve: number, resolveMax: number = PC_RESOLVE): ResolveStage {
  const value = toInteger(resolve, { min: 0, fallback: 0 });
  if (value <= 0) return RESOLVE_STAGES.find((s) => s.resolve === 0)!;
  const below = Math.max(0, toInteger(resolveMax, { min: 0, fallback: PC_RESOLVE }) - value);
  const standing = RESOLVE_STAGES.filter((s) => s.resolve > 0);
  return standing[Math.min(below, standing.length - 1)]!;
}

/** Collapse at 0 Resolve; Dying at 0 HD; Death at both ("Death & Dying"). */
export function lifeStateOf(body: number, resolve: number, dead = false): LifeState {
  if (dead || (body <= 0 && resolve <= 0)) return 'dead';
  if (body <= 0) return 'dying';
  if (resolve <= 0) return 'collapsed';
  return 'active';
}

function readFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

/** Reads a snapshot; never throws, never yields NaN. */
export function readActor(data: HitdiceActorData): HitdiceActor {
  const level = readLevel(data.level);
  const proficiency = proficiencyForLevel(level);
  const npc = readFlag(data.npc);
  const hitDie = readHitDie(data.hitDie);
  const bodyMax = toInteger(data.bodyMax, {
    min: 0,
    max: MAX_STORED_DICE,
    fallback: bodyDiceForLevel(level, hitDie),
  });
  const body = toInteger(data.body, { min: 0, max: MAX_STORED_DICE, fallback: bodyMax });
  const resolveMax = toInteger(data.resolveMax, {
    min: 0,
    max: MAX_STORED_DICE,
    fallback: npc ? proficiency : PC_RESOLVE,
  });
  const resolve = toInteger(data.resolve, { min: 0, max: Math.max(resolveMax, 0), fallback: resolveMax });
  const armorType = readArmorType(data.armor?.type);
  // The notation example's "Armor: 3d8" shows armor may hold more than the kinds' printed 2 dice.
  const armorMax = armorType
    ? toInteger(data.armor?.max, { min: 0, max: MAX_STORED_DICE, fallback: ARMOR_TYPES[armorType].dice })
    : 0;
  const armorDice = armorType ? toInteger(data.armor?.dice, { min: 0, max: MAX_STORED_DICE, fallback: armorMax }) : 0;
  const dead = readFlag(data.dead);
  return {
    level,
    proficiency,
    npc,
    hitDie,
    bodyFaces: HIT_DIE_FACES[hitDie],
    body,
    bodyMax,
    resolve,
    resolveMax,
    stage: resolveStage(resolve, resolveMax),
    actionsPerTurn: toInteger(data.actionsPerTurn, {
      min: 0,
      max: MAX_ACTIONS_PER_TURN,
      fallback: PC_ACTIONS_PER_TURN,
    }),
    armor: { type: armorType, dice: armorDice, max: armorMax, faces: armorType ? ARMOR_TYPES[armorType].faces : 0 },
    barrier: toInteger(data.barrier, { min: 0, max: MAX_STORED_DICE, fallback: 0 }),
    guard: toInteger(data.guard, { min: 0, max: MAX_STORED_DICE, fallback: 0 }),
    affinity: {
      stored: toInteger(data.affinity?.stored, { min: 0, max: MAX_STORED_DICE, fallback: 0 }),
      gainedToday: toInteger(data.affinity?.gainedToday, { min: 0, max: MAX_STORED_DICE, fallback: 0 }),
      storeMax: level,
      gainMax: proficiency,
    },
    restsToday: toInteger(data.restsToday, { min: 0, max: MAX_STORED_DICE, fallback: 0 }),
    rushUsed: readFlag(data.rushUsed),
    steadyUsed: readFlag(data.steadyUsed),
    stabilized: readFlag(data.stabilized),
    dead,
    life: lifeStateOf(body, resolve, dead),
    modifiers: {
      defenseRolls: readModifier(data.modifiers?.defenseRolls),
      required: readModifier(data.modifiers?.required),
    },
  };
}

function readModifier(value: unknown): number {
  return toInteger(value, { min: -MAX_EFFECT_MODIFIER, max: MAX_EFFECT_MODIFIER, fallback: 0 });
}

/**
 * How Defense Capacity is read: `proficiency` (HD-4, the default: Capacity = Proficiency, 5 at
 * levels 9–10) or `printed` (the Defense Rolls table's "5-6" row read as 5 at level 9 and 6 at 10).
 */
export type DefenseCapacityReading = 'proficiency' | 'printed';

export function readCapacityReading(value: unknown): DefenseCapacityReading {
  return value === 'printed' ? 'printed' : 'proficiency';
}

/** Defense Capacity before the Resolve penalty, by the chosen reading. */
export function defenseCapacity(actor: HitdiceActor, reading: unknown = 'proficiency'): number {
  if (readCapacityReading(reading) === 'proficiency') return actor.proficiency;
  const row = DEFENSE_ROLLS_PRINTED.find((r) => actor.level >= r.minLevel && actor.level <= r.maxLevel)!;
  return row.rolls[Math.min(actor.level - row.minLevel, row.rolls.length - 1)]!;
}

/** HD-4: defense rolls per attack = Defense Capacity (Proficiency) − Resolve stage penalty (+ Active Effects; min 0). */
export function defenseRollsOf(actor: HitdiceActor, reading: unknown = 'proficiency'): number {
  return Math.max(
    0,
    defenseCapacity(actor, reading) - actor.stage.defensePenalty + (actor.modifiers?.defenseRolls ?? 0),
  );
}

/** Required successes for a tier, with "Advanced+ needs +1 success" at Resolve ≤ 2 (HD-7). */
export function requiredSuccesses(tier: ActionTier, actor: HitdiceActor): number {
  // An effect may ease or harden a tier, never below one success.
  return Math.max(
    1,
    tier.required + (tier.advancedPlus ? actor.stage.advancedExtraSuccess : 0) + (actor.modifiers?.required ?? 0),
  );
}

/** "Resolve": below 2 a character cannot take part in social encounters. */
export function socialRefusal(actorData: HitdiceActorData): Refusal | null {
  const actor = readActor(actorData);
  if (actor.life === 'dead') return refusal('dead');
  if (actor.life !== 'active') return refusal('unconscious');
  return actor.resolve < SOCIAL_MIN_RESOLVE ? refusal('socialResolve', { min: SOCIAL_MIN_RESOLVE }) : null;
}

/** The fields a transition changes, with their new values: the glue writes them as one document update (ALL-2). */
export interface ActorChanges {
  body?: number;
  resolve?: number;
  armorDice?: number;
  barrier?: number;
  guard?: number;
  restsToday?: number;
  rushUsed?: boolean;
  steadyUsed?: boolean;
  stabilized?: boolean;
  dead?: boolean;
  affinityStored?: number;
  affinityGainedToday?: number;
}

/** Where body and Resolve leave the character: its life state, and `dead: true` in the changes on dying. */
export function settleLife(
  actor: HitdiceActor,
  body: number,
  resolve: number,
): { life: LifeState; died: boolean; changes: ActorChanges } {
  const life = lifeStateOf(body, resolve, actor.dead);
  const died = life === 'dead' && actor.life !== 'dead';
  const changes: ActorChanges = {};
  if (body !== actor.body) changes.body = body;
  if (resolve !== actor.resolve) changes.resolve = resolve;
  if (died) changes.dead = true;
  return { life, died, changes };
}
