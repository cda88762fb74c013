/**
 * A countdown monster: it never rolls (CD-2). HP, Armor, listed damage, the Reflex its side rolls
 * initiative with (CD-4), Zone, Priority, Weakness, morale immunity and darkvision.
 */
import { boolean, html, integer, resource, schemaVersion, text } from '../../../foundry/data/fields';
import { countdownKey, MONSTER_PRIORITIES, MONSTER_ZONES, STAT_MAX, STAT_MIN } from '../rules';
import { diceAmount, HP_LIMIT, monsterBonuses, printedChoice } from './fields';

export const MONSTER_SCHEMA_VERSION = 1;

export const MONSTER_SCHEMA = () => ({
  schemaVersion: schemaVersion(MONSTER_SCHEMA_VERSION),
  hp: resource({ value: 4, max: 4, maxMin: 1, limit: HP_LIMIT }),
  armor: integer({ min: 0, max: 99, label: countdownKey('sheet.armor') }),
  bonuses: monsterBonuses(),
  damage: diceAmount({ count: 1, faces: 6 }),
  reflex: integer({ min: STAT_MIN, max: STAT_MAX, initial: 3, label: countdownKey('stat.reflex') }),
  zone: printedChoice('zone', MONSTER_ZONES, 'melee'),
  priority: printedChoice('priority', MONSTER_PRIORITIES, 'nearest'),
  weakness: text(),
  moraleImmune: boolean(),
  darkvision: boolean(),
  notes: html(),
});
type Schema = ReturnType<typeof MONSTER_SCHEMA>;

export class CountdownMonsterData extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  static override defineSchema() {
    return MONSTER_SCHEMA();
  }
}
