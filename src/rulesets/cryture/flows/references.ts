/**
 * What cryture text can link to and roll (issue 20): cryture.md's sections, and the Basic Attack
 * (every combatant's one power-independent attack; its other rolls are its own powers).
 */
import { checkLabels } from '../../../foundry/enrichers/check-labels';
import type { RulesetReferences } from '../../../foundry/ruleset';

const SECTIONS = ['initiative', 'actions', 'movement', 'powers', 'opportunity', 'modifiers', 'statuses'];

export const CRYTURE_REFERENCES: RulesetReferences = {
  title: 'MANIFOLD.cryture.rulesReference.title',
  sections: SECTIONS.map((key) => ({ key, name: `MANIFOLD.cryture.rulesReference.sections.${key}` })),
  checkLabel: checkLabels({}, { basicAttack: 'MANIFOLD.cryture.action.basicAttack' }),
};
