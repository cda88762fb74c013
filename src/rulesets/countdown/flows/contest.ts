/**
 * Contested checks: both sides roll against their own Difficulty; the higher margin wins, ties go
 * to the defender (rerolled when there is none). The player rolls both dice (the GM never rolls,
 * CD-2); an opponent without a sheet is given a Difficulty.
 */
import { countdownText } from '../text';
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import {
  contestOdds,
  edgesFor,
  countdownKey,
  SKILL_IDS,
  type CheckRequest,
  type ContestRequest,
  type SkillId,
} from '../rules';
import { derivedOf, edgeSubject, isCharacter, type CountdownCharacter } from '../data/snapshot';
import { CountdownContestRoll } from '../dice/contest-roll';
import { countdownPlan } from './plan';

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
    names: { a: actor.name ?? '', b: opponent?.name ?? countdownText('contest.opponent') },
    labels: {
      a: countdownText(`skill.${skill}`),
      b: opponent
        ? countdownText(`skill.${theirSkill}`)
        : countdownText('card.difficulty', { difficulty: Number(values.opponentDifficulty) || 10 }),
    },
  };
}

export function contestDialog(actor: CountdownCharacter, skill: SkillId): RollDialogConfig {
  const skills = SKILL_IDS.map((s) => ({ value: s, label: countdownKey(`skill.${s}`) }));
  return {
    title: countdownText('card.contestTitle'),
    fields: [
      { name: 'skill', label: countdownKey('contest.yourSkill'), kind: 'select', value: skill, options: skills },
      {
        name: 'opponent',
        label: countdownKey('contest.opponent'),
        kind: 'select',
        value: '',
        options: [
          { value: '', label: countdownKey('contest.noSheet') },
          ...opponents(actor).map((o) => ({ value: o.id!, label: o.name ?? '' })),
        ],
      },
      {
        name: 'opponentSkill',
        label: countdownKey('contest.theirSkill'),
        kind: 'select',
        value: skill,
        options: skills,
      },
      {
        name: 'opponentDifficulty',
        label: countdownKey('contest.theirDifficulty'),
        kind: 'number',
        value: 10,
        min: 0,
        max: 30,
        hint: countdownKey('contest.theirDifficultyHint'),
      },
      {
        name: 'defender',
        label: countdownKey('contest.defender'),
        kind: 'select',
        value: 'b',
        options: [
          { value: 'a', label: countdownKey('contest.defenderYou') },
          { value: 'b', label: countdownKey('contest.defenderThem') },
          { value: '', label: countdownKey('contest.noDefender') },
        ],
      },
    ],
    evaluate: (values) => ({ odds: contestOdds(contestRequestFrom(actor, values).contest) }),
  };
}

/** A contested check, both sides rolled by the player (CD-2). */
export function contestPlan(actor: CountdownCharacter, skill: SkillId) {
  return countdownPlan(CountdownContestRoll, {
    kind: 'contest',
    actor,
    dialog: contestDialog(actor, skill),
    request: (values) => contestRequestFrom(actor, values),
  });
}
