/**
 * The Major and Minor Action of the combatant whose turn it is, kept on the Combat by combatant id
 * (`flags.manifold.crytureEconomy.<combatantId>`, foundry/documents/round-state.ts: a document only
 * a GM writes, ALL-2) and spent through the engine on the GM's side (a player asks: chat/queries.ts).
 * Out of combat nothing is tracked.
 *
 * Worlds from before kept it on the Combatant itself. A combat in progress then reads as nothing
 * spent until the next turn starts and writes here; the old flag is ignored.
 */
import {
  freshEconomy,
  spendAction,
  spendBasicAction,
  type ActionEconomy,
  type ActionKind,
  type BasicActionId,
} from '../rules';
import { rulesetSetting, SYSTEM_ID } from '../../../foundry/settings';
import { writeRoundState } from '../../../foundry/documents/round-state';
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { combatantOf } from '../../../foundry/documents/combatant-of';

// The flows look for the combatant here, beside the turn state (one shared lookup).
export { combatantOf };

export const ECONOMY_FLAG = 'crytureEconomy';

export type Spendable = { kind: ActionKind } | { basic: BasicActionId };

export function economyOf(combatant: Combatant.Implementation): ActionEconomy {
  const combat = combatant.parent as Combat.Implementation | null;
  const stored = combatant.id ? combat?.getFlag(SYSTEM_ID, ECONOMY_FLAG)?.[combatant.id] : undefined;
  if (!stored) return freshEconomy();
  return { major: stored.major !== false, minor: stored.minor !== false };
}

/** Writes a combatant's actions (a GM only). */
export async function writeEconomy(combatant: Combatant.Implementation, economy: ActionEconomy): Promise<void> {
  await writeRoundState(combatant, ECONOMY_FLAG, economy);
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
  if (spent.ok) await writeEconomy(combatant, spent.economy);
  return spent.ok;
}

/** Spends an action on an economy (or refuses, with the engine's reason). */
export function spend(economy: ActionEconomy, what: Spendable) {
  return 'basic' in what
    ? spendBasicAction(economy, what.basic)
    : spendAction(economy, what.kind, { concentrated: concentratedCost() });
}

/**
 * The powers an action was spent on, per combatant on the Combat (written by the GM only): each
 * spend through the GM leaves one entry, and applying that power's card uses it up. A card rolled
 * without its action spent (from the console, past the flow) finds none. Kept for the whole
 * combat, so a card may be applied after the turn or the round moved on; one spend still pays
 * for one card.
 */
export const SPENT_FOR_FLAG = 'crytureSpentFor';

export function spentFor(combatant: Combatant.Implementation): string[] {
  const combat = combatant.parent as Combat.Implementation | null;
  const stored = combatant.id ? combat?.getFlag(SYSTEM_ID, SPENT_FOR_FLAG)?.[combatant.id] : undefined;
  const items: unknown = stored?.items;
  return Array.isArray(items) ? items.filter((i): i is string => typeof i === 'string') : [];
}

/** Notes one more action spent on this power (a GM only). */
export async function noteSpentFor(combatant: Combatant.Implementation, itemId: string): Promise<void> {
  await writeRoundState(combatant, SPENT_FOR_FLAG, { items: [...spentFor(combatant), itemId] });
}

/** Uses up the action spent on this power, through `undo` (a card's Undo gives it back); false when none. */
export async function useSpentFor(
  combatant: Combatant.Implementation,
  itemId: string,
  undo?: UndoRecorder,
): Promise<boolean> {
  const items = spentFor(combatant);
  const at = items.indexOf(itemId);
  if (at < 0) return false;
  items.splice(at, 1);
  await writeRoundState(combatant, SPENT_FOR_FLAG, { items }, undo);
  return true;
}
