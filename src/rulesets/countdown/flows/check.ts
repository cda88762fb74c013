/**
 * Checks from the sheet (CD-1): a skill with its primary stat (another stat at the GM's word), a
 * bare stat, or a Difficulty the GM sets (Improvise). The dialog shows the Difficulty, every
 * advantage and disadvantage by source and the exact odds before rolling.
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import {
  checkDifficulty,
  checkOdds,
  classRow,
  edgeLabel,
  edgesFor,
  countdownKey,
  STAT_IDS,
  type CheckRequest,
  type CheckResult,
  type LightLevel,
  type SkillId,
  type StatId,
  type Task,
} from '../rules';
import { derivedOf, edgeSubject, lightOf, vitalsOf, type CountdownCharacter } from '../data/snapshot';
import { CountdownCheckRoll, subjectTitle, type CheckRollRequest, type CheckSubject } from '../dice/check-roll';
import { partyLight } from '../apps/world-panel-state';
import { edgeNotes, field, grantedEdges, readLight, readTask } from './dialog';
import { countdownPlan } from './plan';
import { spendUse } from './uses';
import { stabilizeOnNatural20 } from './vitals';
import type { RollPlan } from '../../../foundry/rolls/pipeline';

export interface CheckBase {
  subject: CheckSubject;
  stat: StatId;
  trained: boolean;
  task?: Task;
  /** A Difficulty printed or set by the GM (a rest interruption's 12, Improvise). */
  fixedDifficulty?: number;
  stabilizeTarget?: { uuid: string; name: string };
  /** Does the check require sight (total darkness gives disadvantage)? */
  sight?: boolean;
}

export function skillCheck(actor: CountdownCharacter, skill: SkillId): CheckBase {
  const line = derivedOf(actor).skills.find((s) => s.skill === skill)!;
  return { subject: { kind: 'skill', skill }, stat: line.stat, trained: line.trained, sight: true };
}

export function statCheck(stat: StatId): CheckBase {
  return { subject: { kind: 'stat', stat }, stat, trained: false, sight: true };
}

/**
 * Can the Warden brace now: a Vigor or Resolve check, the once-per-rest use unspent? A roll read
 * again (`spent`) spent the use itself: only the class and the stat are asked.
 */
function canBrace(actor: CountdownCharacter, stat: StatId, spent: boolean): boolean {
  const brace = classRow(derivedOf(actor).classId)?.features.brace;
  return !!brace && brace.stats.includes(stat) && (spent || !actor.system.uses.wardenBrace);
}

/** The actor's Active Effects add an advantage (+1) or a disadvantage (−1) on this skill. */
function withEffectEdges(granted: ReturnType<typeof grantedEdges>, edge: number | undefined) {
  if (!edge) return granted;
  const label = edgeLabel('effect');
  return edge > 0
    ? { ...granted, advantages: [...granted.advantages, label] }
    : { ...granted, disadvantages: [...granted.disadvantages, label] };
}

/** The check the dialog's values give; `replayed` when the GM reads a made roll again (its brace is spent). */
export function checkRequestFrom(
  actor: CountdownCharacter,
  base: CheckBase,
  values: RollDialogValues,
  replayed = false,
) {
  const stat = STAT_IDS.find((s) => s === values.stat) ?? base.stat;
  const trained = values.trained === true;
  const light = readLight(values, 'bright');
  const task = readTask(values);
  const subject = edgeSubject(actor);
  const skill = base.subject.kind === 'skill' ? base.subject.skill : undefined;
  const edges = edgesFor(
    subject,
    { skill, stat, task, light, requiresSight: values.sight === true },
    withEffectEdges(grantedEdges(values), skill ? derivedOf(actor).skillEdges?.[skill] : 0),
  );
  // The GM's Difficulty only while the dialog says the GM set one; values without the box (a
  // recorded roll rebuilt, a script) keep reading the number alone, 0 being the stat's.
  const set = values.setDifficulty === false ? 0 : Number(values.difficulty);
  const fixed = set || base.fixedDifficulty || 0;
  const brace = values.brace === true;
  const routine = values.routine === true;
  let error: string | undefined;
  if (brace && !canBrace(actor, stat, replayed)) error = localize(countdownKey('refusal.braceNeedsVigorOrResolve'));
  if (routine && !trained) error = countdownText('dialog.routineNeedsTraining');
  const check: CheckRequest = {
    target: fixed ? { stat, difficulty: fixed } : { stat, value: actor.system.stats[stat], trained },
    advantages: edges.advantages,
    disadvantages: edges.disadvantages,
    ...(brace ? { automatic: 'brace' as const } : routine ? { automatic: 'routine' as const } : {}),
  };
  return { check, edges, error, task, stat };
}

