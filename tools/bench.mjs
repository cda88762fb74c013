// npm run bench: runs every bench/*.bench.ts in one process (through Vite's module runner, so
// the TypeScript sources run as they are), with the Foundry stand-in installed for the rendering
// and data-preparation benchmarks, and writes bench/results.json.
// npm run bench:check: the same, then exits non-zero if any budget in bench/budgets.json is missed.
import fs from 'node:fs';
import { createServer, createServerModuleRunner } from 'vite';
import { at } from './lib/paths.mjs';

const check = process.argv.includes('--check');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const budgets = JSON.parse(fs.readFileSync(at('bench/budgets.json'), 'utf8'));

const server = await createServer({
  configFile: false,
  root: at('.'),
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'silent',
});
const runner = createServerModuleRunner(server.environments.ssr);
let failed = false;
try {
  const { installFoundryStandIn } = await runner.import('/test/foundry-stand-in/index.ts');
  globalThis.standIn = installFoundryStandIn();
  const { Bench } = await runner.import('/bench/harness.ts');
  const bench = new Bench(budgets);
  const files = fs
    .readdirSync(at('bench'))
    .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
    .sort();
  for (const file of files) {
    const started = performance.now();
    const mod = await runner.import(`/bench/${file}`);
    await mod.default(bench);
    console.log(`${file} (${((performance.now() - started) / 1000).toFixed(1)}s)`);
  }
  for (const r of bench.results) {
    const mark = r.pass === null ? ' ' : r.pass ? '✓' : '✗';
    const budget = r.budget === null ? '' : ` (budget ${r.budget} ${r.unit})`;
    const notes = r.notes ? `  ${Object.entries(r.notes).map(([k, v]) => `${k}=${v}`).join(' ')}` : '';
    console.log(`${mark} ${r.name}: median ${r.median} ${r.unit}, p95 ${r.p95}${budget}${notes}`);
  }
  const missingBudgets = Object.keys(budgets).filter((name) => !bench.results.some((r) => r.name === name));
  const out = { date: new Date().toISOString(), node: process.version, results: bench.results };
  if (!only) fs.writeFileSync(at('bench/results.json'), `${JSON.stringify(out, null, 2)}\n`);
  const misses = bench.results.filter((r) => r.pass === false);
  if (check && (misses.length || (!only && missingBudgets.length))) {
    for (const r of misses) console.error(`Budget missed: ${r.name} ${r.median} ${r.unit} > ${r.budget}`);
    for (const name of only ? [] : missingBudgets) console.error(`Budget with no measurement: ${name}`);
    failed = true;
  }
} finally {
  await runner.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
