/**
 * The model every ruleset's roll card extends (`<ruleset>-roll`, posted by the roll pipeline). A
 * roll card's body is its roll: Foundry keeps the dice in the message's rolls, and each Roll's
 * options hold the rules' request and outcome, from which the roll's own template draws the card
 * (manifold-roll.ts). The schema names which roll it was, as the pipeline's hooks name it.
 */
import type { RulesetId } from '../ruleset';
import { CardModel } from './card-model';

const { StringField } = foundry.data.fields;

const SCHEMA = () => ({
  /** The roll's kind (`relic.attack`), the plan's. */
  kind: new StringField({ required: true, initial: '' }),
});
type Schema = ReturnType<typeof SCHEMA>;

export abstract class RollCardModel extends CardModel<Schema> {
  static override defineSchema() {
    return SCHEMA();
  }
}

/** The message type of a ruleset's roll cards. */
export function rollCardType(ruleset: RulesetId): `${RulesetId}-roll` {
  return `${ruleset}-roll`;
}
