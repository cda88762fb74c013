/**
 * Documents named by UUIDs that cards, rolls and GM queries carry. A UUID in a chat message is data
 * its author wrote, so it is read as exactly the document kind expected: an Item's UUID never
 * passes for an Actor (whose ownership would then be asked of the wrong document).
 */

/** The document kinds our cards and queries name, by `documentName`. */
interface Kinds {
  Actor: Actor.Implementation;
  Item: Item.Implementation;
  ChatMessage: ChatMessage.Implementation;
  Combat: Combat.Implementation;
  Combatant: Combatant.Implementation;
  ActiveEffect: ActiveEffect.Implementation;
  Token: TokenDocument.Implementation;
}

/** The document a UUID names when it is one of `kinds`; null for anything else. */
export function documentByUuid<K extends keyof Kinds>(uuid: unknown, ...kinds: K[]): Kinds[K] | null {
  if (typeof uuid !== 'string' || !uuid) return null;
  // fromUuidSync is typed for literal `Actor.…` uuids; ours are strings read from cards and settings
  const doc = (fromUuidSync as (uuid: string) => { documentName?: string } | null)(uuid);
  return doc && (kinds as string[]).includes(doc.documentName ?? '') ? (doc as Kinds[K]) : null;
}

/** The Actor a UUID names; null for anything else (none, an Item, garbage). */
export const actorByUuid = (uuid: unknown): Actor.Implementation | null => documentByUuid(uuid, 'Actor');

/** The Item a UUID names; null for anything else. */
export const itemByUuid = (uuid: unknown): Item.Implementation | null => documentByUuid(uuid, 'Item');

/** Whether a user owns the Actor a UUID names (a GM owns every one). */
export function ownsActor(user: User.Implementation, uuid: unknown): boolean {
  if (user.isGM) return true;
  return Boolean(actorByUuid(uuid)?.testUserPermission(user, 'OWNER'));
}
