/** Quench batches say which Foundry generation they ran on (issue 16). */
import { describe, expect, it } from 'vitest';
import { boot } from './boot';
import { registerQuenchBatches } from '../../src/foundry/quench';
import { registry } from '../../src/foundry/registry';
import { standInGeneration } from '../foundry-stand-in/generation';

boot();

describe('Quench batches', () => {
  it('every batch, the rulesets’ own included, names the generation it runs on', () => {
    const names: string[] = [];
    registerQuenchBatches(registry, {
      registerBatch: (_key: string, _fn: unknown, options?: { displayName?: string }) => {
        names.push(options?.displayName ?? '');
      },
    });
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(name).toMatch(new RegExp(`\\(Foundry v${standInGeneration()}\\)$`));
  });

  it('the generation batch checks the label against game.release', async () => {
    const checks: (() => void)[] = [];
    registerQuenchBatches(registry, {
      registerBatch: (key: string, fn: (c: never) => void) => {
        if (key !== 'manifold.generation') return;
        fn({
          it: (_name: string, test: () => void) => checks.push(test),
          assert: { equal: (a: unknown, b: unknown) => expect(a).toBe(b) },
        } as never);
      },
    });
    expect(checks).toHaveLength(1);
    checks[0]!();
  });
});
