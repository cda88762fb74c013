/**
 * Every table and fixed number printed in relic.md, once, as data. Section numbers are the
 * document's. Sheets, rolls, odds and tests read these; nothing else restates them.
 */
import { BandTable } from '../../../core';

// §2 Attributes -------------------------------------------------------------------------------

export const ATTRIBUTES = ['fit', 'dex', 'wis', 'int'] as const;
export type AttributeId = (typeof ATTRIBUTES)[number];

/** §2 "Attributes range from –1 to +4 in normal play." */
export const ATTRIBUTE_RANGE = { min: -1, max: 4 } as const;

// §1.1 Difficulty Numbers ---------------------------------------------------------------------

export type DifficultyId = 'easy' | 'standard' | 'hard' | 'severe' | 'extreme';

/** §1.1 DN table. Extreme is a range: the GM picks a DN from 20 to 24. */
export const DN_TABLE: readonly { id: DifficultyId; min: number; max: number }[] = [
  { id: 'easy', min: 10, max: 10 },
  { id: 'standard', min: 12, max: 12 },
  { id: 'hard', min: 15, max: 15 },
  { id: 'severe', min: 18, max: 18 },
  { id: 'extreme', min: 20, max: 24 },
] as const;

/** The die of every attribute test, attack, activation, backlash and group initiative. */
export const D20 = 20;

// §3 Combat turn structure --------------------------------------------------------------------

/** §3.2 "2 Actions" on your turn. */
export const ACTIONS_PER_TURN = 2;
/** §3.2 "1 Reaction per round (off-turn)". */
export const REACTIONS_PER_ROUND = 1;

export type CoreActionId =
  | 'attack'
  | 'activateRelic'
  | 'switchRows'
  | 'aid'
  | 'defend'
  | 'buildResonance'
  | 'burn'
  | 'useItem'
  | 'disciplineFeature'
  | 'environmentInteraction';

/**
 * §3.3 core actions (and §8.2 Burn) with their cost in actions (REL-7). `printed` says whether
 * the document prints the cost (§4.2 switch rows 1, §6.1 aid 2, §8.1 build 2, §8.2 burn 2); the
 * others are one of the turn's two actions, the reading of §3.2 the ruling's tracker needs.
 */
export const CORE_ACTIONS: readonly { id: CoreActionId; cost: number; printed: boolean }[] = [
  { id: 'attack', cost: 1, printed: false },
  { id: 'activateRelic', cost: 1, printed: false },
  { id: 'switchRows', cost: 1, printed: true },
  { id: 'aid', cost: 2, printed: true },
  { id: 'defend', cost: 1, printed: false },
  { id: 'buildResonance', cost: 2, printed: true },
  { id: 'burn', cost: 2, printed: true },
  { id: 'useItem', cost: 1, printed: false },
  { id: 'disciplineFeature', cost: 1, printed: false },
  { id: 'environmentInteraction', cost: 1, printed: false },
] as const;

export type ReactionId = 'guardAlly' | 'snapShot' | 'counterstep';

/** §3.4 example reactions; each spends the round's one reaction. */
export const REACTIONS: readonly ReactionId[] = ['guardAlly', 'snapShot', 'counterstep'] as const;

/** §3.4 Guard Ally: –1 damage to an ally in the same row. */
export const GUARD_ALLY_REDUCTION = 1;

// §4 Formation --------------------------------------------------------------------------------

export const ROWS = ['frontline', 'backline'] as const;
export type Row = (typeof ROWS)[number];

/** §4.1 Allies in Frontline get +1 melee damage. */
export const FRONTLINE_MELEE_DAMAGE = 1;
/** §4.1 Enemy ranged attacks vs Backline: –2 (ignored while formation is broken, §4.3). */
export const BACKLINE_RANGED_PENALTY = -2;
/** §4.3 When formation breaks, enemies gain +1 to all attacks. */
export const BROKEN_FORMATION_ATTACK_BONUS = 1;

// §5 Attacks, defense, damage -----------------------------------------------------------------

export type WeaponTag = 'heavy' | 'finesse' | 'ranged';
export type WeaponReach = 'melee' | 'ranged';

/** §5.1 attack attribute by weapon tag; Heavy and Finesse weapons strike in melee. */
export const WEAPON_TAGS: Readonly<Record<WeaponTag, { attribute: AttributeId; reach: WeaponReach }>> = {
  heavy: { attribute: 'fit', reach: 'melee' },
  finesse: { attribute: 'dex', reach: 'melee' },
  ranged: { attribute: 'dex', reach: 'ranged' },
} as const;

export type WeaponClass = 'light' | 'martial' | 'heavy' | 'improvised';

/** §5.2 weapon dice (faces). */
export const WEAPON_DICE: Readonly<Record<WeaponClass, number>> = {
  light: 6,
  martial: 8,
  heavy: 10,
  improvised: 4,
} as const;

/** §5.2 "Critical Hit: double weapon dice" (REL-1): the number of weapon dice is multiplied. */
export const CRITICAL_DICE_MULTIPLIER = 2;

