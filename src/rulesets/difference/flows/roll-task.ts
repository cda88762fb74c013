/**
 * One interval of an extended task: a dialog with this roll's situational Edge/Setback, the roll's
 * own x and chance, and the task's exact outlook (rules/extended-odds.ts) — then the d100(s), the
 * task's new state written to the Item, and the card.
 */
import { localize } from '../../../foundry/i18n';
import { formatPercent } from '../../../foundry/odds/odds-view';
import { registry } from '../../../foundry/registry';
import { tryAskGM } from '../../../foundry/relay';
import type { RollDialogConfig } from '../../../foundry/rolls/roll-dialog';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import {
  abandonTask,
  assessCheck,
  extendedTaskOdds,
  taskCheck,
  taskState,
  type ExtendedTask,
  type ExtendedTaskState,
  type TaskRollExtras,
} from '../rules';
import { advancesWorldTime } from '../settings';
import { DifferenceTaskRoll, type TaskRollRequest } from '../dice/task-roll';
import { MOST_DIFFERENCE_DICE } from '../dice/difference-roll';
import { assessmentRows, scoreLabel } from '../dice/assessment';
import { situationalFields, sizeOf } from './check-request';
import { claimAutomaticMomentum } from './roll-check';
import { isDifferenceActor } from '../data/snapshot';
import { extendedTask, storedState, taskRollExtras, taskSystem } from './task';
import { mayRoll } from './unconscious';

/** The check of the next roll: the task's check at this state, plus this roll's extras. */
export function nextCheck(task: ExtendedTask, state: ExtendedTaskState, extras: TaskRollExtras) {
  const check = taskCheck(task, state);
  return { ...check, modifiers: [...(check.modifiers ?? []), ...(extras.modifiers ?? [])] };
}

export function taskDialogConfig(
  item: Item.Implementation,
  task: ExtendedTask,
  state: ExtendedTaskState,
): RollDialogConfig {
  return {
    title: localize('MANIFOLD.roll.dialogTitle', { roll: item.name ?? '' }),
    fields: situationalFields(),
    evaluate(values) {
      const extras = taskRollExtras(sizeOf(values.edge), sizeOf(values.setback));
      const check = nextCheck(task, state, extras);
      const assessment = assessCheck(check);
      return {
        odds: extendedTaskOdds(task, state),
        notes: [
          ...assessmentRows(check, assessment),
          { label: localize('MANIFOLD.difference.task.thisRoll'), value: formatPercent(assessment.chance) },
        ],
      };
    },
  };
}

/** The task's item, its actor and its state now; null (with a message) when it cannot be rolled. */
export function taskToRoll(item: Item.Implementation) {
  const actor = item.actor;
  if (!actor || !isDifferenceActor(actor)) {
    ui.notifications?.warn(localize('MANIFOLD.difference.task.noActor'));
    return null;
  }
  const task = extendedTask(item, actor);
  const state = taskState(task, storedState(item));
  if (state.status !== 'ongoing') {
    ui.notifications?.warn(localize('MANIFOLD.difference.refusal.taskOver'));
    return null;
  }
  return { actor, task, state };
}

/**
 * §1.5 one interval of an extended task: refused before the dialog when the task is over or its
 * character Unconscious (DIF-6, a contested one included; a GM may override); the task's new state
 * is written once the dice are known; once the card is posted, automatic Momentum is claimed
 * (DIF-4) and the world clock advanced when the world's setting says so.
 */
export async function taskPlan(
  item: Item.Implementation,
): Promise<RollPlan<TaskRollRequest, DifferenceTaskRoll['resolved']> | null> {
  const ready = taskToRoll(item);
  if (!ready) return null;
  const { actor, task, state } = ready;
  if (!(await mayRoll(actor))) return null;
  return {
    kind: 'difference.task',
    actor,
    dialog: taskDialogConfig(item, task, state),
    request(values) {
      const s = taskSystem(item);
      return {
        task,
        state,
        extras: taskRollExtras(sizeOf(values.edge), sizeOf(values.setback)),
        title: item.name ?? '',
        subtitle: `${actor.name ?? ''} · ${scoreLabel(s.attribute, s.skill)} · ${localize(`MANIFOLD.difference.model.${s.model}`)}`,
        opponentName: s.opponent.name || localize('MANIFOLD.difference.task.opponent'),
        itemUuid: item.uuid,
      };
    },
    resolve: DifferenceTaskRoll.resolve,
    mostDice: MOST_DIFFERENCE_DICE,
    async commit({ result }) {
      await item.update({ system: { state: result.after } });
      return true;
    },
    chatRoll: (made) => DifferenceTaskRoll.fromMade(made, actor),
    async posted({ result }, message) {
      await claimAutomaticMomentum(message, result.check.momentum);
      if (advancesWorldTime()) await tryAskGM(registry, 'difference', 'advanceTime', { messageId: message.id });
    },
  };
}

/** Giving up (§1.5: "not finished until they are completed, failed, or the character gives up"). */
export async function abandon(item: Item.Implementation): Promise<void> {
  const state = storedState(item);
  if (state.status !== 'ongoing') return;
  await item.update({ system: { state: abandonTask(state) } });
}
