/**
 * The check behind a chat card, re-derived from the message and its marks (never from a button's data):
 * which roll it is, whose actor rolled, and the result as it stands now (Determined may have
 * turned a failure into a success since).
 */
import {
  useDetermined,
  useDeterminedOnTask,
  type CheckRequest,
  type CheckResult,
  type ExtendedRollResult,
} from '../rules';
import { DifferenceCheckRoll } from '../dice/check-roll';
import { DifferenceTaskRoll } from '../dice/task-roll';
import { stateOf, type CardState } from './card-state';
import { actorByUuid } from '../../../foundry/documents/lookup';

export interface RolledCheck {
  roll: DifferenceCheckRoll | DifferenceTaskRoll;
  request: CheckRequest;
  /** The check's result now. */
  result: CheckResult;
  /** For a task roll: the interval's result now. */
  task?: Extract<ExtendedRollResult, { ok: true }>;
  actorUuid: string | undefined;
  state: CardState;
}

export function rolledCheckOf(message: ChatMessage.Implementation | undefined | null): RolledCheck | null {
  if (!message) return null;
  const roll = ((message.rolls ?? []) as unknown[]).find(
    (r): r is DifferenceCheckRoll | DifferenceTaskRoll =>
      r instanceof DifferenceCheckRoll || r instanceof DifferenceTaskRoll,
  );
  if (!roll?.outcome) return null;
  const state = stateOf(message);
  const actorUuid = typeof roll.options.actorUuid === 'string' ? roll.options.actorUuid : undefined;
  if (roll instanceof DifferenceCheckRoll) {
    const request = roll.request.check;
    const result = state.determinedUsed ? useDetermined(roll.resolved, request) : roll.resolved;
    return { roll, request, result, actorUuid, state };
  }
  const request = roll.checkRequest();
  const task = state.determinedUsed ? useDeterminedOnTask(roll.request.task, roll.resolved) : roll.resolved;
  if (!task.ok) return null;
  return { roll, request, result: task.check, task, actorUuid, state };
}

export function actorOf(rolled: RolledCheck): Actor.Implementation | null {
  return actorByUuid(rolled.actorUuid);
}
