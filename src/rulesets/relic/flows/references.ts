/** What relic text can link to and roll: relic.md's eight sections and notes, and the attribute tests (§1.1). */
import { checkLabels } from '../../../foundry/enrichers/check-labels';
import { rulesReferences } from '../../../foundry/enrichers/rules-references';
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

export const RELIC_REFERENCES = rulesReferences(
  'MANIFOLD.relic.rulesReference',
  SECTIONS,
  checkLabels({
    test: { ids: () => ATTRIBUTES, name: (id) => game.i18n!.localize(`MANIFOLD.relic.attribute.${id}`) },
  }),
);
