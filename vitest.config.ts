import { defineConfig } from 'vitest/config';

// Unit and glue tests run in Node; test/setup installs the documented Foundry stand-in for glue
// tests that need it. Browser tests (test/browser) drive Debian's Chromium themselves.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
