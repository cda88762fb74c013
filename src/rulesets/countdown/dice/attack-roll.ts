/**
 * An attack: the check (Vigor melee, Reflex ranged, Finesse either), then on a hit the weapon die
 * minus the target's Armor (at least 1); a natural 20 deals maximum damage ignoring Armor.
 */
import { countdownText } from '../text';
import { CARD_ICONS } from '../../../foundry/chat/card-marks';
import type { Resolution } from '../../../core';
import { resolveAttack, type AttackRequest, type AttackResult, type Refusal } from '../rules';
import { checkOutcome, difficultyLine, dieView, edgeRows, type Card, type CardButton } from './card';
import { CountdownRoll } from './countdown-roll';

export interface AttackRollRequest {
  attack: AttackRequest;
  weaponName: string;
  /** The attacker's weapon item: the GM reads the weapon from it, not from the card. */
  weaponId?: string;
  target?: { uuid: string; name: string };
  /** Human, Adaptable: this roll replaces an earlier one. */
  reroll?: boolean;
}

export class CountdownAttackRoll extends CountdownRoll<AttackRollRequest, AttackResult> {
  static override resolve(request: unknown): Resolution<AttackResult | Refusal> {
    return resolveAttack((request as AttackRollRequest).attack);
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    const { profile, check, damage } = result;
    const notes: string[] = [];
    if (result.maximum) notes.push(countdownText('card.maximumDamage'));
    if (profile.damage.rollTwice) notes.push(countdownText('card.ambush'));
    if (profile.damage.dice.some((d) => d.role === 'damageExtra')) notes.push(countdownText('card.exploitWeakness'));
    if (profile.damage.bonus) notes.push(countdownText('card.bearBonus', { bonus: profile.damage.bonus }));
    if (result.mustReload) notes.push(countdownText('card.mustReload'));
    if (request.reroll) notes.push(countdownText('card.rerolledAttack'));
    const rows: Card['rows'] = [...edgeRows(check)];
    if (request.target) rows.unshift({ label: countdownText('card.target'), value: request.target.name });
    if (damage) {
      rows.push({ label: countdownText('card.damageRolled'), value: damage.raw });
      rows.push({
        label: countdownText('card.targetArmor'),
        value: result.maximum ? countdownText('card.ignored') : damage.armor,
      });
      rows.push({ label: countdownText('card.damageDealt'), value: damage.dealt, kind: 'total' });
    }
    const buttons: CardButton[] = [];
    if (result.hit && request.target) {
      buttons.push({
        action: 'countdown.applyAttack',
        label: countdownText('card.applyDamage', { name: request.target.name }),
        icon: CARD_ICONS.applyDamage,
      });
    }
    if (!request.reroll)
      buttons.push({
        action: 'countdown.reroll',
        label: countdownText('card.humanReroll'),
        icon: CARD_ICONS.reroll,
      });
    const outcome = result.hit
      ? {
          label: countdownText(result.maximum ? 'card.criticalHit' : 'card.hit', { damage: damage?.dealt ?? 0 }),
          tone: result.maximum ? 'critical' : 'success',
        }
      : { ...checkOutcome(check), label: countdownText(check.natural1 ? 'card.missNatural1' : 'card.miss') };
    return {
      title: countdownText('card.attackTitle', { weapon: request.weaponName }),
      subtitle: `${countdownText(`attackMode.${request.attack.mode}`)} · ${difficultyLine(check, readStatValue(request, profile.stat))}`,
      dice: [...check.dice, ...(damage?.dice ?? [])].map(dieView),
      rows,
      notes,
      outcome,
      buttons,
    };
  }
}

function readStatValue(request: AttackRollRequest, stat: 'vigor' | 'reflex'): number | undefined {
  const v = Number(request.attack.attacker.stats[stat]);
  return Number.isFinite(v) ? v : undefined;
}
