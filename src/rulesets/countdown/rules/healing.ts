import { toInteger, type Resolution } from '../../../core';
import { resolveCheck, type CheckResult } from './check';
import { classRow } from './classes';
import { damageSpecOf, rollDamage } from './damage';
import { heal, type Vitals } from './death';
import type { DiceAmount } from './gear';
import { accept, refuse, type RolledDie, type Transition } from './result';
import type { StatBlock } from './stats';
import { spendUse, type UseId, type UsesState } from './uses';

/**
 * Healing items and the Surgeon's Field Surgery. Healing herbs restore 1 HP per use; a poultice
 * heals 1d4 (usable as an action); Field Surgery spends 1 exploration turn and a Lore check
 * (trained via Medicine) to restore 1d6 HP, with a surgeon's kit ("Required for Field Surgery").
 * Potions are named but not listed (ALL-3): their healing is data on the item.
 */
export interface HealingItem {
  usesLeft: unknown;
  heal: DiceAmount;
}

/** Surgeon: once per rest, craft a poultice (heals 1d4, usable as an action): one use. */
export const POULTICE: { uses: number; heal: DiceAmount } = { uses: 1, heal: { count: 1, faces: 4, bonus: 0 } };

/** Rolls a healing amount (never negative); the odds read the amount the same way (odds.ts `healingOdds`). */
export function* rollHealing(amount: DiceAmount): Resolution<{ dice: RolledDie[]; total: number }> {
  const rolled = yield* rollDamage(damageSpecOf(amount), 'healing');
  return { dice: rolled.dice.map((d) => ({ ...d, role: 'healing' as const })), total: Math.max(0, rolled.total) };
}

/** Spends one use of a healing item on a creature. Refused with no uses left or on the dead. */
export function* useHealingItem(
  item: HealingItem,
  vitals: Vitals,
): Resolution<Transition<{ vitals: Vitals; usesLeft: number }, { dice: RolledDie[]; healed: number }>> {
  const uses = toInteger(item.usesLeft, { min: 0 });
  if (uses < 1) return refuse('noUsesLeft');
  if (vitals.status === 'dead') return refuse('alreadyDead');
  const rolled = yield* rollHealing(item.heal);
  const healed = heal(vitals, rolled.total);
  if (!healed.ok) return healed;
  return accept({ vitals: healed.state, usesLeft: uses - 1 }, { dice: rolled.dice, healed: healed.healed });
}

export interface FieldSurgeryRequest {
  /** The healer: a Surgeon (Field Surgery is the Surgeon's ability). */
  healer: { classId: unknown; stats: StatBlock; trainedSkills?: readonly unknown[] };
  /** Uses left on the surgeon's kit. */
  kitUses: unknown;
  advantages?: readonly string[];
  disadvantages?: readonly string[];
}

/**
 * Field Surgery: a Lore check (trained via Medicine); on a pass, 1d6 HP. The kit's use is spent
 * on the attempt, pass or fail (the kit is used either way; GM may refund).
 */
export function* fieldSurgery(
  request: FieldSurgeryRequest,
  vitals: Vitals,
): Resolution<
  Transition<
    { vitals: Vitals; kitUses: number },
    { check: CheckResult; dice: RolledDie[]; healed: number; explorationTurns: number }
  >
> {
  const surgery = classRow(request.healer.classId)?.features.fieldSurgery;
  if (!surgery) return refuse('notASurgeon');
  const kit = toInteger(request.kitUses, { min: 0 });
  if (kit < 1) return refuse('noUsesLeft');
  if (vitals.status === 'dead') return refuse('alreadyDead');
  const check = yield* resolveCheck({
    target: {
      stat: surgery.stat,
      value: request.healer.stats[surgery.stat],
      trained: (request.healer.trainedSkills ?? []).includes(surgery.skill),
    },
    advantages: request.advantages,
    disadvantages: request.disadvantages,
  });
  let after = vitals;
  let rolled: RolledDie[] = [];
  let healed = 0;
  if (check.outcome !== 'fail') {
    const amount = yield* rollHealing({ count: 1, faces: surgery.heal, bonus: 0 });
    const result = heal(vitals, amount.total);
    if (!result.ok) return result;
    after = result.state;
    rolled = amount.dice;
    healed = result.healed;
  }
  return accept(
    { vitals: after, kitUses: kit - 1 },
    { check, dice: rolled, healed, explorationTurns: surgery.explorationTurns },
  );
}

/** Surgeon: once per rest, craft a poultice — spends the use and yields a 1-use poultice (heals 1d4). */
export function craftPoultice(
  uses: UsesState,
  available: readonly UseId[],
): Transition<UsesState, { poultice: { usesLeft: number; heal: DiceAmount } }> {
  const spent = spendUse(uses, 'surgeonPoultice', available);
  if (!spent.ok) return spent;
  return accept(spent.state, { poultice: { usesLeft: POULTICE.uses, heal: POULTICE.heal } });
}
