/**
 * Contested checks: both sides roll against their own Difficulty; the higher margin wins, ties go
 * to the defender (rerolled when there is none). The player rolls both dice (the GM never rolls,
 * CD-2); an opponent without a sheet is given a Difficulty.
 */
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import {
  contestOdds,
  edgesFor,
  i18nKey,
  SKILL_IDS,
  type CheckRequest,
  type ContestRequest,
  type SkillId,
} from '../rules';
import { derivedOf, edgeSubject, isCharacter, type CountdownCharacter } from '../data/snapshot';
import { CountdownContestRoll } from '../dice/contest-roll';
import { rollCountdown } from '../dice/countdown-roll';
import { k } from '../dice/card';
import { postRoll } from '../chat/post';
import { chooseOptions, type RollOptions } from './dialog';

function sideCheck(actor: CountdownCharacter, skill: SkillId): CheckRequest {
  const line = derivedOf(actor).skills.find((s) => s.skill === skill)!;
  const edges = edgesFor(edgeSubject(actor), { skill });
  return {
    target: { stat: line.stat, value: actor.system.stats[line.stat], trained: line.trained },
    advantages: edges.advantages,
    disadvantages: edges.disadvantages,
  };
}

function opponents(actor: CountdownCharacter): CountdownCharacter[] {
  const out: CountdownCharacter[] = [];
  for (const other of game.actors ?? []) if (isCharacter(other) && other.id !== actor.id) out.push(other);
  return out;
}

export function contestRequestFrom(actor: CountdownCharacter, values: RollDialogValues) {
  const skill = SKILL_IDS.find((s) => s === values.skill) ?? 'athletics';
  const theirSkill = SKILL_IDS.find((s) => s === values.opponentSkill) ?? skill;
  const opponent = opponents(actor).find((o) => o.id === values.opponent);
  const b: CheckRequest = opponent
    ? sideCheck(opponent, theirSkill)
    : { target: { difficulty: Number(values.opponentDifficulty) || 10 } };
  const defender = values.defender === 'a' || values.defender === 'b' ? values.defender : null;
  const contest: ContestRequest = { a: sideCheck(actor, skill), b, defender };
  return {
    contest,
    names: { a: actor.name ?? '', b: opponent?.name ?? k('contest.opponent') },
    labels: {
      a: k(`skill.${skill}`),
      b: opponent
        ? k(`skill.${theirSkill}`)
        : k('card.difficulty', { difficulty: Number(values.opponentDifficulty) || 10 }),
    },
  };
}

export function contestDialog(actor: CountdownCharacter, skill: SkillId): RollDialogConfig {
  const skills = SKILL_IDS.map((s) => ({ value: s, label: i18nKey(`skill.${s}`) }));
  return {
    title: k('card.contestTitle'),
    fields: [
      { name: 'skill', label: i18nKey('contest.yourSkill'), kind: 'select', value: skill, options: skills },
      {
        name: 'opponent',
        label: i18nKey('contest.opponent'),
        kind: 'select',
        value: '',
        options: [
          { value: '', label: i18nKey('contest.noSheet') },
          ...opponents(actor).map((o) => ({ value: o.id!, label: o.name ?? '' })),
        ],
      },
      { name: 'opponentSkill', label: i18nKey('contest.theirSkill'), kind: 'select', value: skill, options: skills },
      {
        name: 'opponentDifficulty',
        label: i18nKey('contest.theirDifficulty'),
        kind: 'number',
        value: 10,
        min: 0,
        max: 30,
        hint: i18nKey('contest.theirDifficultyHint'),
      },
      {
        name: 'defender',
        label: i18nKey('contest.defender'),
        kind: 'select',
        value: 'b',
        options: [
          { value: 'a', label: i18nKey('contest.defenderYou') },
          { value: 'b', label: i18nKey('contest.defenderThem') },
          { value: '', label: i18nKey('contest.noDefender') },
        ],
      },
    ],
    evaluate: (values) => ({ odds: contestOdds(contestRequestFrom(actor, values).contest) }),
  };
}

export async function rollContest(actor: CountdownCharacter, skill: SkillId, options: RollOptions) {
  const values = await chooseOptions(contestDialog(actor, skill), options);
  if (!values) return null;
  const roll = await rollCountdown(CountdownContestRoll, contestRequestFrom(actor, values), actor.uuid);
  return postRoll(roll, actor, { values });
}
