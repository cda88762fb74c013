/** Armor and shields, worn when equipped (§5.3: the bonuses and where they count are the engine's). */
import { boolean, choice, html, schemaVersion } from '../../../foundry/data/fields';
import { ARMOR_CHOICES } from './choices';
import { RELIC_SCHEMA_VERSION } from './common';

const ARMOR_SCHEMA = () => ({
  schemaVersion: schemaVersion(RELIC_SCHEMA_VERSION),
  kind: choice<keyof typeof ARMOR_CHOICES>(ARMOR_CHOICES, 'light'),
  equipped: boolean(false),
  description: html(),
});

export class ArmorData extends foundry.abstract.TypeDataModel<ReturnType<typeof ARMOR_SCHEMA>, Item.Implementation> {
  static override defineSchema() {
    return ARMOR_SCHEMA();
  }

  /** Its Active Effects apply to the wearer only while it is worn (ManifoldActiveEffect#isSuppressed). */
  get transfersEffects(): boolean {
    return this.equipped;
  }
}

const SHIELD_SCHEMA = () => ({
  schemaVersion: schemaVersion(RELIC_SCHEMA_VERSION),
  equipped: boolean(false),
  description: html(),
});

export class ShieldData extends foundry.abstract.TypeDataModel<ReturnType<typeof SHIELD_SCHEMA>, Item.Implementation> {
  static override defineSchema() {
    return SHIELD_SCHEMA();
  }

  /** Its Active Effects apply only while it is carried on the arm. */
  get transfersEffects(): boolean {
    return this.equipped;
  }
}
