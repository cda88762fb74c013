/** The player character: Resolve 5 at every level, Affinity dice, a virtue. */
import { integer, text } from '../../../foundry/data/fields';
import { migrateSource } from '../../../foundry/migrations';
import { HITDICE_MIGRATIONS } from './migrations';
import { capacityReading } from '../settings';
import { MAX_LEVEL, PC_RESOLVE, readActor } from '../rules';
import { actorSchema, deriveFromState, prepareEffects, snapshotOf, type HitdiceActorSystem } from './actor-base';

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

export class HitdiceCharacterData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  /** Brings stored data of older schemas to the current shape before Foundry cleans it (migrations.ts). */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource('hitdice-character', source, HITDICE_MIGRATIONS));
  }

  static override defineSchema() {
    return SCHEMA();
  }

  snapshot() {
    const system = this as unknown as HitdiceActorSystem;
    return snapshotOf(system, this.parent?.items as never, {
      affinity: { stored: system.affinity!.stored, gainedToday: system.affinity!.gainedToday },
    });
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    prepareEffects(this as unknown as HitdiceActorSystem, this.parent as never);
    deriveFromState(this as unknown as HitdiceActorSystem, readActor(this.snapshot()), capacityReading());
  }
}
