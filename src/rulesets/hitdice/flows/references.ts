/** What hitdice text can link to and roll: hitdice.md's sections, and a skill roll in each of the eight domains. */
import { checkLabels } from '../../../foundry/enrichers/check-labels';
import { rulesReferences } from '../../../foundry/enrichers/rules-references';
import { SKILLS } from '../rules';

const SECTIONS = [
  'coreResolution',
  'characterResources',
  'hitDiceByLevel',
  'initiative',
  'actionEconomy',
  'restRecovery',
  'universalActions',
  'deathDying',
  'resolveChecks',
  'affinityDice',
  'skills',
  'actionTiers',
  'combat',
  'weaponsArmor',
  'resolve',
];

export const HITDICE_REFERENCES = rulesReferences(
  'MANIFOLD.hitdice.rulesReference',
  SECTIONS,
  checkLabels({
    skill: { ids: () => SKILLS, name: (id) => game.i18n!.localize(`MANIFOLD.hitdice.skill.${id}`) },
  }),
);
