/**
 * The base of every relic Roll: the engine resolves it from Foundry's dice (recorded die by die),
 * the outcome is kept in the roll's options, and `rederive()` reads the same dice through the
 * engine again. The GM decides from its own copy of the roll instead (chat/trusted.ts): the
 * message's author can rewrite its dice and its request.
 */
import { resolveWith, type DiceSource, type Resolution } from '../../../core';
import { ManifoldRoll, type ManifoldRollOptions } from '../../../foundry/rolls/manifold-roll';
import { diceOfRoll, drawFromFoundry, rollOfRecordedDice } from '../../../foundry/rolls/foundry-dice';
import type { DieRecord } from '../rules';
import type { RelicCard } from './card';

/** The most dice one relic resolution asks for (Execution: d20 + two weapon dice, then Backlash). */
const MOST_DICE = 16;

/** What a relic roll knows besides the engine request: names and uuids for the card and its buttons. */
export interface RelicRollContext {
  actorName: string;
  [key: string]: unknown;
}

export interface RelicRollOptions<
  Request,
  Outcome extends object = Record<string, unknown>,
> extends ManifoldRollOptions<Request & object, Outcome> {
  relic: RelicRollContext;
}

/** Any relic roll, whatever it resolves. */
export type AnyRelicRoll = RelicRoll<unknown, { dice: DieRecord[] }>;

interface RelicRollClass<R extends AnyRelicRoll> {
  name: string;
  prototype: R;
  fromData(data: never): unknown;
}

export abstract class RelicRoll<Request, Outcome extends { dice: DieRecord[] }> extends ManifoldRoll<
  Request & object,
  Outcome
> {
  static override CHAT_TEMPLATE = 'systems/manifold/templates/relic/roll-card.hbs';

  declare options: Roll.Options & RelicRollOptions<Request, Outcome>;

  /** The engine's resolution of this roll's request. */
  protected abstract resolve(request: Request): Resolution<Outcome>;

  /** The card shown in chat. */
  protected abstract card(outcome: Outcome): RelicCard;

  /** The total Foundry shows for this roll (the d20 total the outcome reads). */
  protected static totalOf(outcome: { total?: number; dice: DieRecord[] }): number {
    return outcome.total ?? outcome.dice.reduce((t, d) => t + d.result, 0);
  }

  protected interpret(dice: DiceSource): Outcome {
    return resolveWith(this.resolve(this.options.request), dice);
  }

  get resolution(): Outcome {
    return this.options.outcome!;
  }

  /** The outcome read again from this roll's own dice and request, ignoring the stored outcome. */
  rederive(): Outcome {
    const dice = diceOfRoll(this);
    const outcome = resolveWith(this.resolve(this.options.request), dice);
    dice.assertConsumed();
    return outcome;
  }

  protected cardContext(isPrivate: boolean): RelicCard {
    return isPrivate
      ? { title: game.i18n!.localize('MANIFOLD.relic.card.private'), dice: [], sections: [] }
      : this.card(this.resolution);
  }

  /** Resolves the options' request with Foundry's dice and returns the evaluated roll of this class. */
  static async resolved<R extends AnyRelicRoll>(
    this: RelicRollClass<R>,
    options: Omit<RelicRollOptions<unknown>, 'outcome'>,
  ): Promise<R> {
    // The class's own resolve, read before the roll exists (it depends on the request only).
    const probe = Object.create(this.prototype) as R;
    const { result } = await drawFromFoundry(probe.resolve(options.request), MOST_DICE);
    // Each die flavoured with the role the rules gave it, so Dice So Nice and the card name it.
    const dice = result.dice.map((d) => ({ faces: d.faces, result: d.result, flavor: d.role }));
    return rollOfRecordedDice<R>(this, dice, { ...options, outcome: result }, RelicRoll.totalOf(result));
  }
}
