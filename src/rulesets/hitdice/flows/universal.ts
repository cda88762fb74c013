/**
 * The sheet's buttons for the universal actions and recovery: Rest, Recover, Rush, Steady, Defend,
 * holding an action, and the GM's New day / Wake / enemy effect. In combat the actions take one
 * of the turn's actions (refused when the economy says no); every result is a notice card.
 */
import { localize } from '../../../foundry/i18n';
import { countKey } from '../../../core';
import { applyChanges, actorStateOf, snapshotOf, type HitdiceSystemUpdate } from '../data/snapshot';
import { postNotice } from '../chat/post';
import { roundStateOf, saveRoundState } from '../combat/turn-state';
import { abilitiesOf } from '../data/items';
import { economyEnforced } from '../settings';
import {
  GUARD_DICE,
  MAX_RESTS_PER_DAY,
  defend as defendTransition,
  holdAction,
  newDay as newDayChanges,
  recover as recoverTransition,
  rest as restTransition,
  rush as rushTransition,
  steady as steadyTransition,
  takeAction,
  wakeFromCollapse,
  type ActorChanges,
  type Recovery,
  type Transition,
  type TurnEconomy,
} from '../rules';
import { refusalText } from './dialog';
import { describeChanges } from './describe';
import { raiseRoundEvent } from './resolve';

const { DialogV2 } = foundry.applications.api;

function warn(reason: Parameters<typeof refusalText>[0]): null {
  ui.notifications?.warn(refusalText(reason));
  return null;
}

/** One of the turn's actions for a universal action, in combat; null (and a warning) if the economy refuses. */
async function spendAction(actor: Actor.Implementation): Promise<{ economy: TurnEconomy | null } | null> {
  const state = roundStateOf(actor);
  if (!state.economy) return { economy: null };
  const taken = takeAction(state.economy, snapshotOf(actor), { timing: 'turn', tier: null });
  if (!taken.ok) {
    if (economyEnforced()) return warn(taken.reason);
    return { economy: state.economy };
  }
  await saveRoundState(state, { economy: taken.economy });
  return { economy: taken.economy };
}

/** Applies a transition's changes and says what happened on a notice card. */
async function settle(
  actor: Actor.Implementation,
  titleKey: string,
  changes: ActorChanges,
  extraLines: string[] = [],
  extra: HitdiceSystemUpdate = {},
) {
  const before = actorStateOf(actor);
  await applyChanges(actor, changes, extra);
  const lines = [...describeChanges(before, changes, localize), ...extraLines];
  return postNotice(actor, { title: localize(titleKey, { name: actor.name ?? '' }), lines, tone: 'neutral' });
}

async function resetAbilities(actor: Actor.Implementation, which: Recovery['resetAbilities']): Promise<number> {
  if (which === 'none') return 0;
  const updates = abilitiesOf(actor.items)
    .filter((i) => i.system.used && (which === 'all' || i.system.recharge === 'rest'))
    .map((i) => ({ _id: i.id, system: { used: false } }));
  if (updates.length) await actor.updateEmbeddedDocuments('Item', updates);
  return updates.length;
}

function hasCraftAbility(actor: Actor.Implementation): boolean {
  return abilitiesOf(actor.items).some((i) => i.system.skill === 'craft');
}

async function recovered(actor: Actor.Implementation, titleKey: string, result: Transition<Recovery>, lines: string[]) {
  if (!result.ok) return warn(result.reason);
  const reset = await resetAbilities(actor, result.resetAbilities);
  if (reset) lines.push(localize(countKey('MANIFOLD.hitdice.card.abilitiesReset', reset), { count: reset }));
  return settle(actor, titleKey, result.changes, lines);
}

/** Rest: Proficiency HD, 1 Resolve (none while collapsed), short-rest abilities; armor repaired if a craft ability allows. */
export async function restAction(actor: Actor.Implementation) {
  const state = actorStateOf(actor);
  let craftRepair = false;
  if (hasCraftAbility(actor) && state.armor.type && state.armor.dice < state.armor.max) {
    craftRepair = Boolean(
      await DialogV2.confirm({
        window: { title: localize('MANIFOLD.hitdice.sheet.rest') },
        content: `<p>${localize('MANIFOLD.hitdice.dialog.craftRepair')}</p>`,
      }),
    );
  }
  const result = restTransition(snapshotOf(actor), { craftRepair });
  const lines = result.ok
    ? [localize('MANIFOLD.hitdice.card.restCount', { count: state.restsToday + 1, max: MAX_RESTS_PER_DAY })]
    : [];
  // HD-12: the Rest leaves a collapsed character collapsed; the card says why Resolve did not move.
  if (result.ok && result.life === 'collapsed') {
    lines.push(localize('MANIFOLD.hitdice.card.restCollapsed', { name: actor.name ?? '' }));
  }
  return recovered(actor, 'MANIFOLD.hitdice.card.restTitle', result, lines);
}

