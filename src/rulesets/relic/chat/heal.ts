/**
 * The GM side of healing (§6.1, §6.3): HP a relic's tier restores (it revives the Dying), Aid on an
 * Unconscious ally, and a feature that restores HP (a Preserver's does not touch Dying). Each plan
 * takes the amount from the relic or feature item now (a relic's tier from the GM's copy of its
 * roll, trusted.ts), and the refusal from the engine.
 */
import { relicText } from '../text';
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { combatantOf, economyOf, writeEconomy } from '../combat/turn-state';
import { healthOf, writeHealth } from '../flows/health';
import { isSeeker, itemsOf, relicItemOf } from '../data/types';
import { postActionCard } from './post';
import {
  aid,
  restoreHp,
  spendAction,
  type AidFeatureId,
  type AidResult,
  type HealthChange,
  type Refusal,
  type Spent,
} from '../rules';
import type { MessagePayload } from './damage';
import { messageById, rollOf, RelicActivationRoll } from './rolls';
import { actorByUuid, itemByUuid, ownsActor } from '../../../foundry/documents/lookup';
import { cardStateOf, updateCardState } from './card-state';
import { trustedActivationOf } from './trusted';

interface RelicHealPlan {
  message: ChatMessage.Implementation;
  target: Actor.Implementation;
  amount: number;
  change: HealthChange;
}

/** The engine's answer to the card's relic healing its target, as the card shows it (for the button's warning). */
export function relicHealCheck(
  message: ChatMessage.Implementation | null,
): { target: Actor.Implementation; amount: number; result: HealthChange | Refusal } | null {
  const roll = rollOf(message, RelicActivationRoll);
  if (!roll || cardStateOf(message).heal) return null;
  const amount = roll.healOf(roll.resolution);
  const target = actorByUuid(roll.options.relic.targetUuid);
  if (amount <= 0 || !target) return null;
  return { target, amount, result: restoreHp(healthOf(target), amount, 'relic') };
}

/** The healing the GM applies: the tier rolled (its own copy) of the relic as it is now, on the seeker chosen. */
export async function planRelicHeal(
  payload: Partial<MessagePayload> | null | undefined,
  user: User.Implementation,
): Promise<RelicHealPlan | null> {
  const message = messageById(payload?.messageId);
  if (!message || cardStateOf(message).heal) return null;
  const found = await trustedActivationOf(message);
  if (!found?.target || found.heal <= 0 || !ownsActor(user, found.actor.uuid)) return null;
  const change = restoreHp(healthOf(found.target), found.heal, 'relic');
  return change.ok ? { message, target: found.target, amount: found.heal, change } : null;
}

export const relicHealQuery: GmQuery<MessagePayload> = {
  permitted: async (payload, requester) => Boolean(await planRelicHeal(payload, requester)),
  async run(payload, requester) {
    const plan = (await planRelicHeal(payload, requester))!;
    const undo = new UndoRecorder();
    await writeHealth(plan.target, plan.change, undo);
    await updateCardState(
      plan.message,
      { heal: { amount: plan.change.hpDelta, target: plan.target.name ?? '' } },
      undo,
    );
    await undo.commit(plan.message, 'MANIFOLD.relic.undo.heal', { userId: requester.id });
    return { hp: plan.change.after.hp };
  },
};

export interface AidPayload {
  aiderUuid: string;
  targetUuid: string;
}

/** The Aid modifiers a seeker's features grant (§6.1). */
export function aidFeaturesOf(actor: Actor.Implementation | null): AidFeatureId[] {
  return itemsOf(actor, 'feature')
    .map((f) => f.system.aid)
    .filter((id): id is AidFeatureId => id === 'twilightHealer' || id === 'steadyHands' || id === 'swiftAid');
}

/** The engine's Aid by this aider on this target now. */
export function aidCheck(
  aider: Actor.Implementation | null,
  target: Actor.Implementation | null,
  gmOverride = false,
): AidResult | Refusal | null {
  if (!aider || !target || !isSeeker(aider) || !isSeeker(target) || aider.uuid === target.uuid) return null;
  return aid({
    aider: {
      economy: economyOf(combatantOf(aider)),
      features: aidFeaturesOf(aider),
      conditions: healthOf(aider).conditions,
    },
    target: healthOf(target),
    gmOverride,
  });
}

