/** The choices of the relic data models: engine ids, each labelled by its i18n key. */
import { ATTRIBUTES, RELIC_TYPES, ROLES, ROWS, STRAIN_KINDS, WEAPON_DICE, WEAPON_TAGS, type ArmorId } from '../rules';

/** `{id: 'MANIFOLD.relic.<group>.<id>'}` for each id. */
export function choicesOf<T extends string>(ids: readonly T[], group: string): Record<T, string> {
  return Object.fromEntries(ids.map((id) => [id, `MANIFOLD.relic.${group}.${id}`])) as Record<T, string>;
}

export const ATTRIBUTE_CHOICES = choicesOf(ATTRIBUTES, 'attribute');
export const ROLE_CHOICES = choicesOf(ROLES, 'role');
export const ROW_CHOICES = choicesOf(ROWS, 'row');
export const RELIC_TYPE_CHOICES = choicesOf(RELIC_TYPES, 'relicType');
export const WEAPON_TAG_CHOICES = choicesOf(Object.keys(WEAPON_TAGS) as (keyof typeof WEAPON_TAGS)[], 'weaponTag');
export const WEAPON_CLASS_CHOICES = choicesOf(Object.keys(WEAPON_DICE) as (keyof typeof WEAPON_DICE)[], 'weaponClass');
/** Armor worn as an item: light, medium or heavy (no armor is having none equipped). */
export const ARMOR_CHOICES = choicesOf<Exclude<ArmorId, 'none'>>(['light', 'medium', 'heavy'], 'armor');
/** A strain row's kind: one of §7.2's four, or not stated (ALL-3). */
export const STRAIN_KIND_CHOICES = choicesOf(['unknown', ...STRAIN_KINDS] as const, 'strainKind');
/** The Aid modifier a discipline feature grants (§6.1), if any. */
export const AID_CHOICES = choicesOf(['none', 'twilightHealer', 'steadyHands', 'swiftAid'] as const, 'aidFeature');

/** Bounds the rules imply for numbers the document leaves open. */
export const LIMITS = {
  /** Resistance, AC bonus sources and healing amounts: generous caps that catch typos, not rules. */
  resistance: 20,
  ac: 40,
  heal: 99,
  hp: 999,
  level: 10,
  /** Synchronization slots a discipline may hold (2 at level 1, §7.3; one per relic type at most). */
  slots: RELIC_TYPES.length,
} as const;
