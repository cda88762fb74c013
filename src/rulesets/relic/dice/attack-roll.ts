/**
 * §5 Attack: 1d20 + attribute (by weapon tag) against the target's AC with the formation
 * modifiers of §4; on a hit the weapon dice (doubled on a natural 20, REL-1) + the same attribute,
 * less the target's Resistance. The card's buttons apply that damage and offer Guard Ally.
 */
import { relicText } from '../text';
import { CARD_ICONS } from '../../../foundry/chat/card-marks';
import type { Resolution } from '../../../core';
import { signed } from '../../../foundry/templates';
import { resolveAttack, type AttackRequest, type AttackResult } from '../rules';
import {
  attributeRow,
  d20Tone,
  dieView,
  modifierRows,
  type CardButton,
  type CardSection,
  type RelicCard,
} from './card';
import { RelicRoll } from './relic-roll';

/** Names and uuids an attack card needs beyond the engine request. */
export interface AttackContext {
  actorName: string;
  weaponName: string;
  /** The weapon item on the attacker (the GM reads it again from there). */
  weaponId?: string | null;
  targetUuid: string | null;
  targetName: string | null;
  /** The reaction this attack was (Snap Shot), if any. */
  reaction?: 'snapShot' | null;
}

export function attackSections(o: AttackResult): CardSection[] {
  const sections: CardSection[] = [
    {
      heading: relicText('card.attackHeading'),
      rows: [
        { label: relicText('card.natural'), value: String(o.natural) },
        attributeRow(o.attribute),
        ...modifierRows(o.modifiers),
        { label: relicText('card.totalVsAc', { ac: o.ac }), value: String(o.total), strong: true },
      ],
      outcome: {
        label: relicText(`outcome.${o.outcome}`),
        tone: o.outcome === 'critical' ? 'critical' : o.outcome === 'hit' ? 'success' : 'failure',
      },
    },
  ];
  const d = o.damage;
  if (d) {
    sections.push({
      heading: relicText('card.damageHeading'),
      rows: [
        { label: relicText('card.weaponDice', { count: d.count, faces: d.faces }), value: String(d.diceTotal) },
        attributeRow(d.attribute),
        ...modifierRows(d.modifiers),
        { label: relicText('card.rawDamage'), value: String(d.raw), kind: 'subtotal' },
        { label: relicText('card.resistance'), value: signed(-d.resistance) },
        { label: relicText('card.damageDealt'), value: String(d.afterResistance), strong: true },
      ],
      outcome: { label: relicText('card.damageOutcome', { damage: d.afterResistance }), tone: 'neutral' },
    });
  }
  return sections;
}

export function attackWarnings(o: AttackResult): string[] {
  return [
    ...o.warnings.map((w) => relicText(`warning.${w}`)),
    ...(o.naturalOneFailed ? [relicText('card.naturalOneFailed')] : []),
  ];
}

/** Apply damage and Guard Ally, when there is damage to apply to a known target. */
export function damageButtons(o: AttackResult, targetUuid: string | null, targetIsSeeker: boolean): CardButton[] {
  if (!targetUuid || o.apply.damage <= 0) return [];
  const buttons: CardButton[] = [
    {
      action: 'relic.applyDamage',
      label: relicText('card.applyDamage', { damage: o.apply.damage }),
      icon: CARD_ICONS.applyDamage,
    },
  ];
  if (targetIsSeeker)
    buttons.push({
      action: 'relic.guardAlly',
      label: relicText('reaction.guardAlly'),
      icon: 'fa-solid fa-shield-halved',
    });
  return buttons;
}

export class RelicAttackRoll extends RelicRoll<AttackRequest, AttackResult> {
  declare options: RelicRoll<AttackRequest, AttackResult>['options'] & { relic: AttackContext };

  protected resolve(request: AttackRequest): Resolution<AttackResult> {
    return resolveAttack(request);
  }

  protected card(o: AttackResult): RelicCard {
    const c = this.options.relic;
    return {
      title: relicText(c.reaction ? 'card.snapShotTitle' : 'card.attackTitle', { weapon: c.weaponName }),
      subtitle: c.targetName
        ? relicText('card.attackSubtitle', { attacker: c.actorName, target: c.targetName })
        : relicText('card.noTargetSubtitle', { attacker: c.actorName }),
      dice: o.dice.map((d) => dieView(d, d.role === 'attack' ? d20Tone(d.result) : 'neutral')),
      sections: attackSections(o),
      warnings: attackWarnings(o),
      buttons: damageButtons(o, c.targetUuid, this.options.request.target.side === 'seeker'),
    };
  }
}
