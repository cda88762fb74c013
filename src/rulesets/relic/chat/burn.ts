/**
 * The GM applies a Burn once (REL-4, REL-5): Resonance to 0, the actions, Backlash (and the
 * burner's own healing), the allies' healing and every surge as a temporary Active Effect. The
 * Burn is rebuilt from the GM's copy of the roll against the world as it is now (trusted.ts).
 */
import { relicText } from '../text';
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { actorStateOf } from '../data/snapshot';
import { combatantOf, writeEconomy } from '../combat/turn-state';
import { surgeEffectData } from '../data/surges';
import { writeHealth } from '../flows/health';
import { readResonance, type BurnResult, type SurgeEffect } from '../rules';
import type { MessagePayload } from './damage';
import { arrivedMessage, messageById, rollOf, RelicBurnRoll } from './rolls';
import { actorByUuid, ownsActor } from '../../../foundry/documents/lookup';
import { cardStateOf, updateCardState } from './card-state';
import { recordedRoll, trustedBurnOf } from './trusted';

interface BurnPlan {
  message: ChatMessage.Implementation;
  burner: Actor.Implementation;
  result: BurnResult;
}

/** Whether the card shows a Burn this user could ask to apply (the GM decides from its own copy). */
export function burnPending(message: ChatMessage.Implementation | null, user: User.Implementation): boolean {
  const roll = rollOf(message, RelicBurnRoll);
  if (!message || !roll || cardStateOf(message).burn) return false;
  const state = actorStateOf(actorByUuid(roll.options.actorUuid));
  return state?.side === 'seeker' && state.resonance > 0 && ownsActor(user, roll.options.actorUuid);
}

export async function planBurn(
  payload: Partial<MessagePayload> | null | undefined,
  user: User.Implementation,
): Promise<BurnPlan | null> {
  const message = messageById(payload?.messageId);
  if (!message || cardStateOf(message).burn) return null;
  const { roll, byGM } = await recordedRoll(message);
  const burn = trustedBurnOf(roll, byGM);
  const state = actorStateOf(burn?.burner);
  if (!burn || state?.side !== 'seeker' || !ownsActor(user, burn.burner.uuid)) return null;
  // The Resonance burned must still be there: a Burn is applied once, from the Resonance it released.
  if (state.resonance !== readResonance(burn.released) || state.resonance === 0) return null;
  return { message, burner: burn.burner, result: burn.result };
}

function effectName(effect: SurgeEffect): string {
  return relicText('card.surgeEffectName', {
    surge: relicText(`surge.${effect.surge}`),
    effect: relicText(`surgeEffect.${effect.kind}`),
    value: effect.value,
  });
}

export const applyBurnQuery: GmQuery<MessagePayload> = {
  // Sent as soon as the Burn is posted: the message may still be on its way to the GM.
  permitted: async (payload, requester) =>
    Boolean((await arrivedMessage(payload?.messageId)) && (await planBurn(payload, requester))),
  async run(payload, requester) {
    const { message, burner, result } = (await planBurn(payload, requester))!;
    // Everything the Burn changes is recorded on its card: Undo takes it all back, surges included.
    const undo = new UndoRecorder();
    await updateCardState(message, { burn: { applied: true, resonance: result.resonance.from } }, undo);
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
