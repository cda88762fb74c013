/** Quench batches say which Foundry generation they ran on. */
import { describe, expect, it } from 'vitest';
import { boot, standInUI, switchRuleset } from './boot';
import { registerQuenchBatches } from '../../src/foundry/quench';
import { registry } from '../../src/foundry/registry';
import { activeRulesetId } from '../../src/foundry/settings';
import { standInGeneration } from '../foundry-stand-in/generation';
import { clearScene, useScene } from '../cryture/fake-scene';

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

/**
 * Runs one batch's tests on the stand-in, as Quench would on a real Foundry: every `it` once, then
 * every `after`. Returns the message of each assertion made, in order.
 */
async function runBatchOnStandIn(batch: string): Promise<{ tests: number; checked: string[] }> {
  const tests: { name: string; run: () => Promise<void> }[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const checked: string[] = [];
  const check = (message: string | undefined, assertion: () => void) => {
    checked.push(message ?? '');
    assertion();
  };
  registerQuenchBatches(registry, {
    registerBatch: (key: string, fn: (c: never) => void) => {
      if (key !== batch) return;
      fn({
        describe: (_name: string, body: () => void) => body(),
        it: (name: string, run: () => Promise<void>) => tests.push({ name, run }),
        after: (cleanup: () => Promise<void>) => cleanups.push(cleanup),
        assert: {
          ok: (value: unknown, message?: string) => check(message, () => expect(value, message).toBeTruthy()),
          equal: (a: unknown, b: unknown, message?: string) => check(message, () => expect(a, message).toBe(b)),
          deepEqual: (a: unknown, b: unknown, message?: string) => check(message, () => expect(a, message).toEqual(b)),
        },
      } as never);
    },
  });
  for (const test of tests) await test.run();
  for (const cleanup of cleanups) await cleanup();
  return { tests: tests.length, checked };
}

const actorTypes = () => registry.all().reduce((n, d) => n + Object.keys(d.Actor).length, 0);

describe('the limited-view batch, run on the stand-in', () => {
  it('renders only the limited part of every actor sheet when the actor is LIMITED to the user', async () => {
    const { tests, checked } = await runBatchOnStandIn('manifold.limitedView');
    expect(tests).toBe(actorTypes());
    expect(checked.filter((m) => m === 'the limited part rendered')).toHaveLength(actorTypes());
  });
});

describe('the sheet-tabs batch, run on the stand-in', () => {
  it('every tabbed actor sheet opens on its active panel and shows the next one when asked', async () => {
    const { tests, checked } = await runBatchOnStandIn('manifold.sheetTabs');
    expect(tests).toBe(actorTypes());
    // Every ruleset has tabbed sheets, and each was checked.
    expect(checked.filter((m) => m.startsWith('only the active')).length).toBeGreaterThanOrEqual(registry.all().length);
  });
});

describe('the item-effects batch, run on the stand-in', () => {
  it("every ruleset's owned item carries an effect to its owner, and switching it off on the item takes it away", async () => {
    const { tests, checked } = await runBatchOnStandIn('manifold.itemEffects');
    // On v14 each ruleset also checks that an expired effect stops applying.
    const v14 = standInGeneration() === 14;
    expect(tests).toBe(registry.all().length * (v14 ? 2 : 1));
    expect(checked.filter((m) => m.startsWith('switched off on the item'))).toHaveLength(registry.all().length);
    expect(checked.filter((m) => m.startsWith('expired, it no longer'))).toHaveLength(v14 ? registry.all().length : 0);
  });
});

describe('the UI life-cycle batch, run on the stand-in', () => {
  it('finds the countdown tracker tool on the controls built at load, and the Advanced fold in the changes tab', async () => {
    const before = activeRulesetId();
    await switchRuleset('countdown');
    try {
      // The canvas draws after init and builds the scene controls once (the batch must not reset them).
      await standInUI().controls.render({ force: true });
      const { tests, checked } = await runBatchOnStandIn('manifold.uiLifeCycle');
      expect(tests).toBe(2);
      expect(checked).toContain('countdownTracker on the token controls');
      expect(checked).toContain('manifoldRequestRoll on the token controls');
      expect(checked).toEqual(
        expect.arrayContaining(['the Advanced fold is drawn', 'in the changes tab', 'not in the tab bar']),
      );
      expect(standInUI().controls.prepared).toBe(1);
    } finally {
      await switchRuleset(before);
    }
  });
});

describe('the cryture batch, run on the stand-in', () => {
  it('places a blast mark on the viewed scene that everyone sees (a Region on v14, a template on v13)', async () => {
    const scene = useScene();
    try {
      const { tests, checked } = await runBatchOnStandIn('manifold.cryture');
      expect(tests).toBe(1);
      expect(checked).toContain('the mark was placed');
      const v14 = standInGeneration() === 14;
      expect(checked.includes('the Region is shown on every layer')).toBe(v14);
      expect(v14 ? scene.regions : scene.templates).toHaveLength(1);
    } finally {
      clearScene();
    }
  });
});
