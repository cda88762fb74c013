/**
 * The Foundry hooks the cryture ruleset listens to while it is active: statuses mirrored onto
 * tokens and toggled from the Token HUD, token moves that provoke opportunity attacks, combatants
 * joining a running combat, the encounter's end, and new trainers and crytures linked to their
 * tokens.
 */
import { localize } from '../../foundry/i18n';
import { chainPath, checkWalk, movementSpeed, treatsAllSpacesAsDifficult, crytureKey } from './rules';
import { unsetKey } from '../../foundry/compat';
import { rulesetSetting } from '../../foundry/settings';
import { Board } from './canvas/board';
import { movementCells, movementKey, type MovementLike } from './canvas/movement';
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

const mine = (userId: string) => userId === game.user?.id;
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

/** How each movement this client started is judged, by its first leg (a Shift's flag is gone by the second). */
const movementKinds = new Map<string, 'move' | 'shift' | 'slide' | 'forced'>();

/** The kind of a movement: read from the token (and its update) at its first leg, remembered for the rest. */
async function kindOfMovement(
  document: TokenDocument.Implementation,
  movement: MovementLike,
  operation: object,
): Promise<'move' | 'shift' | 'slide' | 'forced'> {
  const key = movementKey(movement);
  let kind = movementKinds.get(key);
  if (!kind) {
    const slide = Number(document.getFlag('manifold', SLIDE_FLAG)) || 0;
    const shifting = Boolean(document.getFlag('manifold', SHIFT_FLAG));
    kind = optionOf(operation, FORCED_OPTION) ? 'forced' : slide > 0 ? 'slide' : shifting ? 'shift' : 'move';
    if (kind === 'slide' || kind === 'shift')
      await document.update(unsetKey(`flags.manifold.${kind === 'slide' ? SLIDE_FLAG : SHIFT_FLAG}`));
  }
  if (movement.pending.waypoints.length) movementKinds.set(key, kind);
  else movementKinds.delete(key);
  return kind;
}

/**
 * A token moved by its user (Foundry's `moveToken`, once per leg of a movement split at its
 * checkpoints): a Move provokes from adjacent enemies; a Shift, slide or forced move does not.
 * The whole movement is judged — the path of its earlier legs and this one's (canvas/movement.ts)
 * — so its budget is spent once and each enemy is provoked once; this leg reports only what it adds.
 */
export async function onTokenMoved(
  document: TokenDocument.Implementation,
  movement: MovementLike,
  operation: object,
  userId: string,
) {
  if (!mine(userId) || !isCombatantActor(document.actor)) return;
  const kind = await kindOfMovement(document, movement, operation);
  if (kind === 'forced' || !game.combat?.started || !document.parent) return;
  const board = Board.of(document.parent);
  const token = board.scene.tokens.get(document.id ?? '');
  if (!token) return;
  const cells = movementCells(board, movement);
  const { path, legFrom } = chainPath(cells.start, cells.earlier, cells.legStart, cells.leg, board.metric);
  if (kind !== 'slide') {
    const snapshot = actorSnapshot(document.actor);
    const walk = checkWalk(
      {
        kind,
        start: cells.start,
        speed: movementSpeed(snapshot),
        allDifficult: treatsAllSpacesAsDifficult(snapshot),
        difficultCost: rulesetSetting<number>('cryture', 'difficultTerrainCost'),
        metric: board.metric,
      },
      path,
    );
    // Warned once, by the leg that went too far.
    if (!walk.ok && (walk.step ?? 0) >= legFrom)
      ui.notifications?.warn(localize(crytureKey('movement.tooFar'), { name: token.name, reason: localize(walk.key) }));
  }
  await promptOpportunityAttacks(board, token, moveProvokes(board, token, cells.start, path, kind, legFrom));
}

export function activateCryture(): void {
  Hooks.on('updateActor', (actor, changes, _o, userId) => {
    if (
      mine(userId) &&
      isCombatantActor(actor) &&
      (changes.system as { statuses?: unknown } | undefined)?.statuses !== undefined
    )
      return syncStatusEffects(actor);
  });
  Hooks.on('createActiveEffect', (effect, options, userId) => onStatusToggled(effect, true, options, userId));
  Hooks.on('deleteActiveEffect', (effect, options, userId) => onStatusToggled(effect, false, options, userId));
  Hooks.on('moveToken', (token, movement, operation, user) => onTokenMoved(token, movement, operation, user.id ?? ''));
  Hooks.on('createCombatant', (combatant) => {
    const combat = combatant.parent;
    if (game.user?.isActiveGM && combat?.started && isCombatantActor(combatant.actor))
      return joinCombat(combat, combatant);
  });
  Hooks.on('deleteCombat', (combat) => {
    if (game.user?.isActiveGM) return onCombatEnded(combat);
  });
  // Trainers and crytures are one of a kind: their tokens share the actor's Health, Mana and statuses.
  Hooks.on('preCreateActor', (actor, data) => {
    const kind = kindOf(actor);
    if ((kind === 'trainer' || kind === 'cryture') && data.prototypeToken?.actorLink === undefined)
      actor.updateSource({ prototypeToken: { actorLink: true, disposition: CONST.TOKEN_DISPOSITIONS.FRIENDLY } });
  });
}
