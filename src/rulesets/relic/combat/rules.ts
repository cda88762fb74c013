/** The relic ruleset's CombatRules: REL-6 order and initiative, turn and round automation, tracker extras. */
import type { CombatRules } from '../../../foundry/ruleset';
import { rollInitiative } from './initiative';
import { sortCombatants } from './turn-order';
import { initiativeHint, trackerExtras, wireTracker } from './tracker';
import { onRoundStart, onTurnStart } from './turns';

export const relicCombat: CombatRules = {
  sortCombatants,
  rollInitiative,
  onRoundStart,
  onTurnStart,
  trackerExtras,
  initiativeHint,
  wireTracker,
};
