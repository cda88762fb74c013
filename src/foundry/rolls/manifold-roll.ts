/**
 * The base of every ruleset's chat Roll: built by the roll pipeline (pipeline.ts) from the dice
 * the rules asked for, with the rules' request and outcome kept in its options, so a reloaded chat
 * log renders the same card without rolling again. Each subclass names its own CHAT_TEMPLATE.
 */
import type { RulesetId } from '../ruleset';

export const PRIVATE_CARD = 'systems/manifold/templates/shared/private-card.hbs';

export interface ManifoldRollOptions<
  Request extends object = Record<string, unknown>,
  Outcome extends object = Record<string, unknown>,
> {
  /** The ruleset that made this roll, for styling and for card actions. */
  ruleset: RulesetId;
  /** What was asked for (plain data given to the rules). */
  request: Request;
  /** What the rules made of the dice (plain data), once evaluated. */
  outcome?: Outcome;
  /** The rolling actor. */
  actorUuid?: string;
  [key: string]: unknown;
}

interface ChatRenderOptions {
  flavor?: string | undefined;
  isPrivate?: boolean | undefined;
  [key: string]: unknown;
}

// fvtt-types gap: Roll#_prepareChatRenderContext (v13) is missing from the 13.345 types.
const foundryRoll = Roll.prototype as unknown as {
  _prepareChatRenderContext(this: Roll, options: ChatRenderOptions): Promise<Record<string, unknown>>;
};

/** A roll whose options carry the rules' `Request` and, once evaluated, their `Outcome`. */
export abstract class ManifoldRoll<
  Request extends object = Record<string, unknown>,
  Outcome extends object = Record<string, unknown>,
> extends Roll {
  static override CHAT_TEMPLATE = 'systems/manifold/templates/shared/roll-card.hbs';

  declare options: Roll.Options & ManifoldRollOptions<Request, Outcome>;

  constructor(formula: string, data: Record<string, unknown> = {}, options: ManifoldRollOptions<Request, Outcome>) {
    // fvtt-types gap: Roll's data parameter defaults to EmptyObject, so a subclass's roll data needs the escape.
    super(formula, data as never, options as Roll.Options);
  }

  /** The data the card template renders (the outcome, labels, buttons). */
  protected abstract cardContext(isPrivate: boolean): object | Promise<object>;

  get outcome(): Outcome | undefined {
    return this.options.outcome;
  }

  /**
   * A roll whose content the viewer may not see (Foundry passes `isPrivate`: a blind roll, or one
   * whispered to others) shows its title only, whatever its ruleset's card would show.
   */
  override async render(options: Parameters<Roll['render']>[0] = {}): Promise<string> {
    return super.render(options?.isPrivate ? { ...options, template: PRIVATE_CARD } : options);
  }

  /** Foundry v13's hook for a roll's card context (not yet declared by fvtt-types 13.345). */
  async _prepareChatRenderContext(options: ChatRenderOptions = {}): Promise<Record<string, unknown>> {
    const base = await foundryRoll._prepareChatRenderContext.call(this, options);
    return {
      ...base,
      ruleset: this.options.ruleset,
      card: await this.cardContext(Boolean(options?.isPrivate)),
    };
  }
}
