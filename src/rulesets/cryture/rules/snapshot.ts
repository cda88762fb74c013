import { toInteger } from '../../../core';
import { readStatuses, storedStacks, type StatusState } from './statuses';
import { HASTENED_SPEED_BONUS, MAX_HEALTH, MAX_STAT } from './tables';

/**
 * The plain data the glue copies from an actor (trainer, NPC or cryture) before asking the engine
 * anything. Numbers may be anything a stored document holds: every read goes through toInteger.
 */
export interface CombatantSnapshot {
  id: string;
  kind?: 'trainer' | 'npc' | 'cryture';
  /** Named stats (Speed, Reflexes and whatever the pools and difficulties name), any letter case. */
  stats: Readonly<Record<string, unknown>>;
  health?: { value?: unknown; max?: unknown };
  stamina?: { value?: unknown; max?: unknown };
  mana?: { value?: unknown; max?: unknown };
  /** Stored status stacks (see statuses.ts); read through readStatuses. */
  statuses?: unknown;
  /** Power types this combatant is weak / resistant to ("for weakness and resistance purposes"). */
  weaknesses?: readonly string[];
  resistances?: readonly string[];
  /** CRY-6: a cryture names its trainer; `summoned` says whether its token is on the scene. */
  trainerId?: string;
  summoned?: boolean;
  /** Dice the combatant's Active Effects add to its checks (all) and attacks (attack). */
  effectDice?: { all?: unknown; attack?: unknown };
}

/** A stat name as the engine compares it: "Speed", " speed " and "SPEED" are one stat. */
export function statKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

const STAT_BOUNDS = { min: 0, max: MAX_STAT };

/** A named stat of a snapshot, 0..MAX_STAT; a stat the snapshot lacks reads 0. */
export function readStat(snapshot: Pick<CombatantSnapshot, 'stats'>, name: string): number {
  const wanted = statKey(name);
  const stats = snapshot.stats ?? {};
  for (const key in stats) {
    if (Object.hasOwn(stats, key) && statKey(key) === wanted) return toInteger(stats[key], STAT_BOUNDS);
  }
  return 0;
}

export interface Track {
  value: number;
  max: number;
}

/** A value/max resource (Health, Stamina, Mana) read safely: 0 ≤ value ≤ max. */
export function readTrack(raw: { value?: unknown; max?: unknown } | undefined): Track {
  const max = toInteger(raw?.max, { min: 0, max: MAX_HEALTH });
  return { value: toInteger(raw?.value, { min: 0, max }), max };
}

export function statusesOf(snapshot: Pick<CombatantSnapshot, 'statuses'>): StatusState {
  return readStatuses(snapshot.statuses);
}

/** Actions › Move: spaces per Move = Speed, +3 while Hastened. */
export function movementSpeed(snapshot: Pick<CombatantSnapshot, 'stats' | 'statuses'>): number {
  const hastened = storedStacks(snapshot.statuses, 'hastened') > 0;
  return readStat(snapshot, 'speed') + (hastened ? HASTENED_SPEED_BONUS : 0);
}

/** Statuses › Slowed: every space counts as difficult terrain. */
export function treatsAllSpacesAsDifficult(snapshot: Pick<CombatantSnapshot, 'statuses'>): boolean {
  return storedStacks(snapshot.statuses, 'slowed') > 0;
}

/** Statuses › Distracted: a Distracted combatant can't make opportunity attacks. */
export function canMakeOpportunityAttacks(snapshot: Pick<CombatantSnapshot, 'statuses'>): boolean {
  return storedStacks(snapshot.statuses, 'distracted') === 0;
}

/** "The target is weak / resistant to the attack's type": compared without letter case. */
export function typeAffinity(
  target: Pick<CombatantSnapshot, 'weaknesses' | 'resistances'>,
  powerType: string | undefined,
): { weak: boolean; resistant: boolean } {
  if (!powerType || !powerType.trim()) return { weak: false, resistant: false };
  const type = statKey(powerType);
  const has = (list: readonly string[] | undefined) =>
    Array.isArray(list) && list.some((t) => typeof t === 'string' && statKey(t) === type);
  return { weak: has(target.weaknesses), resistant: has(target.resistances) };
}
