/**
 * The Seeker (player character): attributes, HP, level, primary role, Resonance, row and base
 * Resistance. AC, worn armor and shield, Synchronizations, conditions and surge bonuses are derived
 * from items, status effects and surge effects through the engine's deriveSeeker.
 */
import { choice, integer } from '../../../foundry/data/fields';
import { RESONANCE_MAX, type SeekerState } from '../rules';
import { deriveSeekerState, effectLedgerOf } from './snapshot';
import type { EffectReport } from '../../../foundry/effects/ledger';
import { rollBonusesOf } from './effects';
import type { RollEffects } from '../rules';
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

export class SeekerData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  /** What the engine derives (AC, Resistance with surges, armor, synchronizations, health). */
  /** Active Effect bonuses to each kind of roll (read by every roll and its odds). */
  declare rollBonuses: NonNullable<RollEffects['bonuses']>;
  /** Where effect-changed numbers come from, and the changes ignored (the Effects tab). */
  declare effectReport: EffectReport;
  declare state: SeekerState;

  static override defineSchema() {
    return SCHEMA();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    // Base data, then the effects' changes, then the numbers that follow from them (AC from DEX).
    const ledger = effectLedgerOf(this.parent);
    this.state = deriveSeekerState(this.parent, ledger);
    this.rollBonuses = rollBonusesOf(ledger);
    this.effectReport = ledger.report();
  }
}
