/**
 * What character and NPC share: the level, the hit die, the defense layers as dice counts
 * (there are no hit points), Resolve, the day's bookkeeping and the effects' bonuses. Derived
 * figures (Proficiency, pool sizes, the Resolve stage, life state) come from the engine's
 * `readActor`, never from here.
 */
import { html, integer, schemaVersion } from '../../../foundry/data/fields';
import {
  GUARD_DICE,
  HIT_DIE_TYPES,
  MAX_EFFECT_MODIFIER,
  MAX_LEVEL,
  MAX_RESTS_PER_DAY,
  MAX_STORED_DICE,
  MIN_LEVEL,
  nameKey,
  readActor,
  defenseRollsOf,
  SKILLS,
  type SkillId,
  type HitdiceActor,
  type HitdiceActorData,
} from '../rules';
import { itemOfType } from '../../../foundry/documents/of-type';
import { choiceOf } from './choices';
import type { HitdiceCharacterData } from './character';
import type { HitdiceNpcData } from './npc';

export const HITDICE_SCHEMA_VERSION = 1;

const fields = foundry.data.fields;

/** A count of dice in a layer: whole, 0 … the engine's generous bound. */
export function diceCount(initial = 0, max = MAX_STORED_DICE) {
  return integer({ min: 0, max, initial });
}

/**
 * What Active Effects add (data/effects.ts), each onto a number the rules work out: defense rolls
 * per attack, required successes of tiered actions, the worn armor's dice when whole, and bonus
 * dice by skill domain. Bounded as the engine reads them (a modifier within ±9, bonus dice 0…9);
 * never on a sheet: only effects change them.
 */
export function bonusesField() {
  const modifier = () => integer({ min: -MAX_EFFECT_MODIFIER, max: MAX_EFFECT_MODIFIER, initial: 0 });
  const dice = Object.fromEntries(
    SKILLS.map((skill) => [skill, integer({ min: 0, max: MAX_EFFECT_MODIFIER, initial: 0 })]),
  ) as Record<SkillId, ReturnType<typeof integer>>;
  return new fields.SchemaField({
    defenseRolls: modifier(),
    required: modifier(),
    armorDice: modifier(),
    dice: new fields.SchemaField(dice),
  });
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
  bonuses: bonusesField(),
  notes: html(),
});

/** A stored count of dice and the bound preparation gives it (token bars read both). */
type Bounded = { value: number; max: number };

/** What preparation adds to either actor model (never stored); fvtt-types merges it into the instance. */
export type HitdiceDerived = {
  body: Bounded;
  armor: Bounded;
  resolve: Bounded;
  /** The engine's reading of this actor. */
  state: HitdiceActor;
  proficiency: number;
  defenseRolls: number;
};

/** Either hitdice actor's prepared model: stored fields from its schema, derived ones from HitdiceDerived. */
export type HitdiceActorModel = HitdiceCharacterData | HitdiceNpcData;

/** The worn armor: the first equipped armor item. */
export function wornArmor(items: Iterable<Item.Implementation> | undefined) {
  for (const item of items ?? []) {
    const armor = item.type === 'hitdice-armor' ? itemOfType<'hitdice-armor'>(item) : undefined;
    if (armor?.system.equipped) return armor;
  }
  return undefined;
}

/** A bonus as Foundry's effect step left it on the prepared data (0 on a half-built actor). */
function bonusOf(model: HitdiceActorModel, key: 'defenseRolls' | 'required' | 'armorDice'): number {
  const value = (model.bonuses as Partial<Record<string, unknown>> | undefined)?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * Reads the snapshot the engine takes: the model's stored values plus what its actor's items add,
 * and the effects' bonuses (the worn armor's dice when whole kept within the engine's bounds).
 */
export function modelSnapshot(model: HitdiceActorModel, extra: Partial<HitdiceActorData> = {}): HitdiceActorData {
  const armor = wornArmor(model.parent?.items)?.system;
  const armorMax = armor ? Math.min(MAX_STORED_DICE, Math.max(0, armor.dice + bonusOf(model, 'armorDice'))) : 0;
  return {
    level: model.level,
    hitDie: model.hitDie,
    body: model.body.value,
    resolve: model.resolve.value,
    armor: armor ? { type: armor.kind, dice: model.armor.value, max: armorMax } : null,
    barrier: model.barrier.value,
    guard: model.guard.value,
    restsToday: model.restsToday,
    rushUsed: model.rushUsed,
    steadyUsed: model.steadyUsed,
    stabilized: model.stabilized,
    dead: model.dead,
    modifiers: { defenseRolls: bonusOf(model, 'defenseRolls'), required: bonusOf(model, 'required') },
    ...extra,
  };
}

/** Writes the engine's reading onto the prepared model (never stored). */
export function deriveFromState(model: HitdiceActorModel, state: HitdiceActor, capacity: unknown): void {
  model.state = state;
  model.proficiency = state.proficiency;
  model.defenseRolls = defenseRollsOf(state, capacity);
  model.body.max = state.bodyMax;
  model.resolve.max = state.resolveMax;
  model.armor.max = state.armor.max;
  if ('affinity' in model) {
    model.affinity.max = state.affinity.storeMax;
    model.affinity.gainMax = state.affinity.gainMax;
  }
}

export { readActor, nameKey };
