/** The hitdice ruleset's descriptor: the one object the registry reads. */
import type { RulesetDescriptor } from '../../foundry/ruleset';
import { HitdiceCharacterData } from './data/character';
import { HitdiceCharacterSheet } from './sheets/character-sheet';

export const hitdice: RulesetDescriptor = {
  id: 'hitdice',
  label: 'MANIFOLD.hitdice.name',
  summary: 'MANIFOLD.hitdice.summary',
  accent: 'var(--mf-accent-hitdice)',
  primaryActorType: 'hitdice-character',
  Actor: {
    'hitdice-character': {
      model: HitdiceCharacterData,
      sheet: HitdiceCharacterSheet,
      label: 'TYPES.Actor.hitdice-character',
      trackable: { bar: ['hp'], value: ['level'] },
    },
  },
  Item: {},
  templates: ['templates/hitdice/character-sheet.hbs'],
};
