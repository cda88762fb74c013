/**
 * Countdown dice on items (CD-3, CD-6): the Trigger button rolls the item's die as a Roll over an
 * ordinary die; a 1 steps it down, a 1 on cd4 exhausts it. Exhaustion has its printed meaning:
 * a light goes out (darkness), rations leave the holder starving. A running spell's duration die
 * is triggered the same way (CD-8, spell-duration.ts).
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import { registry } from '../../../foundry/registry';
import { countdownTriggerOdds, expectedTriggersLeft, type CountdownState, type DieSize } from '../rules';
import { countdownStateOf, durationStateOf } from '../data/snapshot';
import type { GearSystem } from '../data/types';
import { CountdownDieRoll, type CountdownDieOutcome, type CountdownDieRequest } from '../dice/countdown-die-roll';
import { noChoices, type RollPlan } from '../../../foundry/rolls/pipeline';
import { countdownText } from '../text';
import { countdownPlan } from './plan';
import { warnRefusal } from './vitals';
import { reportLight } from './light';
import { applyDurationTrigger, isRunning, isSpell, type DurationSpell } from './spell-duration';

export type CountdownItem = Item.Implementation & { system: GearSystem };

export function isCountdownItem(item: unknown): item is CountdownItem {
  return !!(item as { system?: Partial<GearSystem> })?.system?.countdown?.enabled;
}

/** An item whose die a Trigger button rolls: gear with a countdown die, or a spell with a duration die. */
export type TriggerableItem = CountdownItem | DurationSpell;

export function isTriggerable(item: unknown): item is TriggerableItem {
  return isCountdownItem(item) || (isSpell(item) && item.system.duration > 0);
}

/** The die a trigger rolls: the gear's countdown die, or the spell's running duration die. */
export function triggerStateOf(item: TriggerableItem) {
  return isSpell(item) ? durationStateOf(item.system) : countdownStateOf(item.system);
}

/** What a sheet shows for a countdown die: cdN (or exhausted), odds of holding, expected triggers left. */
export function countdownSummary(system: GearSystem) {
  return dieSummary(countdownStateOf(system));
}

/** The same for any die state (a running spell's duration die). */
export function dieSummary(state: CountdownState) {
  return { state, odds: countdownTriggerOdds(state), expected: expectedTriggersLeft(state) };
}

/**
 * Triggering an item's countdown die (refused when it is exhausted or the spell is not running):
 * the new size is stored once the die is rolled, and the posted card can undo the step.
 * `forRequest` names the request card the trigger answers.
 */
export function triggerPlan(
  item: TriggerableItem,
  forRequest?: string,
): RollPlan<CountdownDieRequest, CountdownDieOutcome> | null {
  const state = triggerStateOf(item);
  if (state.die === null) {
    const reason = isSpell(item) ? 'spellNotRunning' : 'countdownExhausted';
    warnRefusal({ ok: false, reason: `MANIFOLD.countdown.refusal.${reason}` });
    return null;
  }
  const request: CountdownDieRequest = {
    itemUuid: item.uuid,
    itemName: item.name ?? '',
    ...(isSpell(item) ? { resource: 'custom', spellDuration: true } : { resource: item.system.countdown.resource }),
    state,
    ...(forRequest ? { forRequest } : {}),
  };
  const undo = new UndoRecorder();
  return countdownPlan(CountdownDieRoll, {
    kind: 'trigger',
    actor: (item.actor as Actor.Implementation | null) ?? null,
    dialog: noChoices(countdownText('card.countdownTitle', { name: item.name ?? '' })),
    request: () => request,
    async commit({ result }) {
      if (isSpell(item)) await applyDurationTrigger(item, result.state.die, undo);
      else await applyTrigger(item, result.state.die, undo);
    },
    async posted(_made, message) {
      await undo.commit(message, 'MANIFOLD.countdown.undo.trigger', { registry });
    },
  });
}

/** Whether a trigger request may still roll this item's die (not exhausted, the spell still running). */
export function canTrigger(item: TriggerableItem): boolean {
  return isSpell(item) ? isRunning(item) : item.system.countdown.die > 0;
}

/** Stores the die's new size; exhaustion puts a light out and leaves a rations holder starving. */
export async function applyTrigger(
  item: CountdownItem,
  die: DieSize | null,
  undo: UndoRecorder = new UndoRecorder(),
): Promise<void> {
  const wentOut = die === null && Boolean(item.system.light) && item.system.lit === true;
  await undo.update(item, {
    system: { countdown: { die: die ?? 0 }, ...(die === null && item.system.light ? { lit: false } : {}) },
  });
  // CD-8: the last lit source out leaves the party in total darkness.
  if (wentOut) await reportLight('out');
  const actor = item.actor as Actor.Implementation | null;
  if (die === null && item.system.countdown.resource === 'rations' && actor) {
    await undo.toggleStatus(actor, 'starving', true);
  }
}
