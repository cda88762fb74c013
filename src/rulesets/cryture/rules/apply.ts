import { clamp, toInteger } from '../../../core';
import { critUserGrants, settle, type AppliedGrant, type AppliedMovement, type AttackResult, type Settlement } from './attack';
import { readTrack, type Track } from './snapshot';
import { applyStatuses, readStatuses, removeStacks, type StatusChange, type StatusState } from './statuses';
import { MAX_HEALTH } from './tables';

/**
 * What the "apply" button of a card does, as data: the glue reads each combatant's current Health
 * and statuses, calls applyAttack, and writes the updates back as ordinary document updates (ALL-2).
 */
export interface CombatantState {
  health?: { value?: unknown; max?: unknown };
  statuses?: unknown;
}

export interface CombatantUpdate {
  health: Track;
  statuses: StatusState;
  damage: number;
  healing: number;
  /** CRY-4: Block stacks spent negating hits. */
  blockSpent: number;
  statusChanges: StatusChange[];
}

/** Health after damage, never below 0. */
export function applyDamage(health: Track, amount: number): Track {
  return { ...health, value: clamp(health.value - toInteger(amount, { min: 0, max: MAX_HEALTH }), 0, health.max) };
}

/** Health after healing, never above the maximum. */
export function applyHealing(health: Track, amount: number): Track {
  return { ...health, value: clamp(health.value + toInteger(amount, { min: 0, max: MAX_HEALTH }), 0, health.max) };
}

export interface ApplyOptions {
  /** The combatant whose turn it is: statuses landing on it last through its following turn (CRY-4). */
  activeCombatantId?: string;
}

/**
 * Applies a resolved power to the combatants' current states. Each target is settled again with the
 * Block it has now (the card showed the Block it had when rolled): Block spent first, then damage
 * and healing, then statuses (negating as CRY-4 says). Then the user: Clumsy damage (CRY-5), the
 * Effect line's user statuses and the user statuses of Hit/Crit lines that applied — a Crit
 * line's once per 10 rolled, however many targets the 10s counted against (CRY-7).
 * Combatants missing from `states` are skipped.
 */
export function applyAttack(
  result: AttackResult,
  states: Readonly<Record<string, CombatantState>>,
  options: ApplyOptions = {},
): {
  updates: Record<string, CombatantUpdate>;
  settlements: Record<string, Settlement>;
  movement: Record<string, AppliedMovement[]>;
} {
  const updates: Record<string, CombatantUpdate> = {};
  const current = (id: string): CombatantUpdate | null => {
    if (updates[id]) return updates[id];
    const state = states[id];
    if (!state) return null;
    updates[id] = {
      health: readTrack(state.health),
      statuses: readStatuses(state.statuses),
      damage: 0,
      healing: 0,
      blockSpent: 0,
      statusChanges: [],
    };
    return updates[id];
  };
  const grant = (id: string, list: readonly AppliedGrant[]) => {
    const u = current(id);
    if (!u || list.length === 0) return;
    const applied = applyStatuses(u.statuses, list, { duringOwnTurn: id === options.activeCombatantId });
    u.statuses = applied.state;
    u.statusChanges.push(...applied.changes);
  };
  const hurt = (u: CombatantUpdate, damage: number, healing: number) => {
    u.health = applyHealing(applyDamage(u.health, damage), healing);
    u.damage += damage;
    u.healing += healing;
  };

  const settlements: Record<string, Settlement> = {};
  const movement: Record<string, AppliedMovement[]> = {};
  const forUser: AppliedGrant[] = [];
  for (const target of result.targets) {
    const u = current(target.targetId);
    if (!u) continue;
    const block = u.statuses.block?.stacks ?? 0;
    const s = settle(result.power, result.kind, target.hits, target.crits, block);
    settlements[target.targetId] = s;
    movement[target.targetId] = s.movement;
    const spent = removeStacks(u.statuses, 'block', s.block.negated);
    u.statuses = spent.state;
    u.blockSpent += spent.removed;
    hurt(u, s.damage, s.healing);
    grant(
      target.targetId,
      s.statuses.filter((g) => g.to === 'target'),
    );
    forUser.push(...s.statuses.filter((g) => g.to === 'user' && g.source !== 'crit'));
  }
  forUser.push(...critUserGrants(result));
  const user = current(result.userId);
  if (user && result.clumsy) hurt(user, result.clumsy.damage, 0);
  grant(result.userId, [...result.userStatuses, ...forUser]);
  return { updates, settlements, movement };
}
