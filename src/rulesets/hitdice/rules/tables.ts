/**
 * The printed tables and constants of hitdice.md, as data. Each table names its section. The
 * tests transcribe every row again from the document and compare; nothing else in the engine
 * repeats these numbers.
 */

/** "Core Resolution": all dice are d6. */
export const ACTION_DIE_FACES = 6;
/** "Success Rules": a 6 is 2 successes (Explosive) on action dice (HD-1). */
export const EXPLOSIVE_FACE = 6;
export const EXPLOSIVE_SUCCESSES = 2;
/** "Success Rules": a 1 on an exertion die burns 1 HD (HD-3). */
export const BURN_FACE = 1;
/** HD-1: rolls with no tier (initiative, skill rolls without an ability) succeed on 5+. */
export const TIERLESS_THRESHOLD = 5;

/** "Character Resources": Proficiency and Resolve by level. */
export const CHARACTER_RESOURCES = [
  { minLevel: 1, maxLevel: 2, proficiency: 1, resolve: 5 },
  { minLevel: 3, maxLevel: 4, proficiency: 2, resolve: 5 },
  { minLevel: 5, maxLevel: 6, proficiency: 3, resolve: 5 },
  { minLevel: 7, maxLevel: 8, proficiency: 4, resolve: 5 },
  { minLevel: 9, maxLevel: 10, proficiency: 5, resolve: 5 },
] as const;

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;

/** "Resolve": Player Character Resolve = 5, constant for all levels; also the cap on gains (HD-7). */
export const PC_RESOLVE = 5;

/** "Hit Dice by Level": the hit die types and their die. */
export const HIT_DIE_TYPES = ['tough', 'balanced', 'fragile'] as const;
export type HitDieType = (typeof HIT_DIE_TYPES)[number];
export const HIT_DIE_FACES: Readonly<Record<HitDieType, number>> = { tough: 10, balanced: 8, fragile: 6 };

/** "Hit Dice by Level": the body pool by level and type. */
export const HIT_DICE_BY_LEVEL = [
  { level: 1, tough: 5, balanced: 5, fragile: 4 },
  { level: 2, tough: 7, balanced: 7, fragile: 5 },
  { level: 3, tough: 9, balanced: 8, fragile: 6 },
  { level: 4, tough: 11, balanced: 10, fragile: 8 },
  { level: 5, tough: 13, balanced: 12, fragile: 9 },
  { level: 6, tough: 15, balanced: 13, fragile: 11 },
  { level: 7, tough: 17, balanced: 15, fragile: 12 },
  { level: 8, tough: 19, balanced: 17, fragile: 14 },
  { level: 9, tough: 21, balanced: 18, fragile: 15 },
  { level: 10, tough: 23, balanced: 20, fragile: 17 },
] as const;

/** "Action Tiers" (HD-1, HD-2). `expertPlus` marks "Expert tier or higher". */
export const ACTION_TIERS = [
  { id: 'basic', threshold: 2, required: 1, baseImpact: 1, expertPlus: false, advancedPlus: false },
  { id: 'advanced', threshold: 3, required: 2, baseImpact: 2, expertPlus: false, advancedPlus: true },
  { id: 'expert', threshold: 4, required: 3, baseImpact: 3, expertPlus: true, advancedPlus: true },
  { id: 'legendary', threshold: 5, required: 3, baseImpact: 4, expertPlus: true, advancedPlus: true },
  { id: 'ultimate', threshold: 6, required: 4, baseImpact: 5, expertPlus: true, advancedPlus: true },
] as const;
export type TierId = (typeof ACTION_TIERS)[number]['id'];
export type ActionTier = (typeof ACTION_TIERS)[number];
export const TIER_IDS: readonly TierId[] = ACTION_TIERS.map((t) => t.id);

/**
 * "Resolve Stage Penalties" (HD-7). The Collapse row prints only "Unconscious (dying if 0 HD)";
 * "At 0 Resolve: Cannot initiate Expert+ actions" (section "Resolve") adds `noExpert`, and the
 * table reads cumulatively down the rows, so Collapse keeps Staggering's other penalties (it
 * matters only for defense, since a collapsed character cannot act).
 */
export const RESOLVE_STAGES = [
  { resolve: 5, id: 'full', noExpert: false, advancedExtraSuccess: 0, defensePenalty: 0, unconscious: false },
  { resolve: 4, id: 'pressured', noExpert: true, advancedExtraSuccess: 0, defensePenalty: 0, unconscious: false },
  { resolve: 3, id: 'shaken', noExpert: true, advancedExtraSuccess: 0, defensePenalty: 1, unconscious: false },
  { resolve: 2, id: 'weakened', noExpert: true, advancedExtraSuccess: 1, defensePenalty: 1, unconscious: false },
  { resolve: 1, id: 'staggering', noExpert: true, advancedExtraSuccess: 1, defensePenalty: 2, unconscious: false },
  { resolve: 0, id: 'collapse', noExpert: true, advancedExtraSuccess: 1, defensePenalty: 2, unconscious: true },
] as const;
export type ResolveStage = (typeof RESOLVE_STAGES)[number];
export type StageId = ResolveStage['id'];

