/**
 * Where a ruleset's rules reference lives: the `<id>-reference` compendium, one journal entry, a
 * page per rule section and per status. The ids are computed, the same at build time (the pack
 * generator) and at run time (the enrichers), so a link needs no lookup in the pack.
 */
import { SYSTEM_ID } from '../settings';

/** FNV-1a over the string, twice with different offsets: 16 hex digits, a valid Foundry id. */
export function referenceId(ruleset: string, key: string): string {
  const text = `${ruleset}/reference/${key}`;
  const half = (offset: number) => {
    let hash = offset >>> 0;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  };
  return half(0x811c9dc5) + half(0x050c5d1f);
}

export const referencePack = (ruleset: string) => `${ruleset}-reference`;
export const referenceJournalId = (ruleset: string) => referenceId(ruleset, 'journal');

/** The UUID of a reference page inside the system's compendium (as const: a UUID fvtt-types' fromUuid accepts). */
export function referencePageUuid(ruleset: string, key: string) {
  return `Compendium.${SYSTEM_ID}.${referencePack(ruleset)}.JournalEntry.${referenceJournalId(ruleset)}.JournalEntryPage.${referenceId(ruleset, key)}` as const;
}
