/**
 * The Foundry hooks the cryture ruleset listens to while it is active: statuses mirrored onto
 * tokens and toggled from the Token HUD, token moves that provoke opportunity attacks, combatants
 * joining a running combat, the encounter's end, and new trainers and crytures linked to their
 * tokens.
 */
import { checkWalk, movementSpeed, treatsAllSpacesAsDifficult } from './rules';
import { unsetKey } from '../../foundry/compat';
import { rulesetSetting } from '../../foundry/settings';
import { Board, type TokenLike } from './canvas/board';
import { joinCombat, onCombatEnded } from './combat/rules';
import { combatantOf, isTurnOf } from './combat/turn-state';
import { FORCED_OPTION, SLIDE_FLAG } from './canvas/forced-move';
import { moveProvokes, promptOpportunityAttacks, SHIFT_FLAG, straightPath } from './combat/opportunity';
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

type Options = Record<string, unknown>;
const mine = (userId: string) => userId === game.user?.id;
const FROM_OPTION = 'manifoldMovedFrom';

/** The cryture actor and status of an effect created or deleted by this user outside a mirror sync. */
function toggled(effect: { parent?: unknown; statuses?: Set<string> }, options: Options, userId: string) {
  const actor = effect.parent as Actor.Implementation | undefined;
  const status = statusOfEffect(effect);
  return mine(userId) && !options[SYNC_OPTION] && status && isCombatantActor(actor) ? { actor, status } : null;
}

/** A status toggled on from the HUD: one stack through the engine, then the mirror redrawn. */
export async function onEffectCreated(
  effect: { parent?: unknown; statuses?: Set<string> },
  options: Options,
  userId: string,
) {
  const hit = toggled(effect, options, userId);
  if (!hit) return;
  const combatant = combatantOf(hit.actor);
  const next = stateWithToggledOn(statusStateOf(hit.actor), hit.status, Boolean(combatant && isTurnOf(combatant)));
  await hit.actor.update(statusesUpdate(next));
  await syncStatusEffects(hit.actor);
}

/** A status toggled off from the HUD: all its stacks go. */
export async function onEffectDeleted(
  effect: { parent?: unknown; statuses?: Set<string> },
  options: Options,
  userId: string,
) {
  const hit = toggled(effect, options, userId);
  if (!hit) return;
  await hit.actor.update(statusesUpdate(stateWithToggledOff(statusStateOf(hit.actor), hit.status)));
  await syncStatusEffects(hit.actor);
}

/** A token moved by its user: a Move provokes from adjacent enemies; a Shift or a slide does not. */
export async function onTokenMoved(
  token: TokenLike & { parent?: unknown; getFlag(s: string, k: string): unknown },
  options: Options,
  userId: string,
) {
  const from = options[FROM_OPTION] as { x: number; y: number } | undefined;
  if (!mine(userId) || !from || options[FORCED_OPTION] || !isCombatantActor(token.actor)) return;
  if (!(game.combat as { started?: boolean } | null)?.started) return;
  const board = new Board(token.parent as never);
  const start = board.cellAt(from);
  const slide = Number(token.getFlag('manifold', SLIDE_FLAG)) || 0;
  const shifting = Boolean(token.getFlag('manifold', SHIFT_FLAG));
  const kind = slide > 0 ? 'slide' : shifting ? 'shift' : 'move';
  if (slide > 0 || shifting) await token.update(unsetKey(`flags.manifold.${slide > 0 ? SLIDE_FLAG : SHIFT_FLAG}`));
  if (kind !== 'slide') {
    const snapshot = actorSnapshot(token.actor);
    const walk = checkWalk(
      {
        kind,
        start,
        speed: movementSpeed(snapshot),
        allDifficult: treatsAllSpacesAsDifficult(snapshot),
        difficultCost: rulesetSetting<number>('cryture', 'difficultTerrainCost'),
        diagonals: board.diagonals,
      },
      straightPath(start, board.cellAt(token)),
    );
    if (!walk.ok) ui.notifications?.warn(t(k('movement.tooFar'), { name: token.name, reason: t(walk.key) }));
  }
  await promptOpportunityAttacks(board, token, moveProvokes(board, token, start, kind));
}

export function activateCryture(): void {
  Hooks.on('updateActor', (actor, changes, _o, userId) => {
    if (mine(userId) && isCombatantActor(actor) && (changes.system as { statuses?: unknown } | undefined)?.statuses !== undefined)
      void syncStatusEffects(actor);
  });
  Hooks.on(
    'createActiveEffect',
    ((effect: never, options: Options, userId: string) => void onEffectCreated(effect, options, userId)) as never,
  );
  Hooks.on(
    'deleteActiveEffect',
    ((effect: never, options: Options, userId: string) => void onEffectDeleted(effect, options, userId)) as never,
  );
  Hooks.on('preUpdateToken', ((token: { x: number; y: number }, changes: Options, options: Options) => {
    if ('x' in changes || 'y' in changes) options[FROM_OPTION] = { x: token.x, y: token.y };
  }) as never);
  Hooks.on(
    'updateToken',
    ((token: never, _changes: Options, options: Options, userId: string) =>
      void onTokenMoved(token, options, userId)) as never,
  );
  Hooks.on('createCombatant', (combatant) => {
    const combat = combatant.parent;
    if (game.user?.isActiveGM && combat?.started && isCombatantActor(combatant.actor))
      // fvtt-types gap: as in chat/queries.ts, Combat does not meet the structural CombatLike.
      void joinCombat(combat as never, combatant);
  });
  Hooks.on('deleteCombat', (combat) => {
    if (game.user?.isActiveGM) void onCombatEnded(combat);
  });
  // Trainers and crytures are one of a kind: their tokens share the actor's Health, Mana and statuses.
  Hooks.on('preCreateActor', ((actor: Actor.Implementation & { updateSource(d: Options): void }, data: Options) => {
    const kind = kindOf(actor);
    const token = data.prototypeToken as Options | undefined;
    if ((kind === 'trainer' || kind === 'cryture') && token?.actorLink === undefined)
      actor.updateSource({ 'prototypeToken.actorLink': true, 'prototypeToken.disposition': 1 });
  }) as never);
}
