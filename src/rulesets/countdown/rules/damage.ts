import { Distribution, toInteger, type DiceSource } from '../../../core';
import type { DiceAmount } from './gear';
import type { RolledDie } from './result';

/** Minimum damage: a hit always deals at least 1 damage after Armor ("Damage & Armor"). */
export const MINIMUM_DAMAGE = 1;

/** A damage roll: its dice, a flat bonus, and whether it is rolled twice keeping the higher total. */
export interface DamageSpec {
  dice: readonly { faces: number; role: 'damage' | 'damageExtra' }[];
  bonus: number;
  /** Scout, Ambush: roll damage twice and take the higher result. */
  rollTwice: boolean;
}

/** A printed amount (count × d faces + bonus) as a damage roll; count and faces read as integers. */
export function damageSpecOf(amount: DiceAmount): DamageSpec {
  // A monster's stored damage may be missing or null: read as no dice (a TypeError before).
  const count = toInteger(amount?.count, { min: 0, max: 20 });
  const faces = toInteger(amount?.faces, { min: 1, max: 100, fallback: 1 });
  return {
    dice: Array.from({ length: count }, () => ({ faces, role: 'damage' as const })),
    bonus: toInteger(amount?.bonus, { min: -99, max: 999, fallback: 0 }),
    rollTwice: false,
  };
}

/** Damage after Armor: raw − Armor, at least 1. */
export function afterArmor(raw: number, armor: number): number {
  return Math.max(MINIMUM_DAMAGE, raw - Math.max(0, armor));
}

/** The most a damage roll can total (natural 20: maximum damage). */
export function maxDamage(spec: DamageSpec): number {
  return spec.dice.reduce((total, d) => total + d.faces, spec.bonus);
}

/** Rolls the damage; when rolled twice, the dice of the lower total are marked dropped. */
export function rollDamage(spec: DamageSpec, dice: DiceSource): { dice: RolledDie[]; total: number } {
  const once = () => {
    const rolled: RolledDie[] = spec.dice.map((d) => ({ faces: d.faces, result: dice.roll(d.faces), role: d.role }));
    return { dice: rolled, total: rolled.reduce((t, d) => t + d.result, spec.bonus) };
  };
  const first = once();
  if (!spec.rollTwice) return first;
  const second = once();
  const [kept, dropped] = second.total > first.total ? [second, first] : [first, second];
  const droppedDice = dropped.dice.map((d) => ({ ...d, role: 'damageDropped' as const }));
  return {
    dice: kept === first ? [...kept.dice, ...droppedDice] : [...droppedDice, ...kept.dice],
    total: kept.total,
  };
}

/** The exact distribution of a damage roll's total (before Armor). */
export function damageDistribution(spec: DamageSpec): Distribution {
  const once = spec.dice.reduce((sum, d) => sum.plus(Distribution.die(d.faces)), Distribution.constant(spec.bonus));
  return spec.rollTwice ? once.highest(once) : once;
}