function planAid(payload: Partial<AidPayload> | null | undefined, user: User.Implementation) {
  const aider = actorByUuid(payload?.aiderUuid);
  const target = actorByUuid(payload?.targetUuid);
  if (!aider || !ownsActor(user, aider.uuid)) return null;
  const result = aidCheck(aider, target, user.isGM);
  return result?.ok ? { aider, target: target!, result } : null;
}

export const aidQuery: GmQuery<AidPayload> = {
  permitted: (payload, requester) => Boolean(planAid(payload, requester)),
  async run(payload, requester) {
    const { aider, target, result } = planAid(payload, requester)!;
    const combatant = combatantOf(aider);
    if (combatant) await writeEconomy(combatant, result.actions.after);
    await writeHealth(target, result.target);
    await postActionCard(aider, {
      title: relicText('action.aid'),
      subtitle: relicText('card.aidSubtitle', { aider: aider.name ?? '', target: target.name ?? '' }),
      rows: [
        ...result.breakdown.map((b) => ({ label: relicText(`aidFeature.${b.id}`), value: `+${b.value}` })),
        { label: relicText('card.actionsSpent'), value: String(result.actions.cost) },
      ],
      outcome: relicText('card.hpGain', { hp: result.target.hpDelta }),
      tone: 'success',
    });
    return { amount: result.amount };
  },
};

export interface FeatureHealPayload {
  featureUuid: string;
  targetUuid: string;
}

interface FeatureHealPlan {
  user: Actor.Implementation;
  feature: Item.Implementation;
  target: Actor.Implementation;
  change: HealthChange;
  actions: Spent<string>;
}

/** The engine's answer to a feature restoring HP to a target now (a Discipline Feature action, §3.3). */
export function featureHealCheck(
  feature: Item.Implementation | null,
  target: Actor.Implementation | null,
  gmOverride = false,
): { change: HealthChange; actions: Spent<string> } | Refusal | null {
  const owner = (feature?.parent ?? null) as Actor.Implementation | null;
  const system = relicItemOf(feature, 'feature')?.system;
  const amount = system?.heal ?? 0;
  if (!owner || !target || amount <= 0) return null;
  const actions = spendAction(economyOf(combatantOf(owner)), 'disciplineFeature', {
    gmOverride,
    conditions: healthOf(owner).conditions,
  });
  if (!actions.ok) return actions;
  const change = restoreHp(healthOf(target), amount, system?.preserver ? 'preserver' : 'feature');
  return change.ok ? { change, actions } : change;
}

function planFeatureHeal(
  payload: Partial<FeatureHealPayload> | null | undefined,
  user: User.Implementation,
): FeatureHealPlan | null {
  const feature = relicItemOf(itemByUuid(payload?.featureUuid), 'feature');
  const owner = (feature?.parent ?? null) as Actor.Implementation | null;
  const target = actorByUuid(payload?.targetUuid);
  if (!feature || !owner || !ownsActor(user, owner.uuid)) return null;
  const check = featureHealCheck(feature, target, user.isGM);
  return check && 'change' in check ? { user: owner, feature, target: target!, ...check } : null;
}

export const featureHealQuery: GmQuery<FeatureHealPayload> = {
  permitted: (payload, requester) => Boolean(planFeatureHeal(payload, requester)),
  async run(payload, requester) {
    const plan = planFeatureHeal(payload, requester)!;
    const combatant = combatantOf(plan.user);
    if (combatant) await writeEconomy(combatant, plan.actions.after);
    await writeHealth(plan.target, plan.change);
    await postActionCard(plan.user, {
      title: plan.feature.name ?? relicText('action.disciplineFeature'),
      subtitle: relicText('card.healSubtitle', { actor: plan.user.name ?? '', target: plan.target.name ?? '' }),
      rows: [{ label: relicText('card.actionsSpent'), value: String(plan.actions.cost) }],
      outcome: relicText('card.hpGain', { hp: plan.change.hpDelta }),
      tone: 'success',
    });
    return { hp: plan.change.after.hp };
  },
};
