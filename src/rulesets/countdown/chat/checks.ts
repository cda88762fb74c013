/**
 * What card buttons and GM queries check before acting: who wrote the message, who owns what,
 * whether it was already done, and (for a button only) the stored roll read again from its dice.
 */
import { isCharacter, type CountdownCharacter } from '../data/snapshot';
import { CountdownAttackRoll } from '../dice/attack-roll';
import { CountdownCheckRoll } from '../dice/check-roll';
import { CountdownDefenseRoll } from '../dice/defense-roll';
import { CountdownDieRoll } from '../dice/countdown-die-roll';
import { CountdownHealingRoll } from '../dice/healing-roll';
import { rederive, type CountdownRoll } from '../dice/countdown-roll';
import { CountdownSpellRoll } from '../dice/spell-roll';
import { cardMarked, messages, rollOf } from './post';
import { actorByUuid } from '../../../foundry/documents/lookup';

export function characterByUuid(uuid: unknown): CountdownCharacter | null {
  const actor = actorByUuid(uuid);
  return isCharacter(actor) ? actor : null;
}

/** The author of a message, or a GM. */
export function isAuthorOrGM(message: ChatMessage.Implementation, user: User.Implementation): boolean {
  return user.isGM || message.author?.id === user.id;
}

/**
 * The author (or a GM) acting for the roll's own actor: a player who wrote a card naming someone
 * else's character as the attacker cannot apply it.
 */
export function actsForRoll(
  message: ChatMessage.Implementation,
  roll: CountdownRoll,
  user: User.Implementation,
): boolean {
  if (user.isGM) return true;
  if (message.author?.id !== user.id) return false;
  const uuid = (roll.options as { actorUuid?: unknown }).actorUuid;
  return uuid === undefined || !!actorByUuid(uuid)?.testUserPermission(user, 'OWNER');
}

/** Applied or rerolled: a card is done once (marks only the GM writes; Undo clears them). */
export function isSettled(message: ChatMessage.Implementation): boolean {
  return cardMarked(message, 'applied') || cardMarked(message, 'rerolled');
}

/**
 * The roll on a message, if it is of this class and its dice still read as its stored outcome:
 * what a client reads to show a button. The GM believes none of it and rebuilds (rebuild.ts).
 */
export function verifiedRoll<R extends CountdownRoll>(
  message: ChatMessage.Implementation | null | undefined,
  Cls: abstract new (...args: never[]) => R,
): R | null {
  const roll = rollOf<R>(message);
  if (!(roll instanceof Cls)) return null;
  try {
    return JSON.stringify(rederive(roll)) === JSON.stringify(roll.resolved) ? roll : null;
  } catch {
    return null;
  }
}

export const ROLL_CLASSES = {
  attack: CountdownAttackRoll,
  check: CountdownCheckRoll,
  defense: CountdownDefenseRoll,
  die: CountdownDieRoll,
  healing: CountdownHealingRoll,
  spell: CountdownSpellRoll,
};

/** Has a roll already triggered this item for this trigger request card? */
export function answered(requestId: string, itemUuid: string): boolean {
  return messages().some((m) => {
    const request = rollOf(m)?.options.request as { forRequest?: string; itemUuid?: string } | undefined;
    return request?.forRequest === requestId && request.itemUuid === itemUuid;
  });
}

export function messageById(id: unknown): ChatMessage.Implementation | null {
  return typeof id === 'string' ? ((game.messages?.get(id) as ChatMessage.Implementation | undefined) ?? null) : null;
}
