/**
 * The die sizes this ruleset uses, smallest first: weapon dice run d4–d12 ("Damage & Armor") and
 * countdown dice cd12 → cd4 ("Countdown Dice").
 */
export const DIE_SIZES = [4, 6, 8, 10, 12] as const;
export type DieSize = (typeof DIE_SIZES)[number];

export function isDieSize(value: unknown): value is DieSize {
  return typeof value === 'number' && (DIE_SIZES as readonly number[]).includes(value);
}

/** The next size up, or the same size at d12 (nothing printed goes above d12). */
export function dieSizeUp(size: DieSize, steps = 1): DieSize {
  const i = DIE_SIZES.indexOf(size) + Math.max(0, Math.trunc(steps));
  return DIE_SIZES[Math.min(DIE_SIZES.length - 1, i)]!;
}

/** The next size down, or null below d4. */
export function dieSizeDown(size: DieSize): DieSize | null {
  const i = DIE_SIZES.indexOf(size);
  return i > 0 ? DIE_SIZES[i - 1]! : null;
}
