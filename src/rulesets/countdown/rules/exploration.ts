import { die, toInteger, type Resolution } from '../../../core';
import { accept, refuse, type RolledDie, type Transition } from './result';

/**
 * Random encounters (countdown.md, "Random Encounters" and "Resting in dungeons"): the GM rolls
 * 1d6 at the danger level's cadence — unsafe every 3 exploration turns, risky every 2, deadly
 * every turn — with an encounter on a 1; also after loud disturbances. Overland travel counts
 * hours instead of turns. A GM-side roll (CD-2). CD-9: each day of overland travel triggers the
 * party's rations ("Rations: triggered each day of travel").
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

/** CD-9 hours of overland travel that make a day (a world setting may shorten it to a marching day). */
export const TRAVEL_DAY_HOURS = 24;

/** The exploration-turn counter the GM advances. */
export interface ExplorationState {
  /** Exploration turns (or hours overland) elapsed. */
  turn: number;
  /** Turns since the last cadence check. */
  sinceCheck: number;
  danger: DangerLevel;
  unit: 'turn' | 'hour';
  /** CD-9 hours travelled overland since the rations were last triggered. */
  hoursToday?: number;
}

export function readExploration(stored: Partial<Record<keyof ExplorationState, unknown>>): ExplorationState {
  const danger = isDangerLevel(stored.danger) ? stored.danger : 'unsafe';
  return {
    turn: toInteger(stored.turn, { min: 0 }),
    sinceCheck: toInteger(stored.sinceCheck, { min: 0, max: encounterCadence(danger) - 1 }),
    danger,
    unit: stored.unit === 'hour' ? 'hour' : 'turn',
    hoursToday: toInteger(stored.hoursToday, { min: 0, max: TRAVEL_DAY_HOURS - 1 }),
  };
}

/**
 * One exploration turn passes: an encounter check is due when the cadence comes round, and every
 * light source is triggered (torches and lanterns trigger each exploration turn; overland hours
 * trigger no light — GM judgement). Overland, each `hoursPerDay`-th hour completes a day of
 * travel: the party's rations are triggered (CD-9).
 */
export function advanceExploration(
  state: ExplorationState,
  hoursPerDay: number = TRAVEL_DAY_HOURS,
): Transition<ExplorationState, { encounterCheck: boolean; triggerLight: boolean; triggerRations: boolean }> {
  const every = encounterCadence(state.danger);
  const since = state.sinceCheck + 1;
  const due = since >= every;
  const overland = state.unit === 'hour';
  const day = toInteger(hoursPerDay, { min: 1, max: TRAVEL_DAY_HOURS, fallback: TRAVEL_DAY_HOURS });
  const hours = overland ? toInteger(state.hoursToday, { min: 0 }) + 1 : toInteger(state.hoursToday, { min: 0 });
  const dayDone = overland && hours >= day;
  return accept(
    { ...state, turn: state.turn + 1, sinceCheck: due ? 0 : since, hoursToday: dayDone ? 0 : hours },
    { encounterCheck: due, triggerLight: !overland, triggerRations: dayDone },
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
export function* resolveEncounterCheck(): Resolution<EncounterCheckResult> {
  const face = yield* die(ENCOUNTER_DIE, 'encounter');
  return {
    kind: 'encounter',
    dice: [{ faces: ENCOUNTER_DIE, result: face, role: 'encounter' }],
    face,
    encounter: face === ENCOUNTER_FACE,
  };
}
