/**
 * What every hitdice Roll shares: its request and the engine's reading of its dice, typed; the
 * rules that read the dice and the card that shows them are the subclass's.
 */
import { localize } from '../../../foundry/i18n';
import type { ScriptedDice } from '../../../core';
import { ManifoldRoll, type ManifoldRollOptions } from '../../../foundry/rolls/manifold-roll';
import { dressSafeDice, type Localize } from './dice-view';

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

  override async evaluate(options?: Parameters<Roll['evaluate']>[0]): Promise<Roll.Evaluated<this>> {
    dressSafeDice(this);
    return super.evaluate(options);
  }

  /** The engine's resolution of this request with these dice. */
  protected abstract resolveRules(request: Request, dice: ScriptedDice): Result;

  /** The card's context for this request and reading. */
  protected abstract card(request: Request, result: Result | undefined, isPrivate: boolean, t: Localize): object;

  protected interpret(dice: ScriptedDice): Result {
    return this.resolveRules(this.request, dice);
  }

  protected cardContext(isPrivate: boolean) {
    return this.card(this.request, this.reading, isPrivate, localize);
  }
}
