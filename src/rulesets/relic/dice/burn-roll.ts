/**
 * §8.2 Burn: all Resonance released as the burner's role surge (Execution's immediate attack
 * rolled first), then the Backlash d20 (REL-5). The card lists what the surge does to whom; the
 * writes go through the GM (relic.applyBurn), once.
 */
import { relicText } from '../text';
import type { Resolution } from '../../../core';
import { signed } from '../../../foundry/templates';
import { resolveBurn, type BurnRequest, type BurnResult, type Refusal } from '../rules';
import { attackSections, attackWarnings, damageButtons } from './attack-roll';
import { d20Tone, dieView, type CardButton, type CardSection, type RelicCard } from './card';
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

/** A Burn's resolution, a refusal carrying no dice. */
export function* resolveBurnOutcome(request: BurnRequest): Resolution<BurnOutcome> {
  const result = yield* resolveBurn(request);
  return result.ok ? result : { ...result, dice: [] };
}

export class RelicBurnRoll extends RelicRoll<BurnRequest, BurnOutcome> {
  declare options: RelicRoll<BurnRequest, BurnOutcome>['options'] & { relic: BurnContext };

  protected resolve(request: BurnRequest): Resolution<BurnOutcome> {
    return resolveBurnOutcome(request);
  }

  private surgeSection(o: BurnResult): CardSection[] {
    const c = this.options.relic;
    const name = (uuid: string) => c.names[uuid] ?? '?';
    const until = relicText('card.untilNextTurn', { actor: c.actorName });
    const r = o.resonance.from;
    switch (o.surge) {
      case 'bulwark':
        return [
          {
            heading: relicText('surge.bulwark'),
            rows: [
              { label: relicText('surgeEffect.ac'), value: signed(r) },
              { label: relicText('surgeEffect.resistance'), value: signed(r) },
            ],
            texts: [until],
          },
        ];
      case 'execution':
        return o.attack
          ? attackSections(o.attack)
          : [{ heading: relicText('surge.execution'), texts: [relicText('card.noExecution')] }];
      case 'disruption':
        return [
          {
            heading: relicText('surge.disruption'),
            rows: o.effects.map((e) => ({ label: name(e.targetId), value: signed(-e.value) })),
            texts: [
              o.effects.length ? relicText('card.disruptionText', { value: r }) : relicText('card.noTargets'),
              until,
            ],
          },
        ];
      default:
        return [
          {
            heading: relicText('surge.restoration'),
            rows: [
              ...o.heals.map((h) => ({
                label: name(h.targetId),
                value: relicText('card.hpGain', { hp: h.change.hpDelta }),
              })),
              ...(o.burner.hpDelta > 0
                ? [{ label: c.actorName, value: relicText('card.hpGain', { hp: o.burner.hpDelta }) }]
                : []),
            ],
            texts: [
              o.effects.length ? relicText('card.restorationText', { value: r }) : relicText('card.noTargets'),
              until,
            ],
          },
        ];
    }
  }

  protected card(o: BurnOutcome): RelicCard {
    const c = this.options.relic;
    if (!o.ok)
      return { title: relicText('action.burn'), dice: [], sections: [], warnings: [relicText(`refusal.${o.reason}`)] };
    const backlash: CardSection = {
      heading: relicText('card.backlashHeading'),
      rows: [
        {
          label: relicText('card.backlashRoll', { threshold: o.backlash.threshold }),
          value: String(o.backlash.die),
        },
      ],
      outcome: o.backlash.condition
        ? { label: relicText(`condition.${o.backlash.condition}`), tone: 'failure' }
        : { label: relicText('odds.noBacklash'), tone: 'success' },
    };
    const buttons: CardButton[] = [
      { action: 'relic.applyBurn', label: relicText('card.applyBurn'), icon: 'fa-solid fa-fire' },
    ];
    if (o.attack) buttons.push(...damageButtons(o.attack, c.targetUuid, false));
    return {
      title: relicText('card.burnTitle', { surge: relicText(`surge.${o.surge}`) }),
      subtitle: relicText('card.burnSubtitle', { actor: c.actorName, resonance: o.resonance.from }),
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
