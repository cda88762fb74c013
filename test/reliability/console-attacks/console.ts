/** What a player's console reaches, shared by the console-attacker suite. */
import { allCardStates } from '../../../src/foundry/chat/card-state';
import type { RulesetId } from '../../../src/foundry/ruleset';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { clearScene } from '../../cryture/fake-scene';
import { switchRuleset } from '../../foundry/boot';

/** A document as the console writes it: a raw update, and its stored data. */
export interface ConsoleDocument {
  update(data: object): Promise<unknown>;
  toObject(): unknown;
}

// fvtt-types: update data is typed per document; a console writes any flag.
export const raw = (doc: object) => doc as unknown as ConsoleDocument;

/** A document's stored data as text (a combatant's copy holds its parent: cycles are cut). */
export function storedData(doc: object): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(raw(doc).toObject(), (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return '[seen]';
    seen.add(value);
    return value;
  });
}

/** A card's GM-only marks, read as a snapshot reads a document. */
export const marksOf = (message: ChatMessage.Implementation) => ({
  toObject: () => allCardStates()[message.id!] ?? {},
});

/** A new world on the given ruleset, the GM at the table, rolls made without their dialog. */
export async function prepareWorld(ruleset: RulesetId): Promise<void> {
  standIn.reset();
  clearScene();
  standIn.actAs(standIn.users.gm);
  await switchRuleset(ruleset);
  await settings().set(SYSTEM_ID, 'skipRollDialog', true);
}
