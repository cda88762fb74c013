/**
 * Durations in rounds and turns, counted on the combat tracker: an effect that started at
 * (startRound, startTurn) and lasts `rounds` rounds and `turns` turns has run out once that many
 * turns have passed. Foundry v13 computes `duration.remaining` but deletes nothing, so the shared
 * combat delegation (ManifoldCombat, after each ruleset's start-of-turn automation) removes them.
 * The length and start are read from either generation's shape (compat.trackerDuration): v14's
 * own expiry acts only as CONFIG.ActiveEffect.expiryAction says, so we do not count on it.
 */
import { trackerDuration } from '../compat';

export interface CombatDuration {
  rounds?: number | null;
  turns?: number | null;
  startRound?: number | null;
  startTurn?: number | null;
}

const whole = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);

/** Whether a duration counted in rounds/turns has run out at (round, turn) of a combat of `turnsPerRound`. */
export function durationExpired(
  duration: CombatDuration | null | undefined,
  round: number,
  turn: number,
  turnsPerRound: number,
): boolean {
  const length = whole(duration?.rounds) * Math.max(1, turnsPerRound) + whole(duration?.turns);
  if (!length || typeof duration?.startRound !== 'number') return false;
  const started = duration.startRound * Math.max(1, turnsPerRound) + whole(duration.startTurn);
  const now = round * Math.max(1, turnsPerRound) + Math.max(0, turn);
  return now - started >= length;
}

/** Whether an effect's duration is counted in rounds or turns. */
export function isCombatTimed(duration: CombatDuration | null | undefined): boolean {
  return whole(duration?.rounds) + whole(duration?.turns) > 0;
}

/** The rounds/turns left, for the Effects tab (null when not counted in combat time). */
export function remainingTurns(
  duration: CombatDuration | null | undefined,
  round: number,
  turn: number,
  turnsPerRound: number,
): number | null {
  if (!isCombatTimed(duration)) return null;
  const per = Math.max(1, turnsPerRound);
  const length = whole(duration?.rounds) * per + whole(duration?.turns);
  if (typeof duration?.startRound !== 'number') return length;
  const started = duration.startRound * per + whole(duration.startTurn);
  return Math.max(0, length - (round * per + Math.max(0, turn) - started));
}

interface EffectDoc {
  id: string | null;
  duration?: unknown;
  start?: unknown;
}
interface CombatLike {
  round: number;
  turn: number | null;
  turns: {
    actor?: {
      effects: Iterable<unknown>;
      deleteEmbeddedDocuments(name: 'ActiveEffect', ids: string[]): Promise<unknown>;
    } | null;
  }[];
}

/** Deletes every combatant's own effects whose rounds/turns have run out (active GM only, via ManifoldCombat). */
export async function expireEffects(combat: CombatLike): Promise<void> {
  const turns = combat.turns;
  const seen = new Set<unknown>();
  for (const combatant of turns) {
    const actor = combatant.actor;
    if (!actor || seen.has(actor)) continue;
    seen.add(actor);
    const ids: string[] = [];
    for (const raw of actor.effects) {
      const effect = raw as EffectDoc;
      if (effect.id && durationExpired(trackerDuration(effect), combat.round, combat.turn ?? 0, turns.length))
        ids.push(effect.id);
    }
    if (ids.length) await actor.deleteEmbeddedDocuments('ActiveEffect', ids);
  }
}
