/** A contested check: both sides roll against their own Difficulty; ties go to the defender. */
import { countdownText } from '../text';
import type { Resolution } from '../../../core';
import { resolveContest, type ContestRequest, type ContestResult } from '../rules';
import { checkOutcome, dieView, type Card } from './card';
import { signedText } from './check-roll';
import { CountdownRoll } from './countdown-roll';

export interface ContestRollRequest {
  contest: ContestRequest;
  names: { a: string; b: string };
  /** What each side rolls, already localised for the card. */
  labels: { a: string; b: string };
}

export class CountdownContestRoll extends CountdownRoll<ContestRollRequest, ContestResult> {
  static override resolve(request: unknown): Resolution<ContestResult> {
    return resolveContest((request as ContestRollRequest).contest);
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    const last = result.rounds[result.rounds.length - 1]!;
    const rows = (['a', 'b'] as const).map((side) => ({
      label: `${request.names[side]} (${request.labels[side]})`,
      value: countdownText('card.contestSide', {
        natural: last[side].natural ?? 0,
        difficulty: last[side].difficulty,
        margin: signedText(last[side].margin ?? 0),
        outcome: checkOutcome(last[side]).label,
      }),
    }));
    const notes = [];
    if (result.rounds.length > 1)
      notes.push(countdownText('card.contestRerolled', { count: result.rounds.length - 1 }));
    if (result.tiedToDefender) notes.push(countdownText('card.tieToDefender'));
    return {
      title: countdownText('card.contestTitle'),
      dice: result.rounds.flatMap((r) => [...r.a.dice, ...r.b.dice]).map(dieView),
      rows,
      notes,
      outcome: result.winner
        ? {
            label: countdownText('card.contestWinner', { name: request.names[result.winner] }),
            tone: result.winner === 'a' ? 'success' : 'failure',
          }
        : { label: countdownText('card.contestUndecided'), tone: 'neutral' },
      buttons: [],
    };
  }
}
