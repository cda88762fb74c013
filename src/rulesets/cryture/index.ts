/** The cryture ruleset's descriptor: the one object the registry reads. */
import type { RulesetDescriptor } from '../../foundry/ruleset';
import { TrainerData } from './data/trainer';
import { TrainerSheet } from './sheets/trainer-sheet';

export const cryture: RulesetDescriptor = {
  id: 'cryture',
  label: 'MANIFOLD.cryture.name',
  summary: 'MANIFOLD.cryture.summary',
  accent: 'var(--mf-accent-cryture)',
  primaryActorType: 'cryture-trainer',
  Actor: {
    'cryture-trainer': {
      model: TrainerData,
      sheet: TrainerSheet,
      label: 'TYPES.Actor.cryture-trainer',
      trackable: { bar: ['hp'], value: ['level'] },
    },
  },
  Item: {},
  templates: ['templates/cryture/trainer-sheet.hbs'],
};
