import type { Resolution } from '../../../core';
import { resolveCheck, type CheckRequest, type CheckResult } from './check';

/**
 * Contested checks ("Resolution"): both sides roll, highest result wins, ties go to the defender
 * (or reroll if there is no clear defender). Each side rolls against its own Difficulty, so the
 * "result" compared is the margin (d20 − Difficulty): the stat and training count, as they do in
 * every other check. Automatic passes do not apply to contests.
 */
export type ContestSide = 'a' | 'b';

export interface ContestRequest {
  a: CheckRequest;
  b: CheckRequest;
  /** The side that wins ties; null when there is no clear defender (ties are rerolled). */
  defender: ContestSide | null;
}

export interface ContestResult {
  kind: 'contest';
  /** Every round rolled; more than one only when a tie without a defender was rerolled. */
  rounds: { a: CheckResult; b: CheckResult }[];
  winner: ContestSide | null;
  /** The last round was tied (won by the defender). */
  tiedToDefender: boolean;
}

/** Rerolls of a defenderless tie stop after this many rounds (a broken dice source cannot hang play). */
export const MAX_CONTEST_ROUNDS = 100;

/** Which side a pair of margins favours: positive for a, negative for b, 0 for a tie. */
export function contestLead(marginA: number, marginB: number): number {
  return Math.sign(marginA - marginB);
}

export function* resolveContest(request: ContestRequest): Resolution<ContestResult> {
  const rounds: ContestResult['rounds'] = [];
  while (rounds.length < MAX_CONTEST_ROUNDS) {
    const a = yield* resolveCheck({ ...request.a, automatic: undefined });
    const b = yield* resolveCheck({ ...request.b, automatic: undefined });
    rounds.push({ a, b });
    const lead = contestLead(a.margin!, b.margin!);
    if (lead !== 0) return { kind: 'contest', rounds, winner: lead > 0 ? 'a' : 'b', tiedToDefender: false };
    if (request.defender) return { kind: 'contest', rounds, winner: request.defender, tiedToDefender: true };
  }
  return { kind: 'contest', rounds, winner: null, tiedToDefender: false };
}
