/**
 * The countdown item types: weapon, armor, shield, gear (with an optional countdown die), spell
 * (ALL-3), class, ancestry and background. Items carry the printed row's data so the GM can edit
 * it (ALL-2); catalogue items are built from the engine's tables (data/catalogue.ts).
 */
import { boolean, html, integer, text, schemaVersion } from '../../../foundry/data/fields';
import {
  ANCESTRY_IDS,
  BACKGROUND_IDS,
  BEASTKIN_ASPECTS,
  CLASS_IDS,
  COUNTDOWN_RESOURCES,
  DISTANCES,
  countdownKey,
  labelFor,
  WEAPON_PROPERTIES,
  WEAPON_TAGS,
  type CountdownResourceId,
} from '../rules';
import { cost, countdownDie, diceAmount, dieSize, flags, idChoice, optionalChoice, quantity, slots } from './fields';

const fields = foundry.data.fields;
export const ITEM_SCHEMA_VERSION = 1;

const common = () => ({
  schemaVersion: schemaVersion(ITEM_SCHEMA_VERSION),
  /** The printed row the item was made from ('' for home-made items). */
  catalogueId: text(),
  notes: html(),
});

const carried = () => ({
  quantity: quantity(),
  slots: slots(),
  cost: cost(),
});

export const WEAPON_SCHEMA = () => ({
  ...common(),
  ...carried(),
  damage: dieSize(6),
  /** Versatile: the die two-handed (0: none). */
  versatileDamage: new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial: 0,
    choices: { 0: countdownKey('item.none'), 4: 'd4', 6: 'd6', 8: 'd8', 10: 'd10', 12: 'd12' },
  }),
  range: flags(DISTANCES, ['close']),
  properties: flags(WEAPON_PROPERTIES),
  tags: flags(WEAPON_TAGS, ['melee']),
  equipped: boolean(),
  /** Loading: false once fired until reloaded. */
  loaded: boolean(true),
});

export const ARMOR_SCHEMA = () => ({
  ...common(),
  ...carried(),
  /** Armor (DR). */
  armor: integer({ min: 0, max: 99, initial: 1 }),
  light: boolean(),
  disadvantage: flags(['stealth', 'acrobatics'] as const),
  cannotSwim: boolean(),
  worn: boolean(),
});

export const SHIELD_SCHEMA = () => ({
  ...common(),
  ...carried(),
  /** Shields add +1 Armor. */
  armor: integer({ min: 0, max: 9, initial: 1 }),
  equipped: boolean(),
});

export const RESOURCE_IDS: readonly (CountdownResourceId | 'custom')[] = [
  ...COUNTDOWN_RESOURCES.map((r) => r.id),
  'custom',
];

export const GEAR_SCHEMA = () => ({
  ...common(),
  ...carried(),
  /** The number in the row's name: Arrows (20), Rations (3). */
  bundle: integer({ min: 1, max: 999, initial: 1 }),
  ammunition: optionalChoice({ arrows: countdownKey('ammunition.arrows'), bolts: countdownKey('ammunition.bolts') }),
  /** "Backpack: first one is free." */
  backpack: boolean(),
  uses: new fields.SchemaField({
    value: integer({ min: 0, max: 99 }),
    max: integer({ min: 0, max: 99 }),
  }),
  /** Healing per use (healing herbs 1, a poultice 1d4). */
  heal: diceAmount(),
  countdown: new fields.SchemaField({
    enabled: boolean(),
    die: countdownDie(6),
    resource: idChoice(
      Object.fromEntries(
        RESOURCE_IDS.map((id) => [id, id === 'custom' ? countdownKey('resource.custom') : labelFor('resource', id)]),
      ) as Record<(typeof RESOURCE_IDS)[number], string>,
      'custom',
    ),
    /** Also triggered at the start of the holder's turn ("Tick any countdown dice that trigger on your turn"). */
    onTurn: boolean(),
  }),
  /** A light source's radius ('' for none). */
  light: optionalChoice({ near: labelFor('distance', 'near'), far: labelFor('distance', 'far') }),
  lit: boolean(),
  /** The Crawling Kit: dropped on a character, it unpacks into its contents. */
  kit: optionalChoice({ crawlingKit: countdownKey('crawlingKit.name') }),
});

