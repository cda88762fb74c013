/**
 * Everything a hitdice sheet can roll, by key: abilities and weapons (`item.<id>`), skill rolls
 * (`skill.<domain>`), Stabilize, initiative in combat, and a pending Resolve check. The same keys
 * serve sheet buttons, odds tooltips and hotbar macros.
 */
import { localize } from '../../../foundry/i18n';
import type { Rollable } from '../../../foundry/ruleset';
import { snapshotOf } from '../data/snapshot';
import { actionItem } from '../data/items';
import { combatantOf } from '../combat/turn-state';
import { actionPlan, userTargets } from './action';
import { initiativePlan } from '../combat/initiative';
import { pendingCheckOf, pendingCheckPlan } from './resolve';
import { stabilizePlan } from './stabilize';
import { SKILLS, STABILIZE_TIER, actionOdds, nameKey, resolveCheckOdds, type TierId } from '../rules';
import type { OddsSummary } from '../../../core';

function safeOdds(fn: () => OddsSummary): OddsSummary | null {
  try {
    return fn();
  } catch {
    return null; // the rules refuse it right now (e.g. Expert+ at low Resolve); the dialog will say why
  }
}

export function hitdiceRollables(actor: Actor.Implementation): Rollable[] {
  const out: Rollable[] = [];
  for (const item of actor.items) {
    const system = actionItem(item)?.system;
    if (!system) continue;
    out.push({
      key: `item.${item.id}`,
      itemId: item.id,
      label: item.name ?? '',
      odds: () =>
        safeOdds(() =>
          actionOdds({ actor: snapshotOf(actor), tier: system.tier as TierId, bonusDice: system.bonusDice }),
        ),
      plan: () =>
        actionPlan(actor, {
          kind: item.type === 'hitdice-weapon' ? 'weapon' : 'ability',
          item,
          label: item.name ?? '',
          targets: userTargets(),
        }),
    });
  }
  for (const skill of SKILLS) {
    const label = localize(nameKey('skill', skill));
    out.push({
      key: `skill.${skill}`,
      label,
      odds: () => safeOdds(() => actionOdds({ actor: snapshotOf(actor) })),
      plan: () => actionPlan(actor, { kind: 'skill', skill, label }),
    });
  }
  out.push({
    key: 'stabilize',
    label: localize('MANIFOLD.hitdice.sheet.stabilize'),
    odds: () => safeOdds(() => actionOdds({ actor: snapshotOf(actor), tier: STABILIZE_TIER })),
    plan: () => stabilizePlan(actor),
  });
  const combat = (game.combat as Combat.Implementation | null) ?? null;
  const combatant = combatantOf(actor, combat);
  if (combat && combatant) {
    out.push({
      key: 'initiative',
      label: localize('MANIFOLD.hitdice.sheet.initiative'),
      plan: () => initiativePlan(combat, combatant),
    });
  }
  if (pendingCheckOf(actor)) {
    out.push({
      key: 'resolveCheck',
      label: localize('MANIFOLD.hitdice.card.rollResolve'),
      odds: () => resolveCheckOdds({ actor: snapshotOf(actor) }),
      plan: () => pendingCheckPlan(actor),
    });
  }
  return out;
}
