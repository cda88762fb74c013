/**
 * The rolls a difference GM can ask for: an unopposed check, Attribute + Skill against
 * a Difficulty Rank (§1.1, §1.3). The player rolls it through the sheet's check dialog with the
 * GM's choices locked; their Edges, Setbacks and talents stay theirs to add.
 */
import { localize } from '../../../foundry/i18n';
import { presetFields } from '../../../foundry/rolls/roll-dialog';
import type { RollRequests } from '../../../foundry/ruleset';
import { resolveWith } from '../../../core';
import { DIFFICULTY_RANGE } from '../data/bounds';
import { isDifferenceActor } from '../data/snapshot';
import { attributeName, readTraits, skillName } from '../data/traits';
import { resolveCheck, type CheckRequest, type CheckResult } from '../rules';
import type { CheckRollRequest } from '../dice/check-roll';
import { defaultDifficulty } from '../settings';
import { checkPlan } from './roll-check';
import { rescored } from '../chat/rolled';

const difficultyOf = (v: unknown) =>
  Math.min(DIFFICULTY_RANGE.max, Math.max(DIFFICULTY_RANGE.min, Math.trunc(Number(v) || defaultDifficulty())));

/** The request's attribute and skill, as the world's traits know them (DIF-3); an unknown skill is none. */
function traitsOf(options: Record<string, unknown>) {
  const traits = readTraits();
  const attribute = traits.attributes.find((a) => a.id === options.attribute)?.id ?? traits.attributes[0]?.id ?? '';
  const skill = traits.skills.find((s) => s.id === options.skill)?.id ?? '';
  return { traits, attribute, skill };
}

export const differenceRequests: RollRequests = {
  kinds: () => [
    {
      id: 'check',
      label: 'MANIFOLD.difference.requests.check',
      fields: () => {
        const { traits, attribute } = traitsOf({});
        return [
          {
            name: 'attribute',
            label: 'MANIFOLD.difference.check.attribute',
            kind: 'select',
            value: attribute,
            options: traits.attributes.map((a) => ({ value: a.id, label: attributeName(a.id, traits) })),
          },
          {
            name: 'skill',
            label: 'MANIFOLD.difference.check.skill',
            kind: 'select',
            value: '',
            options: [
              { value: '', label: 'MANIFOLD.difference.check.noSkill' },
              ...traits.skills.map((s) => ({ value: s.id, label: skillName(s.id, traits) })),
            ],
          },
          {
            name: 'difficulty',
            label: 'MANIFOLD.difference.check.difficultyRank',
            kind: 'number',
            value: defaultDifficulty(),
            ...DIFFICULTY_RANGE,
            hint: 'MANIFOLD.difference.check.difficultyHint',
          },
        ];
      },
    },
  ],
  title({ options }) {
    const { traits, attribute, skill } = traitsOf(options);
    const check = skill
      ? `${attributeName(attribute, traits)} + ${skillName(skill, traits)}`
      : attributeName(attribute, traits);
    return localize('MANIFOLD.difference.requests.title', { check, difficulty: difficultyOf(options.difficulty) });
  },
  canRoll: (actor) => isDifferenceActor(actor),
  async plan(actor, { options }) {
    const { attribute, skill } = traitsOf(options);
    const plan = await checkPlan(actor, { attribute, skill });
    if (!plan) return null;
    const preset = { attribute, skill, opposition: 'difficulty', difficulty: difficultyOf(options.difficulty) };
    return { ...plan, dialog: presetFields(plan.dialog, preset) };
  },
  // Scored from the actor now, as the GM scores the card's own buttons.
  replay: (request, dice, _asked, actor) =>
    resolveWith(resolveCheck(rescored((request as CheckRollRequest).check, actor)), dice),
  answer(roll, { options }) {
    const check = (roll.request as { check?: Partial<CheckRequest> } | undefined)?.check;
    const o = roll.outcome as Partial<CheckResult> | undefined;
    const { attribute, skill } = traitsOf(options);
    const opposition = check?.opposition;
    if (!check || !o?.outcome || check.attribute !== attribute || (check.skill ?? '') !== skill) return null;
    if (opposition?.kind !== 'unopposed' || opposition.difficulty !== difficultyOf(options.difficulty)) return null;
    return {
      text: localize('MANIFOLD.difference.requests.result', {
        outcome: localize(`MANIFOLD.difference.outcome.${o.outcome}`),
        d100: o.d100 ?? 0,
        tn: o.assessment?.tn ?? 0,
      }),
      tone: o.outcome === 'success' ? 'success' : 'failure',
    };
  },
};
