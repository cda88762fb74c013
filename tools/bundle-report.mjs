// npm run bundle-report: where the bytes of dist/manifold.mjs go, to decide what to trim. Builds
// the script as the system ships it (vite.config.ts) and prints the minified bytes of each source
// folder (from the source map: every generated character belongs to the source its mapping names),
// largest first. --depth=N groups folders N levels deep (default 3: src/rulesets/<id>/<folder>);
// --top=N rows.
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
await build({
  configFile: at('vite.config.ts'),
  logLevel: 'silent',
  build: { outDir: out, emptyOutDir: true, sourcemap: true },
});

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
const perSource = new Map();
bytesPerSource('manifold.mjs', perSource);
const folders = new Map();
for (const [file, n] of perSource) {
  const folder = file.split('/').slice(0, depth).join('/');
  folders.set(folder, (folders.get(folder) ?? 0) + n);
}
const script = fs.readFileSync(path.join(out, 'manifold.mjs'));
console.log(`manifold.mjs: ${kb(script.length)} minified, ${kb(gzipSync(script).length)} gzipped\n`);
console.log(`Minified bytes by folder (depth ${depth}):`);
for (const [folder, n] of [...folders].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(n)}  ${folder}`);

fs.rmSync(out, { recursive: true, force: true });