/** Where the GM’s Difficulty starts when the box is ticked. */
const DEFAULT_SET_DIFFICULTY = 12;

export function checkDialog(actor: CountdownCharacter, base: CheckBase, light: LightLevel): RollDialogConfig {
  const statOptions = STAT_IDS.map((s) => ({ value: s, label: countdownKey(`stat.${s}`) }));
  return {
    title: subjectTitle(base.subject),
    fields: [
      {
        name: 'stat',
        label: countdownKey('dialog.stat'),
        kind: 'select',
        value: base.stat,
        options: statOptions,
        hint: countdownKey('dialog.statHint'),
      },
      field.check('trained', 'dialog.trained', base.trained),
      // The stat gives the Difficulty unless the GM sets one: no "Difficulty 0" that reads as automatic.
      {
        ...field.check(
          'setDifficulty',
          'dialog.setDifficulty',
          Boolean(base.fixedDifficulty),
          'dialog.setDifficultyHint',
        ),
        ...(base.fixedDifficulty ? { locked: true } : {}),
      },
      {
        name: 'difficulty',
        label: countdownKey('dialog.difficulty'),
        kind: 'number',
        value: base.fixedDifficulty || DEFAULT_SET_DIFFICULTY,
        min: 1,
        max: 30,
        appliesWhen: (values) => values.setDifficulty === true,
      },
      field.light(light),
      field.check('sight', 'dialog.sight', base.sight ?? true),
      field.task(base.task ?? ''),
      ...field.edges(),
      field.check('brace', 'dialog.brace', false, 'dialog.braceHint'),
      field.check('routine', 'dialog.routine', false, 'dialog.routineHint'),
    ],
    evaluate: (values) => {
      const { check, edges, error } = checkRequestFrom(actor, base, values);
      return {
        // A refused check has no odds: a routine pass refused would otherwise chart 100%.
        odds: error ? null : checkOdds(check),
        notes: [
          { label: countdownKey('dialog.difficulty'), value: String(checkDifficulty(check.target)) },
          ...edgeNotes(edges),
        ],
        ...(error ? { error } : {}),
      };
    },
  };
}

/**
 * A check for a character (the sheet's, a request's with the GM's options locked): a Warden's
 * brace is spent once the roll is made, and a dying roller's natural 20 stabilizes them after
 * the card is posted (CD-10).
 */
export function checkPlan(actor: CountdownCharacter, base: CheckBase): RollPlan<CheckRollRequest, CheckResult> {
  return countdownPlan(CountdownCheckRoll, {
    kind: 'check',
    actor,
    dialog: checkDialog(actor, base, lightOf(actor, partyLight())),
    request(values) {
      const { check, task, stat } = checkRequestFrom(actor, base, values);
      return {
        subject: base.subject,
        check,
        statValue: actor.system.stats[stat],
        ...(task ? { task } : {}),
        ...(vitalsOf(actor).status === 'dying' ? { dying: true } : {}),
        ...(base.stabilizeTarget ? { stabilizeTarget: base.stabilizeTarget } : {}),
      };
    },
    async commit({ request }) {
      if (request.check.automatic === 'brace') await spendUse(actor, 'wardenBrace');
    },
    posted: ({ result }) => afterCheck(actor, result),
  });
}

/** CD-10: a natural 20 on any check while dying stabilizes (unconscious at 1 HP). */
export async function afterCheck(actor: CountdownCharacter, check: { natural20: boolean }): Promise<void> {
  if (check.natural20 && vitalsOf(actor).status === 'dying') await stabilizeOnNatural20(actor);
}
