/**
 * The chat roll of a process whose next die depends on the last (a defense resolved hit die by
 * hit die, each die the size of the layer it has reached): the dice come from the shared
 * `resolveWithFoundryDice`, one real Foundry roll at a time, and the roll built here carries them
 * all, with Foundry's operators between them, so Dice So Nice shows exactly the dice the rules read.
 */
import { termsOfRecordedDice } from '../../../foundry/rolls/foundry-dice';
import type { ManifoldRollOptions } from '../../../foundry/rolls/manifold-roll';

export interface RecordedDie {
  faces: number;
  result: number;
  flavor?: string;
  /** Dice So Nice's look of the die. */
  appearance?: Record<string, unknown>;
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
