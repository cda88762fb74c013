import { BandTable, label, toInteger, type OddsSummary, type Resolution } from '../../../core';
import { activeConditions, exhaustionAfterLongRest, type ConditionChanges } from './conditions';
import { damageDistribution, rollDamageDice } from './damage-dice';
import { readHealth } from './health';
import { optionOf, POOL_IDS, withDefaults, type DifferenceOptions, type PoolId, type RecoveryTier } from './options';
import { readPool, type ActorSnapshot, type PoolValue } from './snapshot';

/**
 * Glossary "Recovery Dice" and "Tier of Play": a pool of dice, sized by the tier, spent on Recovery
 * Rolls that restore Health Pools and Focus. The document gives neither the pool sizes nor the
 * roll; the defaults (options.ts RECOVERY_TIERS) and the roll below are the engine's choices.
 */
export type RecoveryOptions = Partial<Pick<DifferenceOptions, 'recoveryTiers' | 'longRestRecoveryDice'>>;

/** The tiers as level bands. */
function tierTable(tiers: readonly RecoveryTier[]): BandTable<RecoveryTier> {
  const sorted = [...tiers].sort((a, b) => a.minLevel - b.minLevel);
  return new BandTable(
    sorted.map((tier, i) => {
      const next = sorted[i + 1];
      return { min: tier.minLevel, ...(next ? { max: next.minLevel - 1 } : {}), value: tier };
    }),
  );
}

/** The Tier of Play of a level (glossary: "Tier 1 is Levels 1-5"); levels beyond the table stay in its last tier. */
export function tierOfPlay(level: number, options: RecoveryOptions = {}): RecoveryTier {
  return tierTable(optionOf(options, 'recoveryTiers')).lookup(toInteger(level, { min: 1 }));
}

export interface RecoveryPool {
  tier: number;
  /** The pool's size and die at this tier. */
  max: number;
  faces: number;
  /** Dice left to spend. */
  remaining: number;
}

/** The actor's Recovery Dice pool (remaining dice read safely, never above the tier's size). */
export function recoveryPool(actor: ActorSnapshot, options: RecoveryOptions = {}): RecoveryPool {
  const tier = tierOfPlay(actor.level ?? 1, options);
  const max = toInteger(tier.dice, { min: 0 });
  return {
    tier: tier.tier,
    max,
    faces: toInteger(tier.faces, { min: 1 }),
    remaining: toInteger(actor.recoveryDice, { min: 0, max, fallback: max }),
  };
}

/** What a Recovery Roll restores: one Health Pool or Focus. */
export type RecoveryTarget = PoolId | 'focus';
export const RECOVERY_TARGETS: readonly RecoveryTarget[] = [...POOL_IDS, 'focus'];

export interface RecoveryRequest {
  target: RecoveryTarget;
  /** How many Recovery Dice to spend (at least 1). */
  spend: number;
}

export type RecoveryResult =
  | { ok: false; reason: string }
  | {
      ok: true;
      target: RecoveryTarget;
      spent: number;
      faces: number;
      rolls: number[];
      total: number;
      before: number;
      after: number;
      /** What was actually restored (the total, up to the pool's maximum). */
      restored: number;
      diceLeft: number;
    };

function targetPool(actor: ActorSnapshot, target: RecoveryTarget): PoolValue {
  return target === 'focus' ? readPool(actor.focus) : readHealth(actor).pools[target];
}

function checkRecovery(
  actor: ActorSnapshot,
  request: RecoveryRequest,
  options: RecoveryOptions,
): { reason: string } | { pool: RecoveryPool; spend: number; current: PoolValue } {
  const pool = recoveryPool(actor, options);
  const spend = toInteger(request.spend, { min: 0 });
  if (!RECOVERY_TARGETS.includes(request.target)) return { reason: 'MANIFOLD.difference.refusal.recoveryTarget' };
  if (spend < 1) return { reason: 'MANIFOLD.difference.refusal.recoverySpend' };
  if (spend > pool.remaining) return { reason: 'MANIFOLD.difference.refusal.recoveryDice' };
  return { pool, spend, current: targetPool(actor, request.target) };
}

/**
 * A Recovery Roll: spend `spend` Recovery Dice, roll them, and restore their total to the chosen
 * pool (never above its maximum; the excess is lost). Refused when the dice are not there.
 */
export function* resolveRecovery(
  actor: ActorSnapshot,
  request: RecoveryRequest,
  options: RecoveryOptions = {},
): Resolution<RecoveryResult> {
  const checked = checkRecovery(actor, request, options);
  if ('reason' in checked) return { ok: false, reason: checked.reason };
  const { pool, spend, current } = checked;
  // No role: every die of a Recovery Roll is a recovery die, so its dice stay plain (`1d8`, not `1d8[recovery]`).
  const { rolls, total } = yield* rollDamageDice({ count: spend, faces: pool.faces, bonus: 0 });
  const after = Math.min(current.max, current.value + total);
  return {
    ok: true,
    target: request.target,
    spent: spend,
    faces: pool.faces,
    rolls,
    total,
    before: current.value,
    after,
    restored: after - current.value,
    diceLeft: pool.remaining - spend,
  };
}

/** The exact odds of a Recovery Roll: the chance to fill the pool, and what it restores. */
export function recoveryOdds(
  actor: ActorSnapshot,
  request: RecoveryRequest,
  options: RecoveryOptions = {},
): OddsSummary {
  const checked = checkRecovery(actor, request, options);
  if ('reason' in checked) {
    return { headline: { label: label(checked.reason), probability: 0 }, bars: [] };
  }
  const { pool, spend, current } = checked;
  const missing = current.max - current.value;
  const restored = damageDistribution({ count: spend, faces: pool.faces, bonus: 0 }).map((t) => Math.min(t, missing));
  return {
    headline: { label: label('MANIFOLD.difference.odds.recoveryFull'), probability: restored.atLeast(missing) },
    axis: label('MANIFOLD.difference.odds.restoredAxis'),
    bars: restored.entries().map(([value, probability]) => ({
      label: { text: String(value) },
      probability,
      tone: value === missing ? 'success' : 'neutral',
    })),
    expected: [{ label: label('MANIFOLD.difference.odds.restored'), value: restored.mean() }],
  };
}

export interface LongRestResult {
  /** The Exhausted value after the rest (0: the condition is removed). */
  exhausted: number;
  conditions: ConditionChanges;
  /** Recovery Dice after the rest. */
  recoveryDice: number;
}

/**
 * A Long Rest: Exhausted falls by 1 (removed at 0, glossary), and the Recovery Dice pool refills
 * (the default; the document is silent). Health Pools are not changed here: restoring them is
 * what Recovery Dice are for.
 */
export function longRest(actor: ActorSnapshot, options: RecoveryOptions = {}): LongRestResult {
  const opts = withDefaults(options);
  const conditions = activeConditions(actor.conditions);
  const exhausted = exhaustionAfterLongRest(conditions.exhausted);
  const pool = recoveryPool(actor, opts);
  const changes: ConditionChanges = { add: [], remove: [] };
  if (conditions.exhausted > 0) {
    changes.remove.push('exhausted');
    if (exhausted > 0) changes.add.push({ id: 'exhausted', value: exhausted });
  }
  return {
    exhausted,
    conditions: changes,
    recoveryDice: opts.longRestRecoveryDice === 'all' ? pool.max : pool.remaining,
  };
}
