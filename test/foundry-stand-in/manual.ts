/**
 * Foundry v13's dice fulfilment: each denomination has a method (the core setting
 * `diceConfiguration`, methods in CONFIG.Dice.fulfillment); an interactive method such as
 * `manual` makes Roll#evaluate open the RollResolver and wait for the user to enter the faces.
 * Closing the resolver without entering them fulfils the dice digitally. evaluateSync cannot wait
 * for a resolver, which is one reason it refuses dice (dice.ts).
 */
import type { Die } from './dice';

const methods = new Map<string, string>();
const entered: number[] = [];

/** Sets a denomination's method (`manual`, or `''` for Foundry's digital default). */
export function setDiceMethod(denomination: string, method: string): void {
  if (method) methods.set(denomination, method);
  else methods.delete(denomination);
}

/** What the user types into the RollResolver, in order. */
export function enterResolverFaces(...faces: number[]): void {
  entered.push(...faces);
}

export function clearFulfilment(): void {
  methods.clear();
  entered.length = 0;
}

/** The resolver's results for a manual die, or null when it is fulfilled digitally. */
export async function resolveManually(die: Die): Promise<number[] | null> {
  if (methods.get(`d${die.faces}`) !== 'manual') return null;
  if (entered.length < die.number) return null; // closed without an answer: digital fallback
  const faces = entered.splice(0, die.number);
  for (const f of faces) if (f < 1 || f > die.faces) throw new Error(`${f} is not a face of a d${die.faces}`);
  return faces;
}