export const SPELL_SCHEMA = () => ({
  ...common(),
  list: idChoice<'invoker' | 'seer'>(
    { invoker: countdownKey('class.invoker.name'), seer: countdownKey('class.seer.name') },
    'invoker',
  ),
  tier: integer({ min: 1, max: 9, initial: 1 }),
  requiresComponents: boolean(true),
  /** The spell's duration countdown die (the Light spell uses one), 0 for none. */
  duration: countdownDie(0),
  /** CD-8: the light the spell gives while it runs ('' for none; the Light spell lights near distance). */
  light: optionalChoice({ near: labelFor('distance', 'near'), far: labelFor('distance', 'far') }),
  /** While the spell runs: its duration die's current size, set from `duration` when cast (0: not running). */
  running: countdownDie(0),
  placeholder: boolean(true),
});

export const CLASS_SCHEMA = () => ({
  ...common(),
  classId: idChoice(
    Object.fromEntries(CLASS_IDS.map((id) => [id, countdownKey(`class.${id}.name`)])) as Record<
      (typeof CLASS_IDS)[number],
      string
    >,
    'warden',
  ),
});

export const ANCESTRY_SCHEMA = () => ({
  ...common(),
  ancestryId: idChoice(
    Object.fromEntries(ANCESTRY_IDS.map((id) => [id, countdownKey(`ancestry.${id}.name`)])) as Record<
      (typeof ANCESTRY_IDS)[number],
      string
    >,
    'human',
  ),
  /** Beastkin: the beast aspect chosen at creation. */
  aspect: optionalChoice(
    Object.fromEntries(BEASTKIN_ASPECTS.map((a) => [a, countdownKey(`aspect.${a}.name`)])) as Record<
      (typeof BEASTKIN_ASPECTS)[number],
      string
    >,
  ),
});

export const BACKGROUND_SCHEMA = () => ({
  ...common(),
  backgroundId: idChoice(
    Object.fromEntries(BACKGROUND_IDS.map((id) => [id, countdownKey(`background.${id}.name`)])) as Record<
      (typeof BACKGROUND_IDS)[number],
      string
    >,
    'refugee',
  ),
});

/**
 * One TypeDataModel class per item type over its schema. Written out as classes (not made by a
 * factory) so their types do not depend on fvtt-types' DataModelConfig, which names them.
 * `transfersEffects` says when an item's Active Effects apply to its owner: worn armor, an equipped
 * shield or weapon; any other item while carried (ManifoldActiveEffect#isSuppressed).
 */
export class CountdownWeaponData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof WEAPON_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return WEAPON_SCHEMA();
  }

  get transfersEffects(): boolean {
    return this.equipped === true;
  }
}
export class CountdownArmorData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof ARMOR_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return ARMOR_SCHEMA();
  }

  get transfersEffects(): boolean {
    return this.worn === true;
  }
}
export class CountdownShieldData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof SHIELD_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return SHIELD_SCHEMA();
  }

  get transfersEffects(): boolean {
    return this.equipped === true;
  }
}
export class CountdownGearData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof GEAR_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return GEAR_SCHEMA();
  }
}
export class CountdownSpellData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof SPELL_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return SPELL_SCHEMA();
  }
}
export class CountdownClassData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof CLASS_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return CLASS_SCHEMA();
  }
}
export class CountdownAncestryData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof ANCESTRY_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return ANCESTRY_SCHEMA();
  }
}
export class CountdownBackgroundData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof BACKGROUND_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return BACKGROUND_SCHEMA();
  }
}
