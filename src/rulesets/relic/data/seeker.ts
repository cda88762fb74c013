/**
 * The Seeker (player character): attributes, HP, level, primary role, Resonance, row and base
 * Resistance. AC, worn armor and shield, Synchronizations, conditions and surge bonuses are derived
 * from items, status effects and surge effects through the engine's deriveSeeker.
 */
import { choice, integer } from '../../../foundry/data/fields';
import { RESONANCE_MAX, type SeekerState } from '../rules';
import { deriveSeekerState, prepareRelicActor, type RelicDerived } from './snapshot';
import { actorBase, hpField } from './common';
import { LIMITS, ROLE_CHOICES, ROW_CHOICES } from './choices';

const SCHEMA = () => ({
  ...actorBase(),
  hp: hpField(10),
  level: integer({ min: 1, max: LIMITS.level, initial: 1 }),
  role: choice<keyof typeof ROLE_CHOICES>(ROLE_CHOICES, 'frontline'),
  resonance: integer({ min: 0, max: RESONANCE_MAX, initial: 0 }),
  row: choice<keyof typeof ROW_CHOICES>(ROW_CHOICES, 'frontline'),
  resistance: integer({ min: 0, max: LIMITS.resistance, initial: 0 }),
});
type Schema = ReturnType<typeof SCHEMA>;

/** Its derived data: see RelicDerived (data/snapshot.ts). */
export class SeekerData
  extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation>
  implements RelicDerived<SeekerState>
{
  declare state: SeekerState;
  declare rollBonuses: RelicDerived<SeekerState>['rollBonuses'];

  static override defineSchema() {
    return SCHEMA();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    Object.assign(this, prepareRelicActor(this.parent, deriveSeekerState));
  }
}
