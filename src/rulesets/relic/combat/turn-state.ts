/**
 * The REL-7 action tracker, stored on the combatant (`flags.manifold.relicEconomy`): actions this
 * turn and the round's reaction. Out of combat nothing is tracked and nothing is spent.
 */
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { SYSTEM_ID } from '../../../foundry/settings';
import { conditionsOf } from '../data/snapshot';
import {
  freshEconomy,
  readEconomy,
  spendReaction,
  type ActionEconomy,
  type ReactionId,
  type Refusal,
  type Spent,
} from '../rules';
import { combatantOf } from '../../../foundry/documents/combatant-of';

// The flows look for the combatant here, beside the turn state (one shared lookup).
export { combatantOf };

export const ECONOMY_FLAG = 'relicEconomy';

export function economyOf(combatant: Combatant.Implementation | null | undefined): ActionEconomy {
  if (!combatant) return freshEconomy();
  return readEconomy(combatant.getFlag(SYSTEM_ID, ECONOMY_FLAG));
}

export async function writeEconomy(
  combatant: Combatant.Implementation,
  economy: ActionEconomy,
  undo?: UndoRecorder,
): Promise<void> {
  // Recorded whole under a card's action, so its Undo gives the actions back.
  if (undo) await undo.update(combatant, { flags: { [SYSTEM_ID]: { [ECONOMY_FLAG]: { ...economy } } } });
  else await combatant.setFlag(SYSTEM_ID, ECONOMY_FLAG, { ...economy });
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
