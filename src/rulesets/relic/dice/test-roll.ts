/** §1.1 Attribute test (or save): 1d20 + attribute against a DN of the printed table. */
import { relicText } from '../text';
import type { Resolution } from '../../../core';
import { resolveAttributeTest, type AttributeTestRequest, type AttributeTestResult } from '../rules';
import { attributeRow, d20Tone, dieView, modifierRows, type RelicCard } from './card';
import { RelicRoll } from './relic-roll';

export class RelicTestRoll extends RelicRoll<AttributeTestRequest, AttributeTestResult> {
  protected resolve(request: AttributeTestRequest): Resolution<AttributeTestResult> {
    return resolveAttributeTest(request);
  }

  protected card(o: AttributeTestResult): RelicCard {
    const success = o.outcome === 'success';
    return {
      title: relicText(`card.${o.kind}Title`, { attribute: relicText(`attribute.${o.attribute.id}`) }),
      subtitle: relicText('card.difficultySubtitle', { difficulty: relicText(`difficulty.${o.difficulty}`), dn: o.dn }),
      dice: o.dice.map((d) => dieView(d, d20Tone(d.result))),
      sections: [
        {
          rows: [
            { label: relicText('card.natural'), value: String(o.natural) },
            attributeRow(o.attribute),
            ...modifierRows(o.modifiers),
            { label: relicText('card.totalVsDn', { dn: o.dn }), value: String(o.total), strong: true },
          ],
          outcome: { label: relicText(`outcome.${o.outcome}`), tone: success ? 'success' : 'failure' },
        },
      ],
      warnings: o.naturalOneFailed ? [relicText('card.naturalOneFailed')] : [],
    };
  }
}
