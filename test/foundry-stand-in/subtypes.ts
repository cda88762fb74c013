/**
 * `game.documentTypes`: the sub-types of each document the world's packages declare, read from
 * the system manifest's `documentTypes` as the build writes it (from template.json and
 * system.json: tools/lib/manifest.mjs; the stand-in loads no modules), with `base` first.
 * Foundry validates a document's `type` against these (the type field), while the TypeDataModel a
 * type gets comes from `CONFIG[documentName].dataModels`: a declared type without a model keeps a
 * plain `system` object. References: README, "ChatMessage sub-types are declared".
 *
 * Only ChatMessage's list is checked by the stand-in (and always present); Actor and Item types
 * are listed but their check stays "a model is registered".
 */
import fs from 'node:fs';
import path from 'node:path';
import { BASE_DOCUMENT_TYPE } from './documents';
import { REPO } from './paths';

/** The document names whose sub-types the stand-in lists even when the manifest declares none. */
const ALWAYS_LISTED = ['ChatMessage'];

export function manifestDocumentTypes(): Record<string, string[]> {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'system.json'), 'utf8')) as {
    documentTypes?: Record<string, Record<string, unknown>>;
  };
  const template = JSON.parse(fs.readFileSync(path.join(REPO, 'template.json'), 'utf8')) as Record<
    string,
    { types?: string[] }
  >;
  // As tools/lib/manifest.mjs builds the released manifest: template.json's types, by document.
  const declared: Record<string, Record<string, unknown>> = { ...manifest.documentTypes };
  for (const [name, block] of Object.entries(template))
    declared[name] = { ...declared[name], ...Object.fromEntries((block.types ?? []).map((t) => [t, {}])) };
  const out: Record<string, string[]> = {};
  for (const name of new Set([...ALWAYS_LISTED, ...Object.keys(declared)]))
    out[name] = [BASE_DOCUMENT_TYPE, ...Object.keys(declared[name] ?? {}).filter((t) => t !== BASE_DOCUMENT_TYPE)];
  return out;
}
