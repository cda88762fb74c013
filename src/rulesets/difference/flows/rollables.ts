/** Every roll a difference sheet offers (buttons, hotbar macros, odds tooltips) with its exact odds. */
import { localize } from '../../../foundry/i18n';
import { dialogDefaults } from '../../../foundry/rolls/roll-dialog';
import type { Rollable } from '../../../foundry/ruleset';
import { extendedTaskOdds, recoveryOdds, taskState } from '../rules';
import { differenceOptions } from '../settings';
import { attributeName, readTraits, skillName } from '../data/traits';
import { checkDialogConfig } from './check-dialog';
import { recoveryPlan } from './health';
import { checkPlan, targetedActor } from './roll-check';
import { taskPlan } from './roll-task';
import { actorSnapshot, isDifferenceActor, typeOf } from '../data/snapshot';
import { extendedTask, storedState, TASK_TYPE } from './task';

/** The odds of a check as the dialog would open it (its default values). */
function defaultCheckOdds(actor: Actor.Implementation, attribute: string, skill: string) {
  const target = targetedActor(actor);
  const config = checkDialogConfig(actor, { attribute, skill }, target);
  return config.evaluate(dialogDefaults(config)).odds;
}

export function differenceRollables(actor: Actor.Implementation): Rollable[] {
  if (!isDifferenceActor(actor)) return [];
  const traits = readTraits();
  const rollables: Rollable[] = [
    ...traits.attributes.map((a) => ({
      key: `attribute.${a.id}`,
      label: attributeName(a.id, traits),
      odds: () => defaultCheckOdds(actor, a.id, ''),
      plan: () => checkPlan(actor, { attribute: a.id, skill: '' }),
    })),
    ...traits.skills.map((s) => ({
      key: `skill.${s.id}`,
      label: skillName(s.id, traits),
      odds: () => defaultCheckOdds(actor, s.attribute, s.id),
      plan: () => checkPlan(actor, { attribute: s.attribute, skill: s.id }),
    })),
    {
      key: 'recovery',
      label: localize('MANIFOLD.difference.recovery.title'),
      odds: () => recoveryOdds(actorSnapshot(actor), { target: 'vitality', spend: 1 }, differenceOptions()),
      plan: () => recoveryPlan(actor),
    },
  ];
  for (const item of actor.items) {
    if (typeOf(item) !== TASK_TYPE) continue;
    rollables.push({
      key: `task.${item.id}`,
      itemId: item.id,
      label: item.name ?? '',
      odds: () => {
        const task = extendedTask(item, actor);
        return extendedTaskOdds(task, taskState(task, storedState(item)));
      },
      plan: () => taskPlan(item),
    });
  }
  return rollables;
}
