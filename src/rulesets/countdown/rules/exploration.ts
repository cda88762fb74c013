import { toInteger, type DiceSource } from '../../../core';
import { accept, refuse, type RolledDie, type Transition } from './result';

/**
 * Random encounters (countdown.md, "Random Encounters" and "Resting in dungeons"): the GM rolls
 * 1d6 at the danger level's cadence — unsafe every 3 exploration turns, risky every 2, deadly
 * every turn — with an encounter on a 1; also after loud disturbances. Overland travel counts
 * hours instead of turns. A GM-side roll (CD-2).
 */
export const DANGER_LEVELS = [
  { id: 'unsafe', every: 3 },
  { id: 'risky', every: 2 },
  { id: 'deadly', every: 1 },
] as const;
export type DangerLevel = (typeof DANGER_LEVELS)[number]['id'];

export const ENCOUNTER_DIE = 6;
export const ENCOUNTER_FACE = 1;

export function isDangerLevel(value: unknown): value is DangerLevel {
  return DANGER_LEVELS.some((d) => d.id === value);
}

export function encounterCadence(danger: DangerLevel): number {
  return DANGER_LEVELS.find((d) => d.id === danger)!.every;
}

/** The exploration-turn counter the GM advances. */
export interface ExplorationState {
  /** Exploration turns (or hours overland) elapsed. */
  turn: number;
  /** Turns since the last cadence check. */
  sinceCheck: number;
  danger: DangerLevel;
  unit: 'turn' | 'hour';
}

export function readExploration(stored: Partial<Record<keyof ExplorationState, unknown>>): ExplorationState {
  const danger = isDangerLevel(stored.danger) ? stored.danger : 'unsafe';
  return {
    turn: toInteger(stored.turn, { min: 0 }),
    sinceCheck: toInteger(stored.sinceCheck, { min: 0, max: encounterCadence(danger) - 1 }),
    danger,
    unit: stored.unit === 'hour' ? 'hour' : 'turn',
  };
}

/**
 * One exploration turn passes: an encounter check is due when the cadence comes round, and every
 * light source is triggered (torches and lanterns trigger each exploration turn; overland hours
 * trigger no light — GM judgement).
 */
export function advanceExploration(
  state: ExplorationState,
): Transition<ExplorationState, { encounterCheck: boolean; triggerLight: boolean }> {
  const every = encounterCadence(state.danger);
  const since = state.sinceCheck + 1;
  const due = since >= every;
  return accept(
    { ...state, turn: state.turn + 1, sinceCheck: due ? 0 : since },
    { encounterCheck: due, triggerLight: state.unit === 'turn' },
  );
}

/** Changes the danger level; the count since the last check carries over, capped below the new cadence. */
export function setDanger(state: ExplorationState, danger: unknown): Transition<ExplorationState> {
  if (!isDangerLevel(danger)) return refuse('unknownDanger');
  return accept({ ...state, danger, sinceCheck: Math.min(state.sinceCheck, encounterCadence(danger) - 1) });
}

export interface EncounterCheckResult {
  kind: 'encounter';
  dice: RolledDie[];
  face: number;
  encounter: boolean;
}

/** The encounter roll: 1d6, an encounter on a 1 (at the cadence or after a loud disturbance). */
export function resolveEncounterCheck(dice: DiceSource): EncounterCheckResult {
  const face = dice.roll(ENCOUNTER_DIE);
  return {
    kind: 'encounter',
    dice: [{ faces: ENCOUNTER_DIE, result: face, role: 'encounter' }],
    face,
    encounter: face === ENCOUNTER_FACE,
  };
}
