/**
 * An NPC: "Resolve = Varies (typically equals Proficiency)", "Actions: NPCs vary". Its body pool
 * and Resolve follow the tables unless the GM sets its own (empty = the table's value).
 */
import { integer } from '../../../foundry/data/fields';
import { capacityReading } from '../settings';
import { MAX_ACTIONS_PER_TURN, MAX_STORED_DICE, PC_ACTIONS_PER_TURN, readActor } from '../rules';
import { actorSchema, deriveFromState, modelSnapshot, type HitdiceDerived } from './actor-base';

import type { EmptyObject } from 'fvtt-types/utils';

const fields = foundry.data.fields;

/** A whole number the GM may leave empty (null) to take the table's value. */
function optionalCount() {
  return new fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    min: 0,
    max: MAX_STORED_DICE,
    initial: null,
  });
}

const SCHEMA = () => ({
  ...actorSchema(),
  resolve: new fields.SchemaField({ value: integer({ min: 0, max: MAX_STORED_DICE, initial: 1 }) }),
  /** The NPC's own body pool size; empty = Hit Dice by Level. */
  bodyMax: optionalCount(),
  /** The NPC's own Resolve; empty = Proficiency ("typically"). */
  resolveMax: optionalCount(),
  actionsPerTurn: integer({ min: 0, max: MAX_ACTIONS_PER_TURN, initial: PC_ACTIONS_PER_TURN }),
});
type Schema = ReturnType<typeof SCHEMA>;

export class HitdiceNpcData extends foundry.abstract.TypeDataModel<
  Schema,
  Actor.Implementation,
  EmptyObject,
  HitdiceDerived
> {
  static override defineSchema() {
    return SCHEMA();
  }

  snapshot() {
    return modelSnapshot(this, {
      npc: true,
      bodyMax: this.bodyMax ?? undefined,
      resolveMax: this.resolveMax ?? undefined,
      actionsPerTurn: this.actionsPerTurn,
    });
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    deriveFromState(this, readActor(this.snapshot()), capacityReading());
  }
}
