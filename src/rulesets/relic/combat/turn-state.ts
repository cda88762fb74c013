/**
 * The REL-7 action tracker: actions this turn and the round's reaction, kept on the Combat by
 * combatant id (`flags.manifold.relicEconomy.<combatantId>`, foundry/documents/round-state.ts) and
 * written by a GM only — a player's spending goes through the `spend` GM query. Out of combat
 * nothing is tracked and nothing is spent.
 *
 * Worlds from before kept the tracker on the Combatant itself. A combat in progress then reads as
 * nothing spent until its next turn or round starts and writes here; the old flag is ignored.
 */
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { SYSTEM_ID } from '../../../foundry/settings';
import { writeRoundState, writeRoundStates } from '../../../foundry/documents/round-state';
import { conditionsOf } from '../data/snapshot';
import { askGMOrWarn } from '../chat/relay';
import {
  freshEconomy,
  readEconomy,
  spendAction,
  spendReaction,
  type ActionEconomy,
  type CoreActionId,
  type ReactionId,
  type Refusal,
  type Spent,
} from '../rules';
import { combatantOf } from '../../../foundry/documents/combatant-of';

// The flows look for the combatant here, beside the turn state (one shared lookup).
export { combatantOf };

export const ECONOMY_FLAG = 'relicEconomy';

export function economyOf(combatant: Combatant.Implementation | null | undefined): ActionEconomy {
  if (!combatant?.id) return freshEconomy();
  const combat = combatant.parent as Combat.Implementation | null;
  return readEconomy(combat?.getFlag(SYSTEM_ID, ECONOMY_FLAG)?.[combatant.id]);
}

/** Writes a combatant's tracker (a GM only); recorded under a card's action, its Undo gives the actions back. */
export async function writeEconomy(
  combatant: Combatant.Implementation,
  economy: ActionEconomy,
  undo?: UndoRecorder,
): Promise<void> {
  await writeRoundState(combatant, ECONOMY_FLAG, economy, undo);
}

/** Writes every combatant's tracker in one update (a round's start; a GM only). */
export async function writeEconomies(combat: Combat.Implementation, economies: Map<string, ActionEconomy>) {
  await writeRoundStates(combat, ECONOMY_FLAG, economies);
}

/** Whether it is this combatant's turn now (reactions are off-turn, §3.2). */
export function isTurnOf(combatant: Combatant.Implementation | null | undefined): boolean {
  const current = game.combat?.combatant;
  return Boolean(combatant && current && current.id === combatant.id);
}

/** The round's reaction of an actor in combat (§3.2 off-turn, REL-7 one a round, REL-10 not while down). */
export function reactionCheck(
  actor: Actor.Implementation,
  combatant: Combatant.Implementation,
  reaction: ReactionId,
  gmOverride: boolean,
): Spent<ReactionId> | Refusal {
  return spendReaction(economyOf(combatant), reaction, {
    onOwnTurn: isTurnOf(combatant),
    gmOverride,
    conditions: conditionsOf(actor),
  });
}

/** A spending a player asks the GM for: a core action or the round's reaction. */
export type EconomySpend = { action: CoreActionId } | { reaction: ReactionId };

/** The engine's answer to this spending now, from the world as it is. */
export function spendingCheck(
  actor: Actor.Implementation,
  combatant: Combatant.Implementation,
  what: EconomySpend,
  gmOverride: boolean,
): Spent<string> | Refusal {
  return 'reaction' in what
    ? reactionCheck(actor, combatant, what.reaction, gmOverride)
    : spendAction(economyOf(combatant), what.action, { gmOverride, conditions: conditionsOf(actor) });
}

/**
 * Writes a spending that passed the rules here: a GM writes the tracker (`after`, which may carry
 * the GM's override); a player asks the GM, who checks it again from the world and writes it. False
 * when it was not written (refused, or no GM), the reason already said.
 */
export async function commitSpending(
  actor: Actor.Implementation,
  combatant: Combatant.Implementation,
  what: EconomySpend,
  after: ActionEconomy,
): Promise<boolean> {
  if (game.user?.isGM) {
    await writeEconomy(combatant, after);
    return true;
  }
  return Boolean(await askGMOrWarn('spend', { actorUuid: actor.uuid, ...what }));
}
