/**
 * The numbers a GM's Active Effect may change in hitdice: defense rolls per attack (HD-4),
 * required successes of tiered actions, bonus dice on rolls in a skill domain, and the armor
 * dice a worn suit holds when whole. Derived data reads them before the engine's `readActor`, so
 * every roll, its odds and the sheet see the same numbers.
 */
import type { EffectKeyDescriptor } from '../../../foundry/effects/keys';
import { effectKeyTable } from '../../../foundry/effects/keys';
import { EffectLedger, type EffectReport } from '../../../foundry/effects/ledger';
import { MAX_EFFECT_MODIFIER, MAX_STORED_DICE, SKILLS, type SkillId } from '../rules';

const MODIFIER = { min: -MAX_EFFECT_MODIFIER, max: MAX_EFFECT_MODIFIER };

export const HITDICE_EFFECT_KEYS: EffectKeyDescriptor[] = [
  {
    key: 'hitdice.defenseRolls',
    label: 'MANIFOLD.hitdice.effectKey.defenseRolls',
    group: 'MANIFOLD.hitdice.effectKey.group.defense',
    ...MODIFIER,
  },
  {
    key: 'hitdice.armorDice',
    label: 'MANIFOLD.hitdice.effectKey.armorDice',
    group: 'MANIFOLD.hitdice.effectKey.group.defense',
    min: 0,
    max: MAX_STORED_DICE,
  },
  {
    key: 'hitdice.required',
    label: 'MANIFOLD.hitdice.effectKey.required',
    group: 'MANIFOLD.hitdice.effectKey.group.actions',
    ...MODIFIER,
  },
  ...SKILLS.map((skill) => ({
    key: `hitdice.bonusDice.${skill}`,
    label: `MANIFOLD.hitdice.skill.${skill}`,
    group: 'MANIFOLD.hitdice.effectKey.group.bonusDice',
    min: 0,
    max: MAX_EFFECT_MODIFIER,
    // The label is the skill's name: "Lore +2" would read as a bonus to the roll, not two more dice.
    reads: {
      more: 'MANIFOLD.hitdice.effectKey.reads.more',
      less: 'MANIFOLD.hitdice.effectKey.reads.less',
      none: 'MANIFOLD.hitdice.effectKey.reads.none',
    },
  })),
];

export const HITDICE_EFFECT_TABLE = effectKeyTable(HITDICE_EFFECT_KEYS);

/** What an actor's effects give, prepared once per derived-data pass. */
export interface HitdiceEffects {
  modifiers: { defenseRolls: number; required: number };
  bonusDice: Partial<Record<SkillId, number>>;
  ledger: EffectLedger;
}

/** Each skill's bonus-dice key, built once (derived data asks for every skill on every pass). */
const BONUS_DICE_KEYS = SKILLS.map((skill) => [skill, `hitdice.bonusDice.${skill}`] as const);

export function hitdiceEffectsOf(actor: unknown): HitdiceEffects {
  const ledger = EffectLedger.of(actor, HITDICE_EFFECT_TABLE);
  const bonusDice: Partial<Record<SkillId, number>> = {};
  for (const [skill, key] of BONUS_DICE_KEYS) {
    if (ledger.has(key)) bonusDice[skill] = ledger.bonus(key);
  }
  return {
    modifiers: { defenseRolls: ledger.bonus('hitdice.defenseRolls'), required: ledger.bonus('hitdice.required') },
    bonusDice,
    ledger,
  };
}

/** The effects' bonus dice on a roll in this skill domain (0 outside every domain). */
export function effectBonusDice(
  system: { effectBonusDice?: Partial<Record<string, number>> } | undefined,
  skill: unknown,
): number {
  return typeof skill === 'string' ? (system?.effectBonusDice?.[skill] ?? 0) : 0;
}

export type { EffectReport };
