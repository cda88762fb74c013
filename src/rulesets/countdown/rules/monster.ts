import { toInteger } from '../../../core';
import type { DiceAmount } from './gear';
import { readStat } from './stats';

/**
 * Monsters ("Monster Turns (GM-facing)"): they never roll (CD-2). Every monster has a Zone
 * (preferred range), a Priority (target selection) and a Weakness the players can exploit. Stat
 * blocks are in the bestiary, not this document: the fields are those the rules here use.
 */
export const MONSTER_ZONES = ['melee', 'near', 'far'] as const;
export type MonsterZone = (typeof MONSTER_ZONES)[number];

export const MONSTER_PRIORITIES = ['nearest', 'weakest', 'spellcaster', 'random', 'leader'] as const;
export type MonsterPriority = (typeof MONSTER_PRIORITIES)[number];

export interface MonsterSnapshot {
  hp: number;
  maxHp: number;
  /** Armor (damage reduction) against the players' attacks. */
  armor: number;
  /** Listed damage, dealt (minus Armor) when a defense roll fails. */
  damage: DiceAmount;
  /** For the monster side's initiative (CD-4). */
  reflex: number;
  zone: MonsterZone;
  priority: MonsterPriority;
  weakness: string;
  /** Mindless creatures and fanatics are immune to morale. */
  moraleImmune: boolean;
  darkvision: boolean;
}

/** Reads a stored monster; unknown zones and priorities fall back to the first printed. */
export function readMonster(stored: Partial<Record<keyof MonsterSnapshot, unknown>>): MonsterSnapshot {
  const maxHp = toInteger(stored.maxHp, { min: 1, max: 9999, fallback: 1 });
  const dmg = (stored.damage ?? {}) as Partial<Record<keyof DiceAmount, unknown>>;
  return {
    hp: toInteger(stored.hp, { min: 0, max: maxHp, fallback: maxHp }),
    maxHp,
    armor: toInteger(stored.armor, { min: 0, max: 99 }),
    damage: {
      count: toInteger(dmg.count, { min: 0, max: 20 }),
      faces: toInteger(dmg.faces, { min: 0, max: 100 }),
      bonus: toInteger(dmg.bonus, { min: 0, max: 999 }),
    },
    reflex: readStat(stored.reflex),
    zone: MONSTER_ZONES.find((z) => z === stored.zone) ?? 'melee',
    priority: MONSTER_PRIORITIES.find((p) => p === stored.priority) ?? 'nearest',
    weakness: typeof stored.weakness === 'string' ? stored.weakness : '',
    moraleImmune: stored.moraleImmune === true,
    darkvision: stored.darkvision === true,
  };
}

/** A monster's hit: its HP after the damage, never below 0 (monsters have no death clock). */
export function damageMonster(monster: Pick<MonsterSnapshot, 'hp'>, dealt: unknown): number {
  return Math.max(0, monster.hp - toInteger(dealt, { min: 0 }));
}
