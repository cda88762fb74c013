/**
 * The numbers a GM's Active Effect may change in difference: pool maxima (Vitality, Poise,
 * Clarity, Focus), Soak (after armor and Damage Reduction), and Edges (+) or Setbacks (−) on every
 * check or on a kind of check (attacks, sensory checks). The actor's derived data applies them
 * and the check request reads the same Edges, so the odds and the roll agree.
 */
import type { EffectKeyDescriptor } from '../../../foundry/effects/keys';
import { effectKeyTable } from '../../../foundry/effects/keys';
import { EffectLedger } from '../../../foundry/effects/ledger';
import { MODIFIER_SIZES } from '../rules';
import { POOL_MAX, SOAK_MAX } from './bounds';

/** Edge steps an effect may give or take: up to an Overwhelming Edge or Setback (§1.4). */
const STEPS = { min: -MODIFIER_SIZES.overwhelming, max: MODIFIER_SIZES.overwhelming };

export const DIFFERENCE_POOLS = ['vitality', 'poise', 'clarity', 'focus'] as const;
export const DIFFERENCE_CHECK_KINDS = ['all', 'attack', 'sensory'] as const;
export type DifferenceCheckKind = (typeof DIFFERENCE_CHECK_KINDS)[number];

export const DIFFERENCE_EFFECT_KEYS: EffectKeyDescriptor[] = [
  ...DIFFERENCE_POOLS.map((pool) => ({
    key: `difference.${pool}.max`,
    label: `MANIFOLD.difference.effectKey.max.${pool}`,
    group: 'MANIFOLD.difference.effectKey.group.pools',
    min: 0,
    max: POOL_MAX,
  })),
  {
    key: 'difference.soak',
    label: 'MANIFOLD.difference.effectKey.soak',
    group: 'MANIFOLD.difference.effectKey.group.defense',
    min: 0,
    max: SOAK_MAX,
  },
  ...DIFFERENCE_CHECK_KINDS.map((kind) => ({
    key: `difference.edges.${kind}`,
    label: `MANIFOLD.difference.effectKey.edges.${kind}`,
    group: 'MANIFOLD.difference.effectKey.group.checks',
    ...STEPS,
    // +1 is a Minor Edge (+1 to x), −2 a Major Setback: steps, not a bonus to the roll (§1.4).
    reads: {
      more: 'MANIFOLD.difference.effectKey.reads.edge',
      less: 'MANIFOLD.difference.effectKey.reads.setback',
      none: 'MANIFOLD.difference.effectKey.reads.none',
    },
  })),
];

export const DIFFERENCE_EFFECT_TABLE = effectKeyTable(DIFFERENCE_EFFECT_KEYS);

export function differenceLedger(actor: unknown): EffectLedger {
  return EffectLedger.of(actor, DIFFERENCE_EFFECT_TABLE);
}

/** Each pool's and each kind of check's key, built once (derived data asks for every one on every pass). */
const POOL_MAX_KEYS = DIFFERENCE_POOLS.map((pool) => [pool, `difference.${pool}.max`] as const);
const EDGE_KEYS = DIFFERENCE_CHECK_KINDS.map((kind) => [kind, `difference.edges.${kind}`] as const);

/** Pool maxima after effects, written onto the prepared (never stored) pools. */
export function applyPoolEffects(
  system: Record<(typeof DIFFERENCE_POOLS)[number], { max: number } | undefined>,
  ledger: EffectLedger,
): void {
  for (const [pool, key] of POOL_MAX_KEYS) {
    const data = system[pool];
    if (data && ledger.has(key)) data.max = ledger.apply(key, data.max);
  }
}

/** Edge steps (+) or Setback steps (−) by kind of check. */
export type EffectEdges = Partial<Record<DifferenceCheckKind, number>>;

export function effectEdgesOf(ledger: EffectLedger): EffectEdges {
  const out: EffectEdges = {};
  for (const [kind, key] of EDGE_KEYS) {
    if (ledger.has(key)) out[kind] = ledger.bonus(key);
  }
  return out;
}
