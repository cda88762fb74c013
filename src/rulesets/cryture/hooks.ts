/**
 * The Foundry hooks the cryture ruleset listens to while it is active: statuses mirrored onto
 * tokens and toggled from the Token HUD, token moves that provoke opportunity attacks, combatants
 * joining a running combat, the encounter's end, and new trainers and crytures linked to their
 * tokens.
 */
import { checkWalk, movementSpeed, pathThrough, treatsAllSpacesAsDifficult } from './rules';
import { unsetKey } from '../../foundry/compat';
import { rulesetSetting } from '../../foundry/settings';
import { Board } from './canvas/board';
import { joinCombat, onCombatEnded } from './combat/rules';
import { combatantOf, isTurnOf } from './combat/turn-state';
import { FORCED_OPTION, SLIDE_FLAG } from './canvas/forced-move';
import { moveProvokes, promptOpportunityAttacks, SHIFT_FLAG } from './combat/opportunity';
import { actorSnapshot, isCombatantActor, kindOf, statusStateOf } from './data/snapshot';
import {
  stateWithToggledOff,
  stateWithToggledOn,
  statusesUpdate,
  statusOfEffect,
  syncStatusEffects,
  SYNC_OPTION,
} from './statuses';
import { k, t } from './sheets/text';

const mine = (userId: string) => userId === game.user?.id;
const FROM_OPTION = 'manifoldMovedFrom';
/** One of our own keys in a document operation's options (Foundry hands custom keys on to the hooks). */
const optionOf = (options: object, key: string): unknown => (options as Record<string, unknown>)[key];

/**
 * A status toggled from the Token HUD by this user (not a mirror sync): on, one stack through the
 * engine (negation, caps, durations: CRY-4); off, all its stacks. Then the mirror is redrawn.
 */
export async function onStatusToggled(
  effect: ActiveEffect.Implementation,
  on: boolean,
  options: object,
  userId: string,
) {
  const actor = effect.parent;
  const status = statusOfEffect(effect);
  if (
    !mine(userId) ||
    optionOf(options, SYNC_OPTION) ||
    !status ||
    !(actor instanceof Actor) ||
    !isCombatantActor(actor)
  )
    return;
  const state = statusStateOf(actor);
  const combatant = combatantOf(actor);
  const next = on
    ? stateWithToggledOn(state, status, Boolean(combatant && isTurnOf(combatant)))
    : stateWithToggledOff(state, status);
  await actor.update(statusesUpdate(next));
  await syncStatusEffects(actor);
}

/**
 * A token moved by its user: a Move provokes from adjacent enemies; a Shift or a slide does not.
 * The move is judged along the path Foundry carried with the update (options.movement waypoints),
 * straight from the old position only when it carried none.
 */
export async function onTokenMoved(document: TokenDocument.Implementation, options: object, userId: string) {
  const from = optionOf(options, FROM_OPTION) as { x: number; y: number } | undefined;
  if (!mine(userId) || !from || optionOf(options, FORCED_OPTION) || !isCombatantActor(document.actor)) return;
  if (!game.combat?.started || !document.parent) return;
  const board = Board.of(document.parent);
  const token = board.scene.tokens.get(document.id ?? '');
  if (!token) return;
  const start = board.cellAt(from);
  const waypoints = board.movementWaypoints(token, options, from);
  const slide = Number(document.getFlag('manifold', SLIDE_FLAG)) || 0;
  const shifting = Boolean(document.getFlag('manifold', SHIFT_FLAG));
  const kind = slide > 0 ? 'slide' : shifting ? 'shift' : 'move';
  if (slide > 0 || shifting) await document.update(unsetKey(`flags.manifold.${slide > 0 ? SLIDE_FLAG : SHIFT_FLAG}`));
  if (kind !== 'slide') {
    const snapshot = actorSnapshot(document.actor);
    const walk = checkWalk(
      {
        kind,
        start,
        speed: movementSpeed(snapshot),
        allDifficult: treatsAllSpacesAsDifficult(snapshot),
        difficultCost: rulesetSetting<number>('cryture', 'difficultTerrainCost'),
        metric: board.metric,
      },
      pathThrough(start, waypoints, board.cellAt(token), board.metric),
    );
    if (!walk.ok) ui.notifications?.warn(t(k('movement.tooFar'), { name: token.name, reason: t(walk.key) }));
  }
  await promptOpportunityAttacks(board, token, moveProvokes(board, token, start, kind, waypoints));
}

export function activateCryture(): void {
  Hooks.on('updateActor', (actor, changes, _o, userId) => {
    if (
      mine(userId) &&
      isCombatantActor(actor) &&
      (changes.system as { statuses?: unknown } | undefined)?.statuses !== undefined
    )
      void syncStatusEffects(actor);
  });
  Hooks.on('createActiveEffect', (effect, options, userId) => void onStatusToggled(effect, true, options, userId));
  Hooks.on('deleteActiveEffect', (effect, options, userId) => void onStatusToggled(effect, false, options, userId));
  Hooks.on('preUpdateToken', (token, changes, options) => {
    if ('x' in changes || 'y' in changes) Object.assign(options, { [FROM_OPTION]: { x: token.x, y: token.y } });
  });
  Hooks.on('updateToken', (token, _changes, options, userId) => void onTokenMoved(token, options, userId));
  Hooks.on('createCombatant', (combatant) => {
    const combat = combatant.parent;
    if (game.user?.isActiveGM && combat?.started && isCombatantActor(combatant.actor))
      void joinCombat(combat, combatant);
  });
  Hooks.on('deleteCombat', (combat) => {
    if (game.user?.isActiveGM) void onCombatEnded(combat);
  });
  // Trainers and crytures are one of a kind: their tokens share the actor's Health, Mana and statuses.
  Hooks.on('preCreateActor', (actor, data) => {
    const kind = kindOf(actor);
    if ((kind === 'trainer' || kind === 'cryture') && data.prototypeToken?.actorLink === undefined)
      actor.updateSource({ prototypeToken: { actorLink: true, disposition: CONST.TOKEN_DISPOSITIONS.FRIENDLY } });
  });
}
