/**
 * A roll the GM asks for: CRY-1's pool — the two stats the GM names, plus the dice the
 * combatant's effects add to every roll — against a difficulty the GM sets in the place a target's
 * stat would stand. Each die at or above it is a hit; each 10 is a hit and a crit. Not an attack:
 * situations and the four modifier statuses do not apply (CRY-2, "on attacks").
 */
import { dice, toInteger, type OddsSummary, type Resolution } from '../../../core';
import { poolOdds } from './odds';
import { buildPool, countPool, type DieResult, type PoolBreakdown } from './pool';
import { readStat, type CombatantSnapshot } from './snapshot';
import { DIE_FACES, MAX_POOL_DICE } from './tables';

/** The difficulties a die can be read against: 1 (every die hits) to 10 (only 10s). */
export const CHECK_DIFFICULTY = { min: 1, max: DIE_FACES } as const;

/** The difficulty a stat check starts at when nobody has chosen one: a d10 showing 6 or more hits. */
export const DEFAULT_CHECK_DIFFICULTY = 6;

export interface StatCheckRequest {
  user: CombatantSnapshot;
  stats: readonly [string, string];
  difficulty: unknown;
  /** Dice the GM or the player adds or takes away (a roll modifier, CRY-2). */
  extraDice?: unknown;
}

export interface StatCheckResult {
  stats: [string, string];
  difficulty: number;
  pool: PoolBreakdown;
  dice: DieResult[];
  hits: number;
  crits: number;
}

export function checkDifficultyOf(value: unknown): number {
  return toInteger(value, { ...CHECK_DIFFICULTY, fallback: DEFAULT_CHECK_DIFFICULTY });
}

export function statCheckPool(request: StatCheckRequest): PoolBreakdown {
  const [a, b] = request.stats;
  return buildPool({
    stats: readStat(request.user, a) + readStat(request.user, b),
    attack: false,
    ...(request.user.effectDice ? { effectDice: request.user.effectDice } : {}),
    extraDice: toInteger(request.extraDice, { min: -MAX_POOL_DICE, max: MAX_POOL_DICE, fallback: 0 }),
  });
}

/** Asks for the pool's d10s at once, then reads each against the difficulty. */
export function* resolveStatCheck(request: StatCheckRequest): Resolution<StatCheckResult> {
  const pool = statCheckPool(request);
  const difficulty = checkDifficultyOf(request.difficulty);
  const faces = yield* dice(pool.dice, DIE_FACES, 'check');
  const count = countPool(faces, difficulty);
  return { stats: [request.stats[0], request.stats[1]], difficulty, pool, ...count };
}

/** The exact odds of the hits, from the same pool and die reading. */
export function statCheckOdds(request: StatCheckRequest): OddsSummary {
  return poolOdds({
    dice: statCheckPool(request).dice,
    difficulty: checkDifficultyOf(request.difficulty),
    kind: 'roll',
  });
}
