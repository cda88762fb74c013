/**
 * The base of the countdown Roll subclasses. Each names the engine resolution that asks for its
 * dice (`resolve`); `rollCountdown` answers each ask with a Foundry Roll, in the order the rules
 * ask (a miss asks for no damage die, a rerolled stat set for eighteen more), then builds the Roll
 * from those dice so Dice So Nice shows what the rules read.
 */
import { RecordedDice, resolveWith, type DiceSource, type Resolution } from '../../../core';
import { drawFromFoundry, rollOfRecordedDice } from '../../../foundry/rolls/foundry-dice';
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
 * Rolls a countdown Roll: Foundry rolls the dice the resolution asks for, as it asks, then the
 * Roll is built from those dice with the outcome already read. A refused request rolls nothing.
 * The Roll's dice carry no role: its formula stays the plain dice (`1d20 + 1d8`) and its total
 * their sum.
 */
export async function rollCountdown<R extends CountdownRoll>(
  Cls: CountdownRollClass<R>,
  request: object,
  actorUuid?: string,
): Promise<R> {
  const { result: outcome, dice } = await drawFromFoundry(Cls.resolve(request), MAX_DICE);
  if (isRefusal(outcome)) throw new CountdownRefusal(outcome);
  return rollOfRecordedDice<R>(
    Cls,
    dice.map(({ faces, result }) => ({ faces, result })),
    {
      ruleset: 'countdown',
      request,
      outcome,
      ...(actorUuid ? { actorUuid } : {}),
    },
  );
}

/** Rebuilds a stored roll and reads its dice again: what a GM checks before acting on a card. */
export function rederive<R extends CountdownRoll>(roll: R): unknown {
  const faces = roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));
  const Cls = roll.constructor as typeof CountdownRoll;
  const rolled = new RecordedDice(roll.dice.map((d, i) => ({ faces: d.faces ?? 0, result: faces[i]! })));
  return resolveWith(Cls.resolve(roll.options.request), rolled);
}
