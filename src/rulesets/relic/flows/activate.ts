/**
 * §7 relic activation from the relic item: the seeker's attribute and Synchronizations (REL-3),
 * the Activate a relic action, a target for the HP a tier restores, and the relic's strain table.
 */
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { RelicActivationRoll } from '../dice/activation-roll';
import { actorStateOf } from '../data/snapshot';
import { rollEffectsOf } from '../data/surges';
import {
  ACTIVATION_TIERS,
  activationOdds,
  isSynchronized,
  prepareActivation,
  readId,
  ATTRIBUTES,
  strainOdds,
  resolveActivation,
  type ActivationRequest,
  type ActivationResult,
  type ActivationTier,
} from '../rules';
import { MOST_RELIC_DICE, payFor, relicChatRoll } from './post-roll';
import { modifierNotes, num, situationalField } from './dialog';
import { notifyRefusal } from './refusals';
import { prepareAction } from './spend';
import { actorOptions, allyCandidates, byUuid, targetedActors } from './targets';
import { isSeeker, type RelicItemOf } from '../data/types';
import { formatPercent } from '../../../foundry/odds/odds-view';

export type RelicItem = RelicItemOf<'relic'>;

const TIERS = ACTIVATION_TIERS.rows.map((r) => r.value) as ActivationTier[];

export function activationRequest(
  actor: Actor.Implementation,
  relic: RelicItem,
  values: RollDialogValues,
): ActivationRequest {
  const state = actorStateOf(actor);
  const synchronizations = state?.side === 'seeker' ? state.synchronizations : [];
  return {
    attributes: state?.attributes ?? {},
    attribute: readId(ATTRIBUTES, relic.system.attribute, 'int'),
    synchronized: isSynchronized(relic.system.relicType, synchronizations),
    effects: rollEffectsOf(actor, num(values.situational)),
    strainTable: relic.system.strainTable,
  };
}

/** Whether any tier of the relic restores HP (then the dialog asks whom). */
export function relicHeals(relic: RelicItem): boolean {
  return TIERS.some((tier) => relic.system.tier(tier).heal > 0);
}

export function activationDialog(actor: Actor.Implementation, relic: RelicItem): RollDialogConfig {
  const allies = allyCandidates(actor);
  const fields: RollDialogConfig['fields'] = [situationalField()];
  if (relicHeals(relic))
    fields.unshift({
      name: 'target',
      label: 'MANIFOLD.relic.dialog.healTarget',
      kind: 'select',
      // A targeted ally first, else the user of the relic.
      value: (targetedActors().find((a) => isSeeker(a)) ?? actor).uuid,
      options: actorOptions(allies, 'MANIFOLD.relic.dialog.noTarget'),
    });
  return {
    title: game.i18n!.format('MANIFOLD.relic.dialog.activationTitle', {
      actor: actor.name ?? '',
      relic: relic.name ?? '',
    }),
    fields,
    evaluate(values) {
      const request = activationRequest(actor, relic, values);
      const setup = prepareActivation(request);
      return {
        odds: activationOdds(request),
        notes: [
          ...modifierNotes(setup.attribute, setup.modifiers),
          { label: 'MANIFOLD.relic.odds.strain', value: formatPercent(strainOdds(request).headline.probability) },
        ],
      };
    },
  };
}

/** §7 activating a relic: refused while it is locked out; the action is paid once the dice are known. */
export async function activationPlan(
  actor: Actor.Implementation,
  relic: RelicItem,
): Promise<RollPlan<ActivationRequest, ActivationResult> | null> {
  if (relic.system.locked) {
    notifyRefusal({ message: { key: 'MANIFOLD.relic.refusal.relicLocked', data: { relic: relic.name ?? '' } } });
    return null;
  }
  const spending = await prepareAction(actor, 'activateRelic');
  if (!spending) return null;
  return {
    kind: 'relic.activation',
    actor,
    dialog: activationDialog(actor, relic),
    request: (values) => activationRequest(actor, relic, values),
    resolve: resolveActivation,
    mostDice: MOST_RELIC_DICE,
    commit: payFor(actor, spending),
    chatRoll(made) {
      const target = relicHeals(relic) ? byUuid(allyCandidates(actor), made.values.target) : null;
      const tiers = Object.fromEntries(TIERS.map((tier) => [tier, { ...relic.system.tier(tier) }])) as Record<
        ActivationTier,
        { text: string; heal: number }
      >;
      return relicChatRoll(RelicActivationRoll, actor, made, {
        actorName: actor.name ?? '',
        relicName: relic.name ?? '',
        relicUuid: relic.uuid,
        relicType: relic.system.relicType,
        tiers,
        targetUuid: target?.uuid ?? null,
        targetName: target?.name ?? null,
      });
    },
  };
}
