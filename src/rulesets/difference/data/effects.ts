/**
 * The numbers a GM's Active Effect may change in difference, as fields of both actor models: the
 * pool maxima (Vitality, Poise, Clarity, Focus; stored, so an effect changes them before the
 * recovery and defeat figures read them), and bonuses that only effects set: onto Soak (added
 * after armor and Damage Reduction) and Edges (+) or Setbacks (−) on every check or on a kind of
 * check (attacks, sensory checks). Foundry applies the changes; derived data and the check request
 * read the fields, so the odds and the roll agree.
 */
import { derivedNumber, type EffectField } from '../../../foundry/effects/fields';
import { integer } from '../../../foundry/data/fields';
import { MODIFIER_SIZES } from '../rules';
import { SOAK_MAX } from './bounds';

const DIFFERENCE_POOLS = ['vitality', 'poise', 'clarity', 'focus'] as const;
export const DIFFERENCE_CHECK_KINDS = ['all', 'attack', 'sensory'] as const;
export type DifferenceCheckKind = (typeof DIFFERENCE_CHECK_KINDS)[number];

/** Edge steps an effect may give or take: up to an Overwhelming Edge or Setback (§1.4). */
const EDGE_STEPS_MAX = MODIFIER_SIZES.overwhelming;

/**
 * What Active Effects add (the `bonuses` of both actor models): Soak, within what one armor may
 * give or take, and Edge steps by kind of check. Never on a sheet: only effects change them.
 */
export function bonusesField() {
  const fields = foundry.data.fields;
  const bonus = (limit: number) => integer({ min: -limit, max: limit, initial: 0 });
  const edges = Object.fromEntries(DIFFERENCE_CHECK_KINDS.map((kind) => [kind, bonus(EDGE_STEPS_MAX)])) as Record<
    DifferenceCheckKind,
    ReturnType<typeof bonus>
  >;
  return new fields.SchemaField({ soak: bonus(SOAK_MAX), edges: new fields.SchemaField(edges) });
}

export const DIFFERENCE_EFFECT_FIELDS: EffectField[] = [
  ...DIFFERENCE_POOLS.map((pool) => ({
    path: `system.${pool}.max`,
    label: `MANIFOLD.difference.effectKey.max.${pool}`,
    group: 'MANIFOLD.difference.effectKey.group.pools',
    formerKey: `difference.${pool}.max`,
  })),
  {
    path: 'system.bonuses.soak',
    label: 'MANIFOLD.difference.effectKey.soak',
    group: 'MANIFOLD.difference.effectKey.group.defense',
    bonus: true,
    // The Effects tab reads the Soak the sheet shows: "base 2 · Sewn plates +1 = 3".
    addsTo: (actor) => derivedNumber(actor, 'soak'),
    formerKey: 'difference.soak',
  },
  ...DIFFERENCE_CHECK_KINDS.map((kind) => ({
    path: `system.bonuses.edges.${kind}`,
    label: `MANIFOLD.difference.effectKey.edges.${kind}`,
    group: 'MANIFOLD.difference.effectKey.group.checks',
    bonus: true,
    formerKey: `difference.edges.${kind}`,
    // +1 is a Minor Edge (+1 to x), −2 a Major Setback: steps, not a bonus to the roll (§1.4).
    reads: {
      more: 'MANIFOLD.difference.effectKey.reads.edge',
      less: 'MANIFOLD.difference.effectKey.reads.setback',
      none: 'MANIFOLD.difference.effectKey.reads.none',
    },
  })),
];

/** Edge steps (+) or Setback steps (−) by kind of check. */
export type EffectEdges = Partial<Record<DifferenceCheckKind, number>>;

/** The Edge steps the actor's effects give each kind of check, as Foundry left them on the prepared data. */
export function effectEdgesOf(bonuses: { edges?: Partial<Record<string, unknown>> } | undefined): EffectEdges {
  const out: EffectEdges = {};
  for (const kind of DIFFERENCE_CHECK_KINDS) {
    const n = bonuses?.edges?.[kind];
    if (typeof n === 'number' && Number.isFinite(n) && n !== 0) out[kind] = n;
  }
  return out;
}

/**
 * Soak after the effects' bonus: never below 0, and raised no higher than one armor may give (when
 * the worn armor and Damage Reduction already give more, a bonus leaves it there).
 */
export function soakWithBonus(base: number, bonus: number): number {
  return Math.min(Math.max(base, SOAK_MAX), Math.max(0, base + bonus));
}
