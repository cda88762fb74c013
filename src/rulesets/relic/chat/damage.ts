/**
 * The GM side of an attack card: apply the damage (after Resistance, less Guard Ally) to the
 * target once, and take a Guard Ally for an ally in the same row. Each plan rebuilds the attack
 * from the GM's copy of the roll and the world (trusted.ts); the payload names only the message
 * (and the guard).
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { combatantOf, economyOf, writeEconomy } from '../combat/turn-state';
import { actorStateOf } from '../data/snapshot';
import { damageChange, writeHealth } from '../flows/health';
import { isSeeker } from '../data/types';
import { isDown, guardAlly, type GuardAllyResult, type HealthChange, type Refusal, type SeekerState } from '../rules';
import { cardStateOf, updateCardState } from './card-state';
import { messageById, storedAttackOf } from './rolls';
import { trustedAttackOf } from './trusted';
import { actorByUuid, ownsActor } from '../../../foundry/documents/lookup';

export interface MessagePayload {
  messageId: string;
}

interface DamagePlan {
  message: ChatMessage.Implementation;
  target: Actor.Implementation;
  amount: number;
  change: HealthChange;
}

/** What applying this card's damage would do now, or null when it may not be applied (by this user). */
export async function planDamage(
  payload: Partial<MessagePayload> | null | undefined,
  user: User.Implementation,
): Promise<DamagePlan | null> {
  const message = messageById(payload?.messageId);
  if (!message || cardStateOf(message).damage) return null;
  const found = await trustedAttackOf(message);
  if (!found?.target || !ownsActor(user, found.attacker.uuid)) return null;
  const state = cardStateOf(message);
  const amount = state.guard ? state.guard.damage : found.attack.apply.damage;
  if (found.attack.apply.damage <= 0) return null;
  return { message, target: found.target, amount, change: damageChange(found.target, amount) };
}

export const applyDamageQuery: GmQuery<MessagePayload> = {
  permitted: async (payload, requester) => Boolean(await planDamage(payload, requester)),
  async run(payload, requester) {
    const plan = (await planDamage(payload, requester))!;
    const undo = new UndoRecorder();
    await writeHealth(plan.target, plan.change, undo);
    await updateCardState(
      plan.message,
      {
        damage: {
          amount: plan.amount,
          target: plan.target.name ?? '',
          events: [...plan.change.events, ...plan.change.added],
        },
      },
      undo,
    );
    await undo.commit(plan.message, 'MANIFOLD.relic.undo.damage', { userId: requester.id });
    return { amount: plan.amount, after: plan.change.after };
  },
};

export interface GuardPayload extends MessagePayload {
  guardUuid: string;
}

interface GuardPlan {
  message: ChatMessage.Implementation;
  guard: Actor.Implementation;
  result: GuardAllyResult;
}

/** Whether a seeker could guard this card's target: another conscious seeker in the target's row. */
export function canGuard(guard: Actor.Implementation | null, target: Actor.Implementation | null): boolean {
  const guardState = actorStateOf(guard);
  const targetState = actorStateOf(target);
  if (guardState?.side !== 'seeker' || targetState?.side !== 'seeker' || guard?.uuid === target?.uuid) return false;
  // Someone Unconscious or Dying takes no reactions (REL-10).
  return guardState.row === targetState.row && !isDown(guardState.health.conditions);
}

/** The engine's answer to this seeker guarding `target` from `damage` now (null when it does not apply at all). */
function guardOf(
  guard: Actor.Implementation | null,
  target: Actor.Implementation | null,
  damage: number,
): GuardAllyResult | Refusal | null {
  if (!guard || !target || !isSeeker(target) || !canGuard(guard, target)) return null;
  const guardState = actorStateOf(guard) as SeekerState;
  const targetState = actorStateOf(target) as SeekerState;
  return guardAlly({
    guard: {
      id: guard.uuid,
      row: guardState.row,
      economy: economyOf(combatantOf(guard)),
      conditions: guardState.health.conditions,
    },
    ally: { id: target.uuid, row: targetState.row },
    damage,
  });
}

/** The guard's answer as the card shows it, for the button's warning (the GM decides from its own copy). */
export function guardCheck(
  message: ChatMessage.Implementation | null,
  guard: Actor.Implementation | null,
): GuardAllyResult | Refusal | null {
  const state = cardStateOf(message);
  const shown = storedAttackOf(message);
  if (!message || !shown || state.damage || state.guard) return null;
  return guardOf(guard, actorByUuid(shown.targetUuid), shown.damage);
}

export async function planGuard(
  payload: Partial<GuardPayload> | null | undefined,
  user: User.Implementation,
): Promise<GuardPlan | null> {
  const message = messageById(payload?.messageId);
  const guard = actorByUuid(payload?.guardUuid);
  if (!message || !guard || !ownsActor(user, guard.uuid)) return null;
  const state = cardStateOf(message);
  if (state.damage || state.guard) return null;
  const found = await trustedAttackOf(message);
  const result = found ? guardOf(guard, found.target, found.attack.apply.damage) : null;
  return result?.ok ? { message, guard, result } : null;
}

export const guardAllyQuery: GmQuery<GuardPayload> = {
  permitted: async (payload, requester) => Boolean(await planGuard(payload, requester)),
  async run(payload, requester) {
    const plan = (await planGuard(payload, requester))!;
    const undo = new UndoRecorder();
    const combatant = combatantOf(plan.guard);
    if (combatant) await writeEconomy(combatant, plan.result.reaction.after, undo);
    await updateCardState(
      plan.message,
      { guard: { uuid: plan.guard.uuid, name: plan.guard.name ?? '', damage: plan.result.damage } },
      undo,
    );
    await undo.commit(plan.message, 'MANIFOLD.relic.undo.guard', { userId: requester.id });
    return { damage: plan.result.damage };
  },
};
