import type { Price } from './currency';
import type { DieSize } from './die-size';
import type { Distance } from './distance';
import { countdownKey } from './i18n';

/** Weapon properties (countdown.md, "Weapons", Properties). */
export const WEAPON_PROPERTIES = ['finesse', 'loading', 'thrown', 'twoHanded', 'versatile'] as const;
export type WeaponProperty = (typeof WEAPON_PROPERTIES)[number];

/**
 * Groups that class Weapon Training names: "all melee weapons", "all ranged weapons", "light melee
 * weapons", "daggers", "staves", "crossbows", "hand crossbows", "shortbows".
 * The document never says which melee weapons are light: the engine reads "light" as Finesse
 * (dagger, shortsword — the light melee weapons in every light-trained class's starting gear).
 * Tags are data on the weapon item, so a GM can change them.
 */
export const WEAPON_TAGS = [
  'melee',
  'ranged',
  'light',
  'dagger',
  'staff',
  'crossbow',
  'handCrossbow',
  'shortbow',
] as const;
export type WeaponTag = (typeof WEAPON_TAGS)[number];

/** What the rules need to know about a weapon: a catalogue row or a weapon item the glue reads. */
export interface WeaponProfile {
  /** The weapon's die (d4–d12). */
  damage: DieSize;
  /** Versatile: the die when wielded two-handed. */
  versatileDamage?: DieSize;
  /** The printed Range column: the distances the weapon reaches. */
  range: readonly Distance[];
  properties: readonly WeaponProperty[];
  tags: readonly WeaponTag[];
}

export interface WeaponRow extends WeaponProfile {
  id: string;
  /** Null where the document gives no price (weapons named outside the Weapons table). */
  cost: Price | null;
  slots: number;
  /** Where the row is printed. */
  source: 'weapons' | 'background' | 'ancestry' | 'class';
}

const gp = (amount: number): Price => ({ amount, unit: 'gp' });
const sp = (amount: number): Price => ({ amount, unit: 'sp' });
const cp = (amount: number): Price => ({ amount, unit: 'cp' });

const WEAPON_TABLE: readonly Omit<WeaponRow, 'source'>[] = [
  { id: 'club', cost: cp(5), damage: 4, range: ['close'], properties: [], slots: 1, tags: ['melee'] },
  {
    id: 'dagger',
    cost: gp(1),
    damage: 4,
    range: ['close', 'near'],
    properties: ['finesse', 'thrown'],
    slots: 1,
    tags: ['melee', 'light', 'dagger'],
  },
  {
    id: 'shortsword',
    cost: gp(7),
    damage: 6,
    range: ['close'],
    properties: ['finesse'],
    slots: 1,
    tags: ['melee', 'light'],
  },
  { id: 'longsword', cost: gp(9), damage: 8, range: ['close'], properties: [], slots: 1, tags: ['melee'] },
  {
    id: 'greatsword',
    cost: gp(12),
    damage: 12,
    range: ['close'],
    properties: ['twoHanded'],
    slots: 2,
    tags: ['melee'],
  },
  { id: 'greataxe', cost: gp(10), damage: 10, range: ['close'], properties: ['twoHanded'], slots: 2, tags: ['melee'] },
  {
    id: 'spear',
    cost: sp(5),
    damage: 6,
    versatileDamage: 8,
    range: ['close', 'near'],
    properties: ['thrown', 'versatile'],
    slots: 1,
    tags: ['melee'],
  },
  { id: 'mace', cost: gp(5), damage: 6, range: ['close'], properties: [], slots: 1, tags: ['melee'] },
  { id: 'warhammer', cost: gp(10), damage: 10, range: ['close'], properties: ['twoHanded'], slots: 1, tags: ['melee'] },
  {
    id: 'shortbow',
    cost: gp(6),
    damage: 4,
    range: ['far'],
    properties: ['twoHanded'],
    slots: 1,
    tags: ['ranged', 'shortbow'],
  },
  { id: 'longbow', cost: gp(8), damage: 8, range: ['far'], properties: ['twoHanded'], slots: 1, tags: ['ranged'] },
  {
    id: 'crossbow',
    cost: gp(8),
    damage: 6,
    range: ['far'],
    properties: ['twoHanded', 'loading'],
    slots: 1,
    tags: ['ranged', 'crossbow'],
  },
  {
    id: 'handCrossbow',
    cost: gp(12),
    damage: 4,
    range: ['near'],
    properties: ['loading'],
    slots: 1,
    tags: ['ranged', 'crossbow', 'handCrossbow'],
  },
];

/** Weapons (countdown.md, "Gear & Inventory" → "Weapons"), every row as printed. */
export const WEAPONS: readonly WeaponRow[] = WEAPON_TABLE.map((row) => ({ ...row, source: 'weapons' }));

/**
 * Weapons the document names outside the Weapons table, with the damage it prints for them:
 * the Prospector's pickaxe (d6, doubles as tool), the Pilgrim's staff (d4), the Beastkin natural
 * weapon (claws/fangs, 1d4). The Invoker's and Seer's staff has no printed damage; the engine
 * uses the one staff the document does print (the Pilgrim's, d4) — a GM may edit the item.
 */
export const OTHER_WEAPONS: readonly WeaponRow[] = [
  {
    id: 'pickaxe',
    cost: null,
    damage: 6,
    range: ['close'],
    properties: [],
    slots: 1,
    tags: ['melee'],
    source: 'background',
  },
  {
    id: 'pilgrimsStaff',
    cost: null,
    damage: 4,
    range: ['close'],
    properties: [],
    slots: 1,
    tags: ['melee', 'staff'],
    source: 'background',
  },
  {
    id: 'staff',
    cost: null,
    damage: 4,
    range: ['close'],
    properties: [],
    slots: 1,
    tags: ['melee', 'staff'],
    source: 'class',
  },
  {
    id: 'naturalWeapon',
    cost: null,
    damage: 4,
    range: ['close'],
    properties: [],
    slots: 0,
    tags: ['melee'],
    source: 'ancestry',
  },
];

export function weaponRow(id: string): WeaponRow | undefined {
  return [...WEAPONS, ...OTHER_WEAPONS].find((w) => w.id === id);
}

export function weaponLabel(id: string): string {
  return countdownKey(`weapon.${id}`);
}
