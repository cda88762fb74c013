/**
 * The base of the countdown Roll subclasses. Each names the engine resolution that asks for its
 * dice (`resolve`); a countdown roll's plan (flows/plan.ts) has the roll pipeline answer each ask
 * with a Foundry Roll, in the order the rules ask (a miss asks for no damage die, a rerolled stat
 * set for eighteen more), and `countdownChatRoll` builds the Roll from those dice so Dice So Nice
 * shows what the rules read.
 */
import { RecordedDice, resolveWith, type Resolution } from '../../../core';
import { rollOfRecordedDice, type RecordedDie } from '../../../foundry/rolls/foundry-dice';
import { ManifoldRoll } from '../../../foundry/rolls/manifold-roll';
import { dressDice } from '../../../foundry/dice-so-nice';

export abstract class CountdownRoll<Req = unknown, Out = unknown> extends ManifoldRoll {
  static override CHAT_TEMPLATE = 'systems/manifold/templates/countdown/card.hbs';

  /** The engine resolution of the request, asking for its dice as it goes (overridden per roll). */
  static resolve(_request: unknown): Resolution<unknown> {
    throw new Error('A countdown roll must name its resolution');
  }

  get request(): Req {
    return this.options.request as Req;
  }

  /** The engine's outcome (Roll#result is Foundry's own formula text). */
  get resolved(): Out {
    return this.options.outcome as Out;
  }
}

export type CountdownRollClass<R extends CountdownRoll> = (new (...args: never[]) => R) & {
  resolve(request: unknown): Resolution<unknown>;
  fromData(data: unknown): unknown;
  name: string;
};

/** The most dice one countdown resolution asks for (a stat roll rerolling all six many times stays far below). */
export const MOST_COUNTDOWN_DICE = 600;

/**
 * The chat Roll of what a countdown plan made: built from the dice the rules asked for, with the
 * request and the outcome in its options. The dice carry no role: its formula stays the plain
 * dice (`1d20 + 1d8`) and its total their sum.
 */
export function countdownChatRoll<R extends CountdownRoll>(
  Cls: CountdownRollClass<R>,
  actor: Actor.Implementation | null,
  made: { request: unknown; result: unknown; dice: readonly RecordedDie[] },
): R {
  const roll = rollOfRecordedDice<R>(Cls, made.dice, {
    ruleset: 'countdown',
    request: made.request,
    outcome: made.result,
    ...(actor ? { actorUuid: actor.uuid } : {}),
  });
  // Each term in its role's Dice So Nice colours (a countdown die's own), else countdown's accent.
  dressDice(roll);
  return roll;
}

/** Rebuilds a stored roll and reads its dice again: what a GM checks before acting on a card. */
export function rederive<R extends CountdownRoll>(roll: R): unknown {
  const faces = roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));
  const Cls = roll.constructor as typeof CountdownRoll;
  const rolled = new RecordedDice(roll.dice.map((d, i) => ({ faces: d.faces ?? 0, result: faces[i]! })));
  return resolveWith(Cls.resolve(roll.options.request), rolled);
}
