/**
 * The bounds the rules imply for stored numbers, once: the models declare them, derived data and
 * the Active Effect keys clamp to them. Scores are small whole numbers; pools, wounds and Soak
 * never negative nor absurd (a typo of 1e9 is refused, not stored).
 */
export const SCORE_MAX = 20;
export const POOL_MAX = 999;
export const WOUND_MAX = 99;
/** Soak of one armor, and an actor's own Damage Reduction. */
export const SOAK_MAX = 99;
