/**
 * DIF-5 in Foundry's tracker: order by phase, action points at the start of each turn (with
 * Empowered's Focus refill), Afflicted damage and Surprised's end at the end of it, the offer to
 * wake for an Unconscious PC, Reactions back each round. These run on the active GM only.
 */
import { localize } from '../../../foundry/i18n';
import { resolveWith, ScriptedDice } from '../../../core';
import type { CombatRules } from '../../../foundry/ruleset';
import { activeConditions, endOfTurn, startOfTurn, type TurnEnd } from '../rules';
import { differenceOptions } from '../settings';
import { DifferenceAfflictionRoll } from '../dice/affliction-roll';
import { changeConditions, healthUpdate, markDefeated } from '../flows/health';
import { postNote } from '../chat/post';
import { actorSnapshot } from '../data/snapshot';
import { trackerExtras, wireTracker } from './tracker';
import { phaseRank, setTurnFlags, sortCombatants, turnFlags } from './turn-state';
import { updateCombatantsQuietly } from '../../../foundry/combat';

export async function turnStart(combat: Combat.Implementation, combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (!actor) return;
  const start = startOfTurn(actorSnapshot(actor), turnFlags(combatant).turn, differenceOptions());
  await setTurnFlags(combatant, {
    ap: start.actionPoints.points,
    apMax: start.actionPoints.points,
    apRound: combat.round,
  });
  if (start.focusRefilled) await actor.update({ system: { focus: { value: start.focus } } });
}

/** The end of a turn: Afflicted damage rolled and dealt, Surprised removed, an Unconscious PC offered to wake. */
export async function turnEnd(
  _combat: Combat.Implementation,
  combatant: Combatant.Implementation,
): Promise<TurnEnd | null> {
  const actor = combatant.actor;
  if (!actor) return null;
  const snapshot = actorSnapshot(actor);
  const options = differenceOptions();
  let end: TurnEnd;
  if (activeConditions(snapshot.conditions).afflictions.length) {
    const roll = await DifferenceAfflictionRoll.rolled(
      { actor: snapshot, options, actorName: actor.name ?? '' },
      actor.uuid,
    );
    end = roll.resolved;
    await actor.update(healthUpdate(end.health));
    await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }) });
    if (end.afflictions.some((a) => a.result.newlyDefeated)) await markDefeated(actor);
  } else {
    // No Afflicted instance: the end of the turn asks for no dice.
    end = resolveWith(endOfTurn(snapshot, options), new ScriptedDice([]));
  }
  if (end.conditions.remove.length) await changeConditions(actor, end.conditions);
  if (end.mayRegainConsciousness) {
    await postNote(
      {
        title: localize('MANIFOLD.difference.wake.title'),
        subtitle: actor.name ?? '',
        lines: [localize('MANIFOLD.difference.wake.offer')],
        buttons: [
          { action: 'difference.wake', label: localize('MANIFOLD.difference.wake.button'), icon: 'fa-solid fa-eye' },
        ],
      },
      { speaker: ChatMessage.getSpeaker({ actor }), state: { wakeFor: actor.uuid } },
    );
  }
  return end;
}

/** A new round: every Reaction is back; the order is re-read from each turn choice. */
export async function roundStart(combat: Combat.Implementation): Promise<void> {
  for (const combatant of combat.combatants) {
    await setTurnFlags(combatant, { reactionsUsed: 0, reactionRound: combat.round });
  }
}

/** Sets each combatant's initiative to its phase, so Foundry's own order agrees with DIF-5. */
export async function placeCombatants(combat: Combat.Implementation, ids: string[]): Promise<void> {
  const placed = ids
    .map((id) => combat.combatants.get(id))
    .filter((c) => c !== undefined)
    .map((c) => ({ _id: c.id!, initiative: phaseRank(c) }));
  await updateCombatantsQuietly(combat, placed);
}

export const DIFFERENCE_COMBAT: CombatRules = {
  sortCombatants,
  rollInitiative: placeCombatants,
  onTurnStart: turnStart,
  onTurnEnd: async (combat, combatant) => void (await turnEnd(combat, combatant)),
  onRoundStart: roundStart,
  trackerExtras,
  wireTracker,
};
