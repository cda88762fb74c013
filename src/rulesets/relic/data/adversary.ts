/**
 * The Adversary (NPC): the numbers the rules attack and are attacked with — attributes, AC,
 * Resistance, HP — and its enemy group for initiative (REL-6). Its attacks are weapon items.
 */
import { integer, text } from '../../../foundry/data/fields';
import { AC_BASE, type AdversaryState } from '../rules';
import { deriveAdversaryState, effectLedgerOf } from './snapshot';
import type { EffectReport } from '../../../foundry/effects/ledger';
import { rollBonusesOf } from './effects';
import type { RollEffects } from '../rules';
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

export class AdversaryData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  /** Active Effect bonuses to each kind of roll (read by every roll and its odds). */
  declare rollBonuses: NonNullable<RollEffects['bonuses']>;
  /** Where effect-changed numbers come from, and the changes ignored (the Effects tab). */
  declare effectReport: EffectReport;
  declare state: AdversaryState;

  static override defineSchema() {
    return SCHEMA();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    // Base data, then the effects' changes, then the numbers that follow from them (AC from DEX).
    const ledger = effectLedgerOf(this.parent);
    this.state = deriveAdversaryState(this.parent, ledger);
    this.rollBonuses = rollBonusesOf(ledger);
    this.effectReport = ledger.report();
  }
}
