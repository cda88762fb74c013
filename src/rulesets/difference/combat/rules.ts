/**
 * DIF-5 in Foundry's tracker: order by phase, action points at the start of each turn (with
 * Empowered's Focus refill), Afflicted damage and Surprised's end at the end of it, the offer to
 * wake for an Unconscious PC, Reactions back each round. These run on the active GM only.
 */
import { localize } from '../../../foundry/i18n';
import { resolveWith, ScriptedDice } from '../../../core';
import type { CombatRules } from '../../../foundry/ruleset';
import { noChoices, runRoll, type RollPlan } from '../../../foundry/rolls/pipeline';
import { activeConditions, endOfTurn, startOfTurn, type TurnEnd } from '../rules';
import { differenceOptions } from '../settings';
import { DifferenceAfflictionRoll, type AfflictionRollRequest } from '../dice/affliction-roll';
import { MOST_DIFFERENCE_DICE } from '../dice/difference-roll';
import { changeConditions, healthUpdate, markDefeated } from '../flows/health';
import { postNote } from '../chat/post';
import { actorSnapshot } from '../data/snapshot';
import { initiativeHint, trackerExtras, wireTracker } from './tracker';
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

/**
 * The end of a turn's Afflicted dice (rules/turns.ts endOfTurn), rolled on the GM's side without a
 * dialog: the damage is dealt once the dice are known, and a newly Defeated actor's token marked
 * once the card is posted.
 */
export function afflictionPlan(actor: Actor.Implementation): RollPlan<AfflictionRollRequest, TurnEnd> {
  return {
    kind: 'difference.afflicted',
    actor,
    dialog: noChoices('MANIFOLD.difference.turnEnd.title'),
    request: () => ({ actor: actorSnapshot(actor), options: differenceOptions(), actorName: actor.name ?? '' }),
    resolve: DifferenceAfflictionRoll.resolve,
    mostDice: MOST_DIFFERENCE_DICE,
    async commit({ result }) {
      await actor.update(healthUpdate(result.health));
      return true;
    },
    chatRoll: (made) => DifferenceAfflictionRoll.fromMade(made, actor),
    async posted({ result }) {
      if (result.afflictions.some((a) => a.result.newlyDefeated)) await markDefeated(actor);
    },
  };
}

/**
 * The end of a turn: Afflicted damage rolled and dealt, Surprised removed, an Unconscious PC offered
 * to wake. A module that stops the Afflicted roll (a `manifold.*` hook) stops the rest with it: null.
 */
export async function turnEnd(
  _combat: Combat.Implementation,
  combatant: Combatant.Implementation,
): Promise<TurnEnd | null> {
  const actor = combatant.actor;
  if (!actor) return null;
  const snapshot = actorSnapshot(actor);
  let end: TurnEnd;
  if (activeConditions(snapshot.conditions).afflictions.length) {
    const rolled = await runRoll(afflictionPlan(actor), { fastForward: true });
    if (!rolled) return null;
    end = rolled.made.result;
  } else {
    // No Afflicted instance: the end of the turn asks for no dice.
    end = resolveWith(endOfTurn(snapshot, differenceOptions()), new ScriptedDice([]));
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
      { speaker: ChatMessage.getSpeaker({ actor }), wakeFor: actor.uuid },
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
  initiativeHint,
  wireTracker,
};
