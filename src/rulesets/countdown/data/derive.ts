/**
 * A character's derived numbers from its stored data and items, all through the engine's derive
 * functions: Difficulties, Armor, slots, limited uses, vitals. Plain data in, plain data out.
 */
import { toInteger } from '../../../core/math';
import {
  armorValue,
  deriveCharacter,
  readVitals,
  SlotCounter,
  usesFor,
  type ArmorPart,
  type CharacterDerived,
  type SkillId,
  type SlotTotals,
  type UseId,
  type Vitals,
} from '../rules';
import type {
  AncestrySystem,
  ArmorSystem,
  BackgroundSystem,
  CharacterSystem,
  ClassSystem,
  GearSystem,
  MonsterSystem,
  ShieldSystem,
} from './types';
import { TYPES } from './types';
import { bonusOf, skillEdgesOf, slotsWithBonus, withBonus } from './effects';
import { ARMOR_LIMIT } from './fields';

/** An embedded item as the derivation reads it. */
export interface ItemView {
  /** null only for an item not yet stored (Foundry's Document#id). */
  id: string | null;
  name: string;
  type: string;
  system: unknown;
}

export interface CountdownCharacterDerived extends CharacterDerived {
  classId: string;
  ancestryId: string;
  beastkinAspect: string;
  backgroundId: string;
  /** Catalogue id of the worn body armor, if any. */
  armorId: string;
  wieldsShield: boolean;
  armorParts: ArmorPart[];
  slots: SlotTotals;
  vitals: Vitals;
  trainedSkills: string[];
  /** Active Effect advantage (+1) / disadvantage (−1) by skill, read by checks. */
  skillEdges: Partial<Record<SkillId, number>>;
}

/** An id as stored: a string, or none (stored data that bypassed cleaning may hold anything). */
const idOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Counts an item's inventory line (class, ancestry, background and spells take no slot). */
function countLine(item: ItemView, counter: SlotCounter): void {
  const s = item.system as Partial<GearSystem>;
  if (item.type === TYPES.gear) {
    if (s.kit) return;
    if (s.ammunition) counter.addAmmunition(s.ammunition, (s.quantity ?? 0) * (s.bundle ?? 1));
    else counter.add(s.slots, s.quantity, s.backpack);
  } else if (item.type === TYPES.weapon || item.type === TYPES.armor || item.type === TYPES.shield) {
    counter.add(s.slots, s.quantity);
  }
}

/**
 * What the derivation reads from the items, gathered in one pass (this runs on every update).
 * Read only: a document's reading is kept for its next preparation (character.ts).
 */
export interface Carried {
  cls?: ClassSystem;
  ancestry?: AncestrySystem;
  background?: BackgroundSystem;
  /** The first worn body armor still carried. */
  worn?: ArmorSystem;
  /** The first equipped shield still carried. */
  shield?: ShieldSystem;
  /** Every carried line counted (totals only: the sheet shows each item's own slots). */
  slots: SlotCounter;
}

export function carriedBy(items: Iterable<ItemView>): Carried {
  const out: Carried = { slots: new SlotCounter() };
  for (const item of items) {
    // The type names the model whose schema wrote `system` (stored data is cleaned by it).
    switch (item.type) {
      case TYPES.class:
        out.cls ??= item.system as ClassSystem;
        break;
      case TYPES.ancestry:
        out.ancestry ??= item.system as AncestrySystem;
        break;
      case TYPES.background:
        out.background ??= item.system as BackgroundSystem;
        break;
      case TYPES.armor: {
        const armor = item.system as ArmorSystem | undefined;
        if (!out.worn && armor?.worn && armor.quantity > 0) out.worn = armor;
        break;
      }
      case TYPES.shield: {
        const shield = item.system as ShieldSystem | undefined;
        if (!out.shield && shield?.equipped && shield.quantity > 0) out.shield = shield;
        break;
      }
    }
    countLine(item, out.slots);
  }
  return out;
}

export function deriveCountdownCharacter(
  system: CharacterSystem,
  items: Iterable<ItemView>,
  name: string,
): CountdownCharacterDerived {
  return deriveFromCarried(system, carriedBy(items), name);
}

