/**
 * Per-combatant, per-round state kept in a combatant flag (players may write flags on their own
 * combatants): the turn's action economy and the round's Resolve tally (HD-7). A record of an
 * earlier round reads as a fresh round, so nothing has to be reset when a round begins. Outside
 * combat there is no economy and every event stands alone.
 */
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { SYSTEM_ID } from '../../../foundry/settings';
import { EMPTY_ROUND, endRound, newRound, type InitiativeStanding, type RoundTally, type TurnEconomy } from '../rules';
import { combatantOf } from '../../../foundry/documents/combatant-of';

// The flows look for the combatant here, beside the turn state (one shared lookup).
export { combatantOf };

const ROUND_FLAG = 'hitdice';
const STANDING_FLAG = 'hitdiceInitiative';

export interface StoredRound {
  round: number;
  economy: TurnEconomy;
  tally: RoundTally;
}

export interface RoundState {
  combat: Combat.Implementation | null;
  combatant: Combatant.Implementation | null;
  round: number;
  /** Null outside combat: no economy applies. */
  economy: TurnEconomy | null;
  tally: RoundTally;
}

/** The round a record belongs to: before round 1 starts (initiative), round 1. */
export function roundNumber(combat: Combat.Implementation): number {
  return Math.max(1, Number(combat.round) || 0);
}

function storedOf(combatant: Combatant.Implementation): Partial<StoredRound> | undefined {
  return combatant.getFlag(SYSTEM_ID, ROUND_FLAG) as Partial<StoredRound> | undefined;
}

/**
 * This round's economy and tally for a combatant (fresh when the record is of another round).
 * `round` names the round when it is not the combat's current one (a turn ending as the next round begins).
 */
export function roundStateOfCombatant(
  combat: Combat.Implementation,
  combatant: Combatant.Implementation,
  round = roundNumber(combat),
): RoundState {
  const stored = storedOf(combatant);
  const current = stored?.round === round;
  return {
    combat,
    combatant,
    round,
    economy: current && stored?.economy ? stored.economy : newRound(),
    tally: current && stored?.tally ? stored.tally : { ...EMPTY_ROUND },
  };
}

export function roundStateOf(actor: Actor.Implementation): RoundState {
  const combat = (game.combat as Combat.Implementation | null) ?? null;
  const combatant = combatantOf(actor, combat);
  if (!combat || !combatant)
    return { combat: null, combatant: null, round: 0, economy: null, tally: { ...EMPTY_ROUND } };
  return roundStateOfCombatant(combat, combatant);
}

/** Stores this round's economy and/or tally (one flag update). Outside combat there is nothing to keep. */
export async function saveRoundState(
  state: RoundState,
  patch: { economy?: TurnEconomy | null; tally?: RoundTally },
  undo?: UndoRecorder,
): Promise<void> {
  if (!state.combatant) return;
  const record: StoredRound = {
    round: state.round,
    economy: patch.economy ?? state.economy ?? newRound(),
    tally: patch.tally ?? state.tally,
  };
  // Recorded whole under a card's action, so its Undo restores the round as it was.
  if (undo) await undo.update(state.combatant, { flags: { [SYSTEM_ID]: { [ROUND_FLAG]: record } } });
  else await state.combatant.setFlag(SYSTEM_ID, ROUND_FLAG, record);
}

/**
 * A new round: the record starts fresh, except that held actions whose trigger never came stay,
 * usable only as Basic actions at initiative 0 ("Held Actions"); they lapse when the character's
 * own turn comes round again.
 */
export function carriedIntoRound(combatant: Combatant.Implementation, round: number): StoredRound | null {
  const stored = storedOf(combatant);
  if (!stored?.economy || stored.round !== round - 1) return null;
  const { held } = endRound(stored.economy);
  if (!held.length) return null;
  return { round, economy: { ...newRound(), held }, tally: { ...EMPTY_ROUND } };
}

export async function storeRound(combatant: Combatant.Implementation, record: StoredRound): Promise<void> {
  await combatant.setFlag(SYSTEM_ID, ROUND_FLAG, record);
}

export function standingOf(combatant: Combatant.Implementation): InitiativeStanding | null {
  const s = combatant.getFlag(SYSTEM_ID, STANDING_FLAG) as InitiativeStanding | undefined;
  return s && Number.isFinite(s.successes) && Number.isFinite(s.highestDie) ? s : null;
}

export async function storeStanding(combatant: Combatant.Implementation, standing: InitiativeStanding): Promise<void> {
  await combatant.setFlag(SYSTEM_ID, STANDING_FLAG, standing);
}
