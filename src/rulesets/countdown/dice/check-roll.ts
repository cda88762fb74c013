/** A check (CD-1): d20 ≥ Difficulty, advantage and disadvantage, natural 20/1, criticals by 5+. */
import { countdownText } from '../text';
import { CARD_ICONS } from '../../../foundry/chat/card-marks';
import type { Resolution } from '../../../core';
import {
  rerollCheck,
  resolveCheck,
  type CheckRequest,
  type CheckResult,
  type SkillId,
  type StatId,
  type Task,
} from '../rules';
import { checkOutcome, difficultyLine, dieView, edgeRows, type Card, type CardButton } from './card';
import { CountdownRoll } from './countdown-roll';

/** What a check is of, for its title. */
export type CheckSubject =
  | { kind: 'skill'; skill: SkillId }
  | { kind: 'stat'; stat: StatId }
  | { kind: 'interruption' }
  | { kind: 'medicine' }
  | { kind: 'fixed'; text: string };

export interface CheckRollRequest {
  subject: CheckSubject;
  check: CheckRequest;
  /** The stat's score, shown beside the Difficulty. */
  statValue?: number;
  task?: Task;
  /** The roller was dying: a natural 20 stabilizes them (CD-10). */
  dying?: boolean;
  /** A Medicine check to stabilize this ally (CD-5). */
  stabilizeTarget?: { uuid: string; name: string };
  /** Human, Adaptable: the result this roll replaces. */
  reroll?: CheckResult;
}

export function subjectTitle(subject: CheckSubject): string {
  switch (subject.kind) {
    case 'skill':
      return countdownText('card.checkTitle', { name: countdownText(`skill.${subject.skill}`) });
    case 'stat':
      return countdownText('card.checkTitle', { name: countdownText(`stat.${subject.stat}`) });
    case 'interruption':
      return countdownText('card.interruptionTitle');
    case 'medicine':
      return countdownText('card.medicineTitle');
    case 'fixed':
      return subject.text || countdownText('card.check');
  }
}

export class CountdownCheckRoll extends CountdownRoll<CheckRollRequest, CheckResult> {
  static override resolve(request: unknown): Resolution<CheckResult> {
    const r = request as CheckRollRequest;
    return r.reroll ? rerollCheck(r.check, r.reroll) : resolveCheck(r.check);
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    const notes: string[] = [];
    if (result.rerollOf !== null) notes.push(countdownText('card.rerolled', { natural: result.rerollOf ?? '—' }));
    if (request.dying && result.natural20) notes.push(countdownText('card.stabilizedByNatural20'));
    if (request.task) notes.push(countdownText(`task.${request.task}`));
    if (request.stabilizeTarget)
      notes.push(countdownText('card.stabilizeTarget', { name: request.stabilizeTarget.name }));
    const buttons: CardButton[] = [];
    if (!result.automatic && !request.reroll) {
      buttons.push({
        action: 'countdown.reroll',
        label: countdownText('card.humanReroll'),
        icon: CARD_ICONS.reroll,
      });
    }
    if (request.stabilizeTarget && result.outcome !== 'fail') {
      buttons.push({
        action: 'countdown.stabilize',
        label: countdownText('card.stabilize', { name: request.stabilizeTarget.name }),
        icon: 'fa-solid fa-heart-pulse',
      });
    }
    return {
      title: subjectTitle(request.subject),
      subtitle: difficultyLine(result, request.statValue),
      dice: result.dice.map(dieView),
      rows: [
        ...edgeRows(result),
        ...(result.margin !== null ? [{ label: countdownText('card.margin'), value: signedText(result.margin) }] : []),
      ],
      notes,
      outcome: checkOutcome(result),
      buttons,
    };
  }
}

export function signedText(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0';
}
