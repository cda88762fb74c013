/** Distance (countdown.md, "Distance"): close (~5 ft), near (~30 ft), far (within sight). */
export const DISTANCES = ['close', 'near', 'far'] as const;
export type Distance = (typeof DISTANCES)[number];

export function isDistance(value: unknown): value is Distance {
  return typeof value === 'string' && (DISTANCES as readonly string[]).includes(value);
}

/** True when `a` is no farther than `b`. */
export function withinDistance(a: Distance, b: Distance): boolean {
  return DISTANCES.indexOf(a) <= DISTANCES.indexOf(b);
}
