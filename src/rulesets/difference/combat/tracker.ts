/**
 * The tracker row of each combatant (DIF-5): its phase, the fast/slow choice (its owner's, the GM
 * for NPCs), action points as ►, and the round's Reaction — with buttons to spend them. Rendered
 * from a template; the buttons are wired when the tracker renders.
 */
import { localize } from '../../../foundry/i18n';
import { renderPartialSync, SYSTEM_PATH } from '../../../foundry/templates';
import { PHASES, spendActionPoints, standUp, type TurnSpeed } from '../rules';
import { takeReaction } from '../flows/unconscious';
import { changeConditions } from '../flows/health';
import { actorSnapshot } from '../data/snapshot';
import { say } from '../text';
import { COMBAT_FLAG, conditionsOfCombatant, phaseRank, setTurnFlags, turnFlags, turnView } from './turn-state';
import { SYSTEM_ID } from '../../../foundry/settings';
import { updateCombatantsQuietly } from '../../../foundry/combat';

export const TRACKER_TEMPLATE = `${SYSTEM_PATH}/templates/difference/tracker-extras.hbs`;

/** "Phase 1 of 4: Fast PCs" — the initiative Foundry shows is the phase's rank, not a roll. */
export function initiativeHint(combatant: Combatant.Implementation): string | null {
  const view = turnView(combatant, combatant.parent?.round ?? 0);
  const rank = phaseRank(combatant);
  return localize('MANIFOLD.difference.tracker.initiativeHint', {
    order: PHASES.length + 1 - rank,
    count: PHASES.length,
    phase: localize(`MANIFOLD.difference.phase.${view.phase}`),
  });
}

export function trackerContext(combatant: Combatant.Implementation) {
  const round = combatant.parent?.round ?? 0;
  const view = turnView(combatant, round);
  const canEdit = combatant.isOwner;
  return {
    id: combatant.id,
    phase: localize(`MANIFOLD.difference.phase.${view.phase}`),
    turn: view.turn,
    fast: view.turn === 'fast',
    forcedSlow: view.forcedSlow,
    canEdit,
    ap: view.ap,
    apMax: view.apMax,
    pips: Array.from({ length: view.apMax }, (_, i) => ({ spent: i >= view.ap })),
    apTitle: view.breakdown.map((b) => `${say(b.source)} ${b.value > 0 ? '+' : ''}${b.value}`).join(', '),
    reactions: view.reactions,
    reactionsLost: view.reactionsLost,
    prone: conditionsOfCombatant(combatant).has.prone === true,
  };
}

export function trackerExtras(combatant: Combatant.Implementation): { html: string } | null {
  if (!combatant.actor) return null;
  return { html: renderPartialSync(TRACKER_TEMPLATE, trackerContext(combatant)) };
}

function refuse(reason: string): false {
  ui.notifications?.warn(localize(reason));
  return false;
}

/** A fast or slow turn for this round (DIF-5); the initiative follows so Foundry re-sorts. Surprised: no fast turn. */
export async function chooseTurn(combatant: Combatant.Implementation, turn: TurnSpeed): Promise<boolean> {
  if (!combatant.isOwner) return refuse('MANIFOLD.card.notPermitted');
  if (turn === 'fast' && conditionsOfCombatant(combatant).has.surprised) {
    return refuse('MANIFOLD.difference.refusal.surprisedFast');
  }
  // The order reads the turn flag too, so both writes are quiet: no turn starts or ends by them.
  const combat = combatant.parent!;
  const flags = { ...turnFlags(combatant), turn };
  await updateCombatantsQuietly(combat, [{ _id: combatant.id!, flags: { [SYSTEM_ID]: { [COMBAT_FLAG]: flags } } }]);
  await updateCombatantsQuietly(combat, [{ _id: combatant.id!, initiative: phaseRank(combatant) }]);
  return true;
}

/** Spends action points of the combatant's current turn; refused when it has too few. */
export async function spendAction(combatant: Combatant.Implementation, cost = 1): Promise<boolean> {
  if (!combatant.isOwner) return refuse('MANIFOLD.card.notPermitted');
  const round = combatant.parent?.round ?? 0;
  const view = turnView(combatant, round);
  const spend = spendActionPoints(view.ap, cost);
  if (!spend.ok) return refuse(spend.reason);
  await setTurnFlags(combatant, { ap: spend.remaining, apMax: view.apMax, apRound: round });
  return true;
}

/** Uses the round's Reaction; refused when none is left or a condition took it away. */
export async function react(combatant: Combatant.Implementation): Promise<boolean> {
  if (!combatant.isOwner) return refuse('MANIFOLD.card.notPermitted');
  const round = combatant.parent?.round ?? 0;
  const flags = turnFlags(combatant);
  const used = flags.reactionRound === round ? (flags.reactionsUsed ?? 0) : 0;
  // DIF-6: the Unconscious take no Reactions; the GM may let one through (as for a talent's Reaction).
  const result = await takeReaction(conditionsOfCombatant(combatant), used);
  if (!result.ok) return refuse(result.reason);
  await setTurnFlags(combatant, { reactionsUsed: result.used, reactionRound: round });
  return true;
}

/** Standing up from Prone costs a Move action (►). */
export async function standUpAction(combatant: Combatant.Implementation): Promise<boolean> {
  const actor = combatant.actor;
  if (!actor || !combatant.isOwner) return refuse('MANIFOLD.card.notPermitted');
  const round = combatant.parent?.round ?? 0;
  const view = turnView(combatant, round);
  const stand = standUp(actorSnapshot(actor), view.ap);
  if (!stand.ok) return refuse(stand.reason);
  await setTurnFlags(combatant, { ap: stand.remaining, apMax: view.apMax, apRound: round });
  await changeConditions(actor, stand.conditions);
  return true;
}

/** Wires the tracker's buttons (the glue inserted our rows already). */
export function wireTracker(html: HTMLElement): void {
  const combat = game.combat;
  if (!combat) return;
  for (const button of html.querySelectorAll<HTMLElement>('[data-difference-action]')) {
    const holder = button.closest<HTMLElement>('[data-difference-combatant]');
    const combatant = combat.combatants.get(holder?.dataset.differenceCombatant ?? '') as
      Combatant.Implementation | undefined;
    if (!combatant) continue;
    button.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
      const action = button.dataset.differenceAction;
      if (action === 'turn') return chooseTurn(combatant, button.dataset.turn === 'fast' ? 'fast' : 'slow');
      if (action === 'spend') return spendAction(combatant);
      if (action === 'react') return react(combatant);
      if (action === 'stand') return standUpAction(combatant);
    });
  }
}
