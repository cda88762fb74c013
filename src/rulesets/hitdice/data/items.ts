/**
 * The item types: abilities (a tier from the Action Tiers table, a skill domain, bonus dice),
 * weapons (Basic tier: "All weapons"), armor (a kind and its dice, HD-6), barrier sources (d12
 * dice) and gear. Tiers are stored as ids; threshold, required successes and base impact are read
 * from the engine's one table wherever they are shown.
 */
import { choice, html, integer, schemaVersion, text } from '../../../foundry/data/fields';
import { HITDICE_SCHEMA_VERSION } from './actor-base';
import { ARMOR_TYPE_IDS, ARMOR_TYPES, MAX_STORED_DICE, SKILLS, TIER_IDS } from '../rules';
import { choiceOf, choicesOf } from './choices';
import { itemOfType } from '../../../foundry/documents/of-type';

const fields = foundry.data.fields;

/** The most of one gear item an actor carries (a sanity bound, not a rule). */
export const MAX_QUANTITY = 9999;

/** A skill domain, or none (weapons and abilities outside every domain). */
export const SKILL_CHOICES = ['none', ...SKILLS] as const;
const skillChoice = () =>
  choice<(typeof SKILL_CHOICES)[number]>(
    { none: 'MANIFOLD.hitdice.item.noSkill', ...choicesOf(SKILLS, 'skill') },
    'none',
  );
export const RECHARGES = ['atWill', 'rest', 'recover'] as const;
export type Recharge = (typeof RECHARGES)[number];

/** What abilities and weapons share: an Action Tiers row (weapons are Basic), a domain, bonus dice. */
const actionFields = () => ({
  schemaVersion: schemaVersion(HITDICE_SCHEMA_VERSION),
  tier: choiceOf(TIER_IDS, 'tier', 'basic'),
  skill: skillChoice(),
  bonusDice: integer({ min: 0, max: MAX_STORED_DICE, initial: 0 }),
});

const ABILITY = () => ({
  ...actionFields(),
  /** Its effect is damage to a target, resolved by the target's defense (HD-4). */
  attack: new fields.BooleanField({ initial: false }),
  /** Short-rest abilities reset on Rest, every ability on Recover ("Rest & Recovery"). */
  recharge: choiceOf(RECHARGES, 'recharge', 'atWill'),
  used: new fields.BooleanField({ initial: false }),
  description: html(),
});

const WEAPON = () => ({
  ...actionFields(),
  range: text(),
  properties: text(),
  description: html(),
});

const ARMOR = () => ({
  schemaVersion: schemaVersion(HITDICE_SCHEMA_VERSION),
  kind: choiceOf(ARMOR_TYPE_IDS, 'armor', 'light'),
  /** Dice when whole: the kind's 2, unless this armor holds more (the notation's "Armor: 3d8"). */
  dice: integer({ min: 1, max: MAX_STORED_DICE, initial: ARMOR_TYPES.light.dice }),
  equipped: new fields.BooleanField({ initial: false }),
  description: html(),
});

const BARRIER = () => ({
  schemaVersion: schemaVersion(HITDICE_SCHEMA_VERSION),
  /** d12 dice this source raises ("Magical barriers (d12 Hit Dice)"; the example's shield is 1d12). */
  dice: integer({ min: 1, max: MAX_STORED_DICE, initial: 1 }),
  description: html(),
});

const GEAR = () => ({
  schemaVersion: schemaVersion(HITDICE_SCHEMA_VERSION),
  quantity: integer({ min: 0, max: MAX_QUANTITY, initial: 1 }),
  description: html(),
});

export class HitdiceAbilityData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof ABILITY>,
  Item.Implementation
> {
  static override defineSchema() {
    return ABILITY();
  }
}

export class HitdiceWeaponData extends foundry.abstract.TypeDataModel<ReturnType<typeof WEAPON>, Item.Implementation> {
  static override defineSchema() {
    return WEAPON();
  }
}

export class HitdiceArmorData extends foundry.abstract.TypeDataModel<ReturnType<typeof ARMOR>, Item.Implementation> {
  static override defineSchema() {
    return ARMOR();
  }

  /** Its Active Effects apply to the wearer only while it is worn (ManifoldActiveEffect#isSuppressed). */
  get transfersEffects(): boolean {
    return this.equipped;
  }
}

export class HitdiceBarrierData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof BARRIER>,
  Item.Implementation
> {
  static override defineSchema() {
    return BARRIER();
  }
}

export class HitdiceGearData extends foundry.abstract.TypeDataModel<ReturnType<typeof GEAR>, Item.Implementation> {
  static override defineSchema() {
    return GEAR();
  }
}

/** The rollable item types: both carry an Action Tiers row, a skill domain and bonus dice. */
export const ACTION_ITEM_TYPES = ['hitdice-ability', 'hitdice-weapon'] as const;
export type ActionItem = Item.OfType<(typeof ACTION_ITEM_TYPES)[number]>;

/** The item read through its ability or weapon model; undefined for any other item (or none). */
export function actionItem(item: Item.Implementation | undefined): ActionItem | undefined {
  if (!item || !(ACTION_ITEM_TYPES as readonly string[]).includes(item.type)) return undefined;
  return itemOfType<(typeof ACTION_ITEM_TYPES)[number]>(item);
}

/** The item read through the ability model; undefined for any other item (or none). */
export function abilityOf(item: Item.Implementation | undefined): Item.OfType<'hitdice-ability'> | undefined {
  return item?.type === 'hitdice-ability' ? itemOfType<'hitdice-ability'>(item) : undefined;
}

/** An actor's abilities, read through the ability model. */
export function abilitiesOf(items: Iterable<Item.Implementation>): Item.OfType<'hitdice-ability'>[] {
  return [...items].flatMap((i) => abilityOf(i) ?? []);
}

/** An actor's abilities by the skill domain they apply to (their bonus dice join that skill's rolls). */
export function abilitiesBySkill(items: Iterable<Item.Implementation>): Map<string, Item.OfType<'hitdice-ability'>[]> {
  const bySkill = new Map<string, Item.OfType<'hitdice-ability'>[]>();
  for (const ability of abilitiesOf(items)) {
    const list = bySkill.get(ability.system.skill);
    if (list) list.push(ability);
    else bySkill.set(ability.system.skill, [ability]);
  }
  return bySkill;
}
