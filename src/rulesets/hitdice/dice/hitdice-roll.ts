/**
 * What every hitdice Roll shares: its request and the engine's reading of its dice, typed; the
 * rules that read the dice and the card that shows them are the subclass's. A hitdice roll is never
 * evaluated from a formula: the roll pipeline (src/foundry/rolls/pipeline.ts) runs the rules with
 * Foundry's dice, one Foundry roll per ask, and `hitdiceChatRoll` makes the chat roll of exactly the
 * dice the rules read.
 */
import { localize } from '../../../foundry/i18n';
import { type Resolution } from '../../../core';
import { ManifoldRoll, type ManifoldRollOptions } from '../../../foundry/rolls/manifold-roll';
import { rollOfRecordedDice } from '../../../foundry/rolls/foundry-dice';
import type { MadeRoll } from '../../../foundry/rolls/pipeline';
import { MAX_STORED_DICE, ROLL_ORDER } from '../rules';
import { dieLook, type Localize } from './dice-view';

/** The most dice one hitdice resolution asks for: a pool of every role, each as large as a sheet stores. */
export const MOST_HITDICE_DICE = ROLL_ORDER.length * MAX_STORED_DICE;

export abstract class HitdiceRoll<Request extends object, Result extends object> extends ManifoldRoll<Request, Result> {
  /** The options of a new roll of this request (by this actor). */
  static optionsOf<Request extends object>(request: Request, actorUuid?: string): ManifoldRollOptions<Request, never> {
    return {
      ruleset: 'hitdice',
      request,
      ...(actorUuid ? { actorUuid } : {}),
    };
  }

  get request(): Request {
    return this.options.request;
  }

  /** The engine's reading of the dice (kept in the roll's options, so a reloaded card needs no reroll). */
  get reading(): Result | undefined {
    return this.outcome;
  }

  /** The engine's resolution of this request. */
  protected abstract rules(request: Request): Resolution<Result>;

  /** The card's context for this request and reading. */
  protected abstract card(request: Request, result: Result | undefined, isPrivate: boolean, t: Localize): object;

  protected cardContext(isPrivate: boolean) {
    return this.card(this.request, this.reading, isPrivate, localize);
  }
}

/** A die term's options as Dice So Nice reads them: Foundry's DiceTerm options do not name `appearance`. */
type DressedTerm = { options: { flavor?: string | null | undefined; appearance?: unknown } };

/** What a roll made, as its chat roll needs it: the request, the rules' result and every die they read. */
export type MadeHitdice<Request, Result> = Pick<MadeRoll<Request, Result>, 'request' | 'result' | 'dice'>;

/**
 * The chat roll of `RollClass` for what a roll made: exactly the dice the rules read, in their
 * order, each flavoured with its role and dressed for Dice So Nice by `look`, holding the request
 * and the outcome. Its total is the dice's sum, as a formula of them would be.
 */
export function hitdiceChatRoll<R extends Roll, Request extends object, Result extends object>(
  RollClass: { name: string; fromData(data: never): unknown },
  made: MadeHitdice<Request, Result>,
  actorUuid?: string,
  look: (die: { flavor?: string | undefined }) => unknown = dieLook,
): R {
  const roll = rollOfRecordedDice<R>(RollClass, made.dice, {
    ...HitdiceRoll.optionsOf(made.request, actorUuid),
    outcome: made.result,
  });
  // One term an ask, in the rules' order: each dressed by its role on the roll itself, as an evaluated roll's terms are.
  for (const term of roll.dice as DressedTerm[])
    term.options.appearance ??= look({ flavor: term.options.flavor ?? undefined });
  return roll;
}
