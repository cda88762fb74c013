/**
 * A discipline feature. The document names three by their effect on Aid (§6.1: Twilight Healer and
 * Preserver Steady Hands +1 HP, Swift Aid 1 action); a feature may also restore HP when used —
 * which revives the Dying (§6.3) unless it is a Preserver feature (Unifying Notes).
 */
import { boolean, choice, html, integer, schemaVersion } from '../../../foundry/data/fields';
import { AID_CHOICES, LIMITS } from './choices';
import { RELIC_SCHEMA_VERSION } from './common';

const SCHEMA = () => ({
  schemaVersion: schemaVersion(RELIC_SCHEMA_VERSION),
  aid: choice<keyof typeof AID_CHOICES>(AID_CHOICES, 'none'),
  /** HP the feature restores when used (0: it restores none). */
  heal: integer({ min: 0, max: LIMITS.heal }),
  /** A Preserver feature: it stops collapse but does not affect Dying. */
  preserver: boolean(false),
  description: html(),
});
type Schema = ReturnType<typeof SCHEMA>;

export class FeatureData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema() {
    return SCHEMA();
  }
}
