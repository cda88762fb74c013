/** What relic text can link to and roll (issue 20): relic.md's eight sections and notes, and the attribute tests (§1.1). */
import { checkLabels } from '../../../foundry/enrichers/check-labels';
import type { RulesetReferences } from '../../../foundry/ruleset';
import { ATTRIBUTES } from '../rules';

const SECTIONS = [
  'resolution',
  'attributes',
  'turns',
  'formation',
  'attacks',
  'aid',
  'relics',
  'resonance',
  'unifyingNotes',
];

export const RELIC_REFERENCES: RulesetReferences = {
  title: 'MANIFOLD.relic.rulesReference.title',
  sections: SECTIONS.map((key) => ({ key, name: `MANIFOLD.relic.rulesReference.sections.${key}` })),
  checkLabel: checkLabels({
    test: { ids: () => ATTRIBUTES, name: (id) => game.i18n!.localize(`MANIFOLD.relic.attribute.${id}`) },
  }),
};
