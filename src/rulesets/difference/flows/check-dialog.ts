/**
 * The check dialog (§1.1–§1.4): Attribute + Skill against a Difficulty Rank or the user's targeted
 * token's Attribute + Defense Skill, the situation (attack, melee Strike, senses, escape), one
 * situational Edge and Setback by size, the talents that grant an Edge — and before rolling, x by
 * its parts, each Edge/Setback by source and size, the net after cancellation and cap, the TN and
 * the printed chance.
 */
import { localize } from '../../../foundry/i18n';
import type { RollDialogConfig, RollDialogField, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import { activeConditions, assessCheck, checkOdds, hostileActionsAllowed } from '../rules';
import { DIFFICULTY_RANGE } from '../data/bounds';
import { defaultDifficulty } from '../settings';
import { attributeName, readTraits, skillName } from '../data/traits';
import { assessmentRows } from '../dice/assessment';
import {
  checkRequest,
  edgeTalents,
  situationalFields,
  sizeOf,
  talentFocusCost,
  type CheckChoice,
} from './check-request';
import { actorSnapshot, systemOf } from '../data/snapshot';
import { itemOfType } from '../../../foundry/documents/of-type';

export interface CheckDefaults {
  attribute: string;
  skill: string;
}

export function checkFields(actor: Actor.Implementation, defaults: CheckDefaults, target: Actor.Implementation | null) {
  const traits = readTraits();
  const attributes = traits.attributes.map((a) => ({ value: a.id, label: attributeName(a.id, traits) }));
  const skills = [
    { value: '', label: 'MANIFOLD.difference.check.noSkill' },
    ...traits.skills.map((s) => ({ value: s.id, label: skillName(s.id, traits) })),
  ];
  const defenseSkills = [...traits.skills.filter((s) => s.defense), ...traits.skills.filter((s) => !s.defense)].map(
    (s) => ({ value: s.id, label: skillName(s.id, traits) }),
  );
  const skill = traits.skills.find((s) => s.id === defaults.skill);
  const defense = traits.skills.find((s) => s.defense);
  const fields: RollDialogField[] = [
    {
      name: 'attribute',
      label: 'MANIFOLD.difference.check.attribute',
      kind: 'select',
      value: defaults.attribute,
      options: attributes,
    },
    { name: 'skill', label: 'MANIFOLD.difference.check.skill', kind: 'select', value: defaults.skill, options: skills },
    {
      name: 'opposition',
      label: 'MANIFOLD.difference.check.opposition',
      kind: 'select',
      value: target ? 'target' : 'difficulty',
      options: [
        { value: 'difficulty', label: 'MANIFOLD.difference.check.byDifficulty' },
        ...(target
          ? [{ value: 'target', label: localize('MANIFOLD.difference.check.byTarget', { name: target.name ?? '' }) }]
          : []),
      ],
    },
    {
      name: 'difficulty',
      label: 'MANIFOLD.difference.check.difficultyRank',
      kind: 'number',
      value: defaultDifficulty(),
      ...DIFFICULTY_RANGE,
      hint: 'MANIFOLD.difference.check.difficultyHint',
      // Against a target its defense is the opposition; a Difficulty Rank is asked only without one.
      appliesWhen: (values) => values.opposition !== 'target',
    },
  ];
  if (target) {
    fields.push(
      {
        name: 'targetAttribute',
        label: 'MANIFOLD.difference.check.targetAttribute',
        kind: 'select',
        value: defaults.attribute,
        options: attributes,
        appliesWhen: (values) => values.opposition === 'target',
      },
      {
        name: 'targetSkill',
        label: 'MANIFOLD.difference.check.targetSkill',
        kind: 'select',
        value: defense?.id ?? defenseSkills[0]?.value ?? '',
        options: defenseSkills,
        appliesWhen: (values) => values.opposition === 'target',
      },
    );
  }
  fields.push(
    { name: 'attack', label: 'MANIFOLD.difference.check.attack', kind: 'checkbox', value: Boolean(target) },
    { name: 'meleeStrike', label: 'MANIFOLD.difference.check.meleeStrike', kind: 'checkbox', value: false },
    { name: 'sensory', label: 'MANIFOLD.difference.check.sensory', kind: 'checkbox', value: skill?.sensory === true },
    { name: 'escape', label: 'MANIFOLD.difference.check.escape', kind: 'checkbox', value: false },
    ...situationalFields(),
  );
  if (activeConditions(actorSnapshot(actor).conditions).has.pacified) {
    fields.push({ name: 'provoked', label: 'MANIFOLD.difference.check.provoked', kind: 'checkbox', value: false });
  }
  for (const talent of edgeTalents(actor, null)) {
    const s = itemOfType<'difference-talent'>(talent).system;
    fields.push({
      name: `talent.${talent.id}`,
      label: localize('MANIFOLD.difference.check.useTalent', {
        name: talent.name ?? '',
        size: localize(`MANIFOLD.difference.size.${s.edge}`),
        cost: s.focusCost,
      }),
      kind: 'checkbox',
      value: false,
    });
  }
  return fields;
}

/** The dialog's values as the choices the engine needs. Talents that do not apply to the skill are left out. */
export function choiceFromValues(
  actor: Actor.Implementation,
  values: RollDialogValues,
  target: Actor.Implementation | null,
): CheckChoice {
  const skill = String(values.skill ?? '');
  const applicable = new Set(edgeTalents(actor, skill).map((i) => i.id));
  const talents = Object.entries(values)
    .filter(([name, on]) => name.startsWith('talent.') && on === true)
    .map(([name]) => name.slice('talent.'.length))
    .filter((id) => applicable.has(id));
  return {
    attribute: String(values.attribute ?? ''),
    skill,
    opposition:
      values.opposition === 'target' && target
        ? { target, attribute: String(values.targetAttribute ?? ''), skill: String(values.targetSkill ?? '') }
        : { difficulty: Number(values.difficulty) || 1 },
    context: {
      attack: values.attack === true,
      meleeStrike: values.meleeStrike === true,
      sensory: values.sensory === true,
      escape: values.escape === true,
    },
    edge: sizeOf(values.edge),
    setback: sizeOf(values.setback),
    talents,
  };
}

/**
 * Why the actor may not make this check as chosen: Pacified and attacking unprovoked ("will not
 * take hostile actions unless … attacked first"). Unconscious (DIF-6) is refused before the
 * dialog, where the GM may override it (flows/unconscious.ts).
 */
export function checkRefusal(actor: Actor.Implementation, values: RollDialogValues): string | null {
  const conditions = activeConditions(actorSnapshot(actor).conditions);
  const hostile = values.attack === true || values.meleeStrike === true;
  if (hostile && !hostileActionsAllowed(conditions, values.provoked === true))
    return 'MANIFOLD.difference.refusal.pacified';
  return null;
}

/** Focus the chosen talents cost, and whether the actor has it. */
export function focusCheck(actor: Actor.Implementation, choice: CheckChoice) {
  const cost = talentFocusCost(actor, choice.talents ?? []);
  const have = Number(systemOf(actor).focus?.value) || 0;
  return { cost, have, ok: cost <= have };
}

export function checkDialogConfig(
  actor: Actor.Implementation,
  defaults: CheckDefaults,
  target: Actor.Implementation | null,
): RollDialogConfig {
  return {
    title: localize('MANIFOLD.roll.dialogTitle', {
      roll: defaults.skill ? skillName(defaults.skill) : attributeName(defaults.attribute),
    }),
    fields: checkFields(actor, defaults, target),
    evaluate(values) {
      const choice = choiceFromValues(actor, values, target);
      const request = checkRequest(actor, choice);
      const assessment = assessCheck(request);
      const notes = assessmentRows(request, assessment);
      const focus = focusCheck(actor, choice);
      if (focus.cost > 0)
        notes.push({ label: localize('MANIFOLD.difference.check.focusCost'), value: `${focus.cost} / ${focus.have}` });
      if (assessment.difficultyBand && request.opposition.kind === 'unopposed') {
        notes.push({
          label: localize(`MANIFOLD.difference.dr.${assessment.difficultyBand}.name`),
          value: localize(`MANIFOLD.difference.dr.${assessment.difficultyBand}.description`),
        });
      }
      const refusal = checkRefusal(actor, values) ?? (focus.ok ? null : 'MANIFOLD.difference.refusal.focus');
      return { odds: checkOdds(request), notes, ...(refusal ? { error: localize(refusal) } : {}) };
    },
  };
}
