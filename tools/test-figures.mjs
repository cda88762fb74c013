// npm run figures: the README's reliability figures from what the last `npm test` counted
// (artifacts/reliability/*.json, artifacts/fairness/summary.json), written between its
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

const SUITES = [
  [
    'models-audit',
    'every number field bounded and whole, every model versioned, every HTML field declared for the server to sanitise',
  ],
  ['models-cleaning', 'hostile writes to every model: refused, or cleaned into bounds'],
  ['models-derived', 'hostile stored data (and items) prepared: derived numbers finite, non-negative, in range'],
  ...['relic', 'hitdice', 'difference', 'countdown', 'cryture'].map((id) => [
    `engines-${id}`,
    `the ${id} engine’s entry points fed random and hostile requests: no crash, finite, invariants hold`,
  ]),
  ['sheets-context', 'every sheet rendered on hostile data: no NaN, undefined or [object Object]'],
  ['hostile-text', 'HTML and script in every name and text field, on sheets and chat cards'],
  ['permissions', 'every card button and GM query: refused and forged requests change nothing'],
];

const rows = SUITES.filter(([suite]) => fs.existsSync(at('artifacts/reliability', `${suite}.json`))).map(
  ([suite, what]) => {
    const s = read(`reliability/${suite}.json`);
    return [`\`${suite}\``, what, n(s.propertyCount), n(s.cases)];
  },
);
const totals = rows.reduce(
  (t, r) => [t[0] + Number(r[2].replace(/,/g, '')), t[1] + Number(r[3].replace(/,/g, ''))],
  [0, 0],
);
const hostileRequests = fs
  .readdirSync(at('artifacts/reliability'))
  .filter((f) => f.startsWith('engines-'))
  .reduce((sum, f) => sum + (read(`reliability/${f}`).figures['hostile inputs'] ?? 0), 0);
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
      [...rows, ['**total**', '', `**${n(totals[0])}**`, `**${n(totals[1])}**`]],
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
console.log('README testing figures written');
