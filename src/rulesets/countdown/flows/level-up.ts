/**
 * Level up after a milestone: roll the class HP die onto maximum HP, +1 to a stat (max 10), a new
 * trained skill, and a class talent at 3, 5, 7 and 9 from the class's talent table (ALL-3: an
 * editable RollTable shipped with placeholder entries).
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import { resolveWith } from '../../../core';
import { RollDialog, type RollDialogConfig, type RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import {
  gainsTalentAt,
  hpDieOdds,
  countdownKey,
  isRefusal,
  levelUp,
  levelUpSkillChoices,
  PLACEHOLDER_TEXT,
  SKILL_IDS,
  STAT_IDS,
  STAT_MAX,
  type AdvancingCharacter,
  type LevelUpChoices,
  type SkillId,
  type StatId,
} from '../rules';
import { derivedOf, type CountdownCharacter } from '../data/snapshot';
import { CountdownHpRoll, type HpOutcome, type HpRollRequest } from '../dice/creation-rolls';
import { countdownSetting, SETTING } from '../settings';
import { field } from './dialog';
import { rollTalent, talentEntries } from './tables';
import { countdownPlan } from './plan';
import type { ConfigureOptions } from '../../../foundry/rolls/configure';
import type { RollPlan } from '../../../foundry/rolls/pipeline';

/** The talent option that rolls on the class's table ("roll or choose"). */
export const ROLL_TALENT = '@roll';

export function advancing(actor: CountdownCharacter): AdvancingCharacter {
  const d = derivedOf(actor);
  return {
    level: actor.system.level,
    maxHp: actor.system.hp.max,
    stats: { ...actor.system.stats },
    trainedSkills: d.trainedSkills,
    classId: d.classId,
    backgroundId: d.backgroundId,
    talents: [...actor.system.talents],
  };
}

function choicesFrom(values: RollDialogValues): LevelUpChoices {
  return {
    stat: (STAT_IDS.find((s) => s === values.stat) ?? 'vigor') as StatId,
    skill: (SKILL_IDS.find((s) => s === values.skill) ?? 'athletics') as SkillId,
    ...(typeof values.talent === 'string' && values.talent ? { talent: values.talent } : {}),
  };
}

export function levelUpDialog(actor: CountdownCharacter, talents: string[]): RollDialogConfig {
  const character = advancing(actor);
  const next = actor.system.level + 1;
  const listed = levelUpSkillChoices(character);
  const untrained = SKILL_IDS.filter((s) => !character.trainedSkills.includes(s));
  const skills = [...listed, ...untrained.filter((s) => !listed.includes(s))];
  const stats = STAT_IDS.filter((s) => actor.system.stats[s] < STAT_MAX);
  const fields: RollDialogConfig['fields'] = [
    field.select('stat', 'levelUp.stat', stats, 'stat', stats[0] ?? 'vigor'),
    {
      ...field.select('skill', 'levelUp.skill', skills, 'skill', skills[0] ?? 'athletics'),
      hint: countdownKey('levelUp.skillHint'),
    },
  ];
  if (gainsTalentAt(next)) {
    fields.push({
      name: 'talent',
      label: countdownKey('levelUp.talent'),
      kind: 'select',
      value: talents[0] ?? ROLL_TALENT,
      options: [
        ...talents.map((x) => ({ value: x, label: x })),
        { value: ROLL_TALENT, label: countdownKey('levelUp.rollTalent') },
      ],
      hint: countdownKey('levelUp.talentHint'),
    });
  }
  return {
    title: countdownText('card.levelUpTitle', { level: next }),
    rollLabel: countdownKey('levelUp.confirm'),
    fields,
    evaluate: (values) => {
      const check = resolveWith(levelUp(character, choicesFrom(values)), { roll: () => 1 });
      const odds = hpDieOdds(character.classId);
      if (isRefusal(odds)) return { odds: null, error: localize(odds.reason) };
      if (!check.ok) return { odds, error: localize(check.reason, check.data) };
      return { odds, notes: [{ label: countdownKey('levelUp.milestones'), value: String(actor.system.milestones) }] };
    },
  };
}

/**
 * The level-up dialog's window: "roll on the table" is answered by a draw from the class's talent
 * table (the first entry when it has none) before anything is rolled.
 */
function levelUpPrompt(actor: CountdownCharacter, talents: string[]): NonNullable<ConfigureOptions['dialog']> {
  return {
    async prompt(config) {
      const values = await RollDialog.prompt(config);
      if (values?.talent === ROLL_TALENT)
        values.talent = (await rollTalent(derivedOf(actor).classId)) ?? talents[0] ?? '';
      return values;
    },
  };
}

/**
 * Levelling up after a milestone (a GM may without one): the class HP die is rolled, then the
 * level, HP, talent, stat and skill are written before the card is posted.
 */
export async function levelUpPlan(actor: CountdownCharacter): Promise<RollPlan<HpRollRequest, HpOutcome> | null> {
  if (actor.system.milestones < 1 && !game.user?.isGM) {
    ui.notifications?.warn(countdownText('levelUp.needsMilestone'));
    return null;
  }
  const talents = (await talentEntries(derivedOf(actor).classId)) || [localize(PLACEHOLDER_TEXT)];
  return countdownPlan(CountdownHpRoll, {
    kind: 'levelUp',
    actor,
    dialog: levelUpDialog(actor, talents),
    prompt: levelUpPrompt(actor, talents),
    request: (values) => ({ kind: 'levelUp' as const, character: advancing(actor), choices: choicesFrom(values) }),
    async commit({ request, result }) {
      if (result.kind !== 'levelUp') return false;
      const { state, hpGained } = result;
      const skill = request.kind === 'levelUp' ? request.choices.skill : 'athletics';
      const raisesHp = countdownSetting<boolean>(SETTING.levelUpRaisesHp);
      await actor.update({
        system: {
          level: state.level,
          hp: {
            max: state.maxHp,
            ...(raisesHp ? { value: Math.min(state.maxHp, actor.system.hp.value + hpGained) } : {}),
          },
          talents: state.talents,
          milestones: Math.max(0, actor.system.milestones - 1),
          skills: { [skill]: { trained: true, source: 'levelUp' } },
          stats: { ...state.stats },
        },
      });
    },
  });
}