/** Recover: everything back, if the place is safe (the players say so; the GM judges). */
export async function recoverAction(actor: Actor.Implementation) {
  const safe = await DialogV2.confirm({
    window: { title: localize('MANIFOLD.hitdice.sheet.recover') },
    content: `<p>${localize('MANIFOLD.hitdice.dialog.safeSpace')}</p>`,
  });
  if (safe === null) return null;
  const result = recoverTransition(snapshotOf(actor), { safe: Boolean(safe) });
  if (result.ok) await actor.update({ system: { barrier: { max: actorStateOf(actor).barrier } } });
  return recovered(actor, 'MANIFOLD.hitdice.card.recoverTitle', result, []);
}

/** Rush / Steady: one action, no check (a voluntary loss never triggers one). */
export async function rushAction(actor: Actor.Implementation) {
  const result = rushTransition(snapshotOf(actor));
  if (!result.ok) return warn(result.reason);
  if (!(await spendAction(actor))) return null;
  return settle(actor, 'MANIFOLD.hitdice.card.rushTitle', result.changes);
}

export async function steadyAction(actor: Actor.Implementation) {
  const result = steadyTransition(snapshotOf(actor));
  if (!result.ok) return warn(result.reason);
  if (!(await spendAction(actor))) return null;
  return settle(actor, 'MANIFOLD.hitdice.card.steadyTitle', result.changes);
}

/** Defend: a Guard layer of 2d6 outside the others until the next turn (HD-5). */
export async function defendAction(actor: Actor.Implementation) {
  const result = defendTransition(snapshotOf(actor));
  if (!result.ok) return warn(result.reason);
  if (!(await spendAction(actor))) return null;
  return settle(actor, 'MANIFOLD.hitdice.card.defendTitle', result.changes, [], { guard: { max: GUARD_DICE } });
}

/** Holds an action for a trigger (one of the turn's actions). */
export async function holdActionFor(actor: Actor.Implementation, trigger?: string) {
  const state = roundStateOf(actor);
  if (!state.economy) {
    ui.notifications?.warn(localize('MANIFOLD.hitdice.sheet.notInCombat'));
    return null;
  }
  const text =
    trigger ??
    String(
      (
        (await DialogV2.input({
          window: { title: localize('MANIFOLD.hitdice.sheet.hold') },
          content: `<label>${localize('MANIFOLD.hitdice.dialog.trigger')} <input type="text" name="trigger" required></label>`,
        })) as { trigger?: string } | null
      )?.trigger ?? '',
    ).trim();
  if (!text) return null;
  const held = holdAction(state.economy, snapshotOf(actor), text);
  if (!held.ok) return warn(held.reason);
  await saveRoundState(state, { economy: held.economy });
  return postNotice(actor, {
    title: localize('MANIFOLD.hitdice.card.holdTitle', { name: actor.name ?? '' }),
    lines: [text],
  });
}

/** GM: a new day — Rests and the Affinity gained today start again. */
export async function newDayAction(actor: Actor.Implementation) {
  return settle(actor, 'MANIFOLD.hitdice.card.newDayTitle', newDayChanges(snapshotOf(actor)), [
    localize('MANIFOLD.hitdice.card.newDayLine'),
  ]);
}

/** GM: a collapsed character wakes with 1 Resolve (when is the GM's call: 0–2 days). */
export async function wakeAction(actor: Actor.Implementation) {
  const result = wakeFromCollapse(snapshotOf(actor));
  if (!result.ok) return warn(result.reason);
  return settle(actor, 'MANIFOLD.hitdice.card.wakeTitle', result.changes);
}

/** GM: an enemy effect that calls for a Resolve check ("Certain enemy effects"). */
export async function enemyEffectAction(actor: Actor.Implementation) {
  return raiseRoundEvent(actor, { enemyEffect: true });
}
