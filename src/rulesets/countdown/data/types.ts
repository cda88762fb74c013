/**
 * The stored shapes of the countdown documents' `system` data, derived from the models' schemas
 * (data/items.ts, character.ts, monster.ts): the glue reads documents through these.
 */
import type { ClockSegments, DangerLevel, SkillId } from '../rules';
import type { CHARACTER_SCHEMA } from './character';
import type {
  ANCESTRY_SCHEMA,
  ARMOR_SCHEMA,
  BACKGROUND_SCHEMA,
  CLASS_SCHEMA,
  GEAR_SCHEMA,
  SHIELD_SCHEMA,
  SPELL_SCHEMA,
  WEAPON_SCHEMA,
} from './items';
import type { MONSTER_SCHEMA } from './monster';

export const TYPES = {
  character: 'countdown-character',
  monster: 'countdown-monster',
  weapon: 'countdown-weapon',
  armor: 'countdown-armor',
  shield: 'countdown-shield',
  gear: 'countdown-gear',
  spell: 'countdown-spell',
  class: 'countdown-class',
  ancestry: 'countdown-ancestry',
  background: 'countdown-background',
} as const;

/** The stored `system` of a model, read off its schema (so a field added there is typed everywhere). */
type SystemOf<S extends () => foundry.data.fields.DataSchema> = foundry.data.fields.SchemaField.SourceData<
  ReturnType<S>
>;

export type WeaponSystem = SystemOf<typeof WEAPON_SCHEMA>;
export type ArmorSystem = SystemOf<typeof ARMOR_SCHEMA>;
export type ShieldSystem = SystemOf<typeof SHIELD_SCHEMA>;
export type GearSystem = SystemOf<typeof GEAR_SCHEMA>;
export type SpellSystem = SystemOf<typeof SPELL_SCHEMA>;
export type ClassSystem = SystemOf<typeof CLASS_SCHEMA>;
export type AncestrySystem = SystemOf<typeof ANCESTRY_SCHEMA>;
export type BackgroundSystem = SystemOf<typeof BACKGROUND_SCHEMA>;
export type CharacterSystem = SystemOf<typeof CHARACTER_SCHEMA>;
export type MonsterSystem = SystemOf<typeof MONSTER_SCHEMA>;

export type Cost = WeaponSystem['cost'];
/** Dice as an amount: count × d faces + bonus. */
export type Amount = MonsterSystem['damage'];
export type ResourceId = GearSystem['countdown']['resource'];
export type SkillSource = CharacterSystem['skills'][SkillId]['source'];

/** What the GM's world panel stores (a world setting). */
export interface TrackerState {
  clocks: {
    id: string;
    name: string;
    segments: ClockSegments;
    filled: number;
    polarity: 'positive' | 'negative';
    hidden: boolean;
  }[];
  portents: { id: string; name: string; level: number; hidden: boolean }[];
  exploration: { turn: number; sinceCheck: number; danger: DangerLevel; unit: 'turn' | 'hour'; hoursToday?: number };
  light: 'bright' | 'dim' | 'dark';
  /** CD-8: the party's last lit source ran out (until a source is lit or the GM sets the light). */
  outOfLight?: boolean;
}