/** "Resolve Checks": one d6 — 4 or less lose 1, 5 stay, 6 gain 1 (max 5). */
export const RESOLVE_CHECK_FACES = 6;
export const RESOLVE_CHECK_TABLE = [
  { min: 1, max: 4, outcome: 'lose', change: -1 },
  { min: 5, max: 5, outcome: 'hold', change: 0 },
  { min: 6, max: 6, outcome: 'gain', change: 1 },
] as const;
export type ResolveCheckOutcome = (typeof RESOLVE_CHECK_TABLE)[number]['outcome'];

/**
 * "Defense Rolls" as printed. The 9–10 row says "5-6", which the Character Resources table does
 * not support (Proficiency 5 at levels 9–10); the engine follows Defense Capacity = Proficiency.
 */
export const DEFENSE_ROLLS_PRINTED = [
  { minLevel: 1, maxLevel: 2, proficiency: [1, 1], rolls: [1, 1] },
  { minLevel: 3, maxLevel: 4, proficiency: [2, 2], rolls: [2, 2] },
  { minLevel: 5, maxLevel: 6, proficiency: [3, 3], rolls: [3, 3] },
  { minLevel: 7, maxLevel: 8, proficiency: [4, 4], rolls: [4, 4] },
  { minLevel: 9, maxLevel: 10, proficiency: [5, 6], rolls: [5, 6] },
] as const;

/** "Defense Roll Rules": 5+ sustains (HD-9: the default of the sustain-threshold setting). */
export const DEFAULT_SUSTAIN_THRESHOLD = 5;

/** "Layered Hit Dice", outermost first, with Guard from the Defend action outside them (HD-5, HD-6). */
export const LAYER_KINDS = ['guard', 'barrier', 'armor', 'body'] as const;
export type LayerKind = (typeof LAYER_KINDS)[number];
/** "Magical barriers (d12 Hit Dice)"; the notation example's shield (1d12) is a d12 source of this layer. */
export const BARRIER_FACES = 12;
/** "Defend Action: Gain +2d6 bonus defense dice until your next turn" (HD-5). */
export const GUARD_DICE = 2;
export const GUARD_FACES = 6;

/** "Weapon Properties & Armor": armor kinds with their temp HD. */
export const ARMOR_TYPES = {
  light: { dice: 2, faces: 6 },
  medium: { dice: 2, faces: 8 },
  heavy: { dice: 2, faces: 10 },
} as const;
export type ArmorType = keyof typeof ARMOR_TYPES;
export const ARMOR_TYPE_IDS = Object.keys(ARMOR_TYPES) as ArmorType[];

/** "Initiative": roll 3d6, count successes. */
export const INITIATIVE_DICE = 3;
/** HD-8: surprised rolls the pool twice and keeps the lower. */
export const SURPRISED_ROLLS = 2;

/** "Action Economy" and "Your Turn". */
export const PC_ACTIONS_PER_TURN = 2;
export const EXPERT_ACTIONS_PER_TURN = 1;
export const MOVEMENT_YARDS = 10;

/** "Rest & Recovery". */
export const MAX_RESTS_PER_DAY = 2;
export const REST_RESOLVE_GAIN = 1;
export const REST_HOURS = { min: 0.5, max: 8 } as const;
export const RECOVER_MIN_HOURS = 6;

/** "Universal Actions". */
export const RUSH_RESOLVE_COST = 1;
export const STEADY_HD_COST = 3;
export const STEADY_RESOLVE_GAIN = 1;

/** "Death & Dying": Stabilize is a Basic action; collapse lasts 0–2 days and wakes with 1 Resolve. */
export const STABILIZE_TIER: TierId = 'basic';
export const COLLAPSE_DAYS = { min: 0, max: 2 } as const;
export const WAKE_RESOLVE = 1;

/** "Affinity Dice": sharing range. (Daily gain cap = Proficiency, store cap = Level: see affinity.ts.) */
export const AFFINITY_SHARE_YARDS = 30;

/** "Resolve": below 2 a character cannot take part in social encounters. */
export const SOCIAL_MIN_RESOLVE = 2;

/** "The Eight Skills": context domains (they grant no dice themselves). */
export const SKILLS = [
  'agility',
  'awareness',
  'fortitude',
  'wilderness',
  'influence',
  'lore',
  'medicine',
  'craft',
] as const;
export type SkillId = (typeof SKILLS)[number];

/** "Group Rolls": the two resolution modes and what extra successes mean in each. */
export const GROUP_MODES = { contest: 'impact', threshold: 'quality' } as const;
export type GroupMode = keyof typeof GROUP_MODES;
