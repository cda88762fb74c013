/**
 * The item types: talents (Focus cost, action cost, the Edge they grant), equipment (Availability,
 * Expert Traits that need Expertise), armor (Soak). Every number has the bounds the glossary gives.
 */
import { choice, html, integer, schemaVersion, text } from '../../../foundry/data/fields';
import { AVAILABILITY_RANGE } from '../rules';
import { FOCUS_COST_MAX, QUANTITY_MAX, SOAK_MAX, TALENT_ACTION_POINTS_MAX } from './bounds';

export const DIFFERENCE_ITEM_SCHEMA_VERSION = 1;
const fields = foundry.data.fields;
const flag = (initial = false) => new fields.BooleanField({ required: true, initial });

/** ► an action costing action points, ▷ a free action, a Reaction, or always on. */
export const TALENT_ACTIONS = {
  action: 'MANIFOLD.difference.talent.action.action',
  free: 'MANIFOLD.difference.talent.action.free',
  reaction: 'MANIFOLD.difference.talent.action.reaction',
  passive: 'MANIFOLD.difference.talent.action.passive',
};
export type TalentAction = keyof typeof TALENT_ACTIONS;

export const EDGE_SIZES = {
  none: 'MANIFOLD.difference.size.none',
  minor: 'MANIFOLD.difference.size.minor',
  major: 'MANIFOLD.difference.size.major',
  overwhelming: 'MANIFOLD.difference.size.overwhelming',
};
export type EdgeSizeChoice = keyof typeof EDGE_SIZES;

// The choices' ids are named: `choice` would read them from the initial value alone.
const TALENT_SCHEMA = () => ({
  schemaVersion: schemaVersion(DIFFERENCE_ITEM_SCHEMA_VERSION),
  focusCost: integer({ min: 0, max: FOCUS_COST_MAX }),
  action: choice<TalentAction>(TALENT_ACTIONS, 'action'),
  /** ► count for an action (1–3: a turn has at most 3 action points). */
  actionPoints: integer({ min: 0, max: TALENT_ACTION_POINTS_MAX, initial: 1 }),
  /** The Edge the talent grants on a check (offered in the check dialog). */
  edge: choice<EdgeSizeChoice>(EDGE_SIZES, 'none'),
  /** "Some rare and powerful talents may explicitly state that they can exceed this cap" (DIF-2). */
  exceedsCap: flag(),
  /** Only checks with this skill id (empty: any check). */
  skill: text(),
  description: html(),
});

export class DifferenceTalentData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof TALENT_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return TALENT_SCHEMA();
  }
}

const gear = () => ({
  schemaVersion: schemaVersion(DIFFERENCE_ITEM_SCHEMA_VERSION),
  availability: integer({ ...AVAILABILITY_RANGE, initial: AVAILABILITY_RANGE.min }),
  quantity: integer({ min: 0, max: QUANTITY_MAX, initial: 1 }),
  /** The Expertise an owner needs to benefit from the Expert Traits. */
  expertise: text(),
  expertTraits: html(),
  description: html(),
});

const EQUIPMENT_SCHEMA = () => ({
  ...gear(),
  /** Held in hand: dropped when its owner falls Unconscious. */
  held: flag(),
});

export class DifferenceEquipmentData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof EQUIPMENT_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return EQUIPMENT_SCHEMA();
  }
}

const ARMOR_SCHEMA = () => ({
  ...gear(),
  soak: integer({ min: 0, max: SOAK_MAX }),
  equipped: flag(true),
});

export class DifferenceArmorData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof ARMOR_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return ARMOR_SCHEMA();
  }

  /** Its Active Effects apply to the wearer only while it is worn (ManifoldActiveEffect#isSuppressed). */
  get transfersEffects(): boolean {
    return this.equipped;
  }
}
