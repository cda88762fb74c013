/**
 * Action dice pools (HD-1, HD-3): every die is a d6 with a role. A die at or above the threshold is
 * 1 success, a 6 is 2; a 1 on an exertion die burns one body hit die. Resolution and odds both read
 * dice through `readActionDie`, so they cannot disagree.
 */
import { dice as askDice, Distribution, JointDistribution, type Resolution } from '../../../core';
import { ACTION_DIE_FACES, BURN_FACE, EXPLOSIVE_FACE, EXPLOSIVE_SUCCESSES } from './tables';

/** Proficiency, ability bonus and Affinity dice are safe; exertion dice burn on a 1; `initiative` is the base 3d6. */
export type DieRole = 'proficiency' | 'exertion' | 'bonus' | 'affinity' | 'initiative';
export const DIE_ROLES: readonly DieRole[] = ['proficiency', 'exertion', 'bonus', 'affinity', 'initiative'];

export interface PoolDice {
  proficiency: number;
  exertion: number;
  bonus: number;
  affinity: number;
  initiative?: number;
}

/** One rolled die as a card shows it. */
export interface RolledDie {
  role: DieRole;
  face: number;
  successes: number;
  /** True for a 1 on an exertion die (HD-3). */
  burns: boolean;
}

/** Successes of one action die: 0 below the threshold, 2 on a 6, else 1 (HD-1). */
export function dieSuccesses(face: number, threshold: number): number {
  if (face < threshold) return 0;
  return face === EXPLOSIVE_FACE ? EXPLOSIVE_SUCCESSES : 1;
}

export function readActionDie(role: DieRole, face: number, threshold: number): RolledDie {
  return { role, face, successes: dieSuccesses(face, threshold), burns: role === 'exertion' && face === BURN_FACE };
}

/** The order dice are rolled in (and scripted in tests): initiative, proficiency, exertion, bonus, affinity. */
export const ROLL_ORDER: readonly DieRole[] = ['initiative', 'proficiency', 'exertion', 'bonus', 'affinity'];

export function poolSize(pool: PoolDice): number {
  return ROLL_ORDER.reduce((n, role) => n + (pool[role] ?? 0), 0);
}

/** Rolls a pool in ROLL_ORDER: the dice of each role asked for at once, as one pool of d6s of that role. */
export function* rollPool(pool: PoolDice, threshold: number): Resolution<RolledDie[]> {
  const rolled: RolledDie[] = [];
  for (const role of ROLL_ORDER) {
    const faces = yield* askDice(pool[role] ?? 0, ACTION_DIE_FACES, role);
    for (const face of faces) rolled.push(readActionDie(role, face, threshold));
  }
  return rolled;
}

export function countSuccesses(dice: readonly RolledDie[]): number {
  return dice.reduce((n, d) => n + d.successes, 0);
}

export function countBurns(dice: readonly RolledDie[]): number {
  return dice.reduce((n, d) => n + (d.burns ? 1 : 0), 0);
}

export function highestFace(dice: readonly RolledDie[]): number {
  return dice.reduce((m, d) => Math.max(m, d.face), 0);
}

/** The successes of one safe die. */
export function safeDie(threshold: number): Distribution {
  return Distribution.die(ACTION_DIE_FACES).map((face) => readActionDie('proficiency', face, threshold).successes);
}

/** (successes, burns) of one exertion die. */
export function exertionDie(threshold: number): JointDistribution {
  return JointDistribution.die(ACTION_DIE_FACES, (face) => {
    const die = readActionDie('exertion', face, threshold);
    return [die.successes, die.burns ? 1 : 0];
  });
}

/** Exact joint distribution of (successes, burns) for a pool. */
export function poolDistribution(pool: PoolDice, threshold: number): JointDistribution {
  const safeCount = poolSize(pool) - pool.exertion;
  const safe = safeDie(threshold).times(safeCount);
  const safeJoint = JointDistribution.fromWeights(safe.entries().map(([s, p]) => [[s, 0], p] as const));
  return pool.exertion > 0 ? safeJoint.plus(exertionDie(threshold).times(pool.exertion)) : safeJoint;
}

/**
 * The successes of a pool. A die's successes do not depend on its role (only its burns do), so this
 * is the whole pool's size in identical dice — the fast path the odds use; equal to
 * `poolDistribution(…).marginal(0)` (tested).
 */
export function poolSuccesses(pool: PoolDice, threshold: number): Distribution {
  return safeDie(threshold).times(poolSize(pool));
}

/** Expected burns of a pool: exertion dice × the chance one shows the burn face. */
export function expectedBurns(pool: PoolDice, threshold: number): number {
  return pool.exertion * exertionDie(threshold).expected(1);
}
