/** The player character: Resolve 5 at every level, Affinity dice, a virtue. */
import { integer, text } from '../../../foundry/data/fields';
import { migrateSource } from '../../../foundry/migrations';
import { HITDICE_MIGRATIONS } from './migrations';
import { capacityReading } from '../settings';
import { MAX_LEVEL, PC_RESOLVE, readActor } from '../rules';
import { actorSchema, deriveFromState, modelSnapshot, type HitdiceDerived } from './actor-base';

import type { EmptyObject } from 'fvtt-types/utils';

const fields = foundry.data.fields;

const SCHEMA = () => ({
  ...actorSchema(),
  resolve: new fields.SchemaField({ value: integer({ min: 0, max: PC_RESOLVE, initial: PC_RESOLVE }) }),
  /** Stored (at most Level) and gained today (at most Proficiency): "Affinity Dice". */
  affinity: new fields.SchemaField({
    stored: integer({ min: 0, max: MAX_LEVEL, initial: 0 }),
    gainedToday: integer({ min: 0, max: MAX_LEVEL, initial: 0 }),
  }),
  /** The virtue whose embodiment earns Affinity dice (the GM judges). */
  virtue: text(),
});
type Schema = ReturnType<typeof SCHEMA>;

/** A character's stored `system`, as its schema declares it. */
export type HitdiceCharacterSource = foundry.data.fields.SchemaField.SourceData<Schema>;

/** What preparation adds: the shared figures, and Affinity's bounds (Level stored, Proficiency a day). */
type Derived = HitdiceDerived & { affinity: { stored: number; gainedToday: number; max: number; gainMax: number } };

export class HitdiceCharacterData extends foundry.abstract.TypeDataModel<
  Schema,
  Actor.Implementation,
  EmptyObject,
  Derived
> {
  /** Brings stored data of older schemas to the current shape before Foundry cleans it (migrations.ts). */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource('hitdice-character', source, HITDICE_MIGRATIONS));
  }

  static override defineSchema() {
    return SCHEMA();
  }

  snapshot() {
    return modelSnapshot(this, {
      affinity: { stored: this.affinity.stored, gainedToday: this.affinity.gainedToday },
    });
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    deriveFromState(this, readActor(this.snapshot()), capacityReading());
  }
}
