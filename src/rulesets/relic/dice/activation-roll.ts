/**
 * §7 Relic activation: 1d20 + attribute (+3 synchronized) on the four tiers (REL-3); a Critical
 * Failure rolls the relic's own strain table (d6). The card shows the relic's text for the tier
 * rolled, the strain row, and buttons for what the tier does that the system can apply.
 */
import { relicText } from '../text';
import { CARD_ICONS } from '../../../foundry/chat/card-marks';
import type { Resolution } from '../../../core';
import { resolveActivation, type ActivationRequest, type ActivationResult, type ActivationTier } from '../rules';
import { attributeRow, dieView, modifierRows, type CardButton, type CardSection, type RelicCard } from './card';
import { RelicRoll } from './relic-roll';
import type { OddsTone } from '../../../core';

export interface ActivationContext {
  actorName: string;
  relicName: string;
  relicUuid: string;
  relicType: string;
  /** Each tier's text and HP restored, as the relic said when it was activated. */
  tiers: Record<ActivationTier, { text: string; heal: number }>;
  targetUuid: string | null;
  targetName: string | null;
}

export const TIER_TONES: Record<ActivationTier, OddsTone> = {
  criticalSuccess: 'critical',
  success: 'success',
  partial: 'partial',
  criticalFailure: 'fumble',
};

export class RelicActivationRoll extends RelicRoll<ActivationRequest, ActivationResult> {
  declare options: RelicRoll<ActivationRequest, ActivationResult>['options'] & { relic: ActivationContext };

  protected resolve(request: ActivationRequest): Resolution<ActivationResult> {
    return resolveActivation(request);
  }

  /** The HP this activation restores to its target (0 when the tier restores none or there is no target). */
  healOf(o: ActivationResult): number {
    const c = this.options.relic;
    return c.targetUuid ? Math.max(0, Math.trunc(Number(c.tiers[o.tier]?.heal) || 0)) : 0;
  }

  protected card(o: ActivationResult): RelicCard {
    const c = this.options.relic;
    const tierText = c.tiers[o.tier]?.text;
    const sections: CardSection[] = [
      {
        rows: [
          { label: relicText('card.natural'), value: String(o.natural) },
          attributeRow(o.attribute),
          ...modifierRows(o.modifiers),
          { label: relicText('card.total'), value: String(o.total), strong: true },
        ],
        outcome: { label: relicText(`tier.${o.tier}`), tone: TIER_TONES[o.tier] },
        texts: [tierText || relicText('card.tierTextMissing', { tier: relicText(`tier.${o.tier}`) })],
      },
    ];
    if (o.strain) {
      const entry = o.strain.entry;
      sections.push({
        heading: relicText('card.strainHeading', { face: o.strain.face }),
        rows: entry?.kind
          ? [{ label: relicText('card.strainKind'), value: relicText(`strainKind.${entry.kind}`) }]
          : [],
        texts: [entry?.text || relicText('card.strainRowMissing', { face: o.strain.face })],
      });
    }
    const buttons: CardButton[] = [];
    const heal = this.healOf(o);
    if (heal > 0)
      buttons.push({
        action: 'relic.relicHeal',
        label: relicText('card.restoreHp', { hp: heal, target: c.targetName ?? '' }),
        icon: CARD_ICONS.applyHealing,
      });
    if (o.strain?.entry?.kind === 'lockout')
      buttons.push({ action: 'relic.lockRelic', label: relicText('card.lockRelic'), icon: 'fa-solid fa-lock' });
    return {
      title: relicText('card.activationTitle', { relic: c.relicName }),
      subtitle: relicText('card.activationSubtitle', {
        actor: c.actorName,
        type: relicText(`relicType.${c.relicType}`),
        attribute: relicText(`attribute.${o.attribute.id}`),
      }),
      dice: o.dice.map((d) => dieView(d, d.role === 'strain' ? 'fumble' : TIER_TONES[o.tier])),
      sections,
      buttons,
    };
  }
}
