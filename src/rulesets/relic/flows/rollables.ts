/**
 * Every roll a relic sheet offers, by a stable key (for buttons, odds tooltips and hotbar macros):
 * `test.<attribute>`, `attack.<item>`, `snapShot.<ranged item>`, `relic.<item>`, `burn`. The
 * tooltip's odds are the dialog's own, with its default values.
 */
import { relicText } from '../text';
import { dialogDefaults } from '../../../foundry/rolls/roll-dialog';
import type { Rollable } from '../../../foundry/ruleset';
import type { RollDialogConfig } from '../../../foundry/rolls/roll-dialog';
import { actorStateOf } from '../data/snapshot';
import { itemsOf } from '../data/types';
import { ATTRIBUTES, readWeapon } from '../rules';
import { activationDialog, activationPlan } from './activate';
import { attackDialog, attackPlan } from './attack';
import { burnDialog, burnPlan, burnSetup } from './burn';
import { testDialog, testPlan } from './test';

/** The odds a dialog would show before anything is changed. */
function defaultOdds(config: () => RollDialogConfig | null) {
  return () => {
    const dialog = config();
    if (!dialog) return null;
    return dialog.evaluate(dialogDefaults(dialog)).odds;
  };
}

export function relicRollables(actor: Actor.Implementation): Rollable[] {
  const state = actorStateOf(actor);
  if (!state) return [];
  const rollables: Rollable[] = ATTRIBUTES.map((id) => ({
    key: `test.${id}`,
    label: `${relicText(`attribute.${id}`)}`,
    odds: defaultOdds(() => testDialog(actor, id)),
    plan: () => testPlan(actor, id),
  }));
  for (const weapon of itemsOf(actor, 'weapon')) {
    rollables.push({
      key: `attack.${weapon.id}`,
      itemId: weapon.id,
      label: weapon.name ?? '',
      odds: defaultOdds(() => attackDialog(actor, weapon, false)),
      plan: () => attackPlan(actor, weapon),
    });
    if (readWeapon(weapon.system).reach === 'ranged')
      rollables.push({
        key: `snapShot.${weapon.id}`,
        itemId: weapon.id,
        label: `${relicText('reaction.snapShot')}: ${weapon.name ?? ''}`,
        odds: defaultOdds(() => attackDialog(actor, weapon, true)),
        plan: () => attackPlan(actor, weapon, true),
      });
  }
  for (const relic of itemsOf(actor, 'relic')) {
    rollables.push({
      key: `relic.${relic.id}`,
      itemId: relic.id,
      label: relic.name ?? '',
      odds: defaultOdds(() => activationDialog(actor, relic)),
      plan: () => activationPlan(actor, relic),
    });
  }
  if (state.side === 'seeker')
    rollables.push({
      key: 'burn',
      label: relicText('action.burn'),
      odds: defaultOdds(() => {
        const setup = burnSetup(actor);
        return setup ? burnDialog(actor, setup, false) : null;
      }),
      plan: () => burnPlan(actor),
    });
  return rollables;
}
