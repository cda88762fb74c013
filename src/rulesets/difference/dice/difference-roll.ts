/**
 * The base of the difference rolls: the request they were built from and the engine's result, typed.
 * Each roll class names its engine resolution (`static resolve`), which a roll's plan runs through
 * the roll pipeline (src/foundry/rolls/pipeline.ts); `fromMade` builds the chat roll from exactly
 * the dice the rules read, so Dice So Nice shows them and the GM's replay of the roll reads the same
 * faces in the same order.
 */
import type { Resolution } from '../../../core';
import { appearanceFor } from '../../../foundry/dice-so-nice';
import { rollOfRecordedDice } from '../../../foundry/rolls/foundry-dice';
import { ManifoldRoll } from '../../../foundry/rolls/manifold-roll';
import type { MadeRoll } from '../../../foundry/rolls/pipeline';

/**
 * Far more dice than any difference roll asks for (two d100s; a Recovery Roll or an Afflicted
 * instance of at most 100 dice): it only stops a broken rule from rolling forever.
 */
export const MOST_DIFFERENCE_DICE = 1000;

/** A difference roll class: its engine resolution, and what Foundry needs to rebuild it. */
export interface DifferenceRollClass<R extends AnyDifferenceRoll> {
  name: string;
  prototype: R;
  resolve(request: R['request']): Resolution<R['resolved']>;
  fromData(data: never): unknown;
}

/** Any difference roll, whatever it resolves. */
export type AnyDifferenceRoll = DifferenceRoll<object, object>;

export abstract class DifferenceRoll<Request extends object, Resolved extends object> extends ManifoldRoll<
  Request,
  Resolved
> {
  get request(): Request {
    return this.options.request;
  }

  /** The engine's reading of the dice (kept in the roll's options). */
  get resolved(): Resolved {
    return this.outcome!;
  }

  /**
   * The chat roll of what a plan made. Each die wears its role as its flavor and the ruleset's
   * colours; Foundry's total stays the sum of the dice, as it was when the roll was a formula
   * (`1d100`, `2d100`, `3d6`, the Afflicted dice).
   */
  static fromMade<R extends AnyDifferenceRoll>(
    this: DifferenceRollClass<R>,
    made: MadeRoll<R['request'], R['resolved']>,
    actor: Actor.Implementation | null,
  ): R {
    return rollOfRecordedDice<R>(
      this,
      made.dice.map((d) => ({ ...d, appearance: appearanceFor('difference', d.flavor) })),
      {
        ruleset: 'difference',
        request: made.request,
        outcome: made.result,
        ...(actor ? { actorUuid: actor.uuid } : {}),
      },
    );
  }

  /** A roll of this class holding a result read elsewhere (the GM's own replay of a card's roll). */
  static replayed<R extends AnyDifferenceRoll>(
    this: DifferenceRollClass<R>,
    request: R['request'],
    outcome: R['resolved'],
    actorUuid?: string,
  ): R {
    return rollOfRecordedDice<R>(this, [], {
      ruleset: 'difference',
      request,
      outcome,
      ...(actorUuid ? { actorUuid } : {}),
    });
  }
}
