/**
 * The model of every chat card. Each card kind is a ChatMessage sub-type (listed in template.json,
 * which the build writes into the manifest's `documentTypes`) whose `system` is a CardModel: its
 * schema holds what the card shows, `renderBody` draws it, and `actions` are its buttons — the
 * only ones a click on the card can run, each saying who may use it. Draw Steel's message models
 * are the pattern (`alterMessageHTML` and `addListeners`, called from `renderChatMessageHTML`).
 *
 * A message's author can rewrite `system` from the console like the rest of the message: what
 * decides what may happen next (applied, answered, the dice the GM rebuilds from) is kept where
 * only the GM writes (card-state.ts, roll-record.ts), never here.
 */
import type { CardAction } from '../ruleset';

export abstract class CardModel<
  Schema extends foundry.data.fields.DataSchema = foundry.data.fields.DataSchema,
> extends foundry.abstract.TypeDataModel<Schema, ChatMessage.Implementation> {
  /** The card's buttons, by the name in their `data-action` (`relic.applyDamage`). */
  static actions: Readonly<Record<string, CardAction>> = {};

  /**
   * The card's body drawn from its data, or null when the message's own content is the body — a
   * roll card's body is its roll, which Foundry renders from the message's rolls.
   */
  async renderBody(): Promise<string | null> {
    return null;
  }

  /** The button named `name` on this card (its own actions only: `toString` names nothing). */
  action(name: string): CardAction | undefined {
    const { actions } = this.constructor as typeof CardModel;
    return Object.hasOwn(actions, name) ? actions[name] : undefined;
  }
}

/** A card model class, whatever its schema (what a ruleset registers for a message type). */
export type CardModelClass = foundry.abstract.TypeDataModel.AnyConstructor & {
  actions: Readonly<Record<string, CardAction>>;
};

/** A message's card model, or null for a message that is no Manifold card (or an old one). */
export function cardModelOf(message: { system?: unknown } | null | undefined): CardModel | null {
  return message?.system instanceof CardModel ? message.system : null;
}

/** A ruleset's buttons under the names its cards give them (`applyDamage` → `relic.applyDamage`). */
export function qualified(ruleset: string, actions: Record<string, CardAction>): Record<string, CardAction> {
  return Object.fromEntries(Object.entries(actions).map(([name, action]) => [`${ruleset}.${name}`, action]));
}
