/**
 * An extended-task Item as the engine's ExtendedTask (rules/extended.ts): its check is built from
 * the owning character's Attribute + Skill and conditions at the moment of rolling; a contested
 * task's opponent makes the reverse opposed check each interval.
 */
import {
  readTaskState,
  type ActorSnapshot,
  type CheckRequest,
  type ExtendedModel,
  type ExtendedTask,
  type ExtendedTaskState,
  type TaskRollExtras,
} from '../rules';
import { itemOfType } from '../../../foundry/documents/of-type';
import { checkReads, checkRequest, situational, type CheckReads, type SizeChoice } from './check-request';

export const TASK_TYPE = 'difference-task';

/** The task's data as its model declares it; for a task item only. */
export function taskSystem(item: Item.Implementation) {
  return itemOfType<typeof TASK_TYPE>(item).system;
}
type TaskSystem = ReturnType<typeof taskSystem>;

export function storedState(item: Item.Implementation): ExtendedTaskState {
  return readTaskState(taskSystem(item).state);
}

/** A snapshot holding only the opponent's two scores, as the target of the character's check. */
function opponentSnapshot(s: TaskSystem) {
  return {
    id: 'opponent',
    attributes: { [s.attribute]: s.opponent.attributeScore },
    skills: { [s.skill]: s.opponent.skillScore },
  };
}

/** The opponent's check: its score against the character's Attribute + Skill (§1.5 Contested). */
function opponentCheck(s: TaskSystem, me: ActorSnapshot, options: CheckRequest['options']): CheckRequest {
  return {
    attribute: s.attribute,
    attributeScore: s.opponent.attributeScore,
    skill: s.skill,
    skillScore: s.opponent.skillScore,
    opposition: {
      kind: 'opposed',
      attribute: s.attribute,
      attributeScore: me.attributes?.[s.attribute] ?? 0,
      skill: s.skill,
      skillScore: me.skills?.[s.skill] ?? 0,
    },
    player: false,
    ...(options ? { options } : {}),
  };
}

/** This roll's situational Edge and Setback: one roll only, so not part of the task's check or its odds. */
export function taskRollExtras(edge: SizeChoice = 'none', setbackSize: SizeChoice = 'none'): TaskRollExtras {
  return { modifiers: [...situational('edge', edge), ...situational('setback', setbackSize)] };
}

/** The task as the engine reads it, for this actor now (`reads`: the actor's facts, when already read). */
export function extendedTask(
  item: Item.Implementation,
  actor: Actor.Implementation,
  reads: CheckReads = checkReads(actor),
): ExtendedTask {
  const s = taskSystem(item);
  const contested = s.model === 'contested';
  const check = checkRequest(
    actor,
    {
      attribute: s.attribute,
      skill: s.skill,
      opposition: contested
        ? { target: opponentSnapshot(s), attribute: s.attribute, skill: s.skill }
        : { difficulty: s.difficulty },
    },
    reads,
  );
  const model: ExtendedModel =
    s.model === 'contested'
      ? {
          kind: 'contested',
          opponent: opponentCheck(s, reads.snapshot, check.options),
          opponentThreshold: s.opponentThreshold,
        }
      : s.model === 'complications'
        ? { kind: 'complications', failureThreshold: s.failureThreshold, complicationSetback: s.complicationSetback }
        : s.model === 'timeLimit'
          ? { kind: 'timeLimit', maxRolls: s.maxRolls }
          : { kind: 'persistence' };
  return {
    check,
    successThreshold: s.successThreshold,
    interval: { amount: s.interval.amount, unit: s.interval.unit },
    model,
    options: { contestedTie: reads.options.contestedTie },
  };
}
