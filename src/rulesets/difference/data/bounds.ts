/**
 * The bounds the rules imply for stored numbers, once: the models declare them, derived data and
 * the Active Effect keys clamp to them, and the sheets' inputs offer them (SHEET_BOUNDS). Scores are
 * small whole numbers; pools, wounds and Soak never negative nor absurd (a typo of 1e9 is refused).
 */
import {
  AVAILABILITY_RANGE,
  DIFFICULTY_RANK_MIN,
  TASK_ROLLS_MAX,
  TASK_THRESHOLD_RANGE,
  TURN_ACTION_POINTS,
  WEALTH_RANGE,
} from '../rules';

export const SCORE_MAX = 20;
export const POOL_MAX = 999;
export const WOUND_MAX = 99;
/** Soak of one armor, and an actor's own Damage Reduction. */
export const SOAK_MAX = 99;
export const LEVEL_RANGE = { min: 1, max: 30 } as const;
export const RECOVERY_DICE_MAX = 99;
/** Feet per Move action. */
export const SPEED_MAX = 500;
/** A talent's ► count: at most a slow turn's action points. */
export const TALENT_ACTION_POINTS_MAX = TURN_ACTION_POINTS.slow;
export const FOCUS_COST_MAX = 20;
export const QUANTITY_MAX = 9999;
/** A task's Time Interval, in its unit. */
export const INTERVAL_MAX = 1000;
/** The Difficulty Ranks a check or a task may set (the glossary's "1 to 11+", held to 30). */
export const DIFFICULTY_RANGE = { min: DIFFICULTY_RANK_MIN, max: 30 } as const;

const upTo = (max: number) => ({ min: 0, max });

/** What each number input of the actor and item sheets may hold: the models' own bounds. */
export const SHEET_BOUNDS = {
  level: LEVEL_RANGE,
  wealth: WEALTH_RANGE,
  speed: upTo(SPEED_MAX),
  damageReduction: upTo(SOAK_MAX),
  wounds: upTo(WOUND_MAX),
  recoveryDice: upTo(RECOVERY_DICE_MAX),
  soak: upTo(SOAK_MAX),
  actionPoints: upTo(TALENT_ACTION_POINTS_MAX),
  focusCost: upTo(FOCUS_COST_MAX),
  availability: AVAILABILITY_RANGE,
  quantity: upTo(QUANTITY_MAX),
  difficulty: DIFFICULTY_RANGE,
  score: upTo(SCORE_MAX),
  threshold: TASK_THRESHOLD_RANGE,
  rolls: upTo(TASK_ROLLS_MAX),
  interval: upTo(INTERVAL_MAX),
};
