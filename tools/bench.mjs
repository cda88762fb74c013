// npm run bench: builds every bench/*.bench.ts with the code it measures into one Node bundle (as
// the system itself is bundled for Foundry: one module scope, no per-import indirection), installs
// the Foundry stand-in of test/foundry-stand-in as globals for the rendering and data-preparation
// benchmarks, runs them in one process and writes bench/results.json.
// npm run bench:check: the same, then exits non-zero if any budget in bench/budgets.json is missed,
// or a budget has no measurement, or a result's own check failed (sampled odds against exact ones).
// --only=<text> runs only the bench files whose name contains it; their results replace their
// earlier ones in results.json (e.g. a file re-run alone when the machine was loaded).
// --readme (npm run bench:readme): also rewrites the last-run figures in bench/README.md (the block
// between its bench markers) from results.json; without it the page is left alone.
// --no-results: writes nothing (npm run bench:baseline, which only prints).
// Each file's load average (before and after it ran) is recorded beside its results.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { at } from './lib/paths.mjs';
import { benchFigures } from './lib/bench-figures.mjs';
import { writeReadmeBlock } from './lib/readme-block.mjs';

const check = process.argv.includes('--check');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const readme = process.argv.includes('--readme');
const write = !process.argv.includes('--no-results');
const budgets = JSON.parse(fs.readFileSync(at('bench/budgets.json'), 'utf8'));
const files = fs
  .readdirSync(at('bench'))
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();

const ENTRY = 'virtual:manifold-bench';
const RESOLVED = '\0manifold-bench';
const OUT = at('node_modules/.cache/manifold-bench');

/** The entry: the stand-in and the harness, and each bench file loaded only when its turn comes. */
const entryPlugin = {
  name: 'manifold-bench-entry',
  enforce: 'pre',
  resolveId: (id) => (id === ENTRY || id.endsWith(`/${ENTRY}`) ? RESOLVED : null),
  load(id) {
    if (id !== RESOLVED) return null;
    const abs = (p) => JSON.stringify(at(p));
    return [
      `export { installFoundryStandIn } from ${abs('test/foundry-stand-in/index.ts')};`,
      `export { Bench } from ${abs('bench/harness.ts')};`,
      `export const files = {`,
      ...files.map((f) => `  ${JSON.stringify(f)}: () => import(${abs(`bench/${f}`)}),`),
      `};`,
    ].join('\n');
  },
};

/** Modules find files next to themselves (import.meta.url): each keeps its own URL inside the bundle. */
const ownUrlPlugin = {
  name: 'manifold-bench-own-url',
  transform(code, id) {
    if (!id.startsWith(at('.')) || !code.includes('import.meta.url')) return null;
    return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)), map: null };
  },
};

const started = performance.now();
await build({
  configFile: false,
  root: at('.'),
  logLevel: 'warn',
  publicDir: false,
  plugins: [entryPlugin, ownUrlPlugin],
  build: {
    ssr: ENTRY,
    outDir: OUT,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { format: 'es', entryFileNames: 'bench.mjs' } },
  },
});
console.log(`built ${files.length} bench files (${((performance.now() - started) / 1000).toFixed(1)}s)`);

const { installFoundryStandIn, Bench, files: load } = await import(pathToFileURL(path.join(OUT, 'bench.mjs')).href);
globalThis.standIn = installFoundryStandIn();
const bench = new Bench(budgets);
const load0 = os.loadavg()[0];
const loadNow = () => Number(os.loadavg()[0].toFixed(2));
/** Each file's run: when, and the 1-minute load average before and after it. */
const fileRuns = {};
for (const file of files) {
  const fileStarted = performance.now();
  const first = bench.results.length;
  const run = { date: new Date().toISOString(), loadAverage: [loadNow()], ...(only ? { alone: true } : {}) };
  const mod = await load[file]();
  await mod.default(bench);
  run.loadAverage.push(loadNow());
  fileRuns[file] = run;
  for (const r of bench.results.slice(first)) r.file = file;
  console.log(
    `${file} (${((performance.now() - fileStarted) / 1000).toFixed(1)}s, load ${run.loadAverage.join(' → ')})`,
  );
}
for (const r of bench.results) {
  const mark = r.pass === null ? ' ' : r.pass ? '✓' : '✗';
  const cpu = r.checked === 'cpu' && r.notes?.cpu !== undefined ? `, CPU ${r.notes.cpu}` : '';
  const budget = r.budget === null ? '' : ` (budget ${r.budget} ${r.unit}${r.checked === 'cpu' ? ' CPU' : ''})`;
  const notes = r.notes
    ? `  ${Object.entries(r.notes)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`
    : '';
  console.log(`${mark} ${r.name}: median ${r.median} ${r.unit}, p95 ${r.p95}${cpu}${budget}${notes}`);
}
const missingBudgets = Object.keys(budgets).filter((name) => !bench.results.some((r) => r.name === name));
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  loadAverage: [load0, os.loadavg()[0]].map((l) => Number(l.toFixed(2))),
};
let out = { date: new Date().toISOString(), node: process.version, machine, files: fileRuns, results: bench.results };
if (only && fs.existsSync(at('bench/results.json'))) {
  // The earlier full run, with the re-run files' results and runs replaced.
  const before = JSON.parse(fs.readFileSync(at('bench/results.json'), 'utf8'));
  const rerun = new Set(bench.results.map((r) => r.name));
  out = {
    ...before,
    files: { ...before.files, ...fileRuns },
    // In file order, as a full run writes them (the sort is stable).
    results: [
      ...before.results.filter((r) => !rerun.has(r.name) && !(r.file && files.includes(r.file))),
      ...bench.results,
    ].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '')),
  };
}
if (write) fs.writeFileSync(at('bench/results.json'), `${JSON.stringify(out, null, 2)}\n`);
if (write && readme) writeReadmeBlock('bench', benchFigures(out));
let failed = false;
const misses = bench.results.filter((r) => r.pass === false);
if (check && (misses.length || (!only && missingBudgets.length))) {
  for (const r of misses) {
    console.error(
      r.budget === null
        ? `Check failed: ${r.name} ${JSON.stringify(r.notes ?? {})}`
        : `Budget missed: ${r.name} ${r.checked === 'cpu' ? `CPU ${r.notes?.cpu}` : r.median} ${r.unit} (budget ${r.budget})`,
    );
  }
  for (const name of only ? [] : missingBudgets) console.error(`Budget with no measurement: ${name}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
