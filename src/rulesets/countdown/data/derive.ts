/**
 * A character's derived numbers from its stored data and items, all through the engine's derive
 * functions: Difficulties, Armor, slots, limited uses, vitals. Plain data in, plain data out.
 */
import { toInteger } from '../../../core/math';
import {
  armorValue,
  deriveCharacter,
  readVitals,
  slotUsage,
  usesFor,
  type ArmorPart,
  type CharacterDerived,
  type InventoryLine,
  type SlotUsage,
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
  ShieldSystem,
} from './types';
import { TYPES } from './types';

/** An embedded item as the derivation reads it. */
export interface ItemView {
  id: string;
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
  slots: SlotUsage;
  vitals: Vitals;
  trainedSkills: string[];
  gearIds: string[];
}

/** An id as stored: a string, or none (stored data that bypassed cleaning may hold anything). */
const idOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const of = <T>(items: readonly ItemView[], type: string) =>
  items.filter((i) => i.type === type) as (ItemView & { system: T })[];

/** Inventory lines of the carried items: class, ancestry, background and spells take no slot. */
export function inventoryLines(items: readonly ItemView[]): InventoryLine[] {
  const lines: InventoryLine[] = [];
  for (const item of items) {
    const s = item.system as Partial<GearSystem>;
    if (item.type === TYPES.gear) {
      if (s.kit) continue;
      if (s.ammunition) {
        lines.push({ id: item.id, ammunition: s.ammunition, quantity: (s.quantity ?? 0) * (s.bundle ?? 1) });
        continue;
      }
      lines.push({ id: item.id, slots: s.slots, quantity: s.quantity, backpack: s.backpack });
    } else if (item.type === TYPES.weapon || item.type === TYPES.armor || item.type === TYPES.shield) {
      lines.push({ id: item.id, slots: s.slots, quantity: s.quantity });
    }
  }
  return lines;
}

export function deriveCountdownCharacter(
  system: CharacterSystem,
  items: readonly ItemView[],
  name: string,
): CountdownCharacterDerived {
  const cls = of<ClassSystem>(items, TYPES.class)[0]?.system;
  const ancestry = of<AncestrySystem>(items, TYPES.ancestry)[0]?.system;
  const background = of<BackgroundSystem>(items, TYPES.background)[0]?.system;
  const worn = of<ArmorSystem>(items, TYPES.armor).find((a) => a.system.worn && a.system.quantity > 0);
  const shield = of<ShieldSystem>(items, TYPES.shield).find((s) => s.system.equipped && s.system.quantity > 0);
  const trainedSkills = Object.entries(system.skills ?? {})
    .filter(([, v]) => v?.trained)
    .map(([id]) => id);
  const snapshot = {
    stats: system.stats,
    trainedSkills,
    classId: cls?.classId,
    ancestryId: ancestry?.ancestryId,
    beastkinAspect: ancestry?.aspect || undefined,
    armorId: worn?.system.catalogueId,
    armor: {
      bodyArmor: worn?.system.armor ?? 0,
      shield: !!shield,
      shieldWall: system.shieldWall,
      bonus: system.armorBonus,
    },
  };
  const derived = deriveCharacter(snapshot);
  const armor = armorValue(snapshot.armor);
  // A shield's own bonus is +1 by the rules; an edited shield item may differ (ALL-2).
  const shieldPart = armor.parts.find((p) => p.source === 'shield');
  if (shieldPart && shield) shieldPart.value = toInteger(shield.system.armor, { min: 0, max: 9, fallback: 1 });
  const total = Math.max(
    0,
    armor.parts.reduce((t, p) => t + p.value, 0),
  );
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
    armorId: idOf(worn?.system.catalogueId),
    wieldsShield: !!shield,
    slots: slotUsage(system.stats?.vigor, inventoryLines(items), system.currency),
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
    // Catalogue ids are strings; anything else stored there names no catalogue row.
    gearIds: items
      .map((i) => (i.system as { catalogueId?: unknown }).catalogueId)
      .filter((id): id is string => typeof id === 'string' && id !== ''),
  };
}

/** The limited uses a character has and whether each is spent. */
export function usesOf(system: CharacterSystem, derived: Pick<CountdownCharacterDerived, 'classId' | 'ancestryId'>) {
  return usesFor(derived.classId, derived.ancestryId).map((id: UseId) => ({ id, spent: !!system.uses?.[id] }));
}
