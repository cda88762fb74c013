/**
 * Relic rolls whose next die depends on the last (damage only on a hit, strain only on a Critical
 * Failure, the Execution attack before Backlash) are resolved die by die with Foundry's own dice
 * (`resolveWithFoundryDice`, shared). The chat Roll is then built from exactly those dice, each
 * flavoured with the role the engine gave it, so Dice So Nice shows the faces the rules used and
 * re-reading the roll gives the same result.
 */
import type { DiceSource } from '../../../core';
import { resolveWithFoundryDice } from '../../../foundry/rolls/replay-dice';

/** The most dice one relic resolution asks for (Execution: d20 + two weapon dice, then Backlash). */
const MOST_DICE = 16;

/** Resolves with Foundry's dice, one die at a time. */
export function resolveRelicDice<T>(resolve: (dice: DiceSource) => T) {
  return resolveWithFoundryDice(resolve, MOST_DICE);
}
