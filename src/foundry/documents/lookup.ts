/**
 * Documents named by UUIDs that cards, rolls and GM queries carry. A UUID in a chat message is data
 * its author wrote, so it is read as exactly the document kind expected: an Item's UUID never
 * passes for an Actor (whose ownership would then be asked of the wrong document).
 */

function documentByUuid(uuid: unknown, documentName: 'Actor' | 'Item'): unknown {
  if (typeof uuid !== 'string' || !uuid) return null;
  const doc = (fromUuidSync as (uuid: string) => unknown)(uuid) as { documentName?: string } | null;
  return doc?.documentName === documentName ? doc : null;
}

/** The Actor a UUID names; null for anything else (none, an Item, garbage). */
export function actorByUuid(uuid: unknown): Actor.Implementation | null {
  return documentByUuid(uuid, 'Actor') as Actor.Implementation | null;
}

/** The Item a UUID names; null for anything else. */
export function itemByUuid(uuid: unknown): Item.Implementation | null {
  return documentByUuid(uuid, 'Item') as Item.Implementation | null;
}

/** Whether a user owns the Actor a UUID names (a GM owns every one). */
export function ownsActor(user: User.Implementation, uuid: unknown): boolean {
  if (user.isGM) return true;
  return Boolean(actorByUuid(uuid)?.testUserPermission(user, 'OWNER'));
}
