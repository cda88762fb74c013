/**
 * §8.2 Burn: all Resonance released as the burner's role surge (Execution's immediate attack
 * rolled first), then the Backlash d20 (REL-5). The card lists what the surge does to whom; the
 * writes go through the GM (relic.applyBurn), once.
 */
import type { DiceSource } from '../../../core';
import { signed } from '../../../foundry/templates';
import { resolveBurn, type BurnRequest, type BurnResult, type Refusal } from '../rules';
import { attackSections, attackWarnings, damageButtons } from './attack-roll';
import { d20Tone, dieView, t, type CardButton, type CardSection, type RelicCard } from './card';
import { RelicRoll } from './relic-roll';

export interface BurnContext {
  actorName: string;
  /** Display names of everyone the Burn names, by uuid. */
  names: Record<string, string>;
  weaponName: string | null;
  /** Execution's weapon item on the burner (the GM reads it again from there). */
  weaponId?: string | null;
  targetUuid: string | null;
}

/** A Burn the rules refused resolves to no dice; the flow checks first, so this never reaches chat. */
export type BurnOutcome = BurnResult | (Refusal & { dice: [] });

export class RelicBurnRoll extends RelicRoll<BurnRequest, BurnOutcome> {
  declare options: RelicRoll<BurnRequest, BurnOutcome>['options'] & { relic: BurnContext };

  protected resolve(request: BurnRequest, dice: DiceSource): BurnOutcome {
    const result = resolveBurn(request, dice);
    return result.ok ? result : { ...result, dice: [] };
  }

  private surgeSection(o: BurnResult): CardSection[] {
    const c = this.options.relic;
    const name = (uuid: string) => c.names[uuid] ?? '?';
    const until = t('card.untilNextTurn', { actor: c.actorName });
    const r = o.resonance.from;
    switch (o.surge) {
      case 'bulwark':
        return [
          {
            heading: t('surge.bulwark'),
            rows: [
              { label: t('surgeEffect.ac'), value: signed(r) },
              { label: t('surgeEffect.resistance'), value: signed(r) },
            ],
            texts: [until],
          },
        ];
      case 'execution':
        return o.attack
          ? attackSections(o.attack)
          : [{ heading: t('surge.execution'), texts: [t('card.noExecution')] }];
      case 'disruption':
        return [
          {
            heading: t('surge.disruption'),
            rows: o.effects.map((e) => ({ label: name(e.targetId), value: signed(-e.value) })),
            texts: [o.effects.length ? t('card.disruptionText', { value: r }) : t('card.noTargets'), until],
          },
        ];
      default:
        return [
          {
            heading: t('surge.restoration'),
            rows: [
              ...o.heals.map((h) => ({ label: name(h.targetId), value: t('card.hpGain', { hp: h.change.hpDelta }) })),
              ...(o.burner.hpDelta > 0
                ? [{ label: c.actorName, value: t('card.hpGain', { hp: o.burner.hpDelta }) }]
                : []),
            ],
            texts: [o.effects.length ? t('card.restorationText', { value: r }) : t('card.noTargets'), until],
          },
        ];
    }
  }

  protected card(o: BurnOutcome): RelicCard {
    const c = this.options.relic;
    if (!o.ok) return { title: t('action.burn'), dice: [], sections: [], warnings: [t(`refusal.${o.reason}`)] };
    const backlash: CardSection = {
      heading: t('card.backlashHeading'),
      rows: [
        {
          label: t('card.backlashRoll', { threshold: o.backlash.threshold }),
          value: String(o.backlash.die),
          strong: true,
        },
      ],
      outcome: o.backlash.condition
        ? { label: t(`condition.${o.backlash.condition}`), tone: 'failure' }
        : { label: t('odds.noBacklash'), tone: 'success' },
    };
    const buttons: CardButton[] = [{ action: 'relic.applyBurn', label: t('card.applyBurn'), icon: 'fa-solid fa-fire' }];
    if (o.attack) buttons.push(...damageButtons(o.attack, c.targetUuid, false));
    return {
      title: t('card.burnTitle', { surge: t(`surge.${o.surge}`) }),
      subtitle: t('card.burnSubtitle', { actor: c.actorName, resonance: o.resonance.from }),
      dice: o.dice.map((d) =>
        dieView(
          d,
          d.role === 'backlash'
            ? o.backlash.triggered
              ? 'failure'
              : 'success'
            : d.role === 'attack'
              ? d20Tone(d.result)
              : 'neutral',
        ),
      ),
      sections: [...this.surgeSection(o), backlash],
      warnings: o.attack ? attackWarnings(o.attack) : [],
      buttons,
    };
  }
}
