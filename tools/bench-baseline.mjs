// npm run bench:baseline -- <commit> [--only=<text>] [--runs=<n>]
// Tells the machine from the code: runs an earlier commit's own bench files and today's, alternately
// (--runs times each, 1 unless told), on this machine now, and prints both. A figure recorded on
// another day (another machine, another load) compares with neither; these two compare with each
// other. The earlier commit is checked out into a temporary git worktree that shares this
// checkout's node_modules (its own package.json is not installed: a commit whose dependencies
// differ may not build), and removed afterwards. Nothing is recorded: results.json is left alone.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, at } from './lib/paths.mjs';

const args = process.argv.slice(2);
const commit = args.find((a) => !a.startsWith('--'));
if (!commit) {
  console.error('usage: npm run bench:baseline -- <commit> [--only=<text>] [--runs=<n>]');
  process.exit(2);
}
// Every bench file unless told; --no-results keeps today's checkout from recording its figures (an
// earlier one records nothing without --record, and ignores the flag).
const only = args.find((a) => a.startsWith('--only=')) ?? '--only=.bench';
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1) || 1);

const git = (...a) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' }).trim();
const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'manifold-baseline-'));
git('worktree', 'add', '--detach', '--force', tree, sha);
fs.symlinkSync(at('node_modules'), path.join(tree, 'node_modules'), 'dir');

/** One bench run in a checkout: its result lines (✓/✗ and the unbudgeted ones), as printed. */
function bench(cwd, label) {
  const run = spawnSync('node', ['tools/bench.mjs', only, '--no-results'], { cwd, encoding: 'utf8' });
  const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((l) => /^\s*[✓✗]|^\s+\S.*: median /.test(l));
  if (!lines.length) console.log(`${label}: no results (exit ${run.status})\n${run.stderr.slice(-2000)}`);
  for (const line of lines) console.log(`${label} ${line.trim()}`);
}

try {
  console.log(
    `baseline ${sha.slice(0, 7)} against this checkout, ${runs} run(s) each, load ${os.loadavg()[0].toFixed(2)}`,
  );
  for (let i = 0; i < runs; i++) {
    bench(tree, `[${sha.slice(0, 7)}]`);
    bench(ROOT, '[now]    ');
  }
  console.log(`load ${os.loadavg()[0].toFixed(2)}`);
} finally {
  git('worktree', 'remove', '--force', tree);
}
