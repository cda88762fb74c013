/**
 * Field builders for the countdown models, on top of the shared ones: every number bounded and
 * whole, every choice a printed id with its label key.
 */
import { boolean, integer } from '../../../foundry/data/fields';
import { COIN_UNITS, DIE_SIZES, SKILL_IDS, countdownKey, labelFor, type LabelGroup, type SkillId } from '../rules';

const fields = foundry.data.fields;

/** A die size d4–d12 (weapon dice, HP dice). */
export function dieSize(initial: number) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    choices: Object.fromEntries(DIE_SIZES.map((d) => [d, `d${d}`])),
  });
}

/** A countdown die: cd4–cd12, or 0 once exhausted (CD-3). */
export function countdownDie(initial: number) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    choices: Object.fromEntries([0, ...DIE_SIZES].map((d) => [d, d ? `cd${d}` : countdownKey('countdown.exhausted')])),
  });
}

type IdOptions<T extends string> = {
  required: true;
  nullable: false;
  blank: false;
  initial: T;
  choices: Record<T, string>;
};
type OptionalIdOptions<T extends string> = {
  required: true;
  nullable: false;
  blank: true;
  initial: T | '';
  choices: Record<T, string>;
};

/**
 * A required choice among ids with their label keys, read back as the id union: Foundry's StringField
 * types its value as `string` whatever its choices, so the id type is given to it here, once.
 */
export function idChoice<T extends string>(choices: Record<T, string>, initial: NoInfer<T>) {
  return new fields.StringField<IdOptions<T>, T | null | undefined, T, T>({
    required: true,
    nullable: false,
    blank: false,
    initial,
    choices,
  });
}

/** A choice among printed ids, labelled through a label group. */
export function printedChoice<T extends string>(group: LabelGroup, ids: readonly T[], initial: T) {
  return idChoice(Object.fromEntries(ids.map((id) => [id, labelFor(group, id)])) as Record<T, string>, initial);
}

/** A choice among ids with explicit labels, where '' means "none"; read back as the id union or ''. */
export function optionalChoice<T extends string>(choices: Record<T, string>, initial: NoInfer<T> | '' = '') {
  return new fields.StringField<OptionalIdOptions<T>, T | '' | null | undefined, T | '', T | ''>({
    required: true,
    nullable: false,
    blank: true,
    initial,
    choices,
  });
}

/** One Boolean per id (weapon properties, tags, ranges…). */
export function flags<T extends string>(
  ids: readonly T[],
  initial: readonly T[] = [],
): foundry.data.fields.SchemaField<Record<T, ReturnType<typeof boolean>>> {
  return new fields.SchemaField(
    Object.fromEntries(ids.map((id) => [id, boolean(initial.includes(id))])) as Record<T, ReturnType<typeof boolean>>,
  );
}

/** A printed price. */
export function cost() {
  return new fields.SchemaField({
    amount: integer({ min: 0, max: 99_999 }),
    unit: idChoice(
      Object.fromEntries(COIN_UNITS.map((u) => [u, countdownKey(`coin.${u}`)])) as Record<
        (typeof COIN_UNITS)[number],
        string
      >,
      'gp',
    ),
  });
}

/** Dice as an amount (count × d faces + bonus): monster damage, healing. */
export function diceAmount({ count = 0, faces = 0, bonus = 0 } = {}) {
  return new fields.SchemaField({
    count: integer({ min: 0, max: 20, initial: count }),
    faces: integer({ min: 0, max: 100, initial: faces }),
    bonus: integer({ min: 0, max: 999, initial: bonus }),
  });
}

/** Items carried: how many (0 once used up). */
export function quantity(initial = 1) {
  return integer({ min: 0, max: 99_999, initial });
}

/** Hit points and spell slots: whole, never negative, at most a generous cap that catches typos. */
export const HP_LIMIT = 999;
export const SPELL_SLOT_LIMIT = 99;

export function slots(initial = 1) {
  return integer({ min: 0, max: 99, initial });
}

/** Armor and carry slots an effect may reach or add: far beyond any printed figure. */
export const ARMOR_LIMIT = 20;
export const SLOT_LIMIT = 99;

/** An effect's bonus, whole and bounded (the field's bounds are the bonus's). */
const bonus = (limit: number) => integer({ min: -limit, max: limit, initial: 0 });

/**
 * What Active Effects add (data/effects.ts) onto the numbers the rules work out: a monster's
 * Armor. Never on a sheet: only effects change them.
 */
export function monsterBonuses() {
  return new fields.SchemaField({ armor: bonus(ARMOR_LIMIT) });
}

/** The same for a character: Armor, carry slots, and advantage (+1) or disadvantage (−1) by skill. */
export function characterBonuses() {
  return new fields.SchemaField({
    armor: bonus(ARMOR_LIMIT),
    slots: bonus(SLOT_LIMIT),
    advantage: new fields.SchemaField(
      Object.fromEntries(SKILL_IDS.map((id) => [id, bonus(1)])) as Record<SkillId, ReturnType<typeof bonus>>,
    ),
  });
}
