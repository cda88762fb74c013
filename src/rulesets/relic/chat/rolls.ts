/**
 * Reading a chat message back: its relic roll, the outcome re-derived from its own dice (never the
 * stored one), the actors it names, and whether a user owns them.
 */
import { RelicActivationRoll } from '../dice/activation-roll';
import { RelicAttackRoll } from '../dice/attack-roll';
import { RelicBurnRoll } from '../dice/burn-roll';
import type { AttackResult } from '../rules';

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

/** The attack a card carries — an attack roll's, or a Burn's Execution attack — re-derived from its dice. */
export function attackOfMessage(
  message: ChatMessage.Implementation | null,
): { attack: AttackResult; attackerUuid: string; targetUuid: string | null } | null {
  const attackRoll = rollOf(message, RelicAttackRoll);
  if (attackRoll) {
    return {
      attack: attackRoll.rederive(),
      attackerUuid: String(attackRoll.options.actorUuid ?? ''),
      targetUuid: attackRoll.options.relic.targetUuid,
    };
  }
  const burnRoll = rollOf(message, RelicBurnRoll);
  const burn = burnRoll?.rederive();
  if (burnRoll && burn?.ok && burn.attack) {
    return {
      attack: burn.attack,
      attackerUuid: String(burnRoll.options.actorUuid ?? ''),
      targetUuid: burnRoll.options.relic.targetUuid,
    };
  }
  return null;
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
