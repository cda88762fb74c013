// npm run bundle-report: where the bytes of dist/manifold.mjs go, to decide what to trim or load on
// demand. Builds the script as the system ships it (vite.config.ts) and prints:
//   1. the minified bytes of each source folder (from the source map: every generated character
//      belongs to the source its mapping names), largest first;
//   2. for each module, what would leave the script if every module that imports it statically
//      imported it dynamically instead: the module and everything only it reaches (the dominator
//      subtree of the static import graph from src/manifold.ts), with the importers to change.
// --depth=N groups folders N levels deep (default 3: src/rulesets/<id>/<folder>); --top=N rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { at } from './lib/paths.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const depth = arg('depth', 3);
const top = arg('top', 30);
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'manifold-bundle-'));
const graph = new Map();

await build({
  configFile: at('vite.config.ts'),
  logLevel: 'silent',
  build: { outDir: out, emptyOutDir: true, sourcemap: true },
  plugins: [
    {
      name: 'manifold-bundle-graph',
      generateBundle() {
        for (const id of this.getModuleIds()) graph.set(id, this.getModuleInfo(id).importedIds);
      },
    },
  ],
});

/** The entry and every chunk it imports statically: what every world loads (as the package bench counts). */
function loadedAtStart() {
  const seen = new Set(['manifold.mjs']);
  for (const file of seen) {
    const text = fs.readFileSync(path.join(out, file), 'utf8');
    for (const [, spec] of text.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g))
      seen.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
  }
  return [...seen];
}

/** Minified characters per source in one built file, from its map's segments (base64 VLQ). */
function bytesPerSource(file, size) {
  if (!fs.existsSync(path.join(out, `${file}.map`))) return size; // Rolldown's runtime helpers: no sources
  const code = fs.readFileSync(path.join(out, file), 'utf8');
  const map = JSON.parse(fs.readFileSync(path.join(out, `${file}.map`), 'utf8'));
  const rel = (source) => path.relative(at('.'), path.resolve(path.dirname(path.join(out, file)), source));
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const decode = (segment) => {
    const values = [];
    let value = 0;
    let shift = 0;
    for (const ch of segment) {
      const digit = B64.indexOf(ch);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >> 1) : value >> 1);
        value = shift = 0;
      }
    }
    return values;
  };
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, li) => {
    let column = 0;
    const segments = [];
    for (const s of line.split(',').filter(Boolean)) {
      const d = decode(s);
      column += d[0];
      if (d.length > 1) source += d[1];
      segments.push([column, d.length > 1 ? source : -1]);
    }
    segments.forEach(([start, src], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : lines[li].length;
      if (src >= 0) size.set(rel(map.sources[src]), (size.get(rel(map.sources[src])) ?? 0) + end - start);
    });
  });
  return size;
}

const kb = (n) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
const atStart = loadedAtStart();
const perSource = new Map();
for (const file of atStart) bytesPerSource(file, perSource);
const folders = new Map();
for (const [file, n] of perSource) {
  const folder = file.split('/').slice(0, depth).join('/');
  folders.set(folder, (folders.get(folder) ?? 0) + n);
}
const started = atStart.map((f) => fs.readFileSync(path.join(out, f)));
const [raw, gz] = [started.reduce((n, b) => n + b.length, 0), started.reduce((n, b) => n + gzipSync(b).length, 0)];
console.log(`Loaded at start (${atStart.join(', ')}): ${kb(raw)} minified, ${kb(gz)} gzipped\n`);
console.log(`Minified bytes by folder (depth ${depth}):`);
for (const [folder, n] of [...folders].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(n)}  ${folder}`);

// Static import graph from the entry; a module's dominator subtree = what only it reaches.
const entry = [...graph.keys()].find((id) => id === at('src/manifold.ts'));
const reachable = (without) => {
  const seen = new Set([entry]);
  const stack = [entry];
  while (stack.length) {
    for (const next of graph.get(stack.pop()) ?? []) {
      if (next === without || seen.has(next) || !graph.has(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return seen;
};
const all = reachable(null);
const sizeOf = (ids) => [...ids].reduce((sum, id) => sum + (perSource.get(path.relative(at('.'), id)) ?? 0), 0);
const total = sizeOf(all);
const importers = (id) => [...all].filter((m) => graph.get(m)?.includes(id)).map((m) => path.relative(at('src'), m));
const rows = [...all]
  .filter((id) => id !== entry && id.startsWith(at('src')))
  .map((id) => ({ id, freed: total - sizeOf(reachable(id)) }))
  .filter((r) => r.freed > 0)
  .sort((a, b) => b.freed - a.freed)
  .slice(0, top);
console.log(`\nWhat would leave the script if a module were imported dynamically by all its importers:`);
for (const { id, freed } of rows) {
  const by = importers(id);
  console.log(
    `${kb(freed)}  ${path.relative(at('src'), id)}  ← ${by.length} importer(s): ${by.slice(0, 6).join(', ')}${by.length > 6 ? ', …' : ''}`,
  );
}
fs.rmSync(out, { recursive: true, force: true });
