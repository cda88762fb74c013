/**
 * The long rest: 8 hours' sleep and a ration. Each stressful interruption the GM calls is a
 * Resolve check at Difficulty 12; a failure consumes the ration but gives no benefit. An unspoiled
 * rest recovers all HP, class abilities (once-per-rest uses), spell slots and exhaustion.
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import { label as oddsLabel, type OddsSummary } from '../../../core';
import type { RollDialogConfig } from '../../../foundry/rolls/roll-dialog';
import { checkOutcomeChances, classRow, countdownKey, INTERRUPTION_DIFFICULTY } from '../rules';
import { countdownStateOf, derivedOf, itemsOf, vitalsOf, type CountdownCharacter } from '../data/snapshot';
import { TYPES, type GearSystem } from '../data/types';
import { CountdownRestRoll, type RestRollRequest } from '../dice/rest-roll';
import { applyTrigger, type CountdownItem } from './countdown-dice';
import { field } from './dialog';
import { regainedUses } from './uses';
import { saveVitals } from './vitals';
import { countdownPlan } from './plan';

/** The rations a long rest eats: the first rations die that is not exhausted. */
export function rationsOf(actor: Actor.Implementation): CountdownItem | undefined {
  return itemsOf<GearSystem>(actor, TYPES.gear).find(
    (g) => g.system.countdown.enabled && g.system.countdown.resource === 'rations' && g.system.countdown.die > 0,
  ) as CountdownItem | undefined;
}

/** The chance a rest with `interruptions` Resolve checks is not spoiled (the first braced, if so). */
export function restOdds(interruptions: number, brace: boolean, difficulty = INTERRUPTION_DIFFICULTY): OddsSummary {
  const pass = 1 - checkOutcomeChances({ target: { stat: 'resolve', difficulty } }).fail;
  const rolled = Math.max(0, interruptions - (brace && interruptions > 0 ? 1 : 0));
  const rested = pass ** rolled;
  return {
    headline: { label: oddsLabel(countdownKey('rest.oddsRested')), probability: rested },
    bars: [
      { label: oddsLabel(countdownKey('card.rested')), probability: rested, tone: 'success' },
      { label: oddsLabel(countdownKey('card.restSpoiled')), probability: 1 - rested, tone: 'failure' },
    ],
    expected: [{ label: oddsLabel(countdownKey('rest.interruptionPass')), value: pass }],
  };
}

export function longRestDialog(actor: CountdownCharacter): RollDialogConfig {
  const braceable = !!classRow(derivedOf(actor).classId)?.features.brace && !actor.system.uses.wardenBrace;
  return {
    title: countdownText('card.longRestTitle', { name: actor.name ?? '' }),
    fields: [
      {
        name: 'interruptions',
        label: countdownKey('rest.interruptions'),
        kind: 'number',
        value: 0,
        min: 0,
        max: 10,
        hint: countdownKey('rest.interruptionsHint'),
      },
      ...(braceable ? [field.check('brace', 'dialog.brace', false, 'dialog.braceHint')] : []),
    ],
    evaluate: (values) => {
      const vitals = vitalsOf(actor);
      if (vitals.status === 'dead') return { odds: null, error: localize(countdownKey('refusal.alreadyDead')) };
      if (vitals.status === 'dying') return { odds: null, error: localize(countdownKey('refusal.dyingCannotRest')) };
      if (!rationsOf(actor)) return { odds: null, error: localize(countdownKey('refusal.noRations')) };
      return {
        odds: restOdds(Number(values.interruptions) || 0, values.brace === true),
        notes: [{ label: countdownKey('rest.rationUsed'), value: rationsOf(actor)?.name ?? '' }],
      };
    },
  };
}

/**
 * A long rest: once the interruption checks are rolled, the ration is eaten (its die triggered);
 * an unspoiled rest recovers HP, uses, spell slots and exhaustion, and a spoiled one still spends
 * a brace used on it.
 */
export function longRestPlan(actor: CountdownCharacter) {
  return countdownPlan(CountdownRestRoll, {
    kind: 'longRest',
    actor,
    dialog: longRestDialog(actor),
    request(values): RestRollRequest {
      // The dialog refuses a rest without rations before this is asked.
      const rations = rationsOf(actor)!;
      return {
        subject: {
          vitals: vitalsOf(actor),
          uses: { ...actor.system.uses },
          spellSlots: { ...actor.system.spellSlots },
          exhaustion: actor.statuses.has('exhaustion'),
          rations: countdownStateOf(rations.system),
        },
        actorName: actor.name ?? '',
        rationsName: rations.name ?? '',
        interruptions: Number(values.interruptions) || 0,
        brace: values.brace === true,
        difficulty: INTERRUPTION_DIFFICULTY,
      };
    },
    async commit({ request, result: { state, benefit } }) {
      await applyTrigger(rationsOf(actor)!, state.rations.die);
      if (benefit) {
        await saveVitals(actor, state.vitals);
        await actor.update({
          system: { uses: regainedUses(actor, 'rest'), spellSlots: { value: state.spellSlots?.value ?? 0 } },
        });
        if (actor.statuses.has('exhaustion')) await actor.toggleStatusEffect('exhaustion', { active: false });
      } else if (request.brace && request.interruptions > 0) {
        await actor.update({ system: { uses: { wardenBrace: true } } });
      }
    },
  });
}
