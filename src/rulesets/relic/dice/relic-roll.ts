/**
 * The base of every relic Roll: the chat roll of a relic plan (flows/post-roll.ts), its dice
 * those the rules asked for, the outcome kept in its options; `rederive()` reads the same dice
 * through the rules again. The GM decides from its own copy of the roll instead (chat/trusted.ts): the
 * message's author can rewrite its dice and its request.
 */
import { resolveWith, type Resolution } from '../../../core';
import { ManifoldRoll, type ManifoldRollOptions } from '../../../foundry/rolls/manifold-roll';
import { diceOfRoll } from '../../../foundry/rolls/foundry-dice';
import type { DieRecord } from '../rules';
import type { RelicCard } from './card';

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
}
