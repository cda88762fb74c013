import { BandTable } from '../../../core';

/**
 * The printed tables of difference.md, transcribed once. Everything else (checks, odds, sheets,
 * the compendium reference) reads these.
 */

/** One row of §1.2 "The Action Resolution Table". */
export interface DifferenceRow {
  /** The Difference (x) of the row; the first and last rows are open-ended ("+10 or more", "-10 or less"). */
  readonly x: number;
  /** The d100 Target Number: succeed on a d100 roll ≥ tn (101 cannot succeed). */
  readonly tn: number;
  /** The printed Chance of Success, in percent. */
  readonly chance: number;
}

/** §1.2 The Action Resolution Table, row by row as printed (DIF-1: the table is the rule). */
export const DIFFERENCE_TABLE: readonly DifferenceRow[] = [
  { x: 10, tn: 1, chance: 100 },
  { x: 9, tn: 2, chance: 99 },
  { x: 8, tn: 3, chance: 98 },
  { x: 7, tn: 4, chance: 97 },
  { x: 6, tn: 6, chance: 95 },
  { x: 5, tn: 9, chance: 92 },
  { x: 4, tn: 13, chance: 88 },
  { x: 3, tn: 19, chance: 82 },
  { x: 2, tn: 28, chance: 73 },
  { x: 1, tn: 39, chance: 62 },
  { x: 0, tn: 51, chance: 50 },
  { x: -1, tn: 63, chance: 38 },
  { x: -2, tn: 74, chance: 27 },
  { x: -3, tn: 83, chance: 18 },
  { x: -4, tn: 89, chance: 12 },
  { x: -5, tn: 93, chance: 8 },
  { x: -6, tn: 96, chance: 5 },
  { x: -7, tn: 98, chance: 3 },
  { x: -8, tn: 99, chance: 2 },
  { x: -9, tn: 100, chance: 1 },
  { x: -10, tn: 101, chance: 0 },
] as const;

/** The highest and lowest rows: "+10 or more" and "-10 or less" (DIF-1). */
export const DIFFERENCE_MAX = 10;
export const DIFFERENCE_MIN = -10;

/** The resolution table keyed by x, open at both ends (x ≥ 10 → TN 1, x ≤ −10 → TN 101). */
export const DIFFERENCE_BANDS = new BandTable<DifferenceRow>(
  DIFFERENCE_TABLE.map((row) => ({
    min: row.x === DIFFERENCE_MIN ? undefined : row.x,
    max: row.x === DIFFERENCE_MAX ? undefined : row.x,
    value: row,
  })),
);

/** The faces of the resolution die (§1.2: "roll equal to or greater than the TN on a d100"). */
export const RESOLUTION_DIE = 100;

/** §1.3 Difficulty Rank bands. */
export type DifficultyBandId = 'trivial' | 'standard' | 'challenging' | 'heroic' | 'legendary';

export interface DifficultyBand {
  readonly id: DifficultyBandId;
  /** i18n keys for the printed description and example tasks. */
  readonly name: string;
  readonly description: string;
  readonly examples: string;
}

const band = (id: DifficultyBandId): DifficultyBand => ({
  id,
  name: `MANIFOLD.difference.dr.${id}.name`,
  description: `MANIFOLD.difference.dr.${id}.description`,
  examples: `MANIFOLD.difference.dr.${id}.examples`,
});

/** §1.3 table: 1-2 Trivial, 3-5 Standard, 6-8 Challenging, 9-10 Heroic, 11+ Legendary. */
export const DIFFICULTY_RANKS = new BandTable<DifficultyBand>([
  { max: 2, value: band('trivial') },
  { min: 3, max: 5, value: band('standard') },
  { min: 6, max: 8, value: band('challenging') },
  { min: 9, max: 10, value: band('heroic') },
  { min: 11, value: band('legendary') },
]);

/** The glossary's range for a Difficulty Rank: "a static value from 1 to 11+". */
export const DIFFICULTY_RANK_MIN = 1;

/** §1.4 Sizing: Minor ±1, Major ±2, Overwhelming ±3. */
export const MODIFIER_SIZES = { minor: 1, major: 2, overwhelming: 3 } as const;
export type ModifierSize = keyof typeof MODIFIER_SIZES;

/** §1.4 Cap: "by default … a maximum of ±3 total from Edges and Setbacks on a single roll" (DIF-2). */
export const EDGE_CAP = 3;

/** Glossary "Momentum": "with a maximum of 5 for each side" (DIF-4). */
export const MOMENTUM_MAX = 5;

/** Glossary "Fast Turn" (►►) and "Slow Turn" (►►►) (DIF-5). */
export const TURN_ACTION_POINTS = { fast: 2, slow: 3 } as const;
export type TurnSpeed = keyof typeof TURN_ACTION_POINTS;

/** Glossary numbers of the conditions that change x or action points. */
export const CONDITION_NUMBERS = {
  /** Blinded: own attacks −5 to x; attacks against them +5. A penalty/bonus, not an Edge or Setback. */
  blindedAttackPenalty: 5,
  blindedAttackedBonus: 5,
  /** Dazed: −2 to x on all checks (a penalty). */
  dazedPenalty: 2,
  /** Challenged: −3 to x on attacks that do not include the challenger (a penalty). */
  challengedPenalty: 3,
  /** Disoriented: Minor Setback on Perception/sense checks. */
  disorientedSetback: 'minor',
  /** Empowered: Minor Edge on all checks. */
  empoweredEdge: 'minor',
  /** Prone: melee Strikes against gain a Minor Edge. */
  proneMeleeEdge: 'minor',
  /** Restrained: Minor Setback on all checks except escaping. */
  restrainedSetback: 'minor',
  /** Stunned: two fewer action points. */
  stunnedActionPoints: 2,
  /** Surprised: one fewer action point on the first turn. */
  surprisedActionPoints: 1,
  /** Focused: Focus costs −1. */
  focusedCostReduction: 1,
  /** Unconscious PC regains consciousness with 1 Vitality. */
  wakeVitality: 1,
  /** Exhausted: the Setback value falls by 1 after each Long Rest. */
  exhaustedLongRestReduction: 1,
} as const;

/** Slowed: "halved (rounded down to the nearest 5-foot increment)". */
export const SPEED_INCREMENT = 5;

/** Glossary ranges: Availability 1–5, Wealth 0–5. */
export const AVAILABILITY_RANGE = { min: 1, max: 5 } as const;
export const WEALTH_RANGE = { min: 0, max: 5 } as const;

/** §1.5 Time Interval units, with their length in seconds (for advancing world time). */
export const TIME_UNIT_SECONDS = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86400,
  weeks: 604800,
} as const;
export type TimeUnit = keyof typeof TIME_UNIT_SECONDS;

/** §1.5 "e.g., 3 for a standard task, 5 for a complex one, 10+ for a monumental effort". */
export const SUCCESS_THRESHOLD_GUIDE = { standard: 3, complex: 5, monumental: 10 } as const;
