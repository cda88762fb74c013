/**
 * Snapshots (what the glue reads off its data models) and the numbers derived from them. Every
 * stored value is read through toInteger or a whitelist, so hostile data never yields NaN, an
 * unknown id or an out-of-range number.
 */
import { toInteger } from '../../../core';
import {
  AC_BASE,
  ARMOR,
  ARMOR_IDS,
  ATTRIBUTE_RANGE,
  ATTRIBUTES,
  CONDITIONS,
  DOWN_CONDITIONS,
  RELIC_TYPES,
  RESONANCE_MAX,
  ROLES,
  ROWS,
  SHIELD,
  WEAPON_DICE,
  WEAPON_TAGS,
  type ArmorId,
  type AttributeId,
  type ConditionId,
  type RelicType,
  type RoleId,
  type Row,
  type WeaponClass,
  type WeaponReach,
  type WeaponTag,
} from './tables';

/** Attribute scores, each an integer in −1..+4 (§2). */
export type AttributeScores = Readonly<Record<AttributeId, number>>;

/** Stored HP and conditions, as the glue finds them. */
export interface HealthSnapshot {
  hp: { value: unknown; max: unknown };
  conditions: readonly unknown[];
}

/** HP and conditions after reading: 0 ≤ hp ≤ maxHp, maxHp ≥ 1, known conditions only, no repeats. */
export interface HealthState {
  hp: number;
  maxHp: number;
  conditions: ConditionId[];
}

/** A player character as the glue reads it from the data model. */
export interface SeekerSnapshot extends HealthSnapshot {
  id: string;
  attributes: Readonly<Partial<Record<string, unknown>>>;
  level?: unknown;
  /** Primary role (§8.2): frontline, striker, controller, support. */
  role: unknown;
  resonance: unknown;
  row: unknown;
  armor: unknown;
  shield: unknown;
  resistance: unknown;
  /** Relic types the seeker's Synchronizations match (§7.3). */
  synchronizations?: readonly unknown[];
  /** Temporary bonuses from Active Effects, e.g. Bulwark Surge (REL-4). */
  bonuses?: { ac?: unknown; resistance?: unknown };
}

/** An adversary: the numbers it attacks and is attacked with, and its enemy group (REL-6). */
export interface AdversarySnapshot extends HealthSnapshot {
  id: string;
  group: string;
  attributes: Readonly<Partial<Record<string, unknown>>>;
  ac: unknown;
  resistance: unknown;
}

export interface SeekerState {
  id: string;
  side: 'seeker';
  attributes: AttributeScores;
  level: number;
  role: RoleId;
  resonance: number;
  row: Row;
  armor: ArmorId;
  shield: boolean;
  ac: number;
  resistance: number;
  synchronizations: RelicType[];
  health: HealthState;
}

