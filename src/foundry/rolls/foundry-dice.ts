/**
 * Bridges Foundry's dice and the rules' resolutions: the dice a resolution asks for are drawn from
 * Foundry and become the chat roll's terms, so Dice So Nice animates exactly the dice the rules
 * read, and a roll's own dice can be read through the rules again.
 */
import { ScriptedDice, type Resolution } from '../../core/dice';

/** Every active die result of an evaluated roll, in term order, as a scripted source for the rules. */
export function diceOfRoll(roll: Roll): ScriptedDice {
  const faces: number[] = [];
  for (const term of roll.dice) {
    for (const result of term.results) if (result.active !== false && !result.discarded) faces.push(result.result);
  }
  return new ScriptedDice(faces);
}

/**
 * Runs a resolution with Foundry's dice: each ask is one Foundry Roll (`3d6`), evaluated as Foundry
 * evaluates any roll — its random generator, or the dice the user enters where the dice
 * configuration says so — and its faces go back to the rules. Returns the result and every die in
 * the order the rules read them, each flavoured with its role, to become the chat roll's terms
 * (`rollOfRecordedDice`). `mostDice` stops a broken rule from rolling forever.
 */
export async function drawFromFoundry<T>(
  resolution: Resolution<T>,
  mostDice: number,
): Promise<{ result: T; dice: RecordedDie[] }> {
  const dice: RecordedDie[] = [];
  let step = resolution.next();
  for (let ask = 0; !step.done; ask++) {
    const { count, faces, role } = step.value;
    if (dice.length + count > mostDice) throw new Error(`A resolution asked for more than ${mostDice} dice`);
    const roll = await new Roll(`${count}d${faces}`).evaluate();
    const rolled = roll.dice[0]!.results.map((r) => r.result);
    for (const result of rolled) dice.push({ faces, result, ask, ...(role ? { flavor: role } : {}) });
    step = resolution.next(rolled);
  }
  return { result: step.value, dice };
}

/** A die already rolled, in the order the rules read it. */
export interface RecordedDie {
  faces: number;
  result: number;
  /** The die's role (`exertion`, `defense`, …): shown in Foundry's tooltip and chosen by Dice So Nice. */
  flavor?: string;
  /** Dice So Nice's look of the die, when a ruleset chooses one. */
  appearance?: Record<string, unknown>;
  /** Which of the resolution's asks drew it: the dice of one ask are one term (`2d6[exertion]`). */
  ask?: number;
}

/**
 * The serialised data of an evaluated roll made of dice already rolled — one term for the dice of
 * one ask (`2d6[exertion]`; a die of no known ask is a term of its own), with Foundry's `+`
 * operators between them, as Foundry's own terms are — so `Roll.fromData` rebuilds it, Dice So Nice
 * shows those faces, and re-reading its dice gives the rules the same faces in order.
 */
export function recordedRollData(
  className: string,
  dice: readonly RecordedDie[],
  options: Record<string, unknown>,
  total = dice.reduce((sum, d) => sum + d.result, 0),
): Record<string, unknown> {
  const groups: RecordedDie[][] = [];
  for (const d of dice) {
    const last = groups.at(-1)?.[0];
    if (last && d.ask !== undefined && last.ask === d.ask) groups.at(-1)!.push(d);
    else groups.push([d]);
  }
  const terms: Record<string, unknown>[] = [];
  groups.forEach((group, i) => {
    const d = group[0]!;
    if (i > 0) terms.push({ class: 'OperatorTerm', options: {}, evaluated: true, operator: '+' });
    const termOptions = {
      ...(d.flavor ? { flavor: d.flavor } : {}),
      ...(d.appearance ? { appearance: d.appearance } : {}),
    };
    terms.push({
      class: 'Die',
      options: termOptions,
      evaluated: true,
      number: group.length,
      faces: d.faces,
      modifiers: [],
      results: group.map((g) => ({ result: g.result, active: true })),
    });
  });
  if (!dice.length) terms.push({ class: 'NumericTerm', options: {}, evaluated: true, number: 0 });
  const termFormula = (group: RecordedDie[]) =>
    `${group.length}d${group[0]!.faces}${group[0]!.flavor ? `[${group[0]!.flavor}]` : ''}`;
  const formula = groups.length ? groups.map(termFormula).join(' + ') : '0';
  return { class: className, formula, terms, total, evaluated: true, options };
}

/** An evaluated roll of the given class made of dice already rolled (see recordedRollData). */
export function rollOfRecordedDice<R>(
  RollClass: { name: string; fromData(data: never): unknown },
  dice: readonly RecordedDie[],
  options: Record<string, unknown>,
  total?: number,
): R {
  // fvtt-types gap: Roll.fromData wants Roll.Data with every term's class fields; recorded dice carry only results.
  return RollClass.fromData(recordedRollData(RollClass.name, dice, options, total) as never) as R;
}
