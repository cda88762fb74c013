/** The countdown ruleset's descriptor: the one object the registry reads. */
import type { RulesetDescriptor } from '../../foundry/ruleset';
import { CountdownCharacterData } from './data/character';
import { CountdownCharacterSheet } from './sheets/character-sheet';

export const countdown: RulesetDescriptor = {
  id: 'countdown',
  label: 'MANIFOLD.countdown.name',
  summary: 'MANIFOLD.countdown.summary',
  accent: 'var(--mf-accent-countdown)',
  primaryActorType: 'countdown-character',
  Actor: {
    'countdown-character': {
      model: CountdownCharacterData,
      sheet: CountdownCharacterSheet,
      label: 'TYPES.Actor.countdown-character',
      trackable: { bar: ['hp'], value: ['level'] },
    },
  },
  Item: {},
  templates: ['templates/countdown/character-sheet.hbs'],
};
