/**
 * Resolving with Foundry's own dice, one die at a time, for rules whose next die depends on the
 * last (damage only on a hit, a whole stat set rerolled when none is high enough): the rules run
 * against the dice known so far, and each die they ask for next is rolled as a Foundry Roll. The
 * chat Roll is then built from exactly those dice (`termsOfRecordedDice`), in the order the rules
 * read them, so Dice So Nice shows the faces the rules used.
 */
import type { DiceSource } from '../../core/dice';

/** The rules asked for a die the replay does not know yet. */
export class NeedDie extends Error {
  constructor(readonly faces: number) {
    super(`needs a d${faces}`);
  }
}

/** Replays known dice in order; asks for one more past them (or throws on a different die size). */
export class ReplayDice implements DiceSource {
  private next = 0;
  constructor(private readonly known: readonly { faces: number; result: number }[]) {}
  roll(faces: number): number {
    const die = this.known[this.next++];
    if (!die) throw new NeedDie(faces);
    if (die.faces !== faces) throw new Error(`The rules asked for a d${faces} where a d${die.faces} was rolled`);
    return die.result;
  }
}

async function foundryDie(faces: number): Promise<number> {
  const roll = await new Roll(`1d${faces}`).evaluate();
  return roll.dice[0]!.results[0]!.result;
}

/** Resolves with Foundry's dice, one at a time; `maxDice` stops a broken rule from rolling forever. */
export async function resolveWithFoundryDice<T>(
  resolve: (dice: DiceSource) => T,
  maxDice: number,
): Promise<{ result: T; dice: { faces: number; result: number }[] }> {
  const dice: { faces: number; result: number }[] = [];
  for (;;) {
    try {
      return { result: resolve(new ReplayDice(dice)), dice };
    } catch (error) {
      if (!(error instanceof NeedDie) || dice.length >= maxDice) throw error;
      dice.push({ faces: error.faces, result: await foundryDie(error.faces) });
    }
  }
}
