/**
 * The Seeker (player character): attributes, HP, level, primary role, Resonance, row and base
 * Resistance. AC, worn armor and shield, Synchronizations, conditions and surge bonuses are derived
 * from items, status effects and surge effects through the engine's deriveSeeker.
 */
import { choice, integer } from '../../../foundry/data/fields';
import { RESONANCE_MAX, type SeekerState } from '../rules';
import { deriveSeekerState } from './snapshot';
import { actorBase, hpField } from './common';
import { LIMITS, ROLE_CHOICES, ROW_CHOICES } from './choices';

const SCHEMA = () => ({
  ...actorBase(),
  hp: hpField(10),
  level: integer({ min: 1, max: LIMITS.level, initial: 1 }),
  role: choice(ROLE_CHOICES, 'frontline'),
  resonance: integer({ min: 0, max: RESONANCE_MAX, initial: 0 }),
  row: choice(ROW_CHOICES, 'frontline'),
  resistance: integer({ min: 0, max: LIMITS.resistance, initial: 0 }),
});
type Schema = ReturnType<typeof SCHEMA>;

export class SeekerData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  /** What the engine derives (AC, Resistance with surges, armor, synchronizations, health). */
  declare state: SeekerState;

  static override defineSchema() {
    return SCHEMA();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    this.state = deriveSeekerState(this.parent);
  }
}
