/**
 * Reading a chat message back for what its card shows (buttons, warnings). The message's author may
 * have rewritten it: the GM's side never decides from here but from its own copy (trusted.ts).
 */
import { RelicActivationRoll } from '../dice/activation-roll';
import { RelicAttackRoll } from '../dice/attack-roll';
import { RelicBurnRoll } from '../dice/burn-roll';

export function messageById(id: unknown): ChatMessage.Implementation | null {
  return typeof id === 'string' ? ((game.messages?.get(id) as ChatMessage.Implementation | undefined) ?? null) : null;
}

/** The message, once this client has it: a query sent right after it was posted may come first. */
export { arrivedMessage } from '../../../foundry/arrival';

export function rollOf<T>(
  message: ChatMessage.Implementation | null,
  cls: abstract new (...args: never[]) => T,
): T | null {
  const roll = (message?.rolls as unknown[] | undefined)?.[0];
  return roll instanceof cls ? (roll as T) : null;
}

/** The stored outcome of a card's attack, for hiding buttons without re-deriving on every render. */
export function storedAttackOf(
  message: ChatMessage.Implementation | null,
): { damage: number; targetUuid: string | null; attackerUuid: string; targetSide: string } | null {
  const attackRoll = rollOf(message, RelicAttackRoll);
  if (attackRoll) {
    return {
      damage: attackRoll.resolution.apply.damage,
      targetUuid: attackRoll.options.relic.targetUuid,
      attackerUuid: String(attackRoll.options.actorUuid ?? ''),
      targetSide: attackRoll.options.request.target.side,
    };
  }
  const burnRoll = rollOf(message, RelicBurnRoll);
  const burn = burnRoll?.resolution;
  if (burnRoll && burn?.ok && burn.attack) {
    return {
      damage: burn.attack.apply.damage,
      targetUuid: burnRoll.options.relic.targetUuid,
      attackerUuid: String(burnRoll.options.actorUuid ?? ''),
      targetSide: burn.attack ? String(burnRoll.options.request.execution?.target.side ?? '') : '',
    };
  }
  return null;
}

export { RelicActivationRoll, RelicAttackRoll, RelicBurnRoll };
