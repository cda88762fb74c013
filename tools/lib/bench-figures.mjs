// bench/README.md's last-run figures from bench/results.json: one table per kind of measurement.
import { table } from './readme-block.mjs';

const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : String(Number(n.toPrecision(3))));
// The CPU time (harness.ts) beside the wall clock: on a loaded machine the wall clock grows, the CPU time far less.
const ms = (r) =>
  `${fmt(r.median)} ms (p95 ${fmt(r.p95)}${r.notes?.cpu === undefined ? '' : `, CPU ${fmt(r.notes.cpu)}`})`;
const mark = (r) => (r.pass === null ? '' : r.pass ? ' ✓' : ' ✗');
const budget = (r) =>
  r.budget === null ? '—' : `${r.unit === 'ops/s' || r.unit === '×' ? '≥' : '≤'} ${fmt(r.budget)} ${r.unit}`;
const RULESET = /^(\w+)/;

/** Each bench file's load average, and when a file was re-run alone (bench.mjs --only --record). */
function fileLoads(files) {
  const each = Object.entries(files).map(([file, run]) => {
    const alone = run.alone ? ` (re-run alone ${run.date.slice(0, 16).replace('T', ' ')} UTC)` : '';
    return `${file.replace('.bench.ts', '')} ${run.loadAverage.join(' → ')}${alone}`;
  });
  return `1-minute load average while each file ran, before → after (wall-clock figures grow with it): ${each.join(', ')}.`;
}

export function benchFigures({ date, node, machine, files = {}, results }) {
  const byPrefix = (prefix) => results.filter((r) => r.name.startsWith(prefix));
  const find = (name) => results.find((r) => r.name === name);
  const odds = byPrefix('odds: ').filter((r) => !r.name.includes(' — '));
  const oddsRows = odds.map((r) => {
    const sampled = find(`${r.name} — Monte Carlo 100k`);
    const speedUp = find(`${r.name} — exact speed-up`);
    const n = sampled?.notes ?? {};
    return [
      r.name.slice('odds: '.length),
      `${ms(r)}${mark(r)}`,
      sampled ? `${fmt(sampled.median)} ms` : '—',
      speedUp ? `${fmt(speedUp.median)}×${mark(speedUp)}` : '—',
      sampled ? `${n.largestDifference} (bound ${n.bound})${mark(sampled)}` : '—',
    ];
  });
  const ruleset = (r, prefix) => r.name.slice(prefix.length).match(RULESET)[1];
  const engines = byPrefix('engine: ').map((r) => [ruleset(r, 'engine: '), `${fmt(r.median)}/s${mark(r)}`]);
  const sheets = byPrefix('render: ').filter((r) => r.name.includes('sheet'));
  const cards = byPrefix('render: ').filter((r) => r.name.includes('card'));
  const render = sheets.map((s) => {
    const id = ruleset(s, 'render: ');
    const card = cards.find((c) => ruleset(c, 'render: ') === id);
    return [id, `${ms(s)}${mark(s)}`, card ? `${ms(card)}${mark(card)}` : '—'];
  });
  const calibration = find('browser: calibration, 450 lines of plain text (no budget)');
  const browser = byPrefix('browser: ').filter((r) => r !== calibration);
  const inBrowser = (r) => (r ? `${ms(r)}${mark(r)}, wall ${fmt(r.notes?.wall ?? NaN)} ms` : '—');
  const browserRows = [...new Set(browser.map((r) => ruleset(r, 'browser: ')))].map((id) => {
    const of = (kind) => browser.find((r) => ruleset(r, 'browser: ') === id && r.name.includes(kind));
    return [id, inBrowser(of(' sheet')), inBrowser(of(' dialog'))];
  });
  const data = byPrefix('data: ').map((r) => [ruleset(r, 'data: '), `${ms(r)}${mark(r)}`]);
  const pkg = byPrefix('package: ').map((r) => [
    r.name.slice('package: '.length),
    `${fmt(r.median)} ${r.unit}${mark(r)}`,
    budget(r),
  ]);
  const budgeted = results.filter((r) => r.pass !== null);
  const missed = budgeted.filter((r) => !r.pass);
  const cpu = machine ? `${machine.cpu}, ${machine.cores} cores` : 'unknown machine';
  const load = machine?.loadAverage ? ` (load average ${machine.loadAverage.join(' → ')})` : '';
  return [
    `Last run ${date.slice(0, 10)} on ${cpu}${load}, Node ${node}: ${budgeted.length - missed.length} of ${budgeted.length} budgets met${missed.length ? ` (missed: ${missed.map((r) => r.name).join('; ')})` : ''}.`,
    ...(Object.keys(files).length ? ['', fileLoads(files)] : []),
    '',
    '**Exact odds** of each ruleset’s largest realistic roll, against a 100,000-sample Monte Carlo of the same roll (the exact odds must be at least 1,000× faster, and the samples within 5 standard errors of them):',
    '',
    table(['roll', 'exact odds', '100k samples', 'exact is faster by', 'largest difference (5σ bound)'], oddsRows),
    '',
    '**Rules engines**, attack → defense → damage cycles per second (no budget), and **rendering** with the real templates (fullest character sheet: 40 items, every status, Active Effects on the actor and four items, no budget; a chat card, budget ≤ 1 ms of CPU time), and **data preparation** of 1,000 fully loaded actors (budget ≤ 100 ms of CPU time):',
    '',
    table(
      ['ruleset', 'cycles', 'sheet', 'card', '1,000 actors'],
      engines.map(([id, cycles]) => [
        id,
        cycles,
        render.find((r) => r[0] === id)?.[1] ?? '—',
        render.find((r) => r[0] === id)?.[2] ?? '—',
        data.find((r) => r[0] === id)?.[1] ?? '—',
      ]),
    ),
    '',
    ...(browserRows.length
      ? [
          '**In Chromium** (`browser.bench.ts`): the fullest character sheet (with its Active Effects) as it opens (every tab rendered, the active one shown) and the attack roll dialog with its odds chart, the renderer main thread’s CPU time from inserting the HTML to the end of the frame that paints it (parsing, style, layout, paint), median of 30 runs, budget ≤ 16 ms (one frame); beside it the wall-clock time over the same span, which other processes on the cores stretch:',
          '',
          table(['ruleset', 'character sheet', 'roll dialog with odds'], browserRows),
          '',
          ...(calibration
            ? [
                `The machine's own pace (no budget): 450 lines of plain text in no Manifold element cost ${inBrowser(calibration)} in the same page.`,
                '',
              ]
            : []),
        ]
      : []),
    '**Package**:',
    '',
    table(['', 'measured', 'budget'], pkg),
  ].join('\n');
}
