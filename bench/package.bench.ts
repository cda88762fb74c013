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

/** Every script in the built folder, as paths relative to it. */
function scripts(dir: string, under = ''): string[] {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(under, e.name);
    if (e.isDirectory()) return ['packs', 'lang', 'templates', 'assets'].includes(rel) ? [] : scripts(dir, rel);
    return /\.m?js$/.test(e.name) ? [rel] : [];
  });
}

/** A script and every script it imports statically (`import … from "./x"`, `import "./x"`), not `import("./x")`. */
export function loadedAtStart(dir: string, entry: string): string[] {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, spec] of code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!));
      if (seen.has(target)) continue;
      queue.push(target);
      seen.add(target);
    }
  }
  return [...seen];
}

export default async function (bench: Bench): Promise<void> {
  const { buildSystem } = (await import('../tools/build.mjs')) as {
    buildSystem(o: { quiet: boolean }): Promise<{ seconds: number }>;
  };
  const { seconds } = await buildSystem({ quiet: true });
  bench.value('package: build time', seconds, 's');
  const kb = (file: string) => gzipSync(fs.readFileSync(path.join(ROOT, 'dist', file))).length / 1024;
  const rawKb = (files: string[]) =>
    Math.round(files.reduce((n, f) => n + fs.statSync(path.join(ROOT, 'dist', f)).size, 0) / 1024);
  const sum = (files: string[]) => files.reduce((n, f) => n + kb(f), 0);
  // Every script the build emits, each gzipped as it is served: what a world loads in play (the
  // chunks a dynamic import reaches too, if there are any: a session reaches them sooner or later).
  const all = scripts(path.join(ROOT, 'dist'));
  const atStart = loadedAtStart(path.join(ROOT, 'dist'), 'manifold.mjs');
  bench.value('package: manifold.mjs gzipped', sum(all), 'KB', {
    raw: rawKb(all),
    files: all.length,
    atStartGzipped: Number(sum(atStart).toFixed(1)),
  });
  bench.value('package: manifold.css gzipped', kb('manifold.css'), 'KB', {
    raw: Math.round(fs.statSync(path.join(ROOT, 'dist/manifold.css')).size / 1024),
  });
  bench.value('package: packs size', folderSize(path.join(ROOT, 'dist/packs')) / 1024, 'KB');
}
