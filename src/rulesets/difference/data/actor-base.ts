/**
 * What every difference actor holds: named attribute and skill scores (DIF-3), the three Health
 * Pools with their wound tracks, Focus, Recovery Dice, Soak, speed, and the Active Effects'
 * bonuses (data/effects.ts). Derived values come from the engine (recoveryPool, movement,
 * defeatedTracks), never re-implemented here.
 */
import { toInteger } from '../../../core/math';
import { html, integer, resource, schemaVersion, text } from '../../../foundry/data/fields';
import { defeatedTracks, movement, plainConditions, recoveryPool, WEALTH_RANGE, type WoundTrack } from '../rules';
import { derivationOptions } from '../settings';
import { LEVEL_RANGE, POOL_MAX, RECOVERY_DICE_MAX, SCORE_MAX, SOAK_MAX, SPEED_MAX, WOUND_MAX } from './bounds';
import { derivationSnapshot, typeOf } from './snapshot';
import { conditionIdsOf } from './conditions';
import { itemOfType } from '../../../foundry/documents/of-type';
import { bonusesField, soakWithBonus } from './effects';

export const DIFFERENCE_ACTOR_SCHEMA_VERSION = 1;

const fields = foundry.data.fields;
const scores = () => new fields.TypedObjectField(integer({ min: 0, max: SCORE_MAX }));
const pool = (value: number) => resource({ value, max: value, limit: POOL_MAX });

export const ACTOR_SCHEMA = () => ({
  schemaVersion: schemaVersion(DIFFERENCE_ACTOR_SCHEMA_VERSION),
  level: integer({ ...LEVEL_RANGE, initial: LEVEL_RANGE.min }),
  attributes: scores(),
  skills: scores(),
  vitality: pool(10),
  poise: pool(10),
  clarity: pool(10),
  focus: pool(3),
  wounds: new fields.SchemaField({
    injuries: integer({ min: 0, max: WOUND_MAX }),
    burdens: integer({ min: 0, max: WOUND_MAX }),
    traumas: integer({ min: 0, max: WOUND_MAX }),
  }),
  recoveryDice: integer({ min: 0, max: RECOVERY_DICE_MAX, initial: 3 }),
  /** Damage Reduction from talents; armor's Soak is added to it. */
  damageReduction: integer({ min: 0, max: SOAK_MAX }),
  /** Feet per Move action. */
  speed: integer({ min: 0, max: SPEED_MAX, initial: 30 }),
  wealth: integer({ ...WEALTH_RANGE }),
  /** Fields of Expertise, comma-separated (unlock equipment's Expert Traits). */
  expertise: text(),
  /** What Active Effects add (Soak, Edges); Foundry's effect step sets them, never a sheet. */
  bonuses: bonusesField(),
  notes: html(),
});
export type ActorSchema = ReturnType<typeof ACTOR_SCHEMA>;

/** What prepareDerivedData adds (read by sheets, combat and rolls). */
export interface DerivedActorData {
  soak: number;
  armorSoak: number;
  recovery: { tier: number; max: number; faces: number; remaining: number };
  move: { speed: number; canUseMove: boolean; reasons: string[] };
  defeated: WoundTrack[];
  expertiseList: readonly string[];
}

/** The Fields of Expertise as a list (comma-separated, blanks dropped). */
function expertiseListOf(text: string): string[] {
  return text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
}

/** The Soak of the armor worn among these items. */
function armorSoakOf(items: Iterable<Item.Implementation>): number {
  let soak = 0;
  for (const item of items) {
    if (typeOf(item) !== 'difference-armor') continue;
    const armor = itemOfType<'difference-armor'>(item).system;
    // Read as the model bounds them: stored data that bypassed cleaning must not make Soak NaN or infinite.
    if (armor.equipped) soak += toInteger(armor.soak, { min: 0, max: SOAK_MAX });
  }
  return soak;
}

function deriveActorData(system: DifferenceActorData, actor: Actor.Implementation): DerivedActorData {
  const armorSoak = armorSoakOf(actor.items ?? []);
  // Base (armor + Damage Reduction), then the effects' bonus as Foundry's effect step left it.
  const soak = soakWithBonus(
    armorSoak + toInteger(system.damageReduction, { min: 0, max: SOAK_MAX }),
    toInteger(system.bonuses?.soak, { min: -SOAK_MAX, max: SOAK_MAX }),
  );
  const options = derivationOptions();
  const snapshot = derivationSnapshot(actor);
  const move = movement(system.speed, plainConditions(conditionIdsOf(actor)));
  return {
    soak,
    armorSoak,
    recovery: recoveryPool(snapshot, options),
    move: { speed: move.speed, canUseMove: move.canUseMove, reasons: move.reasons },
    defeated: defeatedTracks(snapshot, options),
    expertiseList: expertiseListOf(String(system.expertise ?? '')),
  };
}

/** The data model of both actor types (a PC and an NPC differ only by type: Momentum, waking, turn order). */
export class DifferenceActorData extends foundry.abstract.TypeDataModel<ActorSchema, Actor.Implementation> {
  static override defineSchema() {
    return ACTOR_SCHEMA();
  }

  declare derived: DerivedActorData;

  override prepareDerivedData() {
    super.prepareDerivedData();
    // Foundry has applied the effects to the stored numbers (pool maxima) and the bonuses already.
    this.derived = deriveActorData(this, this.parent);
  }
}
