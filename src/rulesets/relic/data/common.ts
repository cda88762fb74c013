/** Schema pieces both relic actors share: the four attributes, HP, notes. */
import { html, integer, schemaVersion } from '../../../foundry/data/fields';
import { ATTRIBUTE_RANGE, ATTRIBUTES, type AttributeId } from '../rules';
import { LIMITS } from './choices';

export const RELIC_SCHEMA_VERSION = 1;

/** §2 FIT, DEX, WIS, INT: whole numbers from −1 to +4. */
export function attributesField() {
  const fields = foundry.data.fields;
  const one = () => integer({ min: ATTRIBUTE_RANGE.min, max: ATTRIBUTE_RANGE.max, initial: 0 });
  return new fields.SchemaField(
    Object.fromEntries(ATTRIBUTES.map((id) => [id, one()])) as Record<AttributeId, ReturnType<typeof one>>,
  );
}

/** HP value/max: max at least 1, value never above the cap either (the engine clamps value to max). */
export function hpField(initial: number) {
  const fields = foundry.data.fields;
  return new fields.SchemaField({
    value: integer({ min: 0, max: LIMITS.hp, initial }),
    max: integer({ min: 1, max: LIMITS.hp, initial }),
  });
}

export const actorBase = () => ({
  schemaVersion: schemaVersion(RELIC_SCHEMA_VERSION),
  attributes: attributesField(),
  notes: html(),
});
