/**
 * The check behind a chat card, re-derived from the message and its marks (never from a button's data):
 * which roll it is, whose actor rolled, and the result as it stands now (Determined may have
 * turned a failure into a success since).
 */
import { resolveWith } from '../../../core';
import {
  resolveCheck,
  resolveExtendedRoll,
  scoreOf,
  useDetermined,
  useDeterminedOnTask,
  type CheckRequest,
  type CheckResult,
  type ExtendedRollResult,
} from '../rules';
import { DifferenceCheckRoll, type CheckRollRequest } from '../dice/check-roll';
import { DifferenceTaskRoll, type TaskRollRequest } from '../dice/task-roll';
import { NOT_RECORDED, recordedDice, trustedRecord } from '../../../foundry/chat/roll-record';
import { RelayRefused } from '../../../foundry/relay';
import { DIFFICULTY_RANGE } from '../data/bounds';
import { actorSnapshot } from '../data/snapshot';
import { differenceOptions } from '../settings';
import { cardStateOf, type CardState } from './card-state';
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
  const state = cardStateOf(message);
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

/** A recorded roll's request, as a check or a task roll asked for it (anything else is neither). */
function recordedRequest(options: Record<string, unknown>) {
  const request = options.request as Partial<CheckRollRequest & TaskRollRequest> | undefined;
  if (options.ruleset !== 'difference' || !request || typeof request !== 'object') return null;
  if (request.task && typeof request.task === 'object') return { task: request as TaskRollRequest };
  if (request.check && typeof request.check === 'object') return { check: request as CheckRollRequest };
  return null;
}

/**
 * A check as the GM scores it: the player's choices from the GM's copy (Attribute, Skill, the
 * situational Edges), the scores from the actor now, the Difficulty within the dialog's range and
 * the world's options.
 */
export function rescored(check: CheckRequest, actor: Actor.Implementation): CheckRequest {
  const snapshot = actorSnapshot(actor);
  const world = differenceOptions();
  const opposition = check.opposition;
  const difficulty = Math.trunc(Number(opposition?.kind === 'unopposed' ? opposition.difficulty : 0)) || 0;
  return {
    ...check,
    attributeScore: scoreOf(snapshot.attributes, check.attribute),
    skillScore: scoreOf(snapshot.skills, check.skill),
    opposition:
      opposition?.kind === 'unopposed'
        ? {
            kind: 'unopposed',
            difficulty: Math.min(DIFFICULTY_RANGE.max, Math.max(DIFFICULTY_RANGE.min, difficulty)),
          }
        : opposition,
    player: snapshot.isPC === true,
    options: {
      edgeCap: world.edgeCap,
      momentumMode: world.momentumMode,
      determinedEarnsMomentum: world.determinedEarnsMomentum,
    },
  };
}

/**
 * On the GM: the check behind a card as the GM reads it — the rules run again on its own copy of
 * the roll (src/foundry/chat/roll-record.ts) against the actor now, with the card's marks. Never
 * the message's stored outcome, request or dice. Refuses (with the player's words) a roll the GM
 * holds no copy of or whose dice do not fit; null when the card holds no check.
 */
export async function trustedCheckOf(
  message: ChatMessage.Implementation | undefined | null,
): Promise<RolledCheck | null> {
  if (!message) return null;
  const record = await trustedRecord(message);
  if (!record) throw new RelayRefused(NOT_RECORDED);
  const recorded = record.rolls.find((r) => recordedRequest(r.options));
  const request = recorded && recordedRequest(recorded.options);
  const actorUuid = typeof recorded?.options.actorUuid === 'string' ? recorded.options.actorUuid : undefined;
  const actor = actorByUuid(actorUuid);
  if (!recorded || !request || !actor) return null;
  const state = cardStateOf(message);
  const dice = recordedDice(recorded);
  try {
    if (request.check) {
      const check = { ...request.check, check: rescored(request.check.check, actor) };
      const resolved = resolveWith(resolveCheck(check.check), dice);
      dice.assertConsumed();
      const roll = DifferenceCheckRoll.replayed(check, resolved, actorUuid);
      const result = state.determinedUsed ? useDetermined(resolved, check.check) : resolved;
      return { roll, request: check.check, result, actorUuid, state };
    }
    const taskRequest = request.task!;
    const task = { ...taskRequest.task, check: rescored(taskRequest.task.check, actor) };
    const rebuilt = { ...taskRequest, task };
    const resolved = resolveWith(resolveExtendedRoll(task, taskRequest.state, taskRequest.extras), dice);
    dice.assertConsumed();
    if (!resolved.ok) return null;
    const roll = DifferenceTaskRoll.replayed(rebuilt, resolved, actorUuid);
    const now = state.determinedUsed ? useDeterminedOnTask(task, resolved) : resolved;
    if (!now.ok) return null;
    return { roll, request: roll.checkRequest(), result: now.check, task: now, actorUuid, state };
  } catch (error) {
    if (error instanceof RelayRefused) throw error;
    throw new RelayRefused('MANIFOLD.difference.card.unfit');
  }
}
