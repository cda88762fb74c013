/**
 * Initiative through the combat tracker (HD-7, HD-8): the GM marks the surprised (a status), each
 * owner rolls with exertion (unless surprised) and Affinity dice after seeing the odds; the
 * tracker's value is successes + highest die / 10, so ties by successes fall to the highest die
 * and equal values are the GM's to order.
 */
import { localize } from '../../../foundry/i18n';
import { applyChanges, snapshotOf, actorStateOf } from '../data/snapshot';
import { roundStateOfCombatant, saveRoundState, storeStanding } from './turn-state';
import { HitdiceInitiativeRoll, type InitiativeRollRequest } from '../dice/initiative-roll';
import { MOST_HITDICE_DICE } from '../dice/hitdice-roll';
import { ignoredTriggers } from '../settings';
import { initiativeOdds, initiativeRefusal, initiativeScore, resolveInitiative, type InitiativeResult } from '../rules';
import type { RollDialogConfig, RollDialogField } from '../../../foundry/rolls/roll-dialog';
import { affinityField, exertionField, refusalText } from '../flows/dialog';
import { promptResolveCheck } from '../flows/resolve';
import { updateCombatantsQuietly } from '../../../foundry/combat';
import type { RollPlan } from '../../../foundry/rolls/pipeline';

export const SURPRISED = 'surprised';

export function isSurprised(actor: Actor.Implementation): boolean {
  return Boolean(actor.statuses?.has(SURPRISED));
}

/** The initiative dialog: exertion (not when surprised) and Affinity dice, with the odds of the successes. */
export function initiativeDialogConfig(
  actor: Actor.Implementation,
  surprised: boolean,
  requestOf: (values: Record<string, unknown>) => InitiativeRollRequest,
): RollDialogConfig {
  const actorState = actorStateOf(actor);
  const fields: RollDialogField[] = [];
  if (!surprised) fields.push(exertionField(actorState.proficiency));
  if (actorState.affinity.stored > 0) fields.push(affinityField(actorState.affinity.stored));
  return {
    title: localize('MANIFOLD.hitdice.card.initiativeTitle', { name: actor.name ?? '' }),
    fields,
    evaluate: (v) => {
      const request = requestOf(v);
      const refused = initiativeRefusal(request);
      return {
        odds: refused ? null : initiativeOdds(request),
        notes: surprised
          ? [{ label: 'MANIFOLD.hitdice.dialog.surprised', value: localize('MANIFOLD.hitdice.dialog.surprisedValue') }]
          : [],
        ...(refused ? { error: refusalText(refused) } : {}),
      };
    },
  };
}

/**
 * A combatant's initiative: the dialog (exertion unless surprised, Affinity); once the dice are
 * known the tracker's value and standing, the body burned, Affinity spent, Resolve gained and the
 * round's tally; the round's Resolve check, when raised, is prompted after the card.
 */
export function initiativePlan(
  combat: Combat.Implementation,
  combatant: Combatant.Implementation,
): RollPlan<InitiativeRollRequest, InitiativeResult> | null {
  const actor = combatant.actor as Actor.Implementation | null;
  if (!actor) return null;
  const surprised = isSurprised(actor);
  const state = roundStateOfCombatant(combat, combatant);
  const requestOf = (v: Record<string, unknown>): InitiativeRollRequest => ({
    actor: snapshotOf(actor),
    surprised,
    exertion: surprised ? 0 : Number(v.exertion ?? 0),
    affinityDice: Number(v.affinity ?? 0),
    round: state.tally,
    ignoreTriggers: ignoredTriggers(),
    actorName: combatant.name ?? actor.name ?? '',
    combatantId: combatant.id!,
  });
  return {
    kind: 'hitdice.initiative',
    actor,
    dialog: initiativeDialogConfig(actor, surprised, requestOf),
    request: requestOf,
    resolve: resolveInitiative,
    mostDice: MOST_HITDICE_DICE,
    async commit({ result }) {
      await updateCombatantsQuietly(combat, [{ _id: combatant.id!, initiative: initiativeScore(result) }]);
      await storeStanding(combatant, { successes: result.successes, highestDie: result.highestDie });
      await applyChanges(actor, {
        body: result.apply.body,
        affinityStored: result.apply.affinityStored,
        resolve: result.apply.resolve,
      });
      await saveRoundState(state, { tally: result.round.tally });
      return true;
    },
    chatRoll: (made) => HitdiceInitiativeRoll.of(made, actor.uuid),
    async posted({ result }) {
      if (result.round.resolveCheck) await promptResolveCheck(actor, result.round.triggers);
    },
  };
}
