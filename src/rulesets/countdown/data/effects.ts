/**
 * The numbers a GM's Active Effect may change in countdown: the six stats (1–10; Difficulties
 * and checks follow), Armor (after body armor, shield and bonus), carry slots, max HP, and
 * advantage (+1) or disadvantage (−1) on a skill's checks. The character's derived data applies
 * them to its prepared stats and HP (what checks read), then derives everything from those.
 */
import type { EffectKeyDescriptor } from '../../../foundry/effects/keys';
import { effectKeyTable } from '../../../foundry/effects/keys';
import { EffectLedger } from '../../../foundry/effects/ledger';
import { SKILL_IDS, STAT_IDS, STAT_MAX, STAT_MIN, type SkillId, type SlotTotals } from '../rules';
import { HP_LIMIT } from './fields';

/** Armor and slots an effect may reach: far beyond any printed figure. */
const ARMOR_LIMIT = 20;
const SLOT_LIMIT = 99;

export const COUNTDOWN_EFFECT_KEYS: EffectKeyDescriptor[] = [
  ...STAT_IDS.map((id) => ({
    key: `countdown.stat.${id}`,
    label: `MANIFOLD.countdown.stat.${id}`,
    group: 'MANIFOLD.countdown.effectKey.group.stats',
    min: STAT_MIN,
    max: STAT_MAX,
  })),
  {
    key: 'countdown.armor',
    label: 'MANIFOLD.countdown.effectKey.armor',
    group: 'MANIFOLD.countdown.effectKey.group.body',
    min: 0,
    max: ARMOR_LIMIT,
  },
  {
    key: 'countdown.hp.max',
    label: 'MANIFOLD.countdown.effectKey.maxHp',
    group: 'MANIFOLD.countdown.effectKey.group.body',
    min: 1,
    max: HP_LIMIT,
  },
  {
    key: 'countdown.slots',
    label: 'MANIFOLD.countdown.effectKey.slots',
    group: 'MANIFOLD.countdown.effectKey.group.body',
    min: 0,
    max: SLOT_LIMIT,
  },
  ...SKILL_IDS.map((id) => ({
    key: `countdown.advantage.${id}`,
    label: `MANIFOLD.countdown.skill.${id}`,
    group: 'MANIFOLD.countdown.effectKey.group.advantage',
    min: -1,
    max: 1,
    // +1 is advantage, not a bonus of one.
    reads: {
      more: 'MANIFOLD.countdown.effectKey.reads.advantage',
      less: 'MANIFOLD.countdown.effectKey.reads.disadvantage',
      none: 'MANIFOLD.countdown.effectKey.reads.neither',
    },
  })),
];

export const COUNTDOWN_EFFECT_TABLE = effectKeyTable(COUNTDOWN_EFFECT_KEYS);

export function countdownLedger(actor: unknown): EffectLedger {
  return EffectLedger.of(actor, COUNTDOWN_EFFECT_TABLE);
}

/** Each stat's and each skill's key, built once (derived data asks for every one on every pass). */
const STAT_KEYS = STAT_IDS.map((id) => [id, `countdown.stat.${id}`] as const);
const ADVANTAGE_KEYS = SKILL_IDS.map((id) => [id, `countdown.advantage.${id}`] as const);

/** Stats and max HP after effects, written onto the prepared (never stored) data checks read. */
export function applyBaseEffects(
  system: { stats?: Record<string, number>; hp?: { value: number; max: number } },
  ledger: EffectLedger,
): void {
  for (const [id, key] of STAT_KEYS) {
    if (system.stats && ledger.has(key)) system.stats[id] = ledger.apply(key, system.stats[id] ?? STAT_MIN);
  }
  if (system.hp && ledger.has('countdown.hp.max')) system.hp.max = ledger.apply('countdown.hp.max', system.hp.max);
}

/** Carry slots after effects, with free and over recounted. */
export function slotsWithEffects(slots: SlotTotals, ledger: EffectLedger): SlotTotals {
  if (!ledger.has('countdown.slots')) return slots;
  const capacity = ledger.apply('countdown.slots', slots.capacity);
  return { ...slots, capacity, free: Math.max(0, capacity - slots.used), over: Math.max(0, slots.used - capacity) };
}

/** +1 advantage, −1 disadvantage on a skill's checks, by skill. */
export function skillEdgesOf(ledger: EffectLedger): Partial<Record<SkillId, number>> {
  const out: Partial<Record<SkillId, number>> = {};
  for (const [id, key] of ADVANTAGE_KEYS) {
    if (ledger.has(key)) out[id] = ledger.bonus(key);
  }
  return out;
}
