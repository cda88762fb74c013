import { toInteger } from '../../../core';
import { refuse, type Refusal } from './i18n';
import type { PowerCost, PowerData } from './power';
import { readTrack, type CombatantSnapshot } from './snapshot';
import { BASIC_ACTIONS, type ActionKind, type BasicActionId, type ResourceId } from './tables';

/**
 * Actions: "Each turn, a combatant has two actions that they can perform - a Major Action and a
 * Minor Action." A Major Action can be used for any minor action. Spending what is not there is
 * refused with a reason; the GM may still override by editing the combatant (ALL-2).
 */
export interface ActionEconomy {
  major: boolean;
  minor: boolean;
}

/** The actions at the start of a turn (Stunned: no Minor Action). */
export function freshEconomy(stunned = false): ActionEconomy {
  return { major: true, minor: !stunned };
}

/**
 * The document names the Concentrated Action without defining what it costs. This engine reads it
 * as the whole turn (Major and Minor); a world may choose 'major'. Not a ruling yet: see
 * docs/rules/cryture.md.
 */
export type ConcentratedCost = 'majorAndMinor' | 'major';
export const DEFAULT_CONCENTRATED_COST: ConcentratedCost = 'majorAndMinor';

export interface SpendOptions {
  concentrated?: ConcentratedCost;
}

export type Spent = { ok: true; economy: ActionEconomy; used: ('major' | 'minor')[] };

/**
 * Spends an action. A minor action uses the Minor Action, or the Major Action when the Minor is
 * gone ("Use any minor action" is a Major Action); a major action needs the Major Action.
 */
export function spendAction(economy: ActionEconomy, action: ActionKind, options: SpendOptions = {}): Spent | Refusal {
  switch (action) {
    case 'major':
      return economy.major ? spent(economy, ['major']) : refuse('noMajor');
    case 'minor':
      if (economy.minor) return spent(economy, ['minor']);
      return economy.major ? spent(economy, ['major']) : refuse('noActions');
    case 'concentrated': {
      if ((options.concentrated ?? DEFAULT_CONCENTRATED_COST) === 'major') {
        return spendAction(economy, 'major', options);
      }
      if (!economy.major) return refuse('noMajor');
      return economy.minor ? spent(economy, ['major', 'minor']) : refuse('noMinor');
    }
  }
}

function spent(economy: ActionEconomy, used: ('major' | 'minor')[]): Spent {
  return {
    ok: true,
    economy: { major: economy.major && !used.includes('major'), minor: economy.minor && !used.includes('minor') },
    used,
  };
}

/** Spends the action a basic action needs (Basic Attack, Summon: Major; Move, Shift, Recall, Transfer Mana: Minor). */
export function spendBasicAction(economy: ActionEconomy, action: BasicActionId): Spent | Refusal {
  return spendAction(economy, BASIC_ACTIONS[action]);
}

/** Which actions can still be taken: the basic actions and the three action kinds. */
export function availableActions(economy: ActionEconomy, options: SpendOptions = {}): Record<ActionKind, boolean> {
  const can = (k: ActionKind) => spendAction(economy, k, options).ok;
  return { major: can('major'), minor: can('minor'), concentrated: can('concentrated') };
}

/** Reading a Power › Cost: the resources after paying, or a refusal when the user has too little. */
export function payCost(
  user: Pick<CombatantSnapshot, 'stamina' | 'mana'>,
  cost: readonly PowerCost[] | undefined,
): { ok: true; stamina: number; mana: number } | Refusal {
  const have: Record<ResourceId, number> = { stamina: readTrack(user.stamina).value, mana: readTrack(user.mana).value };
  for (const c of cost ?? []) {
    const amount = toInteger(c.amount, { min: 0 });
    if (have[c.resource] < amount) return refuse(c.resource === 'stamina' ? 'notEnoughStamina' : 'notEnoughMana');
    have[c.resource] -= amount;
  }
  return { ok: true, ...have };
}

/** Both checks a power use needs before rolling: the action and the cost. */
export function checkPowerUse(
  economy: ActionEconomy,
  user: Pick<CombatantSnapshot, 'stamina' | 'mana'>,
  power: Pick<PowerData, 'action' | 'cost'>,
  options: SpendOptions = {},
): { ok: true; economy: ActionEconomy; used: ('major' | 'minor')[]; stamina: number; mana: number } | Refusal {
  const action = spendAction(economy, power.action, options);
  if (!action.ok) return action;
  const paid = payCost(user, power.cost);
  if (!paid.ok) return paid;
  return { ...action, stamina: paid.stamina, mana: paid.mana };
}
