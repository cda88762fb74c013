import { toInteger } from '../../../core';
import type { Price } from './currency';
import { countdownKey } from './i18n';
import type { SkillId } from './stats';

export const ARMOR_IDS = ['leather', 'chainmail', 'plate', 'shield'] as const;
export type ArmorId = (typeof ARMOR_IDS)[number];

export interface ArmorRow {
  id: ArmorId;
  cost: Price;
  slots: number;
  /** Armor (DR): damage reduction; for the shield, the +1 it adds. */
  armor: number;
  shield: boolean;
  /**
   * "Light armor" for Armor Training. The document does not define it; leather is the one armor
   * every light-armor class starts in, so leather alone counts as light.
   */
  light: boolean;
  /** Notes: "Disadvantage on Stealth, Acrobatics". */
  disadvantageOn: readonly SkillId[];
  /** Notes: "Cannot swim." */
  cannotSwim: boolean;
  /** Notes: "One hand occupied". */
  occupiesHand: boolean;
}

/** Armor (countdown.md, "Gear & Inventory" → "Armor"), every row as printed. */
export const ARMOR: readonly ArmorRow[] = [
  {
    id: 'leather',
    cost: { amount: 10, unit: 'gp' },
    slots: 1,
    armor: 1,
    shield: false,
    light: true,
    disadvantageOn: [],
    cannotSwim: false,
    occupiesHand: false,
  },
  {
    id: 'chainmail',
    cost: { amount: 60, unit: 'gp' },
    slots: 2,
    armor: 2,
    shield: false,
    light: false,
    disadvantageOn: ['stealth', 'acrobatics'],
    cannotSwim: false,
    occupiesHand: false,
  },
  {
    id: 'plate',
    cost: { amount: 130, unit: 'gp' },
    slots: 3,
    armor: 3,
    shield: false,
    light: false,
    disadvantageOn: ['stealth', 'acrobatics'],
    cannotSwim: true,
    occupiesHand: false,
  },
  {
    id: 'shield',
    cost: { amount: 10, unit: 'gp' },
    slots: 1,
    armor: 1,
    shield: true,
    light: false,
    disadvantageOn: [],
    cannotSwim: false,
    occupiesHand: true,
  },
];

export function armorRow(id: unknown): ArmorRow | undefined {
  return ARMOR.find((a) => a.id === id);
}

export function armorLabel(id: ArmorId): string {
  return countdownKey(`armor.${id}`);
}

/** Shields add +1 Armor ("Damage & Armor"). */
export const SHIELD_ARMOR = 1;
/** Warden, Shield Wall: allies within close range of a Warden wielding a shield gain +1 Armor. */
export const SHIELD_WALL_ARMOR = 1;

/** What an actor wears, as the glue reads it from its items. */
export interface ArmorSnapshot {
  /** DR of the body armor worn (a catalogue row's `armor`, or an edited item's). */
  bodyArmor?: unknown;
  /** Wielding a shield. */
  shield?: boolean;
  /** An allied Warden wielding a shield is within close range (Shield Wall). */
  shieldWall?: boolean;
  /** Anything else the GM adds. */
  bonus?: unknown;
}

export interface ArmorPart {
  source: 'body' | 'shield' | 'shieldWall' | 'bonus';
  value: number;
}

/** Armor (damage reduction) of a character, part by part. Never negative. */
export function armorValue(snapshot: ArmorSnapshot | undefined): { total: number; parts: ArmorPart[] } {
  const parts: ArmorPart[] = [];
  const body = toInteger(snapshot?.bodyArmor, { min: 0, max: 99 });
  if (body > 0) parts.push({ source: 'body', value: body });
  if (snapshot?.shield) parts.push({ source: 'shield', value: SHIELD_ARMOR });
  if (snapshot?.shieldWall) parts.push({ source: 'shieldWall', value: SHIELD_WALL_ARMOR });
  const bonus = toInteger(snapshot?.bonus, { min: -99, max: 99, fallback: 0 });
  if (bonus !== 0) parts.push({ source: 'bonus', value: bonus });
  const total = Math.max(
    0,
    parts.reduce((a, p) => a + p.value, 0),
  );
  return { total, parts };
}
