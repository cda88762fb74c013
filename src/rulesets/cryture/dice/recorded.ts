/**
 * Every cryture roll is resolved with Foundry's dice: each ask of the rules is one Foundry Roll
 * (`drawFromFoundry`), so the user's dice configuration is honoured, and the chat roll is built
 * from exactly the dice the rules read, in that order, each flavoured with its role and wearing
 * cryture's colours in Dice So Nice. Its total is the sum of its dice, as a pool's total always was.
 */
import type { Resolution } from '../../../core';
import { appearanceFor } from '../../../foundry/dice-so-nice';
import { drawFromFoundry, rollOfRecordedDice } from '../../../foundry/rolls/foundry-dice';

/** A cryture Roll class, as Foundry rebuilds it from data. */
interface CrytureRollClass {
  name: string;
  fromData(data: never): unknown;
}

/** Resolves with Foundry's dice and returns the evaluated roll of `RollClass` holding them and the outcome. */
export async function resolvedRoll<R>(
  RollClass: CrytureRollClass,
  resolution: Resolution<object>,
  mostDice: number,
  options: { request: object; actorUuid?: string },
): Promise<R> {
  const { result, dice } = await drawFromFoundry(resolution, mostDice);
  const dressed = dice.map((d) => ({ ...d, appearance: appearanceFor('cryture', d.flavor) }));
  const total = dice.reduce((sum, d) => sum + d.result, 0);
  return rollOfRecordedDice<R>(RollClass, dressed, { ruleset: 'cryture', ...options, outcome: result }, total);
}
