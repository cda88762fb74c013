/**
 * The extended task (§1.5) as an Item: it sits on the character who works at it, so its check
 * reads that character's Attribute + Skill and conditions live, and it carries the engine's
 * ExtendedTaskState between rolls as ordinary data the GM can edit (ALL-2).
 */
import { choice, html, integer, schemaVersion, text } from '../../../foundry/data/fields';
import { DEFAULT_DIFFICULTY } from '../settings';
import { DIFFICULTY_RANGE, INTERVAL_MAX, SCORE_MAX } from './bounds';
import {
  SUCCESS_THRESHOLD_GUIDE,
  TASK_ROLLS_MAX,
  TASK_THRESHOLD_RANGE,
  TIME_UNIT_SECONDS,
  type TaskStatus,
  type TimeUnit,
} from '../rules';

export const DIFFERENCE_TASK_SCHEMA_VERSION = 1;
const fields = foundry.data.fields;

export const TASK_MODELS = {
  persistence: 'MANIFOLD.difference.model.persistence',
  contested: 'MANIFOLD.difference.model.contested',
  complications: 'MANIFOLD.difference.model.complications',
  timeLimit: 'MANIFOLD.difference.model.timeLimit',
};
export type TaskModelKind = keyof typeof TASK_MODELS;

export const TIME_UNITS = Object.fromEntries(
  Object.keys(TIME_UNIT_SECONDS).map((u) => [u, `MANIFOLD.difference.unit.${u}`]),
) as Record<TimeUnit, string>;

export const TASK_STATUSES: Record<TaskStatus, string> = {
  ongoing: 'MANIFOLD.difference.status.ongoing',
  completed: 'MANIFOLD.difference.status.completed',
  failed: 'MANIFOLD.difference.status.failed',
  drawn: 'MANIFOLD.difference.status.drawn',
  abandoned: 'MANIFOLD.difference.status.abandoned',
};

/** The thresholds and roll budgets the engine reads (extended.ts readTask). */
const threshold = (initial: number) => integer({ ...TASK_THRESHOLD_RANGE, initial });
const counter = () => integer({ min: 0, max: 100000 });

// The choices' ids are named: `choice` would read them from the initial value alone.
const TASK_SCHEMA = () => ({
  schemaVersion: schemaVersion(DIFFERENCE_TASK_SCHEMA_VERSION),
  attribute: text('intellect'),
  skill: text('crafting'),
  difficulty: integer({ ...DIFFICULTY_RANGE, initial: DEFAULT_DIFFICULTY }),
  successThreshold: threshold(SUCCESS_THRESHOLD_GUIDE.standard),
  interval: new fields.SchemaField({
    amount: integer({ min: 0, max: INTERVAL_MAX, initial: 1 }),
    unit: choice<TimeUnit>(TIME_UNITS, 'hours'),
  }),
  model: choice<TaskModelKind>(TASK_MODELS, 'persistence'),
  failureThreshold: threshold(3),
  complicationSetback: new fields.BooleanField({ required: true, initial: false }),
  maxRolls: integer({ min: 0, max: TASK_ROLLS_MAX, initial: 5 }),
  opponent: new fields.SchemaField({
    name: text(),
    attributeScore: integer({ min: 0, max: SCORE_MAX }),
    skillScore: integer({ min: 0, max: SCORE_MAX }),
  }),
  opponentThreshold: threshold(SUCCESS_THRESHOLD_GUIDE.standard),
  state: new fields.SchemaField({
    rolls: counter(),
    successes: counter(),
    complications: counter(),
    opponentSuccesses: counter(),
    tieBreak: new fields.BooleanField({ required: true, initial: false }),
    status: choice<TaskStatus>(TASK_STATUSES, 'ongoing'),
  }),
  description: html(),
});

export class DifferenceTaskData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof TASK_SCHEMA>,
  Item.Implementation
> {
  static override defineSchema() {
    return TASK_SCHEMA();
  }
}
