/** The difference ruleset's descriptor: the one object the registry reads. */
import type { RulesetDescriptor } from '../../foundry/ruleset';
import { DifferenceCharacterData } from './data/character';
import { DifferenceCharacterSheet } from './sheets/character-sheet';

export const difference: RulesetDescriptor = {
  id: 'difference',
  label: 'MANIFOLD.difference.name',
  summary: 'MANIFOLD.difference.summary',
  accent: 'var(--mf-accent-difference)',
  primaryActorType: 'difference-character',
  Actor: {
    'difference-character': {
      model: DifferenceCharacterData,
      sheet: DifferenceCharacterSheet,
      label: 'TYPES.Actor.difference-character',
      trackable: { bar: ['hp'], value: ['level'] },
    },
  },
  Item: {},
  templates: ['templates/difference/character-sheet.hbs'],
};
