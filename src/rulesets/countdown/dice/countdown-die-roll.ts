/**
 * A countdown die trigger (CD-3): a Roll over an ordinary die of the current size, so Dice So
 * Nice shows a real d6 for a cd6. On a 1 it steps down; a 1 on cd4 exhausts the resource.
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import type { Resolution } from '../../../core';
import {
  countdownLabel,
  countdownResource,
  expectedTriggersLeft,
  labelFor,
  triggerCountdown,
  type CountdownState,
  type Refusal,
  type TriggerResult,
} from '../rules';
import type { ResourceId } from '../data/types';
import { dieView, type Card } from './card';
import { CountdownRoll } from './countdown-roll';

export interface CountdownDieRequest {
  itemUuid?: string;
  itemName: string;
  resource: ResourceId;
  state: CountdownState;
  /** A spell's duration die (CD-8): exhausted, the spell ends. */
  spellDuration?: boolean;
  /** The request card (exploration turn, start of turn, after combat) this answers. */
  forRequest?: string;
}

export interface CountdownDieOutcome {
  ok: true;
  state: CountdownState;
  result: TriggerResult;
}

/** "cd6", or "Exhausted". */
export function cdText(state: CountdownState): string {
  const label = countdownLabel(state);
  return localize(label.key, label.data);
}

export class CountdownDieRoll extends CountdownRoll<CountdownDieRequest, CountdownDieOutcome> {
  static override resolve(request: unknown): Resolution<CountdownDieOutcome | Refusal> {
    return triggerCountdown((request as CountdownDieRequest).state) as Resolution<CountdownDieOutcome | Refusal>;
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    const { state } = result;
    const trigger = result.result;
    const resource = countdownResource(request.resource);
    const exhaustedText = request.spellDuration
      ? countdownText('card.spellEnds')
      : resource
        ? localize(labelFor('resourceExhausted', resource.exhausted))
        : '';
    const outcome = trigger.exhausted
      ? { label: exhaustedText || countdownText('countdown.exhausted'), tone: 'fumble' }
      : trigger.steppedDown
        ? { label: countdownText('card.stepsDown', { die: cdText(state) }), tone: 'partial' }
        : { label: countdownText('card.holds', { die: cdText(state) }), tone: 'success' };
    return {
      title: countdownText('card.countdownTitle', { name: request.itemName }),
      subtitle: request.spellDuration
        ? countdownText('card.spellDuration')
        : resource
          ? countdownText(`resource.${resource.id}`)
          : countdownText('resource.custom'),
      dice: trigger.dice.map(dieView),
      rows: [{ label: countdownText('card.triggersLeft'), value: expectedTriggersLeft(state) }],
      countdown: {
        before: cdText({ die: trigger.before }),
        after: cdText(state),
        exhausted: trigger.exhausted,
        stepped: trigger.steppedDown,
      },
      outcome,
      buttons: [],
    };
  }
}
