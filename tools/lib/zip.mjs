// Zips a folder's files (system.json at the root of the archive) with fflate, a pure-JS zip.
import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';

function* filesUnder(dir, base = dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, base);
    else yield [path.relative(base, full).split(path.sep).join('/'), full];
  }
}

/**
 * Writes `zipFile` holding every file under `dir` except those `skip` returns true for.
 * @param {string} dir @param {string} zipFile @param {(name: string) => boolean} [skip]
 */
export function zipFolder(dir, zipFile, skip = (_name) => false) {
  const entries = {};
  for (const [name, full] of filesUnder(dir)) {
    if (!skip(name)) entries[name] = [fs.readFileSync(full), { level: 9 }];
  }
  fs.writeFileSync(zipFile, zipSync(entries));
  return Object.keys(entries);
}
