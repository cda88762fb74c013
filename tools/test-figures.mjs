// npm run docs:figures: docs/dev/testing.md's reliability figures from what the last `npm test`
// counted (artifacts/reliability/*.json, artifacts/fairness/summary.json), written between its
// `testing` markers. Run it after a full `npm test`.
import fs from 'node:fs';
import { at } from './lib/paths.mjs';
import { table, writeReadmeBlock } from './lib/readme-block.mjs';

const read = (file) => {
  const full = at('artifacts', file);
  if (!fs.existsSync(full)) throw new Error(`${file} is missing: run npm test first`);
  return JSON.parse(fs.readFileSync(full, 'utf8'));
};
const n = (value) => Number(value).toLocaleString('en-US');

// Every suite written by test/reliability/cases.ts's suiteCounter (it records its own description),
// the model suites first, then the engines, then what a player sees and may do.
const ORDER = ['models-', 'engines-', 'sheets-', 'hostile-', 'permissions'];
const rank = (suite) => ORDER.findIndex((prefix) => suite.startsWith(prefix));
const suites = fs
  .readdirSync(at('artifacts/reliability'))
  .map((file) => read(`reliability/${file}`))
  .filter((s) => s.suite && s.propertyCount !== undefined)
  .sort((a, b) => rank(a.suite) - rank(b.suite) || a.suite.localeCompare(b.suite));

const rows = suites.map((s) => [`\`${s.suite}\``, s.describe, n(s.propertyCount), n(s.cases)]);
const sum = (key) => suites.reduce((total, s) => total + s[key], 0);
const hostileRequests = suites
  .filter((s) => s.suite.startsWith('engines-'))
  .reduce((total, s) => total + (s.figures['hostile inputs'] ?? 0), 0);
const text = read('reliability/hostile-text.json');
const permissions = read('reliability/permissions.json');
const migrations = read('reliability/migrations.json');
const switched = read('reliability/ruleset-switch.json');
const packs = read('reliability/compendiums.json');
const fairness = read('fairness/summary.json');

writeReadmeBlock(
  'testing',
  [
    table(
      ['suite (`test/reliability/`)', 'what it attacks', 'properties', 'cases'],
      [...rows, ['**total**', '', `**${n(sum('propertyCount'))}**`, `**${n(sum('cases'))}**`]],
    ),
    '',
    `- **Hostile engine requests:** ${n(hostileRequests)} of the engine cases are hostile (strings, NaN, ±Infinity, huge and negative numbers, missing keys, wrong shapes in the snapshots).`,
    `- **Hostile text:** ${text.figures['hostile strings']} hostile strings in ${n(text.figures.places)} places (every name and text field of every document type, and every item's name), checked in ${n(text.properties['actor sheets'])} actor sheets, ${n(text.properties['item sheets'])} item sheets and ${n(text.properties['chat cards'])} chat cards.`,
    `- **Permissions:** ${permissions.figures.actions} card buttons and ${permissions.figures.queries} GM queries, each with who may use it; ${permissions.figures.refused} refused cases (other players, forged relay payloads, card authors who do not own the attacker), each leaving every document unchanged.`,
    `- **Migrations:** ${migrations.migrationsCovered} migration steps from the first release's stub shape, ${migrations.fixtures} fixtures over ${migrations.stubTypes.length} actor types, each migrated without losing a field and idempotent; the runner runs on the active GM only, with a progress bar.`,
    `- **Ruleset switch:** ${switched.documents} documents of all five rulesets (actors, owned items, effects, world and compendium items) switched through every ruleset and back, byte-for-byte the same.`,
    `- **Compendiums:** ${packs.sources} source documents and ${packs.built} built ones; ${packs.validated} actors and items (with embedded items) validated against their data models.`,
    `- **Fairness:** ${fairness.rollTypes} roll types, ${n(fairness.samples)} seeded rolls, chi-square against the exact odds at α = ${fairness.alpha} (fixed seeds: it cannot flake).`,
  ].join('\n'),
);
console.log('docs/dev/testing.md: testing figures written');
