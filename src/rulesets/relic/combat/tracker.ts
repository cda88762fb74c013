/**
 * What the combat tracker shows for each relic combatant: a seeker's place, row and action pips
 * (REL-7) with buttons to move up or down the seekers' order (REL-6); an enemy's group, its roll and
 * whether it is tied; the surprise mark (§3.1). Rendered from a template, wired once per render.
 */
import { SYSTEM_PATH } from '../../../foundry/templates';
import { groupNameOf } from '../data/snapshot';
import { rowOf } from './formation';
import { economyOf } from './turn-state';
import { isSeeker } from '../data/types';
import { ACTIONS_PER_TURN, REACTIONS_PER_ROUND, tiedGroups } from '../rules';
import { askGMOrWarn } from '../chat/relay';
import { openFormationPanel } from '../apps/formation-panel';
import { seekerOrder } from './turn-order';
import { RANK_FLAG, groupOf, slotOf } from './slots';
import { isSurprised, toggleSurprised } from './surprise';
import { SYSTEM_ID } from '../../../foundry/settings';

export const TRACKER_TEMPLATE = `${SYSTEM_PATH}/templates/relic/tracker-extras.hbs`;

/**
 * A seeker's initiative is its place in the seekers' order (1, 2…), not a roll: seekers act before
 * every enemy whatever the enemies rolled (REL-6). Its tooltip says so; an enemy's roll needs none.
 */
export function initiativeHint(combatant: Combatant.Implementation): string | null {
  if (!isSeeker(combatant.actor) || typeof combatant.initiative !== 'number') return null;
  return game.i18n!.format('MANIFOLD.relic.tracker.placeHint', { place: String(combatant.initiative) });
}

const pips = (left: number, of: number) => Array.from({ length: of }, (_, i) => ({ full: i < left }));

export function trackerContext(combatant: Combatant.Implementation) {
  const combat = combatant.combat ?? game.combat;
  const actor = combatant.actor as Actor.Implementation | null;
  const economy = economyOf(combatant);
  const canMove = Boolean(game.user?.isGM || actor?.isOwner);
  const base = {
    id: combatant.id,
    actions: pips(economy.actions, ACTIONS_PER_TURN),
    reactions: pips(economy.reactions, REACTIONS_PER_ROUND),
    actionsLeft: economy.actions,
    reactionsLeft: economy.reactions,
    surprised: combat ? isSurprised(combat as Combat.Implementation, String(combatant.id)) : false,
    gm: Boolean(game.user?.isGM),
  };
  if (isSeeker(actor)) {
    const order = combat ? seekerOrder(combat as Combat.Implementation) : [];
    const at = order.findIndex((c) => c.id === combatant.id);
    const row = rowOf(actor) ?? 'frontline';
    const up = canMove && at > 0;
    const down = canMove && at >= 0 && at < order.length - 1;
    // Both buttons in their places on every movable row; the one that cannot move is disabled.
    return { ...base, seeker: true, row, up, down, reorder: up || down };
  }
  const slot = slotOf(combatant);
  const all = (combat?.combatants.contents ?? []) as Combatant.Implementation[];
  const groups = all
    .filter((c) => !isSeeker(c.actor))
    .map((c) => ({ group: groupOf(c), total: (slotOf(c) as { total: number | null }).total }));
  const group = groupOf(combatant);
  return {
    ...base,
    seeker: false,
    group: groupNameOf(actor),
    total: slot.kind === 'enemyGroup' ? slot.total : null,
    tied: tiedGroups(groups).includes(group),
  };
}

let compiled: ((context: unknown) => string) | null = null;

/** The tracker extras of one combatant, rendered synchronously from the preloaded template. */
export function trackerExtras(combatant: Combatant.Implementation): { html: string } | null {
  if (!combatant.actor) return null;
  compiled ??= Handlebars.compile(`{{> "${TRACKER_TEMPLATE}"}}`);
  return { html: compiled(trackerContext(combatant)) };
}

async function moveFirstAmongTied(combat: Combat.Implementation, combatantId: string): Promise<void> {
  const combatant = combat.combatants.get(combatantId) as Combatant.Implementation | undefined;
  if (!combatant) return;
  const all = combat.combatants.contents as Combatant.Implementation[];
  const rank = Math.max(0, ...all.map((c) => Number(c.getFlag(SYSTEM_ID, RANK_FLAG)) || 0)) + 1;
  for (const m of all.filter((c) => !isSeeker(c.actor) && groupOf(c) === groupOf(combatant)))
    await m.setFlag(SYSTEM_ID, RANK_FLAG, rank);
}

/** Wires the tracker's relic buttons (each render) and adds the formation panel button. */
export function wireTracker(html: HTMLElement): void {
  const combat = game.combat as Combat.Implementation | null;
  for (const button of html.querySelectorAll<HTMLElement>('[data-relic-tracker]')) {
    button.addEventListener('click', async (event) => {
      event.preventDefault();
      event.stopPropagation();
      const id = button.dataset.combatantId ?? '';
      const what = button.dataset.relicTracker;
      if (!combat) return;
      if (what === 'up' || what === 'down') await askGMOrWarn('moveSeeker', { combatantId: id, direction: what });
      else if (what === 'surprise' && game.user?.isGM) await toggleSurprised(combat, id);
      else if (what === 'first' && game.user?.isGM) await moveFirstAmongTied(combat, id);
    });
  }
  if (!html.querySelector('.relic-formation-open')) {
    const open = document.createElement('button');
    open.type = 'button';
    open.className = 'relic-formation-open';
    open.innerHTML = '<i class="fa-solid fa-people-group" aria-hidden="true"></i> ';
    open.append(game.i18n!.localize('MANIFOLD.relic.formation.open'));
    open.addEventListener('click', () => openFormationPanel());
    (html.querySelector('.combat-tracker-header, header') ?? html).prepend(open);
  }
}
