import { clamp, toInteger } from '../../../core';
import { poolPartKey, situationKey, type PoolPart } from './i18n';
import { stacksOf, type StatusState } from './statuses';
import {
  CRIT_FACE,
  DIE_FACES,
  MAX_POOL_DICE,
  RANGED_PENALTY_PER_SPACE,
  SITUATIONS,
  SITUATION_IDS,
  STATUS_ROLL_MODIFIERS,
  type SituationId,
} from './tables';

/** What one d10 of a pool did against a difficulty. */
export type DieRole = 'crit' | 'hit' | 'miss';

/**
 * CRY-1: a die ≥ the difficulty is a hit; a 10 is a hit whatever the difficulty and also a crit.
 * Resolution and odds both read dice through this one function.
 */
export function classifyDie(face: number, difficulty: number): DieRole {
  if (face === CRIT_FACE) return 'crit';
  return face >= difficulty ? 'hit' : 'miss';
}

/** The chance of each role for one d10 against a difficulty, counted face by face through classifyDie. */
export function roleChances(difficulty: number): Record<DieRole, number> {
  const chances: Record<DieRole, number> = { crit: 0, hit: 0, miss: 0 };
  for (let face = 1; face <= DIE_FACES; face++) chances[classifyDie(face, difficulty)] += 1 / DIE_FACES;
  return chances;
}

export interface DieResult {
  face: number;
  role: DieRole;
}

export interface PoolCount {
  dice: DieResult[];
  hits: number;
  crits: number;
}

/** Counts hits and crits of rolled faces against a difficulty (every crit is also a hit, CRY-1). */
export function countPool(faces: readonly number[], difficulty: number): PoolCount {
  const dice = faces.map((face) => ({ face, role: classifyDie(face, difficulty) }));
  const crits = dice.filter((d) => d.role === 'crit').length;
  const hits = crits + dice.filter((d) => d.role === 'hit').length;
  return { dice, hits, crits };
}

/** One line of a pool's make-up: what it is (i18n key), how many dice it adds or takes away. */
export interface PoolEntry {
  part: PoolPart | SituationId;
  key: string;
  dice: number;
  /** Status stacks or spaces beyond range behind the number. */
  count?: number;
}

export interface PoolBreakdown {
  entries: PoolEntry[];
  /** The sum of every entry; may be below 1. */
  total: number;
  /** Dice actually rolled: the total, or 0 when it is below 1 (CRY-1), never above MAX_POOL_DICE. */
  dice: number;
}

export interface PoolInput {
  /** The sum of the two named stats. */
  stats: number;
  /** Attacks only: modifiers from situations and the four modifier statuses. */
  attack: boolean;
  situations?: readonly SituationId[];
  attackerStatuses?: StatusState;
  targetStatuses?: StatusState;
  /** Ranged X: spaces beyond X (−1 die each). */
  spacesBeyondRange?: number;
  /** Any other roll modifier a power or the GM grants, in dice. */
  extraDice?: number;
  /** The roller's Active Effects (the GM's), in dice: on every check, and on attacks only. */
  effectDice?: { all?: unknown; attack?: unknown };
}

/**
 * The pool for one target (CRY-1, CRY-2): two stats, then each situation present once (+2 / −2),
 * Empowered/Weakened stacks of the attacker and Hardened/Softened stacks of the target (±1 each),
 * −1 die per space beyond a Ranged X, and any extra dice. Situations and statuses change attack
 * rolls only ("on attacks", "makes an attack roll"); range and extra dice change any roll.
 */
export function buildPool(input: PoolInput): PoolBreakdown {
  const entries: PoolEntry[] = [{ part: 'stats', key: poolPartKey('stats'), dice: toInteger(input.stats, { min: 0 }) }];
  if (input.attack) {
    const present = new Set(input.situations ?? []);
    for (const id of SITUATION_IDS) {
      if (present.has(id)) entries.push({ part: id, key: situationKey(id), dice: SITUATIONS[id] });
    }
    for (const [status, rule] of Object.entries(STATUS_ROLL_MODIFIERS) as [
      keyof typeof STATUS_ROLL_MODIFIERS,
      (typeof STATUS_ROLL_MODIFIERS)[keyof typeof STATUS_ROLL_MODIFIERS],
    ][]) {
      const stacks = stacksOf((rule.side === 'attacker' ? input.attackerStatuses : input.targetStatuses) ?? {}, status);
      if (stacks > 0)
        entries.push({ part: status, key: poolPartKey(status), dice: rule.perStack * stacks, count: stacks });
    }
  }
  const beyond = toInteger(input.spacesBeyondRange, { min: 0, max: 10_000 });
  if (beyond > 0) {
    entries.push({ part: 'range', key: poolPartKey('range'), dice: -RANGED_PENALTY_PER_SPACE * beyond, count: beyond });
  }
  const effects =
    toInteger(input.effectDice?.all, { min: -MAX_POOL_DICE, max: MAX_POOL_DICE, fallback: 0 }) +
    (input.attack ? toInteger(input.effectDice?.attack, { min: -MAX_POOL_DICE, max: MAX_POOL_DICE, fallback: 0 }) : 0);
  if (effects !== 0) entries.push({ part: 'effects', key: poolPartKey('effects'), dice: effects });
  const extra = toInteger(input.extraDice, { min: -MAX_POOL_DICE, max: MAX_POOL_DICE, fallback: 0 });
  if (extra !== 0) entries.push({ part: 'extra', key: poolPartKey('extra'), dice: extra });
  const total = entries.reduce((sum, e) => sum + e.dice, 0);
  return { entries, total, dice: clamp(total, 0, MAX_POOL_DICE) };
}
