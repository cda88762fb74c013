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

/**
 * Refuses what Foundry could not load: an Actor or Item (or an actor's embedded item, or an
 * Adventure's actors and items) of a type the manifest does not declare, or without an object of system data. This is the cheap part of the
 * gate; validating each document against its data model needs Foundry's field classes, so that
 * check is test/reliability/compendiums.test.ts (run by `npm test` after the build).
 */
export function checkPackSources(manifest) {
  const problems = [];
  const types = manifest.documentTypes ?? {};
  const check = (where, documentName, doc) => {
    if (!Object.hasOwn(types[documentName] ?? {}, doc.type))
      problems.push(`${where}: unknown ${documentName} type "${doc.type}"`);
    if (!doc.system || typeof doc.system !== 'object' || Array.isArray(doc.system))
      problems.push(`${where}: system data is not an object`);
  };
  for (const pack of manifest.packs ?? []) {
    for (const doc of readPackSources(pack.name).values()) {
      const collection = String(doc._key).split('!')[1];
      const where = `packs/${pack.name} ${doc._id} (${doc.name})`;
      if (collection === 'actors') {
        check(where, 'Actor', doc);
        for (const item of doc.items ?? []) check(`${where} › ${item.name}`, 'Item', item);
      } else if (collection === 'items') check(where, 'Item', doc);
      else if (collection === 'adventures') {
        // An Adventure carries whole documents: its actors (with their items) and world items.
        for (const actor of doc.actors ?? []) {
          check(`${where} › ${actor.name}`, 'Actor', actor);
          for (const item of actor.items ?? []) check(`${where} › ${actor.name} › ${item.name}`, 'Item', item);
        }
        for (const item of doc.items ?? []) check(`${where} › ${item.name}`, 'Item', item);
      }
    }
  }
  if (problems.length) throw new Error(`Invalid compendium documents:\n${problems.join('\n')}`);
}

export async function compilePacks(manifest, outDir) {
  checkPackSources(manifest);
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
