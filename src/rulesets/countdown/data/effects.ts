/**
 * The numbers a GM's Active Effect may change in countdown, as fields of the actor models: the six
 * stats (stored, 1–10: Difficulties and checks follow), max HP (stored), and bonuses the derived
 * data adds after the rules work a number out — Armor (after body armor, shield and the GM's
 * bonus; a monster's after its printed Armor), carry slots (after Vigor + 5), and advantage (+1)
 * or disadvantage (−1) on a skill's checks. Foundry applies the changes before derived data;
 * derived data reads the fields.
 */
import { derivedNumber, type EffectField } from '../../../foundry/effects/fields';
import { SKILL_IDS, STAT_IDS, type SkillId, type SlotTotals } from '../rules';
import { SLOT_LIMIT } from './fields';

const ADVANTAGE_READS = {
  more: 'MANIFOLD.countdown.effectKey.reads.advantage',
  less: 'MANIFOLD.countdown.effectKey.reads.disadvantage',
  none: 'MANIFOLD.countdown.effectKey.reads.neither',
};

export const COUNTDOWN_EFFECT_FIELDS: EffectField[] = [
  ...STAT_IDS.map((id) => ({
    path: `system.stats.${id}`,
    label: `MANIFOLD.countdown.stat.${id}`,
    group: 'MANIFOLD.countdown.effectKey.group.stats',
    formerKey: `countdown.stat.${id}`,
  })),
  {
    path: 'system.bonuses.armor',
    label: 'MANIFOLD.countdown.effectKey.armor',
    group: 'MANIFOLD.countdown.effectKey.group.body',
    bonus: true,
    // The Effects tab reads the Armor the sheet shows: "base 1 · Stitched wards +1 = 2".
    addsTo: (actor) => derivedNumber(actor, 'armor'),
    formerKey: 'countdown.armor',
  },
  {
    path: 'system.hp.max',
    label: 'MANIFOLD.countdown.effectKey.maxHp',
    group: 'MANIFOLD.countdown.effectKey.group.body',
    formerKey: 'countdown.hp.max',
  },
  {
    path: 'system.bonuses.slots',
    label: 'MANIFOLD.countdown.effectKey.slots',
    group: 'MANIFOLD.countdown.effectKey.group.body',
    bonus: true,
    formerKey: 'countdown.slots',
  },
  ...SKILL_IDS.map((id) => ({
    path: `system.bonuses.advantage.${id}`,
    label: `MANIFOLD.countdown.skill.${id}`,
    group: 'MANIFOLD.countdown.effectKey.group.advantage',
    // +1 is advantage, not a bonus of one.
    reads: ADVANTAGE_READS,
    bonus: true,
    formerKey: `countdown.advantage.${id}`,
  })),
];

/** A bonus field's value as prepared (0 on a half-built actor, or where the field is missing). */
export const bonusOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * A number the rules worked out, with the effects' bonus: never below 0, and never raised past
 * `limit` by the bonus (a stored figure already beyond it is kept).
 */
export function withBonus(base: number, bonus: number, limit: number): number {
  if (!bonus) return base;
  return Math.min(Math.max(base, limit), Math.max(0, base + bonus));
}

/** Carry slots with the effects' bonus, free and over recounted. */
export function slotsWithBonus(slots: SlotTotals, bonus: number): SlotTotals {
  if (!bonus) return slots;
  const capacity = withBonus(slots.capacity, bonus, SLOT_LIMIT);
  return { ...slots, capacity, free: Math.max(0, capacity - slots.used), over: Math.max(0, slots.used - capacity) };
}

/** +1 advantage, −1 disadvantage on a skill's checks, by skill (the skills an effect changed). */
export function skillEdgesOf(
  advantage: Partial<Record<SkillId, unknown>> | undefined,
): Partial<Record<SkillId, number>> {
  const out: Partial<Record<SkillId, number>> = {};
  if (!advantage) return out;
  for (const id of SKILL_IDS) {
    const edge = bonusOf(advantage[id]);
    if (edge) out[id] = edge;
  }
  return out;
}
