/**
 * Bridges Foundry's dice and the rules' DiceSource. Rules resolve from the faces Foundry rolled, so
 * Dice So Nice animates exactly the dice the rules read.
 */
import { ScriptedDice, type DiceSource } from '../../core/dice';

/** Every active die result of an evaluated roll, in term order, as a scripted source for the rules. */
export function diceOfRoll(roll: Roll): ScriptedDice {
  const faces: number[] = [];
  for (const term of roll.dice) {
    for (const result of term.results) if (result.active !== false && !result.discarded) faces.push(result.result);
  }
  return new ScriptedDice(faces);
}

/**
 * Dice drawn one at a time from Foundry's own random generator, for processes whose next die
 * depends on the last (a defense resolved hit die by hit die). Record them with RecordingDice and
 * build the chat roll with `rollOfRecordedDice` so Dice So Nice shows the same faces.
 */
export class FoundryRandomDice implements DiceSource {
  roll(faces: number): number {
    const uniform = CONFIG.Dice.randomUniform();
    return Math.min(faces, Math.floor(uniform * faces) + 1);
  }
}

/** The serialised terms of a roll whose dice are already known: one die term per group, in order. */
export function termsOfRecordedDice(dice: readonly { faces: number; result: number; flavor?: string }[]) {
  return dice.map((d, i) => ({
    class: 'Die',
    options: d.flavor ? { flavor: d.flavor } : {},
    evaluated: true,
    number: 1,
    faces: d.faces,
    modifiers: [],
    results: [{ result: d.result, active: true }],
    _index: i,
  }));
}
