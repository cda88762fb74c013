/**
 * The Power item, in the lines of "Reading a Power": Cost, Type, Action, Range, Attack or Roll,
 * Hit or Success, Crit, Effect. Each line keeps its printed text; the numbers and the status and
 * movement effects the engine settles are structured beside it. A line left empty is omitted.
 */
import { choice, html, integer, schemaVersion, text } from '../../../foundry/data/fields';
import { ACTION_KINDS, RANGE_FORMS, STATUS_IDS, type ActionKind, type RangeForm, type StatusId } from '../rules';

export const POWER_SCHEMA_VERSION = 1;
const fields = foundry.data.fields;

/** Bounds for hostile data: no printed power comes near these. */
export const POWER_MAX = { cost: 99, size: 99, perHit: 999, extraHits: 10, stacks: 99, spaces: 99, grants: 12 };

const keyed = <T extends string>(ids: readonly T[], prefix: string) =>
  Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`])) as Record<T, string>;

export const CHECK_KINDS = ['none', 'attack', 'roll'] as const;
export const MOVEMENT_CHOICES = ['none', 'push', 'pull', 'slide'] as const;
export const GRANT_TARGETS = ['target', 'user'] as const;
// Given to choice<T>(): inferred, T would come from the initial value alone and narrow the field to it.
type CheckKind = (typeof CHECK_KINDS)[number];
type MovementChoice = (typeof MOVEMENT_CHOICES)[number];
type GrantTarget = (typeof GRANT_TARGETS)[number];

const grants = () =>
  new fields.ArrayField(
    new fields.SchemaField({
      status: choice<StatusId>(keyed(STATUS_IDS, 'MANIFOLD.cryture.status'), 'block'),
      stacks: integer({ min: 1, max: POWER_MAX.stacks, initial: 1 }),
      to: choice<GrantTarget>(keyed(GRANT_TARGETS, 'MANIFOLD.cryture.power.to'), 'target'),
    }),
    { max: POWER_MAX.grants },
  );

const movement = () =>
  new fields.SchemaField({
    kind: choice<MovementChoice>(keyed(MOVEMENT_CHOICES, 'MANIFOLD.cryture.power.movement'), 'none'),
    spaces: integer({ min: 0, max: POWER_MAX.spaces }),
  });

const perHit = () => integer({ min: 0, max: POWER_MAX.perHit });

const POWER_SCHEMA = () => ({
  schemaVersion: schemaVersion(POWER_SCHEMA_VERSION),
  cost: new fields.SchemaField({
    stamina: integer({ min: 0, max: POWER_MAX.cost }),
    mana: integer({ min: 0, max: POWER_MAX.cost }),
  }),
  /** "Type: … for weakness and resistance purposes". */
  powerType: text(),
  action: choice<ActionKind>(keyed(ACTION_KINDS, 'MANIFOLD.cryture.actionKind'), 'major'),
  range: new fields.SchemaField({
    form: choice<RangeForm>(keyed(RANGE_FORMS, 'MANIFOLD.cryture.power.form'), 'melee'),
    /** X: Melee reach or Ranged range. */
    x: integer({ min: 1, max: POWER_MAX.size, initial: 1 }),
    /** Y: the blast's size. */
    y: integer({ min: 1, max: POWER_MAX.size, initial: 1 }),
    /** Personal Blast: "always excludes the user, unless stated otherwise". */
    includeUser: new fields.BooleanField({ initial: false }),
  }),
  check: new fields.SchemaField({
    kind: choice<CheckKind>(keyed(CHECK_KINDS, 'MANIFOLD.cryture.power.check'), 'attack'),
    first: text(),
    second: text(),
    difficulty: text(),
  }),
  hit: new fields.SchemaField({
    text: text(),
    damagePerHit: perHit(),
    healingPerHit: perHit(),
    statuses: grants(),
    movement: movement(),
  }),
  crit: new fields.SchemaField({
    text: text(),
    extraHits: integer({ min: 0, max: POWER_MAX.extraHits }),
    statuses: grants(),
    movement: movement(),
  }),
  effect: new fields.SchemaField({
    text: text(),
    damage: perHit(),
    healing: perHit(),
    statuses: grants(),
    movement: movement(),
  }),
  /** This power is its owner's Basic Attack (and opportunity attack): stats and damage are data (ALL-3). */
  basicAttack: new fields.BooleanField({ initial: false }),
  description: html(),
});
type PowerSchema = ReturnType<typeof POWER_SCHEMA>;

export class CryturePowerData extends foundry.abstract.TypeDataModel<PowerSchema, Item.Implementation> {
  static override defineSchema() {
    return POWER_SCHEMA();
  }
}

/** The stored shape of a power (plain data), as its schema declares it. */
export type PowerSystem = foundry.data.fields.SchemaField.SourceData<PowerSchema>;
export type GrantSource = PowerSystem['hit']['statuses'][number];
export type MovementSource = PowerSystem['hit']['movement'];
