/** What the combat tracker shows beside a hitdice combatant: actions left, held actions, life, an initiative tie. */
import { localize } from '../../../foundry/i18n';
import { isHitdiceActor, snapshotOf, actorStateOf } from '../data/snapshot';
import { actionsLeft, compareInitiative, nameKey } from '../rules';
import { roundStateOfCombatant, standingOf } from './turn-state';

function tiedStanding(combatant: Combatant.Implementation): boolean {
  const mine = standingOf(combatant);
  if (!mine) return false;
  const combat = combatant.parent as Combat.Implementation | null;
  return [...((combat?.combatants ?? []) as Iterable<Combatant.Implementation>)].some((other) => {
    if (other === combatant) return false;
    const theirs = standingOf(other);
    return Boolean(theirs && compareInitiative(mine, theirs) === 0 && other.initiative === combatant.initiative);
  });
}

/** "Initiative 3.6: 3 successes, highest die 6" — the score's whole part and its tie-breaking tenth. */
export function initiativeHint(combatant: Combatant.Implementation): string | null {
  const standing = standingOf(combatant);
  if (!standing || combatant.initiative === null || combatant.initiative === undefined) return null;
  return localize('MANIFOLD.hitdice.tracker.initiativeHint', {
    score: combatant.initiative,
    successes: standing.successes,
    die: standing.highestDie,
  });
}

export function trackerExtras(combatant: Combatant.Implementation): { html: string } | null {
  const actor = combatant.actor as Actor.Implementation | null;
  const combat = combatant.parent as Combat.Implementation | null;
  if (!actor || !combat || !isHitdiceActor(actor)) return null;
  /** Localized text made safe for the HTML built here (outside a template). */
  const text = (key: string, data?: Record<string, string | number>) => foundry.utils.escapeHTML(localize(key, data));
  const state = actorStateOf(actor);
  const round = roundStateOfCombatant(combat, combatant);
  const left = actionsLeft(round.economy ?? undefined, snapshotOf(actor));
  const parts: string[] = [];
  const pips = Array.from(
    { length: state.actionsPerTurn },
    (_, i) => `<span class="hd-action-pip${i < left ? ' available' : ''}" aria-hidden="true"></span>`,
  ).join('');
  const actions = text('MANIFOLD.hitdice.tracker.actions', { left, max: state.actionsPerTurn });
  parts.push(
    `<span class="hd-actions" data-tooltip="${actions}">${pips}<span class="sr-only">${actions}</span></span>`,
  );
  if (round.economy?.held.length) {
    const triggers = round.economy.held.map((h) => h.trigger).join('; ');
    parts.push(`<span class="hd-held">${text('MANIFOLD.hitdice.tracker.held', { triggers })}</span>`);
  }
  if (state.life !== 'active')
    parts.push(`<span class="hd-life life-${state.life}">${text(nameKey('life', state.life))}</span>`);
  if (tiedStanding(combatant)) parts.push(`<span class="hd-tie">${text('MANIFOLD.hitdice.tracker.tie')}</span>`);
  return { html: `<div class="hitdice-tracker">${parts.join('')}</div>` };
}
