/**
 * The three cryture actor types: Trainer (a player character), NPC combatant, and Cryture — its
 * own actor linked to a trainer (CRY-6). All hold the combatant schema; derived numbers come from
 * the engine (movementSpeed, initiativeDice), never re-implemented here.
 */
import { text } from '../../../foundry/data/fields';
import { initiativeDice, movementSpeed, treatsAllSpacesAsDifficult } from '../rules';
import { derivationSnapshot } from './snapshot';
import { migrateSource } from '../../../foundry/migrations';
import { COMBATANT_SCHEMA } from './common';
import { CRYTURE_MIGRATIONS } from './migrations';
import { startEffectStats } from './effects';

const fields = foundry.data.fields;

const CRYTURE_SCHEMA = () => ({
  ...COMBATANT_SCHEMA(),
  /** CRY-6: the id of the trainer actor this cryture belongs to (blank: none). */
  trainer: new fields.StringField({ required: true, nullable: false, blank: true, initial: '' }),
  /** Its type(s), for the table and for players: weaknesses/resistances hold the mechanical lists. */
  types: text(),
});

type CombatantSchema = ReturnType<typeof COMBATANT_SCHEMA>;
type CrytureSchema = ReturnType<typeof CRYTURE_SCHEMA>;

/** What prepareDerivedData adds for sheets and combat. */
export interface DerivedCombatant {
  move: number;
  slowed: boolean;
  initiativeDice: number;
}

function derive(actor: Actor.Implementation | null | undefined): DerivedCombatant {
  if (!actor) return { move: 0, slowed: false, initiativeDice: 0 };
  const snapshot = derivationSnapshot(actor);
  return {
    move: movementSpeed(snapshot),
    slowed: treatsAllSpacesAsDifficult(snapshot),
    initiativeDice: initiativeDice(snapshot),
  };
}

/** The derived numbers every cryture combatant shows, from the engine. */
abstract class CombatantData<S extends CombatantSchema> extends foundry.abstract.TypeDataModel<
  S,
  Actor.Implementation
> {
  declare derived: DerivedCombatant;
  /** A stat only an effect names starts at 0, so Foundry's change has a number to change (effects.ts). */
  override prepareBaseData() {
    super.prepareBaseData();
    startEffectStats(this.parent, this.stats);
  }
  /** Foundry has applied the effects (speed, stats, pool maxima, dice): what follows from them (move, initiative). */
  override prepareDerivedData() {
    this.derived = derive(this.parent);
  }
}

export class CrytureTrainerData extends CombatantData<CombatantSchema> {
  /** Brings stored data of older schemas to the current shape before Foundry cleans it (migrations.ts). */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource('cryture-trainer', source, CRYTURE_MIGRATIONS));
  }

  static override defineSchema() {
    return COMBATANT_SCHEMA();
  }
}

export class CrytureNpcData extends CombatantData<CombatantSchema> {
  static override defineSchema() {
    return COMBATANT_SCHEMA();
  }
}

export class CrytureCrytureData extends CombatantData<CrytureSchema> {
  static override defineSchema() {
    return CRYTURE_SCHEMA();
  }
}
