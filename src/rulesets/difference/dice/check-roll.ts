/**
 * A check (§1.1–§1.4): one d100 against the TN the printed table gives x (DIF-1). The request and
 * the engine's result are stored in the roll, so a reloaded chat log shows the same card.
 */
import { localize } from '../../../foundry/i18n';
import { type Resolution } from '../../../core';
import { DifferenceRoll } from './difference-roll';
import { resolveCheck, useDetermined, type CheckRequest, type CheckResult } from '../rules';
import { assessmentRows } from './assessment';
import { cardButtons } from './card-buttons';
import type { CardState } from '../chat/card-state';

export interface CheckRollRequest extends Record<string, unknown> {
  check: CheckRequest;
  title: string;
  subtitle: string;
}

export class DifferenceCheckRoll extends DifferenceRoll<CheckRollRequest, CheckResult> {
  static resolve(request: CheckRollRequest): Resolution<CheckResult> {
    return resolveCheck(request.check);
  }

  /** The result as it stands on a message: Determined may have turned the failure into a success. */
  effectiveResult(state: CardState = {}): CheckResult {
    return state.determinedUsed ? useDetermined(this.resolved, this.request.check) : this.resolved;
  }

  /**
   * The card as posted. What happens later (Determined used, Momentum taken) is marked on the card
   * by the GM (chat/card-state.ts): its buttons then disappear and a follow-up card states the change.
   */
  protected cardContext(isPrivate: boolean) {
    const result = this.resolved;
    const success = result.outcome === 'success';
    const rows = assessmentRows(this.request.check, result.assessment);
    return {
      title: this.request.title,
      subtitle: this.request.subtitle,
      dice: [
        {
          faces: 100,
          result: result.d100,
          role: 'check',
          roleLabel: localize('MANIFOLD.difference.card.d100'),
          tone: result.rolledSuccess ? 'success' : 'failure',
        },
      ],
      rows: isPrivate ? [] : rows,
      outcome: {
        label: localize(`MANIFOLD.difference.outcome.${result.outcome}`),
        tone: success ? 'success' : 'failure',
      },
      buttons: isPrivate ? [] : cardButtons(result, {}),
    };
  }
}
