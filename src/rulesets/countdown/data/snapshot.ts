/**
 * Reading countdown actors for the engine: the snapshots its resolutions take (attacker, defender,
 * edge subject), weapon profiles, vitals, and the update that writes vitals back (ALL-2).
 */
import {
  DISTANCES,
  WEAPON_PROPERTIES,
  WEAPON_TAGS,
  isDieSize,
  type AttackerSnapshot,
  type DefenderSnapshot,
  type DieSize,
  type EdgeSubject,
  type LightLevel,
  type Vitals,
  type WeaponProfile,
} from '../rules';
import { armorFromEffects, catalogueIdsOf, type CountdownCharacterDerived } from './derive';
import {
  TYPES,
  type CharacterSystem,
  type GearSystem,
  type MonsterSystem,
  type SpellSystem,
  type WeaponSystem,
} from './types';
import { sortedItems } from '../../../foundry/documents/sorted-items';

export type CountdownCharacter = Actor.Implementation & {
  system: CharacterSystem & { derived: CountdownCharacterDerived };
};
export type CountdownMonster = Actor.Implementation & { system: MonsterSystem };

export function isCharacter(actor: unknown): actor is CountdownCharacter {
  return (actor as { type?: string } | null)?.type === TYPES.character;
}
export function isMonster(actor: unknown): actor is CountdownMonster {
  return (actor as { type?: string } | null)?.type === TYPES.monster;
}

export function derivedOf(actor: CountdownCharacter): CountdownCharacterDerived {
  return actor.system.derived;
}

/** Items of one countdown type on an actor. */
export function itemsOf<S>(actor: Actor.Implementation, type: string): (Item.Implementation & { system: S })[] {
  return sortedItems(actor.items).filter((i) => i.type === type) as (Item.Implementation & { system: S })[];
}

export function edgeSubject(actor: CountdownCharacter): EdgeSubject {
  const d = derivedOf(actor);
  return {
    classId: d.classId,
    ancestryId: d.ancestryId,
    beastkinAspect: d.beastkinAspect || undefined,
    armorId: d.armorId || undefined,
    gear: catalogueIdsOf(actor.items),
  };
}

export function attackerSnapshot(actor: CountdownCharacter): AttackerSnapshot {
  return {
    ...edgeSubject(actor),
    stats: { ...actor.system.stats },
    trainedSkills: derivedOf(actor).trainedSkills,
    shield: derivedOf(actor).wieldsShield,
  };
}

export function defenderSnapshot(actor: CountdownCharacter): DefenderSnapshot {
  const d = derivedOf(actor);
  const worn = d.armorParts.find((p) => p.source === 'body')?.value ?? 0;
  const shieldPart = d.armorParts.find((p) => p.source === 'shield');
  return {
    ...edgeSubject(actor),
    stats: { ...actor.system.stats },
    // The Armor the sheet shows, part by part (an edited shield's bonus and the effects' count as "bonus").
    armor: {
      bodyArmor: worn,
      shield: d.wieldsShield,
      shieldWall: actor.system.shieldWall,
      bonus: actor.system.armorBonus + (shieldPart ? shieldPart.value - 1 : 0) + armorFromEffects(d),
    },
    maxHp: actor.system.hp.max,
  };
}

const dieOr = (value: unknown, fallback: DieSize): DieSize => (isDieSize(value) ? value : fallback);

/** A weapon item as the engine's WeaponProfile. */
export function weaponProfile(system: WeaponSystem): WeaponProfile {
  return {
    damage: dieOr(system.damage, 4),
    ...(isDieSize(system.versatileDamage) ? { versatileDamage: system.versatileDamage } : {}),
    range: DISTANCES.filter((d) => system.range?.[d]),
    properties: WEAPON_PROPERTIES.filter((p) => system.properties?.[p]),
    tags: WEAPON_TAGS.filter((t) => system.tags?.[t]),
  };
}

/** The vitals as stored, read by the engine (repairs inconsistent data). */
export function vitalsOf(actor: CountdownCharacter): Vitals {
  return derivedOf(actor).vitals;
}

/**
 * The update that stores vitals (ALL-2: an ordinary update the GM can undo). No transition changes
 * max HP, and the prepared max may hold an effect's change: it is never written back.
 */
export function vitalsUpdate(vitals: Vitals) {
  return {
    system: {
      hp: { value: vitals.hp },
      vitals: { status: vitals.status, deathClock: vitals.deathClock?.filled ?? 0, cause: vitals.cause ?? '' },
    },
  };
}

/** The light an actor rolls in: its own "in total darkness" condition, else the world's light. */
export function lightOf(actor: Actor.Implementation, worldLight: LightLevel): LightLevel {
  return actor.statuses?.has('darkness') ? 'dark' : worldLight;
}

/** A spell's running duration die for the engine (0 = not running, or run out). */
export function durationStateOf(system: SpellSystem): { die: DieSize | null } {
  return { die: isDieSize(system.running) ? system.running : null };
}

/** A countdown-die gear item's state for the engine (0 = exhausted). */
export function countdownStateOf(system: GearSystem): { die: DieSize | null } {
  return { die: isDieSize(system.countdown?.die) ? system.countdown.die : null };
}
