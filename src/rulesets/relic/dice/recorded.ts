/**
 * Rolls whose next die depends on the last (damage only on a hit, strain only on a Critical
 * Failure, the Execution attack before Backlash) are resolved die by die with Foundry's own dice:
 * the engine runs against the dice known so far, and each die it asks for next is rolled as a
 * Foundry Roll. The chat Roll is then built from exactly those dice, in the order the engine read
 * them, so Dice So Nice shows the faces the rules used and re-reading the roll gives the same result.
 */
import type { DiceSource } from '../../../core';
import { termsOfRecordedDice } from '../../../foundry/rolls/foundry-dice';
import type { DieRecord } from '../rules';

class NeedDie extends Error {
  constructor(readonly faces: number) {
    super(`needs a d${faces}`);
  }
}

/** Replays the dice rolled so far; asks for one more when the engine wants it. */
class ReplayDice implements DiceSource {
  private next = 0;
  constructor(private readonly known: readonly { faces: number; result: number }[]) {}
  roll(faces: number): number {
    const die = this.known[this.next++];
    if (!die) throw new NeedDie(faces);
    if (die.faces !== faces) throw new Error(`The rules asked for a d${faces} where a d${die.faces} was rolled`);
    return die.result;
  }
}

/** The most dice one relic resolution can ask for (Execution: d20 + two weapon dice, then Backlash). */
const MOST_DICE = 16;

async function rollOne(faces: number): Promise<number> {
  const roll = (await new Roll(`1d${faces}`).evaluate()) as unknown as { dice: { results: { result: number }[] }[] };
  return roll.dice[0]!.results[0]!.result;
}

/** Resolves with Foundry's dice, one die at a time, and returns the result with the dice it read. */
export async function resolveWithFoundryDice<T extends { dice?: DieRecord[] }>(
  resolve: (dice: DiceSource) => T,
): Promise<{ result: T; dice: { faces: number; result: number }[] }> {
  const dice: { faces: number; result: number }[] = [];
  for (let rolled = 0; rolled <= MOST_DICE; rolled++) {
    try {
      return { result: resolve(new ReplayDice(dice)), dice };
    } catch (error) {
      if (!(error instanceof NeedDie)) throw error;
      dice.push({ faces: error.faces, result: await rollOne(error.faces) });
    }
  }
  throw new Error('A relic roll asked for more dice than any rule rolls');
}

/** The chat Roll of dice already rolled: one die term a die, flavoured with the role the rules gave it. */
export function recordedRollData(
  className: string,
  dice: readonly DieRecord[],
  total: number,
  options: Record<string, unknown>,
): Record<string, unknown> {
  const flavoured = dice.map((d) => ({ faces: d.faces, result: d.result, flavor: d.role }));
  return {
    class: className,
    formula: flavoured.map((d) => `1d${d.faces}[${d.flavor}]`).join(' + '),
    terms: termsOfRecordedDice(flavoured),
    total,
    evaluated: true,
    options,
  };
}
