/**
 * Rolls a process whose next die depends on the last (a defense resolved hit die by hit die, its
 * die size following the layer it has reached) with Foundry's own dice, one die at a time: the
 * engine is re-run over the faces so far until it asks for no new die. Each die is a real Foundry
 * roll (manual dice entry and tests' scripted faces work), and the final roll carries them all so
 * Dice So Nice shows exactly the dice the rules read.
 */
import type { DiceSource } from '../../../core';
import { termsOfRecordedDice } from '../../../foundry/rolls/foundry-dice';
import type { ManifoldRollOptions } from '../../../foundry/rolls/manifold-roll';

export interface RecordedDie {
  faces: number;
  result: number;
  flavor?: string;
  /** Dice So Nice's look of the die. */
  appearance?: Record<string, unknown>;
}

class NeedDie extends Error {
  constructor(readonly faces: number) {
    super(`a d${faces} is needed`);
  }
}

class ReplayDice implements DiceSource {
  private next = 0;
  constructor(private readonly known: readonly RecordedDie[]) {}
  roll(faces: number): number {
    const die = this.known[this.next++];
    if (!die) throw new NeedDie(faces);
    if (die.faces !== faces) throw new Error(`The replay asked for a d${faces} where a d${die.faces} was rolled`);
    return die.result;
  }
}

/** One die from Foundry's dice (honours manual entry, Dice So Nice animates the final roll). */
export async function foundryDie(faces: number): Promise<number> {
  const roll = await new Roll(`1d${faces}`).evaluate();
  return Number(roll.total);
}

/** Runs `resolve` over Foundry dice rolled one at a time, as the process asks for them. */
export async function resolveDieByDie<T>(
  resolve: (dice: DiceSource) => T,
  rollDie: (faces: number) => Promise<number> = foundryDie,
): Promise<{ result: T; dice: RecordedDie[] }> {
  const dice: RecordedDie[] = [];
  for (;;) {
    try {
      return { result: resolve(new ReplayDice(dice)), dice };
    } catch (error) {
      if (!(error instanceof NeedDie)) throw error;
      dice.push({ faces: error.faces, result: await rollDie(error.faces) });
    }
  }
}

/** A roll of the given class made of already-rolled dice (with operators between them, as Foundry's terms are). */
export function rollOfRecordedDice<R extends Roll>(
  RollClass: { name: string; fromData(data: never): unknown },
  dice: readonly RecordedDie[],
  options: ManifoldRollOptions,
): R {
  const terms: Record<string, unknown>[] = [];
  termsOfRecordedDice(dice).forEach((term, i) => {
    if (i > 0) terms.push({ class: 'OperatorTerm', options: {}, evaluated: true, operator: '+' });
    const appearance = dice[i]!.appearance;
    terms.push(appearance ? { ...term, options: { ...term.options, appearance } } : term);
  });
  const formula = dice.length ? dice.map((d) => `1d${d.faces}${d.flavor ? `[${d.flavor}]` : ''}`).join(' + ') : '0';
  if (!dice.length) terms.push({ class: 'NumericTerm', options: {}, evaluated: true, number: 0 });
  const total = dice.reduce((sum, d) => sum + d.result, 0);
  return RollClass.fromData({ class: RollClass.name, options, formula, terms, total, evaluated: true } as never) as R;
}
