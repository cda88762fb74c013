/** The relic ruleset's descriptor: the one object the registry reads. */
import type { RulesetDescriptor } from '../../foundry/ruleset';
import { SeekerData } from './data/seeker';
import { SeekerSheet } from './sheets/seeker-sheet';

export const relic: RulesetDescriptor = {
  id: 'relic',
  label: 'MANIFOLD.relic.name',
  summary: 'MANIFOLD.relic.summary',
  accent: 'var(--mf-accent-relic)',
  primaryActorType: 'relic-seeker',
  Actor: {
    'relic-seeker': {
      model: SeekerData,
      sheet: SeekerSheet,
      label: 'TYPES.Actor.relic-seeker',
      trackable: { bar: ['hp'], value: ['level'] },
    },
  },
  Item: {},
  templates: ['templates/relic/seeker-sheet.hbs'],
};
