/** A weapon: its tag sets the attack attribute (§5.1), its class the damage die (§5.2). */
import { choice, html, schemaVersion } from '../../../foundry/data/fields';
import { readWeapon, type Weapon } from '../rules';
import { WEAPON_CLASS_CHOICES, WEAPON_TAG_CHOICES } from './choices';
import { RELIC_SCHEMA_VERSION } from './common';

const SCHEMA = () => ({
  schemaVersion: schemaVersion(RELIC_SCHEMA_VERSION),
  tag: choice<keyof typeof WEAPON_TAG_CHOICES>(WEAPON_TAG_CHOICES, 'finesse'),
  weaponClass: choice<keyof typeof WEAPON_CLASS_CHOICES>(WEAPON_CLASS_CHOICES, 'martial'),
  description: html(),
});
type Schema = ReturnType<typeof SCHEMA>;

export class WeaponData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  /** The engine's reading: die faces, attribute, reach. */
  declare weapon: Weapon;

  static override defineSchema() {
    return SCHEMA();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    this.weapon = readWeapon(this);
  }
}
