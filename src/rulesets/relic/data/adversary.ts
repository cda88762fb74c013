/**
 * The Adversary (NPC): the numbers the rules attack and are attacked with — attributes, AC,
 * Resistance, HP — and its enemy group for initiative (REL-6). Its attacks are weapon items.
 */
import { integer, text } from '../../../foundry/data/fields';
import { AC_BASE, type AdversaryState } from '../rules';
import { deriveAdversaryState, prepareRelicActor, type RelicDerived } from './snapshot';
import { actorBase, hpField } from './common';
import { LIMITS } from './choices';

const SCHEMA = () => ({
  ...actorBase(),
  hp: hpField(8),
  ac: integer({ min: 0, max: LIMITS.ac, initial: AC_BASE }),
  resistance: integer({ min: 0, max: LIMITS.resistance, initial: 0 }),
  /** Enemy group (REL-6): members roll initiative once, d20 + their highest DEX. Blank: a group of one. */
  group: text(''),
});
type Schema = ReturnType<typeof SCHEMA>;

/** Its derived data: see RelicDerived (data/snapshot.ts). */
export class AdversaryData
  extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation>
  implements RelicDerived<AdversaryState>
{
  declare state: AdversaryState;
  declare rollBonuses: RelicDerived<AdversaryState>['rollBonuses'];

  static override defineSchema() {
    return SCHEMA();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    Object.assign(this, prepareRelicActor(this.parent, deriveAdversaryState));
  }
}