/** §5.3 AC = 10 + DEX + armor bonus. */
export const AC_BASE = 10;

export type ArmorId = 'none' | 'light' | 'medium' | 'heavy';

/** §5.3 armor bonuses; heavy counts only in the frontline. */
export const ARMOR: Readonly<Record<ArmorId, { bonus: number; frontlineOnly: boolean }>> = {
  none: { bonus: 0, frontlineOnly: false },
  light: { bonus: 1, frontlineOnly: false },
  medium: { bonus: 2, frontlineOnly: false },
  heavy: { bonus: 3, frontlineOnly: true },
} as const;

/** The armor ids from none to the heaviest, in the table's order. */
export const ARMOR_IDS = Object.keys(ARMOR) as ArmorId[];

/** §5.3 Shield +1 (Frontline only). */
export const SHIELD = { bonus: 1, frontlineOnly: true } as const;

// §6 Aid, healing, conditions -----------------------------------------------------------------

/** §6.1 Aid restores 1 HP; each modifier the aider has adds to it. */
export const AID_BASE_HP = 1;

export type AidFeatureId = 'twilightHealer' | 'steadyHands' | 'swiftAid';

/** §6.1 Aid modifiers: HP added, or the action cost they set. */
export const AID_FEATURES: Readonly<Record<AidFeatureId, { extraHp: number; cost?: number }>> = {
  twilightHealer: { extraHp: 1 },
  steadyHands: { extraHp: 1 },
  swiftAid: { extraHp: 0, cost: 1 },
} as const;

/** §6.4 canonical conditions, then the special Unconscious (1 round) of Backlash. */
export const CONDITIONS = [
  'entangled',
  'disoriented',
  'stunned',
  'poisoned',
  'bleeding',
  'blinded',
  'wounded',
  'unconscious',
  'dying',
  'unconsciousOneRound',
] as const;
export type ConditionId = (typeof CONDITIONS)[number];

/** §4.3 a frontline member with one of these does not hold the line. Stunned is not one of them. */
export const DOWN_CONDITIONS: readonly ConditionId[] = ['unconscious', 'dying', 'unconsciousOneRound'];

/**
 * §4.2 conditions that forbid switching rows: Entangled (§4.2's own), and being down, as for every
 * action (REL-10; Unconscious (1 round) is treated as Unconscious, §6.4).
 */
export const NO_ROW_SWITCH: readonly ConditionId[] = ['entangled', ...DOWN_CONDITIONS];

// §7 Relics -----------------------------------------------------------------------------------

export type ActivationTier = 'criticalSuccess' | 'success' | 'partial' | 'criticalFailure';

/** §7.1 activation tiers read from the total (REL-3; totals below 1 fall in the 1–5 row). */
export const ACTIVATION_TIERS = new BandTable<ActivationTier>([
  { min: 20, value: 'criticalSuccess' },
  { min: 12, max: 19, value: 'success' },
  { min: 6, max: 11, value: 'partial' },
  { max: 5, value: 'criticalFailure' },
]);

/** §7.1 / §7.3 Synchronized relics add +3 to activation rolls. */
export const SYNCHRONIZATION_BONUS = 3;
/** §7.3 Synchronization slots at level 1 (the Discipline provides them). */
export const SYNCHRONIZATION_SLOTS_AT_LEVEL_1 = 2;

export const RELIC_TYPES = ['combat', 'utility', 'glyph', 'support'] as const;
export type RelicType = (typeof RELIC_TYPES)[number];

/** §7.2 strain: 1d6 on the relic's own table (REL-3). */
export const STRAIN_DIE = 6;
/** §7.2 the kinds of strain effect the document lists (the entries themselves are relic data, ALL-3). */
export const STRAIN_KINDS = ['damage', 'minorCondition', 'lockout', 'arcDamage'] as const;
export type StrainKind = (typeof STRAIN_KINDS)[number];

// §8 Resonance, Burn, Backlash ----------------------------------------------------------------

/** §8.1 Resonance 0–5; Build adds 1. */
export const RESONANCE_MAX = 5;
export const RESONANCE_BUILD_GAIN = 1;

export const ROLES = ['frontline', 'striker', 'controller', 'support'] as const;
export type RoleId = (typeof ROLES)[number];
export type SurgeId = 'bulwark' | 'execution' | 'disruption' | 'restoration';

/** §8.2 the surge each primary role releases on Burn. */
export const ROLE_SURGES: Readonly<Record<RoleId, SurgeId>> = {
  frontline: 'bulwark',
  striker: 'execution',
  controller: 'disruption',
  support: 'restoration',
} as const;

/** §8.2 Execution Surge: +Resonance × 2 damage. */
export const EXECUTION_DAMAGE_MULTIPLIER = 2;

/** §8.3 backlash condition by the Resonance burned (REL-5). */
export const BACKLASH_TABLE: Readonly<Record<1 | 2 | 3 | 4 | 5, ConditionId>> = {
  1: 'disoriented',
  2: 'entangled',
  3: 'stunned',
  4: 'blinded',
  5: 'unconsciousOneRound',
} as const;
