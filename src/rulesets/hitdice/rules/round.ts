/**
 * What a round has done to a character, and the Resolve checks it raises (HD-7). The glue keeps
 * one RoundTally per combatant per round (a plain object, e.g. in a combatant flag), passes it to
 * every resolution, and stores the tally that comes back.
 *
 * Triggers ("Resolve Checks" → When Required, plus those the "Resolve" section adds, HD-7):
 * - heavyLoss: lost ≥ Proficiency + 1 HD this round
 * - hdLost: lost any HD this round ("Lose 1 Resolve when: You lost HD this round", a trigger under HD-7)
 * - reducedToZero: reduced to 0 (body) HD
 * - hitAtZero: at 0 HD and take any hit
 * - maxExertion: used the maximum exertion in one round (= Level) (HD-3)
 * - failedExpert: failed an Expert+ action
 * - enemyEffect: certain enemy effects (raised by the GM)
 * - dying: at 0 HD, a check each round ("Death & Dying")
 * At most one check per round, however many triggers (HD-7): only the first raises a prompt.
 * Voluntary losses never trigger: Rush and Steady say "no check". HD-11: nor does anything while
 * collapsed (0 Resolve, hit dice left): collapse is not rolled out of.
 */
import type { HitdiceActor } from './actor';

export const RESOLVE_TRIGGERS = [
  'heavyLoss',
  'hdLost',
  'reducedToZero',
  'hitAtZero',
  'maxExertion',
  'failedExpert',
  'enemyEffect',
  'dying',
] as const;
export type ResolveTrigger = (typeof RESOLVE_TRIGGERS)[number];

export interface RoundTally {
  /** Hit dice lost this round (barrier, armor and body; Guard dice are bonus defense dice, not HD). */
  hdLost: number;
  /** Exertion dice used this round (actions and initiative). */
  exertion: number;
  /** A Resolve check prompt has been raised this round. */
  checkRaised: boolean;
  /** The round's Resolve check has been rolled. */
  checkMade: boolean;
}

export const EMPTY_ROUND: RoundTally = Object.freeze({ hdLost: 0, exertion: 0, checkRaised: false, checkMade: false });

/** Something that happened to the character. */
export interface RoundEvent {
  hdLost?: number;
  exertion?: number;
  reducedToZero?: boolean;
  hitAtZero?: boolean;
  failedExpert?: boolean;
  enemyEffect?: boolean;
  dying?: boolean;
}

export interface RoundReport {
  tally: RoundTally;
  /** Every trigger this event met (also when the round's check was already raised). */
  triggers: ResolveTrigger[];
  /** True when this event raises the round's Resolve check: the glue prompts the owner to roll it. */
  resolveCheck: boolean;
}

function readTally(tally: Partial<RoundTally> | undefined): RoundTally {
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.trunc(v) : 0);
  return {
    hdLost: count(tally?.hdLost),
    exertion: count(tally?.exertion),
    checkRaised: tally?.checkRaised === true,
    checkMade: tally?.checkMade === true,
  };
}

/**
 * Adds an event to the round and says which triggers it meets and whether it raises the check.
 * `ignore` names triggers the world does not use (a setting: e.g. "lost HD this round").
 */
export function recordRoundEvent(
  actor: HitdiceActor,
  previous: Partial<RoundTally> | undefined,
  event: RoundEvent,
  ignore: readonly ResolveTrigger[] = [],
): RoundReport {
  const before = readTally(previous);
  const lost = Math.max(0, event.hdLost ?? 0);
  const exertion = Math.max(0, event.exertion ?? 0);
  const tally: RoundTally = { ...before, hdLost: before.hdLost + lost, exertion: before.exertion + exertion };
  const met: ResolveTrigger[] = [];
  if (lost > 0 && tally.hdLost >= actor.proficiency + 1) met.push('heavyLoss');
  if (lost > 0) met.push('hdLost');
  if (event.reducedToZero) met.push('reducedToZero');
  if (event.hitAtZero) met.push('hitAtZero');
  if (exertion > 0 && tally.exertion >= actor.level) met.push('maxExertion');
  if (event.failedExpert) met.push('failedExpert');
  if (event.enemyEffect) met.push('enemyEffect');
  if (event.dying) met.push('dying');
  const triggers = met.filter((t) => !ignore.includes(t));
  const canCheck = !actor.dead && actor.life !== 'collapsed';
  const resolveCheck = triggers.length > 0 && !before.checkRaised && !before.checkMade && canCheck;
  if (resolveCheck) tally.checkRaised = true;
  return { tally, triggers, resolveCheck };
}

/** Marks the round's check as rolled. */
export function markCheckMade(previous: Partial<RoundTally> | undefined): RoundTally {
  return { ...readTally(previous), checkRaised: true, checkMade: true };
}

export function checkAlreadyMade(previous: Partial<RoundTally> | undefined): boolean {
  return readTally(previous).checkMade;
}
