/**
 * A discipline: it provides the Synchronization slots (2 at level 1, §7.3), each matching a relic
 * type. More types ticked than slots: only the first ones (in the document's order) count.
 */
import { boolean, html, integer, schemaVersion } from '../../../foundry/data/fields';
import { RELIC_TYPES, SYNCHRONIZATION_SLOTS_AT_LEVEL_1, type RelicType } from '../rules';
import { LIMITS } from './choices';
import { RELIC_SCHEMA_VERSION } from './common';

const SCHEMA = () => ({
  schemaVersion: schemaVersion(RELIC_SCHEMA_VERSION),
  slots: integer({ min: 0, max: LIMITS.slots, initial: SYNCHRONIZATION_SLOTS_AT_LEVEL_1 }),
  synchronizations: new foundry.data.fields.SchemaField(
    Object.fromEntries(RELIC_TYPES.map((t) => [t, boolean(false)])) as Record<RelicType, ReturnType<typeof boolean>>,
  ),
  description: html(),
});
type Schema = ReturnType<typeof SCHEMA>;

export class DisciplineData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema() {
    return SCHEMA();
  }

  /** The relic types ticked, in the document's order. */
  get ticked(): RelicType[] {
    const chosen = this.synchronizations;
    return RELIC_TYPES.filter((t) => chosen[t]);
  }

  /** The relic types that are synchronized: the ticked ones that fit the slots. */
  get synchronized(): RelicType[] {
    return this.ticked.slice(0, Number(this.slots) || 0);
  }
}
