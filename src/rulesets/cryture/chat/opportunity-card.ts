/**
 * `cryture-opportunity`: the prompt posted when a move or a Ranged power provokes. It names the
 * mover and each provoked enemy, whose owner gets a button to make the opportunity attack, and
 * lists the enemies that cannot attack (combat/opportunity.ts reads the prompt; the button's
 * checks go by the world, and by who posted the card).
 */
import { CardModel, qualified } from '../../../foundry/chat/card-model';
import { text } from '../../../foundry/data/fields';
import { opportunityAttackAction } from './card-actions';
import { renderCard } from './post';

const { ArrayField, SchemaField } = foundry.data.fields;

const SCHEMA = () => ({
  title: text(),
  moverUuid: text(),
  moverTokenUuid: text(),
  /** The provoked enemies that may attack, each a button. */
  attackers: new ArrayField(new SchemaField({ uuid: text(), name: text(), tokenUuid: text() })),
  /** The names of the provoked enemies that cannot attack (Distracted). */
  barred: new ArrayField(text()),
});
type Schema = ReturnType<typeof SCHEMA>;
export type OpportunityCardData = foundry.data.fields.SchemaField.SourceData<Schema>;

export class CrytureOpportunityCard extends CardModel<Schema> {
  static override defineSchema() {
    return SCHEMA();
  }

  static override actions = qualified('cryture', { opportunityAttack: opportunityAttackAction });

  override async renderBody(): Promise<string> {
    return renderCard('opportunity', { title: this.title, attackers: this.attackers, barred: this.barred.join(', ') });
  }
}