export interface AdversaryState {
  id: string;
  side: 'enemy';
  group: string;
  attributes: AttributeScores;
  ac: number;
  resistance: number;
  health: HealthState;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A known id from `allowed`, or `fallback`. */
export const readId = oneOf;

export function readAttribute(value: unknown): number {
  return toInteger(value, { min: ATTRIBUTE_RANGE.min, max: ATTRIBUTE_RANGE.max, fallback: 0 });
}

export function readAttributes(values: Readonly<Partial<Record<string, unknown>>> | undefined): AttributeScores {
  const out = {} as Record<AttributeId, number>;
  for (const id of ATTRIBUTES) out[id] = readAttribute(values?.[id]);
  return out;
}

export function readRow(value: unknown): Row {
  return oneOf(ROWS, value, 'frontline');
}

export function readResonance(value: unknown): number {
  return toInteger(value, { min: 0, max: RESONANCE_MAX });
}

/** Resistance: flat reduction to every hit (§5.3), never negative. */
export function readResistance(value: unknown): number {
  return toInteger(value, { min: 0 });
}

export function readConditions(values: readonly unknown[] | undefined): ConditionId[] {
  const out: ConditionId[] = [];
  // Stored data may hold a non-list here (a number, an object): read it as no conditions, never throw.
  for (const v of Array.isArray(values) ? values : []) {
    const id = oneOf<ConditionId | ''>(CONDITIONS, v, '');
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}

export function readHealth(snapshot: HealthSnapshot): HealthState {
  const maxHp = toInteger(snapshot.hp?.max, { min: 1, fallback: 1 });
  return {
    hp: toInteger(snapshot.hp?.value, { min: 0, max: maxHp }),
    maxHp,
    conditions: readConditions(snapshot.conditions),
  };
}

/** A HealthState that came back from storage or a caller, read into range again. */
export function normalHealth(state: HealthState): HealthState {
  return readHealth({ hp: { value: state?.hp, max: state?.maxHp }, conditions: state?.conditions ?? [] });
}

/**
 * §5.3 AC = 10 + DEX + armor bonus; heavy armor and a shield count only in the frontline.
 * `bonus` is any temporary AC bonus (Bulwark Surge, REL-4).
 */
export function armorClass(input: { dex: number; armor: ArmorId; shield: boolean; row: Row; bonus?: number }): number {
  const inFront = input.row === 'frontline';
  const armor = ARMOR[input.armor];
  const armorBonus = armor.frontlineOnly && !inFront ? 0 : armor.bonus;
  const shieldBonus = input.shield && (!SHIELD.frontlineOnly || inFront) ? SHIELD.bonus : 0;
  return AC_BASE + input.dex + armorBonus + shieldBonus + (input.bonus ?? 0);
}

export function deriveSeeker(snapshot: SeekerSnapshot): SeekerState {
  const attributes = readAttributes(snapshot.attributes);
  const row = readRow(snapshot.row);
  const armor = oneOf(ARMOR_IDS, snapshot.armor, 'none');
  const shield = snapshot.shield === true;
  const synchronizations: RelicType[] = [];
  // A non-list (hostile stored data) reads as no Synchronizations rather than a TypeError.
  for (const t of Array.isArray(snapshot.synchronizations) ? snapshot.synchronizations : []) {
    const type = oneOf<RelicType | ''>(RELIC_TYPES, t, '');
    if (type) synchronizations.push(type);
  }
  return {
    id: snapshot.id,
    side: 'seeker',
    attributes,
    level: toInteger(snapshot.level, { min: 1, fallback: 1 }),
    role: oneOf(ROLES, snapshot.role, 'frontline'),
    resonance: readResonance(snapshot.resonance),
    row,
    armor,
    shield,
    ac: armorClass({ dex: attributes.dex, armor, shield, row, bonus: toInteger(snapshot.bonuses?.ac) }),
    resistance: readResistance(toInteger(snapshot.resistance) + toInteger(snapshot.bonuses?.resistance)),
    synchronizations,
    health: readHealth(snapshot),
  };
}

export function deriveAdversary(snapshot: AdversarySnapshot): AdversaryState {
  return {
    id: snapshot.id,
    side: 'enemy',
    group: String(snapshot.group ?? ''),
    attributes: readAttributes(snapshot.attributes),
    ac: toInteger(snapshot.ac, { min: 0, fallback: AC_BASE }),
    resistance: readResistance(snapshot.resistance),
    health: readHealth(snapshot),
  };
}

/** A weapon item as stored: its tag (§5.1) and its class of die (§5.2). */
export interface WeaponSnapshot {
  tag: unknown;
  weaponClass: unknown;
}

export interface Weapon {
  tag: WeaponTag;
  weaponClass: WeaponClass;
  /** Faces of the weapon die (§5.2). */
  faces: number;
  /** The attribute for attack and damage (§5.1, §5.2 "same Attribute"). */
  attribute: AttributeId;
  reach: WeaponReach;
}

const WEAPON_TAG_IDS = Object.keys(WEAPON_TAGS) as WeaponTag[];
const WEAPON_CLASS_IDS = Object.keys(WEAPON_DICE) as WeaponClass[];

/** Every reading of a tag and class, built once and shared (each weapon item's preparation reads one). */
const WEAPONS = new Map<WeaponTag, ReadonlyMap<WeaponClass, Readonly<Weapon>>>(
  WEAPON_TAG_IDS.map((tag) => {
    const { attribute, reach } = WEAPON_TAGS[tag];
    return [
      tag,
      new Map(
        WEAPON_CLASS_IDS.map((weaponClass) => [
          weaponClass,
          Object.freeze({ tag, weaponClass, faces: WEAPON_DICE[weaponClass], attribute, reach }),
        ]),
      ),
    ];
  }),
);

export function readWeapon(snapshot: WeaponSnapshot): Readonly<Weapon> {
  const tag = oneOf(WEAPON_TAG_IDS, snapshot.tag, 'finesse');
  const weaponClass = oneOf(WEAPON_CLASS_IDS, snapshot.weaponClass, 'improvised');
  return WEAPONS.get(tag)!.get(weaponClass)!;
}

/** §7.3 a relic is synchronized when one of the seeker's Synchronizations matches its type. */
export function isSynchronized(relicType: unknown, synchronizations: readonly RelicType[]): boolean {
  return typeof relicType === 'string' && (synchronizations as readonly string[]).includes(relicType);
}

/** §4.3 / REL-10 down: Unconscious (either kind) or Dying — out of the line, and acting not at all. */
export function isDown(conditions: readonly ConditionId[]): boolean {
  return conditions.some((c) => DOWN_CONDITIONS.includes(c));
}

/** §6.4 Unconscious (1 round) is treated as Unconscious. */
export function isUnconscious(conditions: readonly ConditionId[]): boolean {
  return conditions.includes('unconscious') || conditions.includes('unconsciousOneRound');
}