/** The same, from what the items carry (read once per set of items: character.ts). */
export function deriveFromCarried(system: CharacterSystem, carried: Carried, name: string): CountdownCharacterDerived {
  const { cls, ancestry, background, worn, shield, slots } = carried;
  const trainedSkills: string[] = [];
  const skills = (system.skills ?? {}) as Record<string, { trained?: unknown } | undefined>;
  for (const id in skills) if (skills[id]?.trained) trainedSkills.push(id);
  const snapshot = {
    stats: system.stats,
    trainedSkills,
    classId: cls?.classId,
    ancestryId: ancestry?.ancestryId,
    beastkinAspect: ancestry?.aspect || undefined,
    armorId: worn?.catalogueId,
    armor: {
      bodyArmor: worn?.armor ?? 0,
      shield: !!shield,
      shieldWall: system.shieldWall,
      bonus: system.armorBonus,
    },
  };
  const derived = deriveCharacter(snapshot);
  const armor = armorValue(snapshot.armor);
  // A shield's own bonus is +1 by the rules; an edited shield item may differ (ALL-2).
  const shieldPart = armor.parts.find((p) => p.source === 'shield');
  if (shieldPart && shield) shieldPart.value = toInteger(shield.armor, { min: 0, max: 9, fallback: 1 });
  // Armor from the parts, then the effects' bonus (a ring of protection adds to the total).
  const bonuses = system.bonuses;
  const total = withBonus(armorBeforeEffects(armor.parts), bonusOf(bonuses?.armor), ARMOR_LIMIT);
  // Each field named (no spread): this runs for every character on every update.
  return {
    stats: derived.stats,
    statDifficulties: derived.statDifficulties,
    skills: derived.skills,
    armorTrained: derived.armorTrained,
    capacity: derived.capacity,
    uses: derived.uses,
    canBeSurprised: derived.canBeSurprised,
    initiative: derived.initiative,
    maxHpBonus: derived.maxHpBonus,
    armor: total,
    armorParts: armor.parts,
    classId: idOf(cls?.classId),
    ancestryId: idOf(ancestry?.ancestryId),
    beastkinAspect: idOf(ancestry?.aspect),
    backgroundId: idOf(background?.backgroundId),
    armorId: idOf(worn?.catalogueId),
    wieldsShield: !!shield,
    slots: slotsWithBonus(slots.totals(system.stats?.vigor, system.currency), bonusOf(bonuses?.slots)),
    vitals: readVitals(
      {
        hp: system.hp?.value,
        maxHp: system.hp?.max,
        status: system.vitals?.status,
        deathClock: { filled: system.vitals?.deathClock, name },
        cause: system.vitals?.cause,
      },
      name,
    ),
    trainedSkills,
    skillEdges: skillEdgesOf(bonuses?.advantage),
  };
}

/** Armor from its parts, before any effect: never negative. */
export function armorBeforeEffects(parts: readonly ArmorPart[]): number {
  let total = 0;
  for (const p of parts) total += p.value;
  return Math.max(0, total);
}

/** What the effects' bonus added to a character's Armor (after the bounds kept it in range). */
export function armorFromEffects(derived: Pick<CountdownCharacterDerived, 'armor' | 'armorParts'>): number {
  return derived.armor - armorBeforeEffects(derived.armorParts);
}

/** A monster's Armor: as printed, with the effects' bonus. */
export function monsterArmor(system: Pick<MonsterSystem, 'armor'> & { bonuses?: { armor?: unknown } }): number {
  return withBonus(system.armor, bonusOf(system.bonuses?.armor), ARMOR_LIMIT);
}

/**
 * The catalogue ids of everything carried, for the rules that look for a piece of gear (edges):
 * read when rolling, not kept in derived data that every update prepares.
 */
export function catalogueIdsOf(items: Iterable<{ system: unknown }>): string[] {
  const ids: string[] = [];
  for (const item of items) {
    const id = (item.system as { catalogueId?: unknown } | null)?.catalogueId;
    // Catalogue ids are strings; anything else stored there names no catalogue row.
    if (typeof id === 'string' && id !== '') ids.push(id);
  }
  return ids;
}

/** The limited uses a character has and whether each is spent. */
export function usesOf(system: CharacterSystem, derived: Pick<CountdownCharacterDerived, 'classId' | 'ancestryId'>) {
  return usesFor(derived.classId, derived.ancestryId).map((id: UseId) => ({ id, spent: !!system.uses?.[id] }));
}
