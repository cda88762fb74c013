/** The package: script and stylesheet sizes gzipped, packs size, and build time. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Bench } from './harness';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function folderSize(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const full = path.join(dir, e.name);
    return sum + (e.isDirectory() ? folderSize(full) : fs.statSync(full).size);
  }, 0);
}

/** Every script in the built folder, as paths relative to it: the build emits one. */
function scripts(dir: string, under = ''): string[] {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(under, e.name);
    if (e.isDirectory()) return ['packs', 'lang', 'templates', 'assets'].includes(rel) ? [] : scripts(dir, rel);
    return /\.m?js$/.test(e.name) ? [rel] : [];
  });
}

export default async function (bench: Bench): Promise<void> {
  const { buildSystem } = (await import('../tools/build.mjs')) as {
    buildSystem(o: { quiet: boolean }): Promise<{ seconds: number }>;
  };
  const { seconds } = await buildSystem({ quiet: true });
  bench.value('package: build time', seconds, 's');
  const kb = (file: string) => gzipSync(fs.readFileSync(path.join(ROOT, 'dist', file))).length / 1024;
  const rawKb = (file: string) => Math.round(fs.statSync(path.join(ROOT, 'dist', file)).size / 1024);
  // The one script every world loads, gzipped as it is served; `files` shows that it is one.
  bench.value('package: manifold.mjs gzipped', kb('manifold.mjs'), 'KB', {
    raw: rawKb('manifold.mjs'),
    files: scripts(path.join(ROOT, 'dist')).length,
  });
  bench.value('package: manifold.css gzipped', kb('manifold.css'), 'KB', {
    raw: rawKb('manifold.css'),
  });
  bench.value('package: packs size', folderSize(path.join(ROOT, 'dist/packs')) / 1024, 'KB');
}
