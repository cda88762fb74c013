/**
 * The numbers a GM's Active Effect may change in hitdice, as fields of both actor models
 * (`system.bonuses`, actor-base.ts): defense rolls per attack (HD-4), required successes of
 * tiered actions, bonus dice on rolls in a skill domain, and the armor dice a worn suit holds
 * when whole (HD-6). Each is a bonus onto a number the rules work out: Foundry applies the
 * changes before derived data, which adds them before the engine's `readActor`, so every roll,
 * its odds and the sheet see the same numbers.
 */
import type { EffectField } from '../../../foundry/effects/fields';
import { SKILLS } from '../rules';

/** How a count of bonus dice reads: "Lore +2" would read as a bonus to the roll, not two more dice. */
const DICE_READS = {
  more: 'MANIFOLD.hitdice.effectKey.reads.more',
  less: 'MANIFOLD.hitdice.effectKey.reads.less',
  none: 'MANIFOLD.hitdice.effectKey.reads.none',
};

export const HITDICE_EFFECT_FIELDS: EffectField[] = [
  {
    path: 'system.bonuses.defenseRolls',
    label: 'MANIFOLD.hitdice.effectKey.defenseRolls',
    group: 'MANIFOLD.hitdice.effectKey.group.defense',
    bonus: true,
    formerKey: 'hitdice.defenseRolls',
  },
  {
    path: 'system.bonuses.armorDice',
    label: 'MANIFOLD.hitdice.effectKey.armorDice',
    group: 'MANIFOLD.hitdice.effectKey.group.defense',
    bonus: true,
    formerKey: 'hitdice.armorDice',
  },
  {
    path: 'system.bonuses.required',
    label: 'MANIFOLD.hitdice.effectKey.required',
    group: 'MANIFOLD.hitdice.effectKey.group.actions',
    bonus: true,
    formerKey: 'hitdice.required',
  },
  ...SKILLS.map((skill) => ({
    path: `system.bonuses.dice.${skill}`,
    label: `MANIFOLD.hitdice.skill.${skill}`,
    group: 'MANIFOLD.hitdice.effectKey.group.bonusDice',
    reads: DICE_READS,
    bonus: true,
    formerKey: `hitdice.bonusDice.${skill}`,
  })),
];

/** The effects' bonus dice on a roll in this skill domain (0 outside every domain). */
export function effectBonusDice(
  system: { bonuses?: { dice?: Partial<Record<string, unknown>> } } | undefined,
  skill: unknown,
): number {
  if (typeof skill !== 'string') return 0;
  const dice = system?.bonuses?.dice?.[skill];
  return typeof dice === 'number' && Number.isFinite(dice) ? dice : 0;
}
