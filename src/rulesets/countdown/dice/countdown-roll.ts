/**
 * The base of the countdown Roll subclasses. Each names the engine call that reads its dice
 * (`resolve`); `rollCountdown` asks Foundry for exactly the dice that call reads, one at a time
 * and in its order (a miss rolls no damage die, a rerolled stat set rolls eighteen more), then
 * builds the Roll from those dice so Dice So Nice shows what the rules read.
 */
import { resolveWith, type DiceSource, type Resolution } from '../../../core';
import { rollOfRecordedDice } from '../../../foundry/rolls/foundry-dice';
import { ReplayDice, resolveWithFoundryDice } from '../../../foundry/rolls/replay-dice';
import { ManifoldRoll } from '../../../foundry/rolls/manifold-roll';
import { isRefusal, type Refusal } from '../rules';

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

  protected interpret(dice: DiceSource): Record<string, unknown> {
    const Cls = this.constructor as typeof CountdownRoll;
    return resolveWith(Cls.resolve(this.options.request), dice) as Record<string, unknown>;
  }
}

export type CountdownRollClass<R extends CountdownRoll> = (new (...args: never[]) => R) & {
  resolve(request: unknown): Resolution<unknown>;
  fromData(data: unknown): unknown;
  name: string;
};

/** A cap no legitimate roll reaches (a stat roll rerolling all six many times stays far below). */
const MAX_DICE = 600;

/** Thrown when the engine refuses a request: the message is the i18n key of the reason. */
export class CountdownRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

/**
 * Rolls a countdown Roll: Foundry rolls each die the resolution asks for, then the Roll is built
 * from those dice with the outcome already read. A refused request rolls nothing.
 */
export async function rollCountdown<R extends CountdownRoll>(
  Cls: CountdownRollClass<R>,
  request: object,
  actorUuid?: string,
): Promise<R> {
  const { result: outcome, dice } = await resolveWithFoundryDice(
    (source) => resolveWith(Cls.resolve(request), source),
    MAX_DICE,
  );
  if (isRefusal(outcome)) throw new CountdownRefusal(outcome);
  return rollOfRecordedDice<R>(Cls, dice, {
    ruleset: 'countdown',
    request,
    outcome,
    ...(actorUuid ? { actorUuid } : {}),
  });
}

/** Rebuilds a stored roll and reads its dice again: what a GM checks before acting on a card. */
export function rederive<R extends CountdownRoll>(roll: R): unknown {
  const faces = roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));
  const Cls = roll.constructor as typeof CountdownRoll;
  const replay = new ReplayDice(roll.dice.map((d, i) => ({ faces: d.faces ?? 0, result: faces[i]! })));
  return resolveWith(Cls.resolve(roll.options.request), replay);
}
