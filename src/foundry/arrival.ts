/**
 * Waiting for a document change that is on its way to this client. A query sent right after a
 * change (a user's stamp, a new chat message) may reach the GM before the change does: the GM
 * waits for the hook that brings it, never by polling, and gives up after one time limit.
 */

/** How long in all a GM waits for a stamp or a message that has not arrived yet. */
export const ARRIVAL_LIMIT_MS = 1_000;

type ArrivalHook = 'updateUser' | 'createChatMessage';

/**
 * What `read` finds: at once, or after the first `hook` that makes it find something; null when
 * the limit passes first. One listener and one timer, both removed when it settles.
 */
export function arrival<T>(hook: ArrivalHook, read: () => T | null | undefined): Promise<T | null> {
  const found = read();
  if (found !== null && found !== undefined) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (value: T | null) => {
      Hooks.off(hook, check);
      clearTimeout(timer);
      resolve(value);
    };
    const check = () => {
      const value = read();
      if (value !== null && value !== undefined) finish(value);
    };
    Hooks.on(hook, check);
    const timer = setTimeout(() => finish(null), ARRIVAL_LIMIT_MS);
  });
}

/** A chat message by id, once this client has it (null for a non-string id or when it never comes). */
export function arrivedMessage(id: unknown): Promise<ChatMessage.Implementation | null> {
  if (typeof id !== 'string' || !id) return Promise.resolve(null);
  return arrival('createChatMessage', () => game.messages?.get(id) as ChatMessage.Implementation | undefined);
}
