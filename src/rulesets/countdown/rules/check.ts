import { dice, Distribution, keepOf, toInteger, type Resolution } from '../../../core';
import { edgeMode, type EdgeMode } from './edges';
import type { RolledDie } from './result';
import { difficulty as statDifficulty, type StatId } from './stats';

/** The three outcomes ("Resolution"). */
export type CheckOutcome = 'critical' | 'pass' | 'fail';

/** Critical: beat the Difficulty by 5 or more (CD-1). */
export const CRITICAL_MARGIN = 5;

/**
 * What a check is rolled against: a stat (Difficulty per CD-1) or a Difficulty a rule prints or
 * the GM sets (a rest interruption's 12, an Improvise action).
 */
export type CheckTarget = { stat: StatId; value: unknown; trained: boolean } | { stat?: StatId; difficulty: unknown };

/** Automatic success without a roll: the Warden's brace (once per rest) or a trained routine task. */
export type AutomaticPass = 'brace' | 'routine';

export interface CheckRequest {
  target: CheckTarget;
  /** i18n keys (or text) of each advantage and disadvantage; any of each cancel (edges.ts). */
  advantages?: readonly string[];
  disadvantages?: readonly string[];
  automatic?: AutomaticPass;
}

export interface CheckResult {
  kind: 'check';
  stat: StatId | null;
  trained: boolean | null;
  difficulty: number;
  mode: EdgeMode;
  advantages: string[];
  disadvantages: string[];
  dice: RolledDie[];
  /** The d20 kept (null for an automatic pass). */
  natural: number | null;
  outcome: CheckOutcome;
  natural20: boolean;
  natural1: boolean;
  /** natural − Difficulty (null for an automatic pass). */
  margin: number | null;
  automatic: AutomaticPass | null;
  /** Human, Adaptable: the natural this check replaced (the new result must be used). */
  rerollOf: number | null;
}

/** The Difficulty a target asks for; fixed Difficulties are read as integers in −99..99. */
export function checkDifficulty(target: CheckTarget): number {
  if ('difficulty' in target) return toInteger(target.difficulty, { min: -99, max: 99, fallback: 20 });
  return statDifficulty(target.value, target.trained);
}

/**
 * CD-1: natural 20 always critical, natural 1 always fails; otherwise critical when the d20 beats
 * the Difficulty by 5+, pass when it meets it. Resolution and odds both read this.
 */
export function checkOutcome(natural: number, difficulty: number): CheckOutcome {
  if (natural === 20) return 'critical';
  if (natural === 1) return 'fail';
  if (natural >= difficulty + CRITICAL_MARGIN) return 'critical';
  return natural >= difficulty ? 'pass' : 'fail';
}

export function isSuccess(outcome: CheckOutcome): boolean {
  return outcome !== 'fail';
}

/** The kept d20 of a roll with the given mode (advantage: higher of two; disadvantage: lower). */
export function keptD20(mode: EdgeMode): Distribution {
  const d20 = Distribution.die(20);
  return mode === 'normal' ? d20 : keepOf(d20, 2, mode === 'advantage' ? 'highest' : 'lowest');
}

/**
 * Rolls the d20 (or two at once, keeping one) and returns the dice with their roles and the kept
 * face; the dice are asked for in the kept role.
 */
export function* rollD20(
  mode: EdgeMode,
  roles: { kept: RolledDie['role']; dropped: RolledDie['role'] } = { kept: 'check', dropped: 'checkDropped' },
): Resolution<{ dice: RolledDie[]; natural: number }> {
  const rolled = yield* dice(mode === 'normal' ? 1 : 2, 20, roles.kept);
  const first = rolled[0]!;
  if (mode === 'normal') return { dice: [{ faces: 20, result: first, role: roles.kept }], natural: first };
  const second = rolled[1]!;
  const keepFirst = mode === 'advantage' ? first >= second : first <= second;
  const natural = keepFirst ? first : second;
  return {
    dice: [
      { faces: 20, result: first, role: keepFirst ? roles.kept : roles.dropped },
      { faces: 20, result: second, role: keepFirst ? roles.dropped : roles.kept },
    ],
    natural,
  };
}

function describe(request: CheckRequest) {
  const advantages = [...(request.advantages ?? [])];
  const disadvantages = [...(request.disadvantages ?? [])];
  const target = request.target;
  return {
    stat: target.stat ?? null,
    trained: 'trained' in target ? target.trained : null,
    difficulty: checkDifficulty(target),
    mode: edgeMode(advantages, disadvantages),
    advantages,
    disadvantages,
  };
}

/** Rolls a check: d20 ≥ Difficulty (CD-1), with advantage/disadvantage cancelling. */
export function* resolveCheck(request: CheckRequest): Resolution<CheckResult> {
  const base = describe(request);
  if (request.automatic) {
    return {
      kind: 'check',
      ...base,
      dice: [],
      natural: null,
      outcome: 'pass',
      natural20: false,
      natural1: false,
      margin: null,
      automatic: request.automatic,
      rerollOf: null,
    };
  }
  const roll = yield* rollD20(base.mode);
  return {
    kind: 'check',
    ...base,
    dice: roll.dice,
    natural: roll.natural,
    outcome: checkOutcome(roll.natural, base.difficulty),
    natural20: roll.natural === 20,
    natural1: roll.natural === 1,
    margin: roll.natural - base.difficulty,
    automatic: null,
    rerollOf: null,
  };
}

/**
 * Human, Adaptable: reroll a check (the same request); the new result must be used. Spending the
 * once-per-session use is `spendUse(uses, 'humanReroll', …)` in uses.ts.
 */
export function* rerollCheck(request: CheckRequest, previous: CheckResult): Resolution<CheckResult> {
  return { ...(yield* resolveCheck({ ...request, automatic: undefined })), rerollOf: previous.natural };
}
