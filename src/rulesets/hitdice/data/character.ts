/** The Character actor's data. */
import { integer, resource, schemaVersion, html } from '../../../foundry/data/fields';

export const HITDICECHARACTER_SCHEMA_VERSION = 1;

const SCHEMA = () => ({
  schemaVersion: schemaVersion(HITDICECHARACTER_SCHEMA_VERSION),
  hp: resource({ value: 10, max: 10 }),
  level: integer({ min: 1, max: 10, initial: 1 }),
  notes: html(),
});
type Schema = ReturnType<typeof SCHEMA>;

export class HitdiceCharacterData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema() {
    return SCHEMA();
  }
}
