/**
 * The rolls a countdown GM can ask for (issue 18 §5): a skill check or a bare stat check (CD-1),
 * at the stat's own Difficulty or one the GM sets (Improvise). Players roll them through the
 * sheet's check dialog (advantages, light and the odds as usual) with the GM's choices locked.
 */
import type { RollDialogField, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import type { RollRequests } from '../../../foundry/ruleset';
import { i18nKey, SKILL_IDS, STAT_IDS, type CheckResult } from '../rules';
import { isCharacter } from '../data/snapshot';
import { k } from '../dice/card';
import type { CheckRollRequest } from '../dice/check-roll';
import { rollCheck, skillCheck, statCheck } from './check';

const skillOf = (v: unknown) => SKILL_IDS.find((s) => s === v) ?? SKILL_IDS[0]!;
const statOf = (v: unknown) => STAT_IDS.find((s) => s === v) ?? STAT_IDS[0];
/** 0: the stat's own Difficulty; otherwise the GM's (the check dialog's bounds). */
const difficultyOf = (v: unknown) => Math.min(30, Math.max(0, Math.trunc(Number(v) || 0)));

const difficultyField: RollDialogField = {
  name: 'difficulty',
  label: i18nKey('dialog.difficulty'),
  kind: 'number',
  value: 0,
  min: 0,
  max: 30,
  hint: i18nKey('dialog.difficultyHint'),
};

export const countdownRequests: RollRequests = {
  kinds: () => [
    {
      id: 'skill',
      label: i18nKey('requests.skill'),
      fields: () => [
        {
          name: 'skill',
          label: i18nKey('requests.skillField'),
          kind: 'select',
          value: SKILL_IDS[0]!,
          options: SKILL_IDS.map((s) => ({ value: s, label: i18nKey(`skill.${s}`) })),
        },
        difficultyField,
      ],
    },
    {
      id: 'stat',
      label: i18nKey('requests.stat'),
      fields: () => [
        {
          name: 'stat',
          label: i18nKey('dialog.stat'),
          kind: 'select',
          value: STAT_IDS[0],
          options: STAT_IDS.map((s) => ({ value: s, label: i18nKey(`stat.${s}`) })),
        },
        difficultyField,
      ],
    },
  ],
  title({ kind, options }) {
    const name = kind === 'stat' ? k(`stat.${statOf(options.stat)}`) : k(`skill.${skillOf(options.skill)}`);
    const check = k('card.checkTitle', { name });
    const difficulty = difficultyOf(options.difficulty);
    return difficulty ? k('requests.titleDifficulty', { check, difficulty }) : check;
  },
  canRoll: (actor) => isCharacter(actor),
  roll(actor, { kind, options }, { fastForward, event }) {
    if (!isCharacter(actor)) return Promise.resolve(null);
    const difficulty = difficultyOf(options.difficulty);
    const base = kind === 'stat' ? statCheck(statOf(options.stat)) : skillCheck(actor, skillOf(options.skill));
    // A stat check's stat is the GM's; a skill's stat stays the player's to change at the GM's word (CD-1).
    const preset: RollDialogValues = kind === 'stat' ? { stat: base.stat, difficulty } : { difficulty };
    return rollCheck(actor, base, { fastForward, event, preset });
  },
  answer(roll, { kind, options }) {
    const request = roll.request as Partial<CheckRollRequest> | undefined;
    const o = roll.outcome as Partial<CheckResult> | undefined;
    const subject = request?.subject;
    if (!subject || !request.check || !o?.outcome) return null;
    const same =
      kind === 'stat'
        ? subject.kind === 'stat' && subject.stat === statOf(options.stat)
        : subject.kind === 'skill' && subject.skill === skillOf(options.skill);
    const target = request.check.target;
    const fixed = 'difficulty' in target ? difficultyOf(target.difficulty) : 0;
    if (!same || fixed !== difficultyOf(options.difficulty)) return null;
    const outcome = k(`outcome.${o.outcome}`);
    return o.natural === null || o.natural === undefined
      ? k('requests.automatic', { outcome })
      : k('requests.result', { outcome, natural: o.natural, difficulty: o.difficulty ?? 0 });
  },
};
