/**
 * The Power item, in the lines of "Reading a Power": Cost, Type, Action, Range, Attack or Roll,
 * Hit or Success, Crit, Effect. Each line keeps its printed text; the numbers and the status and
 * movement effects the engine settles are structured beside it. A line left empty is omitted.
 */
import { choice, html, integer, schemaVersion, text } from '../../../foundry/data/fields';
import { ACTION_KINDS, RANGE_FORMS, STATUS_IDS, type StatusId } from '../rules';

export const POWER_SCHEMA_VERSION = 1;
const fields = foundry.data.fields;

/** Bounds for hostile data: no printed power comes near these. */
export const POWER_MAX = { cost: 99, size: 99, perHit: 999, extraHits: 10, stacks: 99, spaces: 99, grants: 12 };

const keyed = <T extends string>(ids: readonly T[], prefix: string) =>
  Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`])) as Record<T, string>;

export const CHECK_KINDS = ['none', 'attack', 'roll'] as const;
export const MOVEMENT_CHOICES = ['none', 'push', 'pull', 'slide'] as const;
export const GRANT_TARGETS = ['target', 'user'] as const;

const grants = () =>
  new fields.ArrayField(
    new fields.SchemaField({
      status: choice(keyed(STATUS_IDS, 'MANIFOLD.cryture.status'), 'block' as StatusId),
      stacks: integer({ min: 1, max: POWER_MAX.stacks, initial: 1 }),
      to: choice(keyed(GRANT_TARGETS, 'MANIFOLD.cryture.power.to'), 'target'),
    }),
    { max: POWER_MAX.grants },
  );

const movement = () =>
  new fields.SchemaField({
    kind: choice(keyed(MOVEMENT_CHOICES, 'MANIFOLD.cryture.power.movement'), 'none'),
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
  action: choice(keyed(ACTION_KINDS, 'MANIFOLD.cryture.actionKind'), 'major'),
  range: new fields.SchemaField({
    form: choice(keyed(RANGE_FORMS, 'MANIFOLD.cryture.power.form'), 'melee'),
    /** X: Melee reach or Ranged range. */
    x: integer({ min: 1, max: POWER_MAX.size, initial: 1 }),
    /** Y: the blast's size. */
    y: integer({ min: 1, max: POWER_MAX.size, initial: 1 }),
    /** Personal Blast: "always excludes the user, unless stated otherwise". */
    includeUser: new fields.BooleanField({ initial: false }),
  }),
  check: new fields.SchemaField({
    kind: choice(keyed(CHECK_KINDS, 'MANIFOLD.cryture.power.check'), 'attack'),
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

export interface GrantSource {
  status: StatusId;
  stacks: number;
  to: 'target' | 'user';
}
export interface MovementSource {
  kind: (typeof MOVEMENT_CHOICES)[number];
  spaces: number;
}
/** The stored shape of a power (plain data). */
export interface PowerSystem {
  cost: { stamina: number; mana: number };
  powerType: string;
  action: (typeof ACTION_KINDS)[number];
  range: { form: (typeof RANGE_FORMS)[number]; x: number; y: number; includeUser: boolean };
  check: { kind: (typeof CHECK_KINDS)[number]; first: string; second: string; difficulty: string };
  hit: { text: string; damagePerHit: number; healingPerHit: number; statuses: GrantSource[]; movement: MovementSource };
  crit: { text: string; extraHits: number; statuses: GrantSource[]; movement: MovementSource };
  effect: { text: string; damage: number; healing: number; statuses: GrantSource[]; movement: MovementSource };
  basicAttack: boolean;
  description: string;
}
