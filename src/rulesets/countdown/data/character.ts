/** The countdown character: six stats, trained skills, HP and vitals (CD-5), uses, purse, creation. */
import { boolean, html, integer, resource, schemaVersion, text } from '../../../foundry/data/fields';
import {
  countdownKey,
  MAX_LEVEL,
  SKILL_IDS,
  STAT_IDS,
  STAT_MAX,
  STAT_MIN,
  USES,
  VITAL_STATUSES,
  type SkillId,
  type UseId,
  type VitalStatus,
} from '../rules';
import { characterBonuses, HP_LIMIT, optionalChoice, SPELL_SLOT_LIMIT } from './fields';
import { carriedBy, deriveFromCarried, type CountdownCharacterDerived } from './derive';

const fields = foundry.data.fields;
export const CHARACTER_SCHEMA_VERSION = 1;

const SKILL_SOURCES = ['class', 'classChoice', 'background', 'ancestry', 'levelUp', 'chosen'] as const;

const skillField = () =>
  new fields.SchemaField({
    trained: boolean(),
    source: optionalChoice(
      Object.fromEntries(SKILL_SOURCES.map((s) => [s, countdownKey(`skillSource.${s}`)])) as Record<
        (typeof SKILL_SOURCES)[number],
        string
      >,
    ),
  });

export const CHARACTER_SCHEMA = () => ({
  schemaVersion: schemaVersion(CHARACTER_SCHEMA_VERSION),
  stats: new fields.SchemaField(
    Object.fromEntries(
      STAT_IDS.map((id) => [
        id,
        integer({ min: STAT_MIN, max: STAT_MAX, initial: 5, label: countdownKey(`stat.${id}`) }),
      ]),
    ) as Record<(typeof STAT_IDS)[number], ReturnType<typeof integer>>,
  ),
  skills: new fields.SchemaField(
    Object.fromEntries(SKILL_IDS.map((id) => [id, skillField()])) as Record<SkillId, ReturnType<typeof skillField>>,
  ),
  hp: resource({ value: 1, max: 1, maxMin: 1, limit: HP_LIMIT }),
  vitals: new fields.SchemaField({
    status: optionalChoice(
      Object.fromEntries(VITAL_STATUSES.map((s) => [s, countdownKey(`vitalStatus.${s}`)])) as Record<
        VitalStatus,
        string
      >,
      'conscious',
    ),
    deathClock: integer({ min: 0, max: 4 }),
    cause: optionalChoice({
      deathClock: countdownKey('death.causeClock'),
      massiveDamage: countdownKey('death.causeMassive'),
    }),
  }),
  level: integer({ min: 1, max: MAX_LEVEL, initial: 1, label: countdownKey('sheet.level') }),
  milestones: integer({ min: 0, max: 99, label: countdownKey('sheet.milestones') }),
  uses: new fields.SchemaField(
    Object.fromEntries(USES.map((u) => [u.id, boolean()])) as Record<UseId, ReturnType<typeof boolean>>,
  ),
  armorBonus: integer({ min: -99, max: 99, initial: 0, label: countdownKey('sheet.armorBonus') }),
  bonuses: characterBonuses(),
  shieldWall: boolean(),
  spellSlots: resource({ limit: SPELL_SLOT_LIMIT }),
  currency: new fields.SchemaField({
    gp: integer({ min: 0, max: 999_999, label: countdownKey('coin.gp') }),
    sp: integer({ min: 0, max: 999_999, label: countdownKey('coin.sp') }),
    cp: integer({ min: 0, max: 999_999, label: countdownKey('coin.cp') }),
  }),
  talents: new fields.ArrayField(new fields.StringField({ required: true, blank: false })),
  languages: text(),
  creation: new fields.SchemaField({
    method: optionalChoice({ roll: countdownKey('creation.methodRoll'), array: countdownKey('creation.methodArray') }),
    pool: new fields.ArrayField(integer({ min: 1, max: 18 }), { max: 6 }),
    done: boolean(),
    hpRolled: boolean(),
  }),
  notes: html(),
});
type Schema = ReturnType<typeof CHARACTER_SCHEMA>;

export class CountdownCharacterData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  declare derived: CountdownCharacterDerived;

  static override defineSchema() {
    return CHARACTER_SCHEMA();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const actor = this.parent as Actor.Implementation | null;
    // Foundry has applied the effects to the stats, max HP and bonuses: everything derives from them.
    const carried = carriedBy(actor?.items ?? []);
    this.derived = deriveFromCarried(this, carried, actor?.name ?? '');
  }
}
