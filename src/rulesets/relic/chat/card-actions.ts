/**
 * The buttons of relic cards. Each says who may use it (the glue hides it from everyone else) and
 * asks the GM for what it changes; the GM's query checks everything again from the world.
 */
import type { CardAction } from '../../../foundry/ruleset';
import { askGMOrWarn } from './relay';
import { notifyRefusal } from '../flows/refusals';
import { canGuard, guardCheck } from './damage';
import { burnPending } from './burn';
import { relicHealCheck } from './heal';
import { lockPending } from './lock';
import { rollOf, RelicActivationRoll, storedAttackOf } from './rolls';
import { actorByUuid, ownsActor } from '../../../foundry/documents/lookup';
import { cardStateOf } from './card-state';
import { isSeeker } from '../data/types';

/** The seekers this user could guard this card's target with: theirs, another in the target's row, standing. */
export function guardsFor(message: ChatMessage.Implementation, user: User.Implementation): Actor.Implementation[] {
  const stored = storedAttackOf(message);
  const target = actorByUuid(stored?.targetUuid);
  if (!stored || stored.damage <= 0 || !target || !isSeeker(target)) return [];
  const actors = (game.actors?.contents ?? []) as Actor.Implementation[];
  const mine = actors.filter((a) => isSeeker(a) && a.testUserPermission(user, 'OWNER') && canGuard(a, target));
  // The user's own character first.
  const own = user.character;
  return mine.sort((a, b) => Number(b.uuid === own?.uuid) - Number(a.uuid === own?.uuid));
}

export const RELIC_CARD_ACTIONS: Record<string, CardAction> = {
  // The GM, or the attacker's owner (through the GM), applies the damage to the target once.
  applyDamage: {
    permitted: ({ message, user }) => {
      const stored = storedAttackOf(message);
      return Boolean(
        stored &&
        stored.damage > 0 &&
        stored.targetUuid &&
        !cardStateOf(message).damage &&
        ownsActor(user, stored.attackerUuid),
      );
    },
    async run({ message }) {
      await askGMOrWarn('applyDamage', { messageId: message.id });
    },
  },
  // A seeker in the target's row spends the round's reaction: −1 damage (§3.4).
  guardAlly: {
    permitted: ({ message, user }) => {
      const state = cardStateOf(message);
      return !state.damage && !state.guard && guardsFor(message, user).length > 0;
    },
    async run({ message, user }) {
      const guard = guardsFor(message, user)[0] ?? null;
      const check = guardCheck(message, guard);
      if (!check) return;
      if (!check.ok) return notifyRefusal(check);
      await askGMOrWarn('guardAlly', { messageId: message.id, guardUuid: guard!.uuid });
    },
  },
  // Applies a Burn the automatic request could not (no GM was connected): the burner's owner or the GM.
  applyBurn: {
    permitted: ({ message, user }) => burnPending(message, user),
    async run({ message }) {
      await askGMOrWarn('applyBurn', { messageId: message.id });
    },
  },
  // A relic tier that restores HP, to the target chosen when it was activated.
  relicHeal: {
    permitted: ({ message, user }) => {
      const roll = rollOf(message, RelicActivationRoll);
      return Boolean(roll && !cardStateOf(message).heal && ownsActor(user, roll.options.actorUuid));
    },
    async run({ message }) {
      const check = relicHealCheck(message);
      if (check && !check.result.ok) return notifyRefusal(check.result);
      await askGMOrWarn('relicHeal', { messageId: message.id });
    },
  },
  // §7.2 lockout strain: the relic's owner marks it locked out (its sheet unlocks it), through the GM.
  lockRelic: {
    permitted: ({ message, user }) => lockPending(message, user),
    async run({ message }) {
      await askGMOrWarn('lockRelic', { messageId: message.id });
    },
  },
};
