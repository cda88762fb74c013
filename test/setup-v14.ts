/**
 * The v14 project's guard: a test that makes Foundry v14 print a deprecation
 * warning from our code fails. Tests that exercise a legacy form on purpose empty the list.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { deprecations } from './foundry-stand-in/generation';

beforeEach(() => {
  deprecations.length = 0;
});

afterEach(() => {
  const printed = [...deprecations];
  deprecations.length = 0;
  expect(printed.join('\n'), 'deprecation warnings Foundry v14 would print').toBe('');
});
