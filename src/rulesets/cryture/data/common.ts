/**
 * Schema pieces every cryture combatant shares: the stats pools and difficulties name (Speed and
 * Reflexes by the rules, any others by the game's own names, ALL-3), Health/Stamina/Mana, the twelve
 * statuses with their stacks and 1-turn durations (CRY-4), the power types it is weak or
 * resistant to, and the dice Active Effects add to its pools. Bounds come from the engine's
 * tables, never restated here.
 */
import { html, integer, schemaVersion, text } from '../../../foundry/data/fields';
import { MAX_HEALTH, MAX_STAT, MAX_TURN_ENDS, STATUSES, STATUS_IDS, maxStacks, type StatusId } from '../rules';

export const COMBATANT_SCHEMA_VERSION = 1;

const fields = foundry.data.fields;

/** Stat names a pool line can name: letters, digits, spaces, apostrophes and hyphens (no dots: they are paths). */
export const STAT_NAME = /^[\p{L}\p{N}][\p{L}\p{N} '-]{0,29}$/u;

/** A value/max track held to whole numbers the engine accepts. */
export const track = (value: number, max = value) =>
  new fields.SchemaField({
    value: integer({ min: 0, max: MAX_HEALTH, initial: value }),
    max: integer({ min: 0, max: MAX_HEALTH, initial: max }),
  });

/** One status: its stacks (0 = absent) up to the printed cap, and for 1-turn statuses the turn ends left. */
function statusField(id: StatusId) {
  const stacks = integer({ min: 0, max: maxStacks(id) });
  return STATUSES[id].duration === 'turn'
    ? new fields.SchemaField({ stacks, turnEnds: integer({ min: 0, max: MAX_TURN_ENDS }) })
    : new fields.SchemaField({ stacks });
}

export const statusesField = () =>
  new fields.SchemaField(
    Object.fromEntries(STATUS_IDS.map((id) => [id, statusField(id)])) as Record<
      StatusId,
      ReturnType<typeof statusField>
    >,
  );

/**
 * fvtt-types gap: TypedObjectField's v13 `validateKey` option is missing from the 13.345 types; held
 * in a variable, the options keep it (tsc checks the declared ones) without hiding the field's type.
 */
const STATS_OPTIONS = { required: true, nullable: false, validateKey: (key: string) => STAT_NAME.test(key) } as const;

/** Dice a stack of effects may add to or take from a pool: well past any blessing, far from absurd. */
const EFFECT_DICE = 10;

/**
 * What Active Effects add (data/effects.ts): dice onto every check the combatant rolls, and onto
 * its attacks only (CRY-1 pools, entry `effects`). No sheet input writes them: only effects change them.
 */
export function bonusesField() {
  const dice = () => integer({ min: -EFFECT_DICE, max: EFFECT_DICE, initial: 0 });
  return new fields.SchemaField({ dice: new fields.SchemaField({ all: dice(), attack: dice() }) });
}

export const COMBATANT_SCHEMA = () => ({
  schemaVersion: schemaVersion(COMBATANT_SCHEMA_VERSION),
  /** Rolling Initiative and Move: the two stats the rules name. */
  speed: integer({ min: 0, max: MAX_STAT, initial: 3 }),
  reflexes: integer({ min: 0, max: MAX_STAT, initial: 2 }),
  /** Every other stat an Attack or Roll line names, by the game's own names. */
  stats: new fields.TypedObjectField(integer({ min: 0, max: MAX_STAT }), STATS_OPTIONS),
  health: track(20),
  stamina: track(3),
  mana: track(3),
  statuses: statusesField(),
  bonuses: bonusesField(),
  /** Power types this combatant is weak / resistant to, comma-separated ("Fire, Stone"). */
  weaknesses: text(),
  resistances: text(),
  notes: html(),
});

/** The stored shape of a combatant (plain data), as its schema declares it. */
export type CombatantSystem = foundry.data.fields.SchemaField.SourceData<ReturnType<typeof COMBATANT_SCHEMA>>;

/** "Fire, Stone / Ice" → ["Fire", "Stone", "Ice"]. */
export function listOf(value: unknown): string[] {
  return String(value ?? '')
    .split(/[,;/]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
