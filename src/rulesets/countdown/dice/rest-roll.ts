/**
 * A long rest: each stressful interruption is a Resolve check at Difficulty 12, then a ration is
 * consumed (one trigger of the rations die); only an unspoiled rest recovers HP, abilities, spell
 * slots and exhaustion.
 */
import { countdownText } from '../text';
import type { Resolution } from '../../../core';
import {
  longRest,
  resolveInterruption,
  type CheckResult,
  type LongRestSubject,
  type Refusal,
  type TriggerResult,
} from '../rules';
import { checkOutcome, dieView, type Card } from './card';
import { cdText } from './countdown-die-roll';
import { CountdownRoll } from './countdown-roll';

export interface RestRollRequest {
  subject: LongRestSubject;
  actorName: string;
  rationsName: string;
  interruptions: number;
  /** Warden's brace on the first interruption (once per rest). */
  brace: boolean;
  difficulty: number;
}

export interface RestOutcome {
  ok: true;
  checks: CheckResult[];
  state: LongRestSubject;
  benefit: boolean;
  ration: TriggerResult;
}

export class CountdownRestRoll extends CountdownRoll<RestRollRequest, RestOutcome> {
  static override *resolve(request: unknown): Resolution<RestOutcome | Refusal> {
    const r = request as RestRollRequest;
    const checks: CheckResult[] = [];
    for (let i = 0; i < r.interruptions; i++)
      checks.push(yield* resolveInterruption({ brace: r.brace && i === 0 }, r.difficulty));
    const rest = yield* longRest(r.subject, checks);
    return rest.ok ? { ok: true, checks, state: rest.state, benefit: rest.benefit, ration: rest.ration } : rest;
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    const rows = result.checks.map((c, i) => ({
      label: countdownText('card.interruption', { n: i + 1 }),
      value: checkOutcome(c).label,
    }));
    rows.push({
      label: countdownText('card.rationConsumed', { name: request.rationsName }),
      value: `${cdText({ die: result.ration.before })} → ${cdText(result.state.rations)}`,
    });
    return {
      title: countdownText('card.longRestTitle', { name: request.actorName }),
      subtitle: countdownText('card.longRestRule', { difficulty: request.difficulty }),
      dice: [...result.checks.flatMap((c) => c.dice), ...result.ration.dice].map(dieView),
      rows,
      notes: result.benefit ? [countdownText('card.longRestBenefit')] : [],
      outcome: result.benefit
        ? { label: countdownText('card.rested'), tone: 'success' }
        : { label: countdownText('card.restSpoiled'), tone: 'failure' },
      buttons: [],
    };
  }
}
