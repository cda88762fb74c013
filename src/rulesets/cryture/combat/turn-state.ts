/**
 * The Major and Minor Action of the combatant whose turn it is, kept on its Combatant (a flag the
 * GM can edit, ALL-2) and spent through the engine. Out of combat nothing is tracked.
 */
import {
  freshEconomy,
  spendAction,
  spendBasicAction,
  type ActionEconomy,
  type ActionKind,
  type BasicActionId,
} from '../rules';
import { rulesetSetting } from '../../../foundry/settings';
import { combatantOf } from '../../../foundry/documents/combatant-of';

// The flows look for the combatant here, beside the turn state (one shared lookup).
export { combatantOf };

export const ECONOMY_FLAG = 'crytureEconomy';

export type Spendable = { kind: ActionKind } | { basic: BasicActionId };

export function economyOf(combatant: Combatant.Implementation): ActionEconomy {
  const stored = combatant.getFlag('manifold', ECONOMY_FLAG);
  if (!stored) return freshEconomy();
  return { major: stored.major !== false, minor: stored.minor !== false };
}

/** Whether it is this combatant's turn in its combat. */
export function isTurnOf(combatant: Combatant.Implementation): boolean {
  const combat = combatant.parent;
  return Boolean(combat?.started && combat.combatant?.id === combatant.id);
}

export function concentratedCost(): 'majorAndMinor' | 'major' {
  return rulesetSetting<string>('cryture', 'concentratedCost') === 'major' ? 'major' : 'majorAndMinor';
}

/** Spends an action of this combatant on the GM's side (its stored economy); false when it cannot. */
export async function spendOn(combatant: Combatant.Implementation, what: Spendable): Promise<boolean> {
  const spent = spend(economyOf(combatant), what);
  if (spent.ok) await combatant.setFlag('manifold', ECONOMY_FLAG, spent.economy);
  return spent.ok;
}

/** Spends an action on an economy (or refuses, with the engine's reason). */
export function spend(economy: ActionEconomy, what: Spendable) {
  return 'basic' in what
    ? spendBasicAction(economy, what.basic)
    : spendAction(economy, what.kind, { concentrated: concentratedCost() });
}
