// Builds dist/system.json from system.json: documentTypes come from template.json, so the types
// are declared in one place and Foundry v13 reads them from the manifest.
import fs from 'node:fs';
import { at } from './paths.mjs';

export function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** documentTypes for the manifest: every type of template.json with its metadata (htmlFields…). */
export function documentTypesFrom(template) {
  const out = {};
  for (const [documentName, block] of Object.entries(template)) {
    out[documentName] = {};
    for (const type of block.types ?? []) out[documentName][type] = block[type] ?? {};
  }
  return out;
}

export function builtManifest(overrides = {}) {
  const manifest = readJson(at('system.json'));
  const pkg = readJson(at('package.json'));
  if (manifest.version !== pkg.version) {
    throw new Error(`system.json version ${manifest.version} differs from package.json ${pkg.version}`);
  }
  return { ...manifest, documentTypes: documentTypesFrom(readJson(at('template.json'))), ...overrides };
}
