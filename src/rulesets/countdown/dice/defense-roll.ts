/**
 * A defense roll (CD-2): the targeted player rolls Reflex to dodge or Vigor to block with a
 * shield; on a failure the monster's listed damage minus Armor (at least 1) is what the card
 * applies. Defend gives advantage (CD-7).
 */
import { countdownText } from '../text';
import { CARD_ICONS } from '../../../foundry/chat/card-marks';
import type { Resolution } from '../../../core';
import { resolveDefense, type DefenseRequest, type DefenseResult, type Refusal } from '../rules';
import { checkOutcome, difficultyLine, dieView, edgeRows, type Card, type CardButton } from './card';
import { CountdownRoll } from './countdown-roll';

export interface DefenseRollRequest {
  defense: DefenseRequest;
  /** The attacking monster, when a request card asked for this defense. */
  attackerUuid?: string;
  attackerName: string;
  defenderName: string;
  /** The defender was dying: a natural 20 stabilizes them (CD-10). */
  dying?: boolean;
  reroll?: boolean;
}

export class CountdownDefenseRoll extends CountdownRoll<DefenseRollRequest, DefenseResult> {
  static override resolve(request: unknown): Resolution<DefenseResult | Refusal> {
    return resolveDefense((request as DefenseRollRequest).defense);
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    const { check, damage } = result;
    const notes: string[] = [];
    if (request.reroll) notes.push(countdownText('card.rerolledAttack'));
    if (request.dying && check.natural20) notes.push(countdownText('card.stabilizedByNatural20'));
    if (result.massive) notes.push(countdownText('card.massive'));
    const rows: Card['rows'] = [
      { label: countdownText('card.attacker'), value: request.attackerName },
      ...edgeRows(check),
    ];
    if (damage) {
      rows.push({ label: countdownText('card.damageRolled'), value: damage.raw });
      rows.push({ label: countdownText('card.yourArmor'), value: damage.armor });
      rows.push({ label: countdownText('card.damageTaken'), value: damage.dealt, kind: 'total' });
    }
    const buttons: CardButton[] = [];
    if (damage)
      buttons.push({
        action: 'countdown.applyDefense',
        label: countdownText('card.takeDamage', { damage: damage.dealt }),
        icon: CARD_ICONS.applyDamage,
      });
    if (!request.reroll && !check.automatic)
      buttons.push({
        action: 'countdown.reroll',
        label: countdownText('card.humanReroll'),
        icon: CARD_ICONS.reroll,
      });
    const outcome = result.avoided
      ? { ...checkOutcome(check), label: countdownText(`card.avoided.${result.method}`) }
      : {
          label: countdownText(result.massive ? 'card.massiveHit' : 'card.hitFor', { damage: damage?.dealt ?? 0 }),
          tone: result.massive ? 'fumble' : 'failure',
        };
    return {
      title: countdownText('card.defenseTitle', {
        name: request.defenderName,
        method: countdownText(`defense.${result.method}`),
      }),
      subtitle: difficultyLine(check, Number(request.defense.defender.stats[result.profile.stat])),
      dice: [...check.dice, ...(damage?.dice ?? [])].map(dieView),
      rows,
      notes,
      outcome,
      buttons,
    };
  }
}
