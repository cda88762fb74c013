/**
 * What cryture text can link to and roll: cryture.md's sections, and the Basic Attack
 * (every combatant's one power-independent attack; its other rolls are its own powers).
 */
import { checkLabels } from '../../../foundry/enrichers/check-labels';
import { rulesReferences } from '../../../foundry/enrichers/rules-references';

const SECTIONS = ['initiative', 'actions', 'movement', 'powers', 'opportunity', 'modifiers', 'statuses'];

export const CRYTURE_REFERENCES = rulesReferences(
  'MANIFOLD.cryture.rulesReference',
  SECTIONS,
  checkLabels({}, { basicAttack: 'MANIFOLD.cryture.action.basicAttack' }),
);
