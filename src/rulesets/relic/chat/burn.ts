/**
 * The GM applies a Burn once (REL-4, REL-5): Resonance to 0, the actions, Backlash (and the
 * burner's own healing), the allies' healing and every surge as a temporary Active Effect. The
 * Burn is read again from the message's dice against the world as it is now.
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { diceOfRoll } from '../../../foundry/rolls/foundry-dice';
import { stateOf } from '../data/snapshot';
import { combatantOf, economyOf, writeEconomy } from '../combat/turn-state';
import { surgeEffectData } from '../flows/surges';
import { partySnapshot } from '../combat/formation';
import { healthOf, writeHealth } from '../flows/health';
import { readResonance, resolveBurn, type BurnRequest, type BurnResult, type SurgeEffect } from '../rules';
import { restorationHealsBurner } from '../settings';
import { t } from '../dice/card';
import type { MessagePayload } from './damage';
import { arrivedMessage, messageById, rollOf, RelicBurnRoll } from './rolls';
import { actorByUuid, ownsActor } from '../../../foundry/documents/lookup';
import { cardState, updateCardState } from './card-state';

interface BurnPlan {
  message: ChatMessage.Implementation;
  burner: Actor.Implementation;
  result: BurnResult;
}

export function planBurn(
  payload: Partial<MessagePayload> | null | undefined,
  user: User.Implementation,
): BurnPlan | null {
  const message = messageById(payload?.messageId);
  const roll = rollOf(message, RelicBurnRoll);
  if (!message || !roll || cardState(message).burn) return null;
  const burner = actorByUuid(roll.options.actorUuid);
  const state = stateOf(burner);
  if (!burner || state?.side !== 'seeker' || !ownsActor(user, burner.uuid)) return null;
  const stored = roll.options.request as BurnRequest;
  // The Resonance burned must still be there: a Burn is applied once, from the Resonance it released.
  if (state.resonance !== readResonance(stored.burner?.resonance) || state.resonance === 0) return null;
  const request: BurnRequest = {
    ...stored,
    burner: { ...stored.burner, economy: economyOf(combatantOf(burner)), health: healthOf(burner) },
    party: stored.party ? partySnapshot() : undefined,
    restorationHealsBurner: restorationHealsBurner(),
    // Only a GM may have overridden the action cost (REL-7); a message says nothing a GM did not.
    gmOverride: user.isGM ? Boolean(stored.gmOverride) : false,
  };
  const dice = diceOfRoll(roll);
  const result = resolveBurn(request, dice);
  if (!result.ok || dice.remaining !== 0) return null;
  return { message, burner, result };
}

function effectName(effect: SurgeEffect): string {
  return t('card.surgeEffectName', {
    surge: t(`surge.${effect.surge}`),
    effect: t(`surgeEffect.${effect.kind}`),
    value: effect.value,
  });
}

export const applyBurnQuery: GmQuery<MessagePayload> = {
  // Sent as soon as the Burn is posted: the message may still be on its way to the GM.
  permitted: async (payload, requester) =>
    Boolean((await arrivedMessage(payload?.messageId)) && planBurn(payload, requester)),
  async run(payload, requester) {
    const { message, burner, result } = planBurn(payload, requester)!;
    // Everything the Burn changes is recorded on its card: Undo takes it all back, surges included.
    const undo = new UndoRecorder();
    await updateCardState(message, { burn: { applied: true } }, undo);
    await undo.update(burner, { system: { resonance: result.resonance.to } });
    const combatant = combatantOf(burner);
    if (combatant) await writeEconomy(combatant, result.actions.after, undo);
    await writeHealth(burner, result.burner, undo);
    for (const heal of result.heals) {
      const ally = actorByUuid(heal.targetId);
      if (ally) await writeHealth(ally, heal.change, undo);
    }
    const byTarget = new Map<string, SurgeEffect[]>();
    for (const effect of result.effects)
      byTarget.set(effect.targetId, [...(byTarget.get(effect.targetId) ?? []), effect]);
    for (const [targetId, effects] of byTarget) {
      const target = actorByUuid(targetId);
      if (target)
        await undo.createEffects(
          target,
          effects.map((e) => surgeEffectData(e, burner.uuid, effectName(e))),
        );
    }
    await undo.commit(message, 'MANIFOLD.relic.undo.burn', { userId: requester.id });
    return { surge: result.surge, backlash: result.backlash.condition };
  },
};
