/**
 * ChatMessage#rolls as Foundry v13 keeps them: the database stores each roll as its JSON string
 * (BaseChatMessage's `rolls` is an array of JSON fields), and every client rebuilds the Roll
 * instances from that data with Roll.fromData when the message is initialised — never the live
 * objects the author passed, so a roll's state survives only through its toJSON/fromData.
 */

type RollClass = { fromData(data: object): unknown };

/** The stored form of the rolls given to ChatMessage.create or update (instances or JSON). */
export function storedRolls(rolls: unknown[] | undefined): string[] {
  return (rolls ?? []).map((r) => (typeof r === 'string' ? r : JSON.stringify(r)));
}

/** The Roll instances a client builds from the stored rolls. */
export function rebuiltRolls(stored: string[]): unknown[] {
  const Roll = (globalThis as unknown as { Roll: RollClass }).Roll;
  return stored.map((json) => Roll.fromData(JSON.parse(json) as object));
}
