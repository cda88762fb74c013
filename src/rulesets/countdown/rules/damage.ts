import { dice, Distribution, toInteger, type Resolution } from '../../../core';
import type { DiceAmount } from './gear';
import type { DieRole, RolledDie } from './result';

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

/**
 * Rolls the spec's dice once, in order; a run of dice of one size and role is one pool asked for
 * at once, in that role (or in `askAs`, for every die, when given).
 */
function* rollOnce(spec: DamageSpec, askAs?: DieRole): Resolution<{ dice: RolledDie[]; total: number }> {
  const rolled: RolledDie[] = [];
  for (let i = 0; i < spec.dice.length;) {
    const { faces, role } = spec.dice[i]!;
    let count = 1;
    while (spec.dice[i + count]?.faces === faces && spec.dice[i + count]?.role === role) count++;
    for (const result of yield* dice(count, faces, askAs ?? role)) rolled.push({ faces, result, role });
    i += count;
  }
  return { dice: rolled, total: rolled.reduce((t, d) => t + d.result, spec.bonus) };
}

/**
 * Rolls the damage; when rolled twice, the dice of the lower total are marked dropped. `askAs` is
 * the role the dice are asked for in when it is not their damage role (healing).
 */
export function* rollDamage(spec: DamageSpec, askAs?: DieRole): Resolution<{ dice: RolledDie[]; total: number }> {
  const first = yield* rollOnce(spec, askAs);
  if (!spec.rollTwice) return first;
  const second = yield* rollOnce(spec, askAs);
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
