/** Schema pieces both relic actors share: the four attributes, the effects' bonuses, HP, notes. */
import { html, integer, schemaVersion } from '../../../foundry/data/fields';
import { ATTRIBUTE_RANGE, ATTRIBUTES, BONUS_KINDS, type AttributeId, type BonusKind } from '../rules';
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

/** A roll bonus a stack of effects may reach: well past any ring or blessing, far from absurd. */
const ROLL_BONUS = 10;

/**
 * What Active Effects add (data/effects.ts): onto AC and Resistance after the rules derive them,
 * and onto each kind of roll. Never on a sheet: only effects change them.
 */
export function bonusesField() {
  const fields = foundry.data.fields;
  const bonus = (limit: number) => integer({ min: -limit, max: limit, initial: 0 });
  const rolls = Object.fromEntries(BONUS_KINDS.map((kind) => [kind, bonus(ROLL_BONUS)])) as Record<
    BonusKind,
    ReturnType<typeof bonus>
  >;
  return new fields.SchemaField({ ac: bonus(LIMITS.ac), resistance: bonus(LIMITS.resistance), ...rolls });
}

export const actorBase = () => ({
  schemaVersion: schemaVersion(RELIC_SCHEMA_VERSION),
  attributes: attributesField(),
  bonuses: bonusesField(),
  notes: html(),
});
