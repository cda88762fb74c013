/** What countdown text can link to and roll: countdown.md's sections, and a check with each stat or skill (CD-1). */
import { checkLabels } from '../../../foundry/enrichers/check-labels';
import { rulesReferences } from '../../../foundry/enrichers/rules-references';
import { SKILL_IDS, STAT_IDS } from '../rules';

const SECTIONS = [
  'resolution',
  'advantage',
  'naturals',
  'stats',
  'training',
  'classes',
  'ancestries',
  'backgrounds',
  'combat',
  'countdownDice',
  'pressure',
  'deathDying',
  'distance',
  'light',
  'resting',
  'gear',
  'advancement',
  'randomEncounters',
  'currency',
];

export const COUNTDOWN_REFERENCES = rulesReferences(
  'MANIFOLD.countdown.rulesReference',
  SECTIONS,
  checkLabels({
    stat: { ids: () => STAT_IDS, name: (id) => game.i18n!.localize(`MANIFOLD.countdown.stat.${id}`) },
    skill: { ids: () => SKILL_IDS, name: (id) => game.i18n!.localize(`MANIFOLD.countdown.skill.${id}`) },
  }),
);
