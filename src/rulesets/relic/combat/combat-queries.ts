/**
 * GM-side changes of the tracker a player may ask for: spending their combatant's actions or
 * reaction (REL-7), moving their seeker up or down the seekers' order (REL-6), and Counterstep
 * clearing their forced-movement mark (§3.4, REL-8).
 */
import { relicText } from '../text';
import type { GmQuery } from '../../../foundry/ruleset';
import { reactionCheck, writeEconomy, combatantOf, spendingCheck, type EconomySpend } from './turn-state';
import { displacedThisRound, setDisplaced } from './formation';
import { isSeeker } from '../data/types';
import { actorByUuid, ownsActor } from '../../../foundry/documents/lookup';
import { postActionCard } from '../chat/post';
import { seekerOrder } from './turn-order';
import { updateCombatantsQuietly } from '../../../foundry/combat';
import { CORE_ACTIONS, REACTIONS, type CoreActionId, type ReactionId } from '../rules';

export interface SpendPayload {
  actorUuid: string;
  action?: CoreActionId;
  reaction?: ReactionId;
}

/** The one action or reaction the payload names, if it is one the rules know. */
function spendOf(payload: Partial<SpendPayload>): EconomySpend | null {
  const { action, reaction } = payload;
  if (action !== undefined && reaction === undefined && CORE_ACTIONS.some((a) => a.id === action)) return { action };
  if (reaction !== undefined && action === undefined && REACTIONS.includes(reaction)) return { reaction };
  return null;
}

/** The spending re-derived from the world: the requester's actor, its combatant in this combat, the tracker now. */
function planSpend(payload: Partial<SpendPayload> | null | undefined, user: User.Implementation) {
  const actor = actorByUuid(payload?.actorUuid);
  const combatant = combatantOf(actor);
  const what = spendOf(payload ?? {});
  if (!actor || !combatant || !what || !ownsActor(user, actor.uuid)) return null;
  const spent = spendingCheck(actor, combatant, what, user.isGM);
  return spent.ok ? { combatant, spent } : null;
}

/** A player's action or reaction spent from their combatant's tracker (kept on the Combat, which only a GM writes). */
export const spendQuery: GmQuery<SpendPayload> = {
  permitted: (payload, requester) => Boolean(planSpend(payload, requester)),
  async run(payload, requester) {
    const { combatant, spent } = planSpend(payload, requester)!;
    await writeEconomy(combatant, spent.after);
    return true;
  },
};

export interface MovePayload {
  combatantId: string;
  direction: 'up' | 'down';
}

function planMove(payload: Partial<MovePayload> | null | undefined, user: User.Implementation) {
  const combat = game.combat;
  const combatant = combat?.combatants.get(String(payload?.combatantId ?? '')) as Combatant.Implementation | undefined;
  if (
    !combat ||
    !combatant ||
    !isSeeker(combatant.actor) ||
    !ownsActor(user, (combatant.actor as Actor.Implementation).uuid)
  )
    return null;
  const order = seekerOrder(combat);
  const at = order.findIndex((c) => c.id === combatant.id);
  const other = order[payload?.direction === 'up' ? at - 1 : payload?.direction === 'down' ? at + 1 : -1];
  return other ? { order, combatant, other } : null;
}

export const moveSeekerQuery: GmQuery<MovePayload> = {
  permitted: (payload, requester) => Boolean(planMove(payload, requester)),
  async run(payload, requester) {
    const { order, combatant, other } = planMove(payload, requester)!;
    // Places are 1, 2, 3 … in the current order; the two swap places.
    const places = new Map(order.map((c, i) => [c.id, i + 1]));
    const mine = places.get(combatant.id)!;
    places.set(combatant.id, places.get(other.id)!);
    places.set(other.id, mine);
    const moved = order.filter((c) => c.initiative !== places.get(c.id));
    await updateCombatantsQuietly(
      combatant.parent as Combat.Implementation,
      moved.map((c) => ({ _id: c.id!, initiative: places.get(c.id)! })),
    );
    return true;
  },
};

export interface CounterstepPayload {
  actorUuid: string;
}

function planCounterstep(payload: Partial<CounterstepPayload> | null | undefined, user: User.Implementation) {
  const combat = game.combat;
  const actor = actorByUuid(payload?.actorUuid);
  const combatant = combatantOf(actor);
  if (!combat || !actor || !combatant || !ownsActor(user, actor.uuid)) return null;
  const spent = reactionCheck(actor, combatant, 'counterstep', user.isGM);
  return spent.ok ? { combat, actor, combatant, spent } : null;
}

export const counterstepQuery: GmQuery<CounterstepPayload> = {
  permitted: (payload, requester) => Boolean(planCounterstep(payload, requester)),
  async run(payload, requester) {
    const { combat, actor, combatant, spent } = planCounterstep(payload, requester)!;
    await writeEconomy(combatant, spent.after);
    const wasDisplaced = displacedThisRound(combat).includes(actor.uuid);
    if (wasDisplaced) await setDisplaced(combat, actor.uuid, false);
    await postActionCard(actor, {
      title: relicText('reaction.counterstep'),
      subtitle: actor.name ?? '',
      texts: [relicText(wasDisplaced ? 'card.counterstepCleared' : 'card.counterstepReady')],
    });
    return { cleared: wasDisplaced };
  },
};
