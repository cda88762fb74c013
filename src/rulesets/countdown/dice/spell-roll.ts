/**
 * A spell check (Invoker: Lore via Arcana; Seer: Resolve via Commune). Natural 20: enhanced
 * effect; natural 1: backlash (the table is ALL-3 content). Casting triggers the components die.
 */
import { countdownText } from '../text';
import { CARD_ICONS } from '../../../foundry/chat/card-marks';
import type { Resolution } from '../../../core';
import { resolveSpellCast, type Refusal, type SpellCastRequest, type SpellCastResult } from '../rules';
import { checkOutcome, difficultyLine, dieView, edgeRows, type Card, type CardButton } from './card';
import { CountdownRoll } from './countdown-roll';

export interface SpellRollRequest {
  cast: SpellCastRequest;
  spellName: string;
  /** The spell item cast (its duration die starts on a success); absent on cards from before. */
  spellUuid?: string;
  tier: number;
  statValue: number;
  reroll?: boolean;
}

export class CountdownSpellRoll extends CountdownRoll<SpellRollRequest, SpellCastResult> {
  static override resolve(request: unknown): Resolution<SpellCastResult | Refusal> {
    return resolveSpellCast((request as SpellRollRequest).cast);
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    const notes: string[] = [];
    if (result.enhanced) notes.push(countdownText('card.enhanced'));
    if (result.backlash) notes.push(countdownText('card.backlash'));
    if (result.triggerComponents) notes.push(countdownText('card.componentsTriggered'));
    if (request.reroll) notes.push(countdownText('card.rerolledAttack'));
    const buttons: CardButton[] = [];
    if (result.backlash)
      buttons.push({
        action: 'countdown.backlash',
        label: countdownText('card.rollBacklash'),
        icon: 'fa-solid fa-bolt',
      });
    if (!request.reroll)
      buttons.push({
        action: 'countdown.reroll',
        label: countdownText('card.humanReroll'),
        icon: CARD_ICONS.reroll,
      });
    return {
      title: countdownText('card.spellTitle', { name: request.spellName }),
      subtitle: `${countdownText('card.tier', { tier: request.tier })} · ${difficultyLine(result.check, request.statValue)}`,
      dice: result.check.dice.map(dieView),
      rows: edgeRows(result.check),
      notes,
      outcome: checkOutcome(result.check),
      buttons,
    };
  }
}
