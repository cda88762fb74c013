import { dice, Distribution, toInteger, type Resolution } from '../../../core';

/**
 * An amount written as dice, e.g. the "1d6" of "Afflicted [1d6 Vitality]" or a Recovery Roll:
 * `count` dice of `faces` sides plus `bonus` (a plain number is 0 dice plus a bonus).
 */
export interface DamageDice {
  count: number;
  faces: number;
  bonus: number;
}

const MAX_DICE = 100;
const MAX_FACES = 1000;

/** Reads stored dice safely: whole numbers in range, never NaN. */
export function readDamageDice(value: Partial<DamageDice> | undefined): DamageDice {
  return {
    count: toInteger(value?.count, { min: 0, max: MAX_DICE }),
    faces: toInteger(value?.faces, { min: 1, max: MAX_FACES, fallback: 6 }),
    bonus: toInteger(value?.bonus, { min: -MAX_FACES * MAX_DICE, max: MAX_FACES * MAX_DICE }),
  };
}

/** Parses "1d6", "2d4+1", "d8", "3" (whitespace ignored); null when it is not such an expression. */
export function parseDamageDice(textValue: string): DamageDice | null {
  const match = /^(?:(\d*)d(\d+))?([+-]\d+)?$/i.exec(textValue.replace(/\s+/g, ''));
  if (!match || (match[2] === undefined && match[3] === undefined)) {
    const flat = /^\d+$/.exec(textValue.trim());
    return flat ? readDamageDice({ count: 0, faces: 1, bonus: Number(flat[0]) }) : null;
  }
  const count = match[2] === undefined ? 0 : match[1] === '' || match[1] === undefined ? 1 : Number(match[1]);
  return readDamageDice({ count, faces: match[2] === undefined ? 1 : Number(match[2]), bonus: Number(match[3] ?? 0) });
}

/** "1d6", "2d4+1", "3". */
export function formatDamageDice(dice: DamageDice): string {
  const d = readDamageDice(dice);
  if (d.count === 0) return String(d.bonus);
  const bonus = d.bonus === 0 ? '' : d.bonus > 0 ? `+${d.bonus}` : String(d.bonus);
  return `${d.count}d${d.faces}${bonus}`;
}

/** Asks for the dice, all at once in `role`; the total never goes below 0. */
export function* rollDamageDice(
  amount: DamageDice,
  role?: string,
): Resolution<{ faces: number; rolls: number[]; total: number }> {
  const d = readDamageDice(amount);
  const rolls = yield* dice(d.count, d.faces, role);
  return { faces: d.faces, rolls, total: Math.max(0, rolls.reduce((a, b) => a + b, 0) + d.bonus) };
}

/** The exact distribution of rollDamageDice's total. */
export function damageDistribution(dice: DamageDice): Distribution {
  const d = readDamageDice(dice);
  return Distribution.die(d.faces)
    .times(d.count)
    .shift(d.bonus)
    .map((v) => Math.max(0, v));
}
