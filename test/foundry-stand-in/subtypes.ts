/**
 * `game.documentTypes`: the sub-types of each document the world's packages declare, read from
 * the system manifest's `documentTypes` (the stand-in loads no modules), with `base` first.
 * Foundry validates a document's `type` against these (the type field), while the TypeDataModel a
 * type gets comes from `CONFIG[documentName].dataModels`: a declared type without a model keeps a
 * plain `system` object. References: README, "ChatMessage sub-types".
 */
import fs from 'node:fs';
import path from 'node:path';
import { BASE_DOCUMENT_TYPE } from './documents';
import { REPO } from './paths';

/** The document names whose sub-types the stand-in lists, declared by the manifest or not. */
const WITH_SUBTYPES = ['ActiveEffect', 'Actor', 'ChatMessage', 'Combat', 'Combatant', 'Item'];

export function manifestDocumentTypes(): Record<string, string[]> {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'system.json'), 'utf8')) as {
    documentTypes?: Record<string, Record<string, unknown>>;
  };
  const declared = manifest.documentTypes ?? {};
  const out: Record<string, string[]> = {};
  for (const name of new Set([...WITH_SUBTYPES, ...Object.keys(declared)]))
    out[name] = [BASE_DOCUMENT_TYPE, ...Object.keys(declared[name] ?? {}).filter((t) => t !== BASE_DOCUMENT_TYPE)];
  return out;
}
