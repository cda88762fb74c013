/**
 * The compendium sources in packs/ as the tests read them, and their regeneration: a ruleset's
 * pack generator (test/<id>/pack-content.ts) is the source of truth, and
 * `npm run packs:write` rewrites packs/<name>/ from it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPackSources } from '../../tools/lib/packs.mjs';

export type PackDocument = { _id: string; name: string; type?: string; system?: Record<string, unknown> } & Record<
  string,
  unknown
>;
export type PackBuilders = Record<string, () => { _id?: unknown }[]>;

const ROOT = join(__dirname, '..', '..');

/** Every stored document of a pack (none when the pack has no folder yet). */
export function storedPack(name: string): PackDocument[] {
  return [...(readPackSources(name) as Map<string, PackDocument>).values()];
}

/** With WRITE_PACKS set, rewrites each pack's folder from its generator. */
export function writePacksWhenAsked(packs: PackBuilders): void {
  if (!process.env.WRITE_PACKS) return;
  for (const [name, build] of Object.entries(packs)) {
    const dir = join(ROOT, 'packs', name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const doc of build()) writeFileSync(join(dir, `${String(doc._id)}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  }
}

const byId = (a: { _id?: unknown }, b: { _id?: unknown }) => String(a._id).localeCompare(String(b._id));

/** A pack's stored documents and its generator's, both in id order, for an exact comparison. */
export function storedAndGenerated(name: string, build: () => { _id?: unknown }[]) {
  return { stored: storedPack(name).sort(byId), generated: build().sort(byId) };
}
