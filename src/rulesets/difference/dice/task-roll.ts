/**
 * One interval of an extended task (§1.5): the character's d100, then the opponent's when the task
 * is contested. The engine advances the task's state; the card shows the progress toward each
 * threshold and the in-game time spent.
 */
import { localize } from '../../../foundry/i18n';
import { countKey, type Resolution } from '../../../core';
import { SYSTEM_PATH } from '../../../foundry/templates';
import { DifferenceRoll } from './difference-roll';
import {
  resolveExtendedRoll,
  taskCheck,
  type CheckRequest,
  type ExtendedRollResult,
  type ExtendedTask,
  type ExtendedTaskState,
  type TaskRollExtras,
} from '../rules';
import { assessmentRows } from './assessment';
import { cardButtons } from './card-buttons';

export interface TaskRollRequest extends Record<string, unknown> {
  task: ExtendedTask;
  state: ExtendedTaskState;
  extras: TaskRollExtras;
  title: string;
  subtitle: string;
  opponentName: string;
  itemUuid: string;
}

type RolledTask = Extract<ExtendedRollResult, { ok: true }>;

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0);

export class DifferenceTaskRoll extends DifferenceRoll<TaskRollRequest, RolledTask> {
  static override CHAT_TEMPLATE = `${SYSTEM_PATH}/templates/difference/task-card.hbs`;

  /** The character's d100, then the opponent's when the task is contested. */
  static *resolve(r: TaskRollRequest): Resolution<RolledTask> {
    // Rolled only for a request the engine accepted, so its refusal branch cannot come back here.
    return (yield* resolveExtendedRoll(r.task, r.state, r.extras)) as RolledTask;
  }

  protected cardContext(isPrivate: boolean) {
    const { task, opponentName } = this.request;
    const r = this.resolved;
    const after = r.after;
    const model = task.model;
    const die = (result: number, success: boolean, roleLabel: string) => ({
      faces: 100,
      result,
      role: 'check',
      roleLabel,
      tone: success ? 'success' : 'failure',
    });
    const dice = [die(r.check.d100, r.check.rolledSuccess, localize('MANIFOLD.difference.card.d100'))];
    if (r.opponentCheck) {
      dice.push(
        die(
          r.opponentCheck.d100,
          r.opponentCheck.rolledSuccess,
          localize('MANIFOLD.difference.task.opponentDie', { name: opponentName }),
        ),
      );
    }
    const tracks = [
      {
        label: localize('MANIFOLD.difference.task.successes'),
        value: after.successes,
        max: task.successThreshold,
        size: percent(after.successes, task.successThreshold),
        tone: 'success',
      },
    ];
    if (model.kind === 'contested') {
      tracks.push({
        label: localize('MANIFOLD.difference.task.opponentSuccesses', { name: opponentName }),
        value: after.opponentSuccesses,
        max: model.opponentThreshold,
        size: percent(after.opponentSuccesses, model.opponentThreshold),
        tone: 'failure',
      });
    }
    if (model.kind === 'complications') {
      tracks.push({
        label: localize('MANIFOLD.difference.task.complications'),
        value: after.complications,
        max: model.failureThreshold,
        size: percent(after.complications, model.failureThreshold),
        tone: 'failure',
      });
    }
    if (model.kind === 'timeLimit') {
      tracks.push({
        label: localize('MANIFOLD.difference.task.rollsUsed'),
        value: after.rolls,
        max: model.maxRolls,
        size: percent(after.rolls, model.maxRolls),
        tone: 'partial',
      });
    }
    const status = after.status;
    const rollOutcome = localize(`MANIFOLD.difference.outcome.${r.check.outcome}`);
    return {
      title: this.request.title,
      subtitle: this.request.subtitle,
      dice,
      rows: isPrivate ? [] : assessmentRows(this.checkRequest(), r.check.assessment),
      opponentRows: r.opponentCheck && !isPrivate && model.kind === 'contested' ? assessmentRows(model.opponent) : [],
      rollOutcome: { label: rollOutcome, tone: r.check.outcome === 'success' ? 'success' : 'failure' },
      complication: r.complication,
      tieBreak: after.tieBreak,
      tracks,
      elapsed: localize(countKey('MANIFOLD.difference.task.elapsed', r.elapsed.rolls), {
        amount: r.elapsed.amount,
        unit: localize(countKey(`MANIFOLD.difference.unit.${r.elapsed.unit}`, r.elapsed.amount)),
        rolls: r.elapsed.rolls,
      }),
      outcome: {
        label: localize(`MANIFOLD.difference.status.${status}`),
        tone:
          status === 'completed'
            ? 'success'
            : status === 'ongoing'
              ? 'neutral'
              : status === 'drawn'
                ? 'partial'
                : 'failure',
      },
      buttons: isPrivate ? [] : cardButtons(r.check, {}),
    };
  }

  /** The character's check as it was rolled: the task's check at that state, with this roll's extras. */
  checkRequest(): CheckRequest {
    const { task, state, extras } = this.request;
    const check = taskCheck(task, state);
    return { ...check, modifiers: [...(check.modifiers ?? []), ...(extras.modifiers ?? [])] };
  }
}
