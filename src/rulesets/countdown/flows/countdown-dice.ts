/**
 * Countdown dice on items (CD-3, CD-6): the Trigger button rolls the item's die as a Roll over an
 * ordinary die; a 1 steps it down, a 1 on cd4 exhausts it. Exhaustion has its printed meaning:
 * a light goes out (darkness), rations leave the holder starving.
 */
import { countdownTriggerOdds, expectedTriggersLeft, type DieSize } from '../rules';
import { countdownStateOf } from '../data/snapshot';
import type { GearSystem } from '../data/types';
import { CountdownDieRoll, type CountdownDieRequest } from '../dice/countdown-die-roll';
import { rollCountdown } from '../dice/countdown-roll';
import { postRoll } from '../chat/post';
import { warnRefusal } from './vitals';

export type CountdownItem = Item.Implementation & { system: GearSystem };

export function isCountdownItem(item: unknown): item is CountdownItem {
  return !!(item as { system?: Partial<GearSystem> })?.system?.countdown?.enabled;
}

/** What a sheet shows for a countdown die: cdN (or exhausted), odds of holding, expected triggers left. */
export function countdownSummary(system: GearSystem) {
  const state = countdownStateOf(system);
  return { state, odds: countdownTriggerOdds(state), expected: expectedTriggersLeft(state) };
}

/** Triggers an item's countdown die: rolls it, stores the new size and posts the card. */
export async function triggerItem(
  item: CountdownItem,
  forRequest?: string,
): Promise<ChatMessage.Implementation | null> {
  const state = countdownStateOf(item.system);
  if (state.die === null) {
    warnRefusal({ ok: false, reason: 'MANIFOLD.countdown.refusal.countdownExhausted' });
    return null;
  }
  const request: CountdownDieRequest = {
    itemUuid: item.uuid,
    itemName: item.name ?? '',
    resource: item.system.countdown.resource,
    state,
    ...(forRequest ? { forRequest } : {}),
  };
  const actor = item.actor as Actor.Implementation | null;
  const roll = await rollCountdown(CountdownDieRoll, request, actor?.uuid);
  await applyTrigger(item, roll.resolved.state.die);
  return postRoll(roll, actor);
}

/** Stores the die's new size; exhaustion puts a light out and leaves a rations holder starving. */
export async function applyTrigger(item: CountdownItem, die: DieSize | null): Promise<void> {
  const update: Record<string, unknown> = { 'system.countdown.die': die ?? 0 };
  if (die === null && item.system.light) update['system.lit'] = false;
  await item.update(update);
  const actor = item.actor as Actor.Implementation | null;
  if (die === null && item.system.countdown.resource === 'rations' && actor && !actor.statuses.has('starving')) {
    await actor.toggleStatusEffect('starving', { active: true });
  }
}
