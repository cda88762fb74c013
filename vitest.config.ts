import { defineConfig } from 'vitest/config';

// Unit and glue tests run in Node; test/setup installs the documented Foundry stand-in for glue
// tests that need it. Browser tests (test/browser) drive Debian's Chromium themselves.
// Two projects: `v13` runs everything with the stand-in playing Foundry v13; `v14` runs again what
// touches Foundry (glue, reliability and browser suites) with the stand-in playing v14. Pure
// suites (core, rules engines, engine properties, fairness, package) do not depend on Foundry's
// generation and run once.
const RULESETS = '{relic,hitdice,difference,countdown,cryture}';

export default defineConfig({
  test: {
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'v13',
          include: ['test/**/*.test.ts'],
          env: { MANIFOLD_FOUNDRY_GENERATION: '13' },
        },
      },
      {
        extends: true,
        test: {
          name: 'v14',
          include: [
            'test/foundry/**/*.test.ts',
            'test/reliability/*.test.ts',
            'test/browser/**/*.test.ts',
            `test/${RULESETS}/**/*.test.ts`,
            // The starter kits import their premades and sample effect items (issue 19) in both generations.
            'test/packs/starter-kits.test.ts',
          ],
          exclude: [`test/${RULESETS}/rules/**`, '**/node_modules/**'],
          env: { MANIFOLD_FOUNDRY_GENERATION: '14' },
          setupFiles: ['test/setup-v14.ts'],
        },
      },
    ],
  },
});
