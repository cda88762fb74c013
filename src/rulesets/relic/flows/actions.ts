/**
 * The sheet's action buttons that roll nothing (§3.3, REL-7): Build Resonance, Switch rows, Aid,
 * Defend, Use Item, Discipline Feature, Environment Interaction, and the Counterstep reaction. Each
 * spends from the combatant's tracker through the engine and tells the table with a small card.
 */
import { relicText } from '../text';
import { aidCheck, featureHealCheck } from '../chat/heal';
import { conditionsOf, actorStateOf } from '../data/snapshot';
import { combatantOf, commitSpending, economyOf, reactionCheck } from '../combat/turn-state';
import { partySeekers } from '../combat/formation';
import { isDown, buildResonance, refuse, switchRows, type CoreActionId } from '../rules';
import { postActionCard } from '../chat/post';
import { askGMOrWarn } from '../chat/relay';
import { allowed, notifyRefusal } from './refusals';
import { prepareAction } from './spend';
import { allyCandidates } from './targets';
import { actorOfType } from '../../../foundry/documents/of-type';
import { relicItemOf } from '../data/types';

const seekerState = (actor: Actor.Implementation) => {
  const state = actorStateOf(actor);
  return state?.side === 'seeker' ? state : null;
};

/** Writes a spending to the combatant, when there is one (out of combat nothing is tracked); false when refused. */
async function commitSpent(
  actor: Actor.Implementation,
  action: CoreActionId,
  after: { actions: number; reactions: number },
): Promise<boolean> {
  const combatant = combatantOf(actor);
  return combatant ? commitSpending(actor, combatant, { action }, after) : true;
}

/** §8.1 Build Resonance: 2 actions → +1 (max 5). */
export async function buildResonanceAction(actor: Actor.Implementation): Promise<boolean> {
  const state = seekerState(actor);
  if (!state) return false;
  const result = await allowed((gmOverride) =>
    buildResonance({
      resonance: state.resonance,
      economy: economyOf(combatantOf(actor)),
      conditions: conditionsOf(actor),
      gmOverride,
    }),
  );
  if (!result) return false;
  if (!(await commitSpent(actor, 'buildResonance', result.actions.after))) return false;
  await actor.update({ system: { resonance: result.resonance.to } });
  await postActionCard(actor, {
    title: relicText('action.buildResonance'),
    subtitle: actor.name ?? '',
    rows: [
      { label: relicText('card.resonance'), value: `${result.resonance.from} → ${result.resonance.to}` },
      { label: relicText('card.actionsSpent'), value: String(result.actions.cost) },
    ],
  });
  return true;
}

/** §4.2 Switch rows: 1 action; not while Entangled, Unconscious or Dying. */
export async function switchRowsAction(actor: Actor.Implementation): Promise<boolean> {
  const state = seekerState(actor);
  if (!state) return false;
  const result = await allowed((gmOverride) =>
    switchRows({ row: state.row, conditions: conditionsOf(actor), economy: economyOf(combatantOf(actor)), gmOverride }),
  );
  if (!result) return false;
  if (!(await commitSpent(actor, 'switchRows', result.actions.after))) return false;
  await actorOfType<'relic-seeker'>(actor).update({ system: { row: result.to } });
  await postActionCard(actor, {
    title: relicText('action.switchRows'),
    subtitle: actor.name ?? '',
    rows: [
      { label: relicText('card.row'), value: `${relicText(`row.${result.from}`)} → ${relicText(`row.${result.to}`)}` },
      { label: relicText('card.actionsSpent'), value: String(result.actions.cost) },
    ],
  });
  return true;
}

/** Defend, Use Item, Discipline Feature, Environment Interaction: their cost, and a card (their effects are the GM's). */
export async function simpleAction(
  actor: Actor.Implementation,
  action: CoreActionId,
  detail?: string,
): Promise<boolean> {
  const spending = await prepareAction(actor, action);
  if (!spending || !(await spending.commit())) return false;
  await postActionCard(actor, {
    title: detail ?? relicText(`action.${action}`),
    subtitle: actor.name ?? '',
    rows: spending.spent ? [{ label: relicText('card.actionsSpent'), value: String(spending.spent.cost) }] : [],
    texts: detail ? [relicText(`action.${action}`)] : [],
  });
  return true;
}

/** Lets the user pick one of these actors (a button each); null when dismissed. */
async function pickActor(title: string, actors: Actor.Implementation[]): Promise<Actor.Implementation | null> {
  if (!actors.length) return null;
  const chosen = await foundry.applications.api.DialogV2.wait({
    window: { title },
    content: `<p>${foundry.utils.escapeHTML(game.i18n!.localize('MANIFOLD.relic.dialog.pickTarget'))}</p>`,
    buttons: actors.map((a, i) => ({
      action: a.uuid,
      label: foundry.utils.escapeHTML(a.name ?? ''),
      default: i === 0,
    })),
  });
  return actors.find((a) => a.uuid === chosen) ?? null;
}

/** §6.1 Aid an Unconscious ally (the GM writes the ally's HP). */
export async function aidAction(actor: Actor.Implementation): Promise<boolean> {
  const down = partySeekers().filter((a) => a.uuid !== actor.uuid && isDown(conditionsOf(a)));
  if (!down.length) {
    notifyRefusal(refuse('aidNeedsUnconscious'));
    return false;
  }
  const target = await pickActor(relicText('action.aid'), down);
  if (!target) return false;
  const check = await allowed((gmOverride) => aidCheck(actor, target, gmOverride) ?? refuse('aidNeedsUnconscious'));
  if (!check) return false;
  return Boolean(await askGMOrWarn('aid', { aiderUuid: actor.uuid, targetUuid: target.uuid }));
}

/** A discipline feature: one that restores HP heals an ally through the GM; any other only spends the action. */
export async function featureAction(actor: Actor.Implementation, feature: Item.Implementation): Promise<boolean> {
  const heal = relicItemOf(feature, 'feature')?.system.heal ?? 0;
  if (heal <= 0) return simpleAction(actor, 'disciplineFeature', feature.name ?? undefined);
  const target = await pickActor(feature.name ?? relicText('action.disciplineFeature'), allyCandidates(actor));
  if (!target) return false;
  const check = featureHealCheck(feature, target);
  if (check && !('change' in check)) {
    notifyRefusal(check);
    return false;
  }
  return Boolean(await askGMOrWarn('featureHeal', { featureUuid: feature.uuid, targetUuid: target.uuid }));
}

/** §3.4 Counterstep: the reaction avoids forced movement (the GM's forced-movement mark is cleared). */
export async function counterstepAction(actor: Actor.Implementation): Promise<boolean> {
  const combatant = combatantOf(actor);
  if (!combatant) {
    notifyRefusal({ message: { key: 'MANIFOLD.relic.refusal.notInCombat' } });
    return false;
  }
  const check = await allowed((gmOverride) => reactionCheck(actor, combatant, 'counterstep', gmOverride));
  if (!check) return false;
  return Boolean(await askGMOrWarn('counterstep', { actorUuid: actor.uuid }));
}
