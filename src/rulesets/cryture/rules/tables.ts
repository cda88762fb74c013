/**
 * Everything cryture.md prints as a fixed number or list, transcribed once. Sheets, rolls, odds
 * and tests read these; nothing else in the engine repeats a printed number.
 */

/** "The Mechanics of Combat": every pool is made of d10s. */
export const DIE_FACES = 10;

/** "Crit: … the extra effects of rolling a 10 on one of your dice" (CRY-1: a 10 is always a hit). */
export const CRIT_FACE = 10;

/** Statuses › Clumsy: "takes 3 damage per miss" on each die showing 1 (CRY-5). */
export const CLUMSY_FACE = 1;
export const CLUMSY_DAMAGE_PER_DIE = 3;

/** Moving… › Push: "the target takes 3 damage for each space left". */
export const PUSH_COLLISION_DAMAGE_PER_SPACE = 3;

/** Reading a Power › Ranged X: "-1 die modifier for each additional space" (CRY-2). */
export const RANGED_PENALTY_PER_SPACE = 1;

/** Statuses › Hastened: "+3 speed". */
export const HASTENED_SPEED_BONUS = 3;

/** Statuses › Regenerating / Wounded: "1/10 of its maximum Health, rounded down". */
export const HEALTH_TICK_DIVISOR = 10;

/** Statuses: "Usually, these statuses max out at 5 stacks". */
export const STACKING_CAP = 5;

/**
 * Attack Bonuses and Penalties. Each situation is a +2 or −2 roll modifier (= dice, CRY-2) and
 * counts once however many times it applies; different situations stack.
 */
export const SITUATIONS = {
  flanking: 2, // an ally adjacent to, and on the opposite side of, the target
  higherElevation: 2, // the attacker is higher than the target
  unseen: 2, // the target can't see the attacker
  weak: 2, // the target is weak to the attack's type
  lowerElevation: -2, // the attacker is lower than the target
  cover: -2, // the target is behind cover
  obscured: -2, // the target is obscured
  resistant: -2, // the target is resistant to the attack's type
} as const satisfies Record<string, number>;

export type SituationId = keyof typeof SITUATIONS;
export const SITUATION_IDS = Object.keys(SITUATIONS) as SituationId[];

/** "1 Turn" ends when the affected combatant's next turn is over; "5 minutes" is the encounter (CRY-4). */
export type StatusDuration = 'turn' | 'encounter';

export interface StatusRule {
  duration: StatusDuration;
  /** Highest stack count; `null` = "Stacks: Unlimited"; 1 where the document gives no Stacks entry. */
  maxStacks: number | null;
  /** The status this one "Negates" (CRY-4: stack by stack). */
  negates: StatusId | null;
}

/** Statuses: the twelve entries in the document's order. */
export const STATUSES = {
  block: { duration: 'turn', maxStacks: null, negates: null },
  clumsy: { duration: 'encounter', maxStacks: 1, negates: null },
  distracted: { duration: 'turn', maxStacks: 1, negates: null },
  empowered: { duration: 'encounter', maxStacks: STACKING_CAP, negates: 'weakened' },
  hardened: { duration: 'encounter', maxStacks: STACKING_CAP, negates: 'softened' },
  hastened: { duration: 'encounter', maxStacks: 1, negates: 'slowed' },
  regenerating: { duration: 'encounter', maxStacks: 1, negates: null },
  slowed: { duration: 'encounter', maxStacks: 1, negates: 'hastened' },
  softened: { duration: 'encounter', maxStacks: STACKING_CAP, negates: 'hardened' },
  stunned: { duration: 'turn', maxStacks: 1, negates: null },
  weakened: { duration: 'encounter', maxStacks: STACKING_CAP, negates: 'empowered' },
  wounded: { duration: 'encounter', maxStacks: 1, negates: null },
} as const satisfies Record<string, { duration: StatusDuration; maxStacks: number | null; negates: string | null }>;

export type StatusId = keyof typeof STATUSES;
export const STATUS_IDS = Object.keys(STATUSES) as StatusId[];

/** Per-stack roll modifiers of the four modifier statuses: whose roll they change and by how much. */
export const STATUS_ROLL_MODIFIERS = {
  empowered: { side: 'attacker', perStack: 1 },
  weakened: { side: 'attacker', perStack: -1 },
  hardened: { side: 'target', perStack: -1 },
  softened: { side: 'target', perStack: 1 },
} as const satisfies Partial<Record<StatusId, { side: 'attacker' | 'target'; perStack: number }>>;

export type ActionKind = 'major' | 'minor' | 'concentrated';

/** Actions: the basic actions and the action each needs ("Use any minor action" is a Major Action). */
export const BASIC_ACTIONS = {
  basicAttack: 'major',
  summon: 'major',
  move: 'minor',
  shift: 'minor',
  recall: 'minor',
  transferMana: 'minor',
} as const satisfies Record<string, 'major' | 'minor'>;

export type BasicActionId = keyof typeof BASIC_ACTIONS;
export const BASIC_ACTION_IDS = Object.keys(BASIC_ACTIONS) as BasicActionId[];

/** Actions › Transfer Mana: "Transfer 1 Mana to a cryture you've summoned". */
export const MANA_PER_TRANSFER = 1;

/** Reading a Power › Cost: the resources a cost names. */
export const RESOURCES = ['stamina', 'mana'] as const;
export type ResourceId = (typeof RESOURCES)[number];

/** Guards for hostile stored data (not rules): no stat, stack count or pool grows past these. */
export const MAX_STAT = 50;
export const MAX_POOL_DICE = 100;
export const MAX_BLOCK_STACKS = 999;
export const MAX_HEALTH = 1_000_000;
