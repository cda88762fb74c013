/**
 * The group roll card (`hitdice-group`): the group and each part as the GM last recorded them, the
 * odds of the parts still to roll, and a button per participant who has not rolled. What the
 * buttons and the GM decide from is the GM's mark of the card (flows/group.ts), never this data.
 */
import { CardModel, qualified } from '../../../foundry/chat/card-model';
import { integer } from '../../../foundry/data/fields';
import { groupCardHTML, modeOf, skillOf } from '../flows/group';
import { GROUP_MODES, SKILLS } from '../rules';
import { groupRollAction } from './card-actions';

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

/** The GM's rules write these counts (a pool's successes, Body burned), never a person. */
const count = () => integer({ min: 0 });

const SCHEMA = () => ({
  mode: new StringField({ required: true, choices: Object.keys(GROUP_MODES), initial: 'threshold' }),
  skill: new StringField({ required: true, choices: ['none', ...SKILLS], initial: 'none' }),
  required: count(),
  participants: new ArrayField(
    new SchemaField({
      uuid: new StringField({ required: true, initial: '' }),
      name: new StringField({ required: true, initial: '' }),
      part: new SchemaField(
        { successes: count(), burned: count() },
        { required: false, nullable: true, initial: null },
      ),
    }),
  ),
  /** The odds of the parts still to roll, as the GM worded them when the card last changed. */
  odds: new StringField({ required: true, initial: '' }),
});
type Schema = ReturnType<typeof SCHEMA>;

export class HitdiceGroupCard extends CardModel<Schema> {
  static override defineSchema() {
    return SCHEMA();
  }

  static override actions = qualified('hitdice', { groupRoll: groupRollAction });

  override async renderBody(): Promise<string> {
    return groupCardHTML({
      mode: modeOf(this.mode),
      skill: skillOf(this.skill),
      required: this.required,
      participants: this.participants,
      odds: this.odds,
    });
  }
}
