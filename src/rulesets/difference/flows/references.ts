/**
 * What difference text can link to and roll: difference.md's sections 1.1–1.6, and a
 * check with any attribute or skill the world's traits name (DIF-3: read when asked).
 */
import { checkLabels } from '../../../foundry/enrichers/check-labels';
import { rulesReferences } from '../../../foundry/enrichers/rules-references';
import { attributeName, readTraits, skillName } from '../data/traits';

const SECTIONS = ['difference', 'resolutionTable', 'difficultyRanks', 'edgesSetbacks', 'extendedTasks', 'glossary'];

export const DIFFERENCE_REFERENCES = rulesReferences(
  'MANIFOLD.difference.rulesReference',
  SECTIONS,
  checkLabels({
    attribute: { ids: () => readTraits().attributes.map((a) => a.id), name: (id) => attributeName(id) },
    skill: { ids: () => readTraits().skills.map((s) => s.id), name: (id) => skillName(id) },
  }),
);
