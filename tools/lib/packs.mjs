// Compendium packs: sources in packs/<name>/ (one JSON document a file, with _id and _key),
// compiled to LevelDB by the Foundry CLI, and extracted back for the round-trip check.
import fs from 'node:fs';
import path from 'node:path';
import { compilePack, extractPack } from '@foundryvtt/foundryvtt-cli';
import { at } from './paths.mjs';

/** Every source document of a pack, keyed by _id. */
export function readPackSources(name) {
  const dir = at('packs', name);
  if (!fs.existsSync(dir)) return new Map();
  const docs = new Map();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (!doc._id || !doc._key) throw new Error(`packs/${name}/${file} needs _id and _key`);
    docs.set(doc._id, doc);
  }
  return docs;
}

export async function compilePacks(manifest, outDir) {
  for (const pack of manifest.packs ?? []) {
    const dest = path.join(outDir, 'packs', pack.name);
    fs.rmSync(dest, { recursive: true, force: true });
    await compilePack(at('packs', pack.name), dest, { log: false, recursive: false });
  }
}

/** Extracts a compiled pack to a temporary folder and returns its documents keyed by _id. */
export async function extractCompiled(compiledDir, tmpDir) {
  fs.rmSync(tmpDir, { recursive: true, force: true });
  await extractPack(compiledDir, tmpDir, { log: false, clean: true });
  const docs = new Map();
  for (const file of fs.readdirSync(tmpDir).filter((f) => f.endsWith('.json'))) {
    const doc = JSON.parse(fs.readFileSync(path.join(tmpDir, file), 'utf8'));
    docs.set(doc._id, doc);
  }
  return docs;
}
