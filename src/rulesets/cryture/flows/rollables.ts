/**
 * What a cryture sheet can roll, for its buttons, odds tooltips and hotbar macros: each power (and
 * the Basic Attack). A power's odds need a target's difficulty, so the tooltip shows them against
 * the user's first targeted token, and nothing when none is targeted.
 */
import { localize } from '../../../foundry/i18n';
import type { Rollable } from '../../../foundry/ruleset';
import { attackOdds, crytureKey } from '../rules';
import { actorSnapshot, isCombatantActor } from '../data/snapshot';
import { itemPowerData, powerSystem } from '../data/power-data';
import { basicAttackOf, powerPlan } from './use-power';

function targetSnapshots() {
  const targets = game.user?.targets;
  return [...(targets ?? [])].flatMap((tk) => (isCombatantActor(tk.actor) ? [actorSnapshot(tk.actor)] : []));
}

function powerRollable(actor: Actor.Implementation, item: Item.Implementation, key: string, label: string): Rollable {
  return {
    key,
    label,
    itemId: item.id,
    odds() {
      const targets = targetSnapshots();
      if (!targets.length || powerSystem(item).check.kind === 'none') return null;
      const odds = attackOdds({
        user: actorSnapshot(actor),
        power: itemPowerData(item),
        targets: targets.map((target) => ({ target })),
      });
      return odds?.targets[0]?.summary ?? null;
    },
    plan: () => powerPlan(actor, item),
  };
}

export function crytureRollables(actor: Actor.Implementation): Rollable[] {
  if (!isCombatantActor(actor)) return [];
  const powers = [...actor.items].filter((i) => i.type === 'cryture-power');
  const out = powers.map((item) => powerRollable(actor, item, `power.${item.id}`, item.name ?? ''));
  const basic = basicAttackOf(actor);
  if (basic) out.push(powerRollable(actor, basic, 'basicAttack', localize(crytureKey('action.basicAttack'))));
  return out;
}
