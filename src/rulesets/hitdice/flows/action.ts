/**
 * Action rolls as table play: the dialog offers exertion (never above Proficiency per action),
 * Affinity dice and, in combat, when the action is taken (on the turn, as a reaction, a held
 * action); it shows what the turn has left, refuses what the rules refuse (HD-7 stage penalties,
 * the economy) and the exact odds. Rolling takes the action, burns exertion 1s, spends Affinity,
 * keeps the round's tally and prompts the Resolve check when one is raised.
 */
import { localize } from '../../../foundry/i18n';
import { gmOverrides } from '../../../foundry/gm-override';
import type { RollDialogConfig, RollDialogField, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { applyChanges, snapshotOf, actorStateOf, systemOf } from '../data/snapshot';
import { roundStateOf, saveRoundState, type RoundState } from '../combat/turn-state';
import {
  HitdiceActionRoll,
  type ActionRollRequest,
  type ActionSourceKind,
  type ActionTarget,
} from '../dice/action-roll';
import { type Localize } from '../dice/dice-view';
import { MOST_HITDICE_DICE } from '../dice/hitdice-roll';
import { abilitiesBySkill, abilityOf, actionItem } from '../data/items';
import { effectBonusDice } from '../data/effects';
import { economyEnforced, ignoredTriggers } from '../settings';
import {
  actionOdds,
  actionsLeft,
  checkActionChoice,
  exertionLeft,
  nameKey,
  planAction,
  resolveAction,
  socialRefusal,
  takeAction,
  tierOf,
  type ActionChoice,
  type ActionResult,
  type ActionTiming,
  type Refusal,
  type SkillId,
  type TierId,
} from '../rules';
import { affinityField, exertionField, refusalText } from './dialog';
import { promptResolveCheck } from './resolve';

export interface ActionSource {
  kind: ActionSourceKind;
  /** The ability or weapon rolled. */
  item?: Item.Implementation;
  /** A skill roll: the domain (the player may apply one of their abilities in it). */
  skill?: SkillId;
  label: string;
  /** Who the action is aimed at (an attack's targets, the dying ally of a Stabilize). */
  targets?: ActionTarget[];
  groupMessageId?: string;
  /** A Stabilize or group part rolls at this tier / requirement regardless of items. */
  tier?: TierId | null;
  required?: number | null;
}

/** The abilities that apply to a skill domain (their bonus dice join a skill roll). */
export function abilitiesInDomain(actor: Actor.Implementation, skill: string): Item.OfType<'hitdice-ability'>[] {
  return abilitiesBySkill(actor.items).get(skill) ?? [];
}

/** The item whose tier and bonus dice a roll uses: the source's own, or the ability chosen for a skill roll. */
function chosenItem(actor: Actor.Implementation, source: ActionSource, values: RollDialogValues) {
  if (source.item) return source.item;
  const id = String(values.ability ?? '');
  return id ? (actor.items.get(id) as Item.Implementation | undefined) : undefined;
}

function timingOf(values: RollDialogValues): { timing: ActionTiming; heldIndex?: number } {
  const raw = String(values.timing ?? 'turn');
  if (raw.startsWith('held:')) return { timing: 'held', heldIndex: Number(raw.slice(5)) };
  return { timing: raw === 'reaction' ? 'reaction' : 'turn' };
}

/** The engine request for these dialog values. */
export function actionRequestOf(
  actor: Actor.Implementation,
  source: ActionSource,
  values: RollDialogValues,
  state: RoundState,
): ActionRollRequest {
  const item = chosenItem(actor, source, values);
  const system = actionItem(item)?.system;
  const tier = source.tier !== undefined ? source.tier : ((system?.tier as TierId | undefined) ?? null);
  const asked = Number(values.required) > 0 ? Number(values.required) : null;
  const required = tier ? undefined : source.required !== undefined ? source.required : asked;
  const attack = source.kind === 'weapon' || Boolean(abilityOf(item)?.system.attack);
  return {
    actor: snapshotOf(actor),
    tier,
    exertion: Number(values.exertion ?? 0),
    // The ability's own bonus dice, and the actor's effects' bonus dice in the roll's skill domain.
    bonusDice: (system?.bonusDice ?? 0) + effectBonusDice(systemOf(actor), source.skill ?? system?.skill),
    affinityDice: Number(values.affinity ?? 0),
    ...(required !== undefined ? { required } : {}),
    round: state.tally,
    ignoreTriggers: ignoredTriggers(),
    label: source.item ? source.label : item ? `${source.label} · ${item.name}` : source.label,
    actorName: actor.name ?? '',
    source: source.kind,
    ...(item ? { itemId: item.id! } : {}),
    ...(source.skill ? { skill: source.skill } : {}),
    attack,
    targets: source.targets ?? [],
    timing: state.economy ? String(values.timing ?? 'turn') : 'free',
    ...(source.groupMessageId ? { groupMessageId: source.groupMessageId } : {}),
  };
}

function economyChoice(request: ActionRollRequest, values: RollDialogValues): ActionChoice {
  return { ...timingOf(values), tier: request.tier ?? null, exertion: request.exertion };
}

/** Why these values cannot be rolled now, or null. */
export function actionRefusal(
  actor: Actor.Implementation,
  source: ActionSource,
  values: RollDialogValues,
  state: RoundState,
): Refusal | { key: string; data?: Record<string, string | number> } | null {
  const request = actionRequestOf(actor, source, values, state);
  const planned = planAction(request).refusal;
  if (planned) return planned;
  const item = chosenItem(actor, source, values);
  const system = abilityOf(item)?.system;
  if (system?.used && system.recharge !== 'atWill') {
    return { key: `MANIFOLD.hitdice.dialog.used.${system.recharge}`, data: { name: item!.name ?? '' } };
  }
  if (state.economy && economyEnforced() && !source.groupMessageId) {
    return checkActionChoice(state.economy, request.actor, economyChoice(request, values));
  }
  return null;
}

/** A roll in the Influence domain: a skill roll there, or an ability whose domain it is. */
function influenceRoll(actor: Actor.Implementation, source: ActionSource, values: RollDialogValues): boolean {
  return source.skill === 'influence' || actionItem(chosenItem(actor, source, values))?.system.skill === 'influence';
}

/**
 * "Resolve: below 2 a character cannot take part in social encounters": why this roll is refused
 * (an Influence roll, or one marked social in the dialog), or null.
 */
export function socialRollRefusal(actor: Actor.Implementation, source: ActionSource, values: RollDialogValues) {
  const social = influenceRoll(actor, source, values) || values.social === true;
  return social ? socialRefusal(snapshotOf(actor)) : null;
}

/** The dialog's fields for this actor and source. */
export function actionFields(actor: Actor.Implementation, source: ActionSource, state: RoundState): RollDialogField[] {
  const actorState = actorStateOf(actor);
  const fields: RollDialogField[] = [];
  if (source.skill && !source.item && source.tier === undefined) {
    fields.push({
      name: 'ability',
      label: 'MANIFOLD.hitdice.dialog.ability',
      kind: 'select',
      value: '',
      options: [
        { value: '', label: 'MANIFOLD.hitdice.dialog.noAbility' },
        ...abilitiesInDomain(actor, source.skill).map((i) => ({ value: i.id!, label: i.name ?? '' })),
      ],
      hint: 'MANIFOLD.hitdice.dialog.abilityHint',
    });
  }
  if (!source.item && source.tier === undefined && source.required === undefined) {
    fields.push({
      name: 'required',
      label: 'MANIFOLD.hitdice.dialog.required',
      kind: 'number',
      value: 0,
      min: 0,
      max: 99,
      hint: 'MANIFOLD.hitdice.dialog.requiredHint',
    });
  }
  if (!influenceRoll(actor, source, {})) {
    fields.push({
      name: 'social',
      label: 'MANIFOLD.hitdice.dialog.social',
      kind: 'checkbox',
      value: false,
      hint: 'MANIFOLD.hitdice.dialog.socialHint',
    });
  }
  const available =
    state.economy && economyEnforced() ? exertionLeft(state.economy, snapshotOf(actor)) : actorState.proficiency;
  fields.push(exertionField(actorState.proficiency, available));
  if (actorState.affinity.stored > 0 || !actorState.npc) fields.push(affinityField(actorState.affinity.stored));
  if (state.economy && !source.groupMessageId) {
    const options = [
      { value: 'turn', label: 'MANIFOLD.hitdice.dialog.timing.turn' },
      { value: 'reaction', label: 'MANIFOLD.hitdice.dialog.timing.reaction' },
      ...state.economy.held.map((h, i) => ({
        value: `held:${i}`,
        label: localize(
          h.basicOnly ? 'MANIFOLD.hitdice.dialog.timing.heldBasic' : 'MANIFOLD.hitdice.dialog.timing.held',
          {
            trigger: h.trigger,
          },
        ),
      })),
    ];
    const value =
      state.economy.phase === 'before'
        ? 'reaction'
        : state.economy.phase === 'after' && options[2]
          ? options[2].value
          : 'turn';
    fields.push({ name: 'timing', label: 'MANIFOLD.hitdice.dialog.timing.label', kind: 'select', value, options });
  }
  return fields;
}

/** Notes before rolling: the pool, the tier's numbers, the Resolve penalty and what the turn has left. */
export function actionNotes(request: ActionRollRequest, state: RoundState, t: Localize) {
  const { plan } = planAction(request);
  const notes: { label: string; value: string }[] = [];
  const pool = plan.pool;
  notes.push({
    label: 'MANIFOLD.hitdice.dialog.pool',
    value: t('MANIFOLD.hitdice.dialog.poolValue', {
      proficiency: pool.proficiency,
      exertion: pool.exertion,
      bonus: pool.bonus,
      affinity: pool.affinity,
    }),
  });
  const tier = tierOf(request.tier);
  notes.push({
    label: 'MANIFOLD.hitdice.dialog.tier',
    value: tier
      ? t('MANIFOLD.hitdice.dialog.tierValue', {
          tier: t(nameKey('tier', tier.id)),
          threshold: tier.threshold,
          required: plan.required ?? tier.required,
          impact: tier.baseImpact,
        })
      : t('MANIFOLD.hitdice.dialog.tierless', { threshold: plan.threshold }),
  });
  const effectRequired = plan.actor.modifiers.required;
  const resolveExtra = tier && plan.required !== null ? plan.required - tier.required - effectRequired : 0;
  if (resolveExtra > 0) {
    notes.push({
      label: 'MANIFOLD.hitdice.dialog.resolvePenalty',
      value: t('MANIFOLD.hitdice.dialog.resolvePenaltyValue', {
        stage: t(nameKey('stage', plan.actor.stage.id)),
        extra: resolveExtra,
      }),
    });
  }
  if (tier && effectRequired !== 0) {
    notes.push({
      label: 'MANIFOLD.Effects.requiredNote',
      value: effectRequired > 0 ? `+${effectRequired}` : String(effectRequired),
    });
  }
  if (state.economy) {
    notes.push({
      label: 'MANIFOLD.hitdice.dialog.turnLeft',
      value: t('MANIFOLD.hitdice.dialog.turnLeftValue', {
        actions: actionsLeft(state.economy, request.actor),
        max: plan.actor.actionsPerTurn,
        exertion: exertionLeft(state.economy, request.actor),
        turn: Math.max(0, plan.actor.proficiency * plan.actor.actionsPerTurn - state.economy.exertionUsed),
      }),
    });
  }
  if (request.targets.length) {
    notes.push({ label: 'MANIFOLD.hitdice.dialog.targets', value: request.targets.map((x) => x.name).join(', ') });
  }
  return notes;
}

/** The targets of the current user's targeted tokens that are hitdice actors. */
export function userTargets(): ActionTarget[] {
  const targets = game.user?.targets;
  const out: ActionTarget[] = [];
  for (const token of targets ?? []) {
    const actor = token.actor;
    if (actor && String(actor.type).startsWith('hitdice-'))
      out.push({ uuid: actor.uuid, name: token.name ?? actor.name ?? '' });
  }
  return out;
}

/** The roll dialog of an action: its fields, and for any values the refusal, the notes and the exact odds. */
export function actionDialogConfig(
  actor: Actor.Implementation,
  source: ActionSource,
  state: RoundState,
): RollDialogConfig {
  return {
    title: source.label,
    fields: actionFields(actor, source, state),
    evaluate: (v) => {
      const refused = actionRefusal(actor, source, v, state);
      const request = actionRequestOf(actor, source, v, state);
      const planned = planAction(request).refusal;
      return {
        odds: planned ? null : actionOdds(request),
        notes: actionNotes(request, state, localize),
        ...(refused ? { error: refusalText(refused as Refusal) } : {}),
      };
    },
  };
}

/**
 * An action for the actor (an ability, a weapon, a skill roll, a Stabilize, a group part): the
 * dialog with its odds, then — once the dice are known — the Resolve-below-2 social refusal (the
 * GM may override), the action taken from the turn, exertion 1s burned, Affinity spent, the
 * ability marked used and the round's tally kept; the round's Resolve check, when raised, is
 * prompted after the card.
 */
export function actionPlan(
  actor: Actor.Implementation,
  source: ActionSource,
  kind = `hitdice.${source.kind}`,
): RollPlan<ActionRollRequest, ActionResult> {
  const state = roundStateOf(actor);
  return {
    kind,
    actor,
    dialog: actionDialogConfig(actor, source, state),
    request: (values) => actionRequestOf(actor, source, values, state),
    resolve: resolveAction,
    mostDice: MOST_HITDICE_DICE,
    async commit({ values, request, result }) {
      const social = socialRollRefusal(actor, source, values);
      if (social && !(await gmOverrides(refusalText(social)))) return false;
      const economy =
        state.economy && !source.groupMessageId
          ? (() => {
              const taken = takeAction(state.economy, request.actor, economyChoice(request, values));
              return taken.ok ? taken.economy : state.economy;
            })()
          : state.economy;
      const item = request.itemId ? (actor.items.get(request.itemId) as Item.Implementation | undefined) : undefined;
      await applyChanges(actor, { body: result.apply.body, affinityStored: result.apply.affinityStored });
      const recharge = abilityOf(item)?.system.recharge;
      if (item && recharge && recharge !== 'atWill') await item.update({ system: { used: true } });
      await saveRoundState(state, { economy, tally: result.round.tally });
      return true;
    },
    chatRoll: (made) => HitdiceActionRoll.of(made, actor.uuid),
    async posted({ result }) {
      if (result.round.resolveCheck) await promptResolveCheck(actor, result.round.triggers);
    },
  };
}
