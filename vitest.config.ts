import { defineConfig } from 'vitest/config';

// The suite, split by what each test needs (CONTRIBUTING.md lists the loops and their times):
//
// - `pure`: the rules engines, core, fairness, engine properties and the repository scans. No
//   Foundry stand-in, no per-file isolation (nothing there keeps state between files).
// - `glue`: everything that runs Manifold on the Foundry stand-in, playing v14 (what most GMs
//   run). Each file gets a fresh stand-in.
// - `v13`: what differs between the generations, on the stand-in playing v13: the compatibility
//   seam's tests, every test that names a generation, and a smoke pass of each ruleset's main
//   flows (open a sheet, roll, post a card, press a card button, start combat).
// - `browser`: the gallery and the browser suites in Chromium, once, on the v14 stand-in.
//
// `npm test` runs all four; `npx vitest run --project <name>` runs one.
const RULESETS = '{relic,hitdice,difference,countdown,cryture}';

const PURE = [
  'test/core/**/*.test.ts',
  `test/${RULESETS}/rules/**/*.test.ts`,
  'test/fairness/**/*.test.ts',
  'test/reliability/engines/**/*.test.ts',
  'test/*.test.ts',
  'test/package/{babele,readme}.test.ts',
];

const BROWSER = ['test/browser/**/*.test.ts'];

// The stand-in's own tests: its v13 baseline (its v14 differences are tested where they are used).
const STAND_IN = ['test/foundry-stand-in/**/*.test.ts'];

// Tests that state what each generation must get (they name it, or read it through a helper
// that does: test/foundry/visibility-modes.ts, test/cryture/fake-scene.ts).
const GENERATIONS = [
  'test/foundry/compat.test.ts',
  'test/foundry/visibility.test.ts',
  `test/${RULESETS}/flows/visibility.test.ts`,
  'test/foundry/quench.test.ts',
  'test/foundry/sheets-whole-form.test.ts',
  'test/foundry/effects/{application,durations,editor,effects-tab,expiry-v14,migration}.test.ts',
  `test/${RULESETS}/data/module-bonus.test.ts`,
  'test/countdown/canvas/shield-wall-levels.test.ts',
  'test/countdown/apps/boot-tracker-tool.test.ts',
  'test/cryture/canvas/*.test.ts',
  'test/cryture/status-effect-icons.test.ts',
  'test/difference/flows/condition-icons.test.ts',
  'test/hitdice/canvas/distance.test.ts',
  'test/relic/flows/surge-duration.test.ts',
  'test/{relic,difference}/combat/boot-mid-combat.test.ts',
];

// Each ruleset's main flows: its sheets, a roll posted as a card whose button is pressed, combat.
const SMOKE = [
  'test/relic/{sheets/sheets,chat/cards,combat/combat}.test.ts',
  'test/hitdice/{sheets/sheets,flows/defense,combat/combat}.test.ts',
  'test/difference/{sheets/ui,flows/check,combat/combat}.test.ts',
  'test/countdown/{flows/checks,chat/cards,combat/combat-cards}.test.ts',
  'test/cryture/{sheets/sheets,chat/apply,combat/combat}.test.ts',
];

// A worker's files share one stand-in and Manifold's modules; test/setup.ts starts each file in a
// new world (test/foundry-stand-in/world.ts). Spies are restored before every test.
const standIn = (generation: 13 | 14) => ({
  isolate: false,
  restoreMocks: true,
  env: { MANIFOLD_FOUNDRY_GENERATION: String(generation) },
  setupFiles: [
    'test/setup-properties.ts',
    'test/setup.ts',
    // v14 fails a test whose code made Foundry print a deprecation warning.
    ...(generation === 14 ? ['test/setup-v14.ts'] : []),
  ],
});

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: PURE,
          setupFiles: ['test/setup-properties.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'glue',
          include: ['test/**/*.test.ts'],
          exclude: [...PURE, ...BROWSER, ...STAND_IN, '**/node_modules/**'],
          ...standIn(14),
        },
      },
      {
        extends: true,
        test: {
          name: 'v13',
          include: [...GENERATIONS, ...SMOKE, ...STAND_IN],
          ...standIn(13),
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER,
          ...standIn(14),
        },
      },
    ],
  },
});
