import { applyDamage, applyHealing, type CombatantState } from './apply';
import { freshEconomy, type ActionEconomy } from './actions';
import { readTrack, type Track } from './snapshot';
import { endTurnDurations, readStatuses, stacksOf, type StatusState } from './statuses';
import { HEALTH_TICK_DIVISOR, type StatusId } from './tables';

/**
 * Start and end of a combatant's turn, as data for the glue's combat hooks.
 */

/** Regenerating / Wounded: "1/10 of its maximum Health, rounded down". */
export function healthTick(maxHealth: number): number {
  return Math.floor(Math.max(0, maxHealth) / HEALTH_TICK_DIVISOR);
}

/** A Major and a Minor Action; Stunned: "loses its Minor Action on its next turn". */
export function startTurn(state: CombatantState): { economy: ActionEconomy; lostMinorToStun: boolean } {
  const stunned = stacksOf(readStatuses(state.statuses), 'stunned') > 0;
  return { economy: freshEconomy(stunned), lostMinorToStun: stunned };
}

export interface EndOfTurn {
  health: Track;
  /** Regenerating: Health regained this turn end (before netting against Wounded). */
  regenerated: number;
  /** Wounded: damage taken this turn end (before netting against Regenerating). */
  wounded: number;
  statuses: StatusState;
  /** 1-turn statuses whose last turn this was (CRY-4). */
  expired: StatusId[];
}

/**
 * The end of the combatant's own turn: Regenerating heals and Wounded harms 1/10 of max Health
 * (rounded down) — both at once when both are present, so they net out whatever the order and
 * Health stays within 0..max — then every 1-turn status counts this turn end and those on their
 * last turn end.
 */
export function endTurn(state: CombatantState): EndOfTurn {
  const statuses = readStatuses(state.statuses);
  const start = readTrack(state.health);
  const tick = healthTick(start.max);
  const regenerated = stacksOf(statuses, 'regenerating') > 0 ? tick : 0;
  const wounded = stacksOf(statuses, 'wounded') > 0 ? tick : 0;
  const net = regenerated - wounded;
  const health = net >= 0 ? applyHealing(start, net) : applyDamage(start, -net);
  const durations = endTurnDurations(statuses);
  return { health, regenerated, wounded, statuses: durations.state, expired: durations.expired };
}
