/** REL-6 enemy initiative: each group rolls d20 + the highest DEX among its members, once. */
import { relicText } from '../text';
import type { Resolution } from '../../../core';
import { signed } from '../../../foundry/templates';
import { rollTurnOrder, type TurnOrderRequest, type TurnOrderResult } from '../rules';
import { dieView, type RelicCard } from './card';
import { RelicRoll } from './relic-roll';

export interface InitiativeContext {
  actorName: string;
  /** Display names of the groups, by group key. */
  groups: Record<string, string>;
}

export class RelicInitiativeRoll extends RelicRoll<TurnOrderRequest, TurnOrderResult> {
  declare options: RelicRoll<TurnOrderRequest, TurnOrderResult>['options'] & { relic: InitiativeContext };

  protected resolve(request: TurnOrderRequest): Resolution<TurnOrderResult> {
    return rollTurnOrder(request);
  }

  protected card(o: TurnOrderResult): RelicCard {
    const names = this.options.relic.groups;
    const rows = o.order.flatMap((entry) =>
      entry.kind === 'enemyGroup'
        ? [
            {
              label: names[entry.id] ?? entry.id,
              value: relicText(entry.tied ? 'card.initiativeTied' : 'card.initiativeValue', {
                die: entry.die,
                dex: signed(entry.dex),
                total: entry.total,
              }),
            },
          ]
        : [],
    );
    return {
      title: relicText('card.initiativeTitle'),
      subtitle: relicText('card.initiativeSubtitle'),
      dice: o.dice.map((d) => dieView(d)),
      sections: [{ rows }],
      warnings: o.order.some((e) => e.kind === 'enemyGroup' && e.tied) ? [relicText('card.initiativeTieNote')] : [],
    };
  }
}
