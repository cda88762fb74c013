/**
 * Quench batches: what only a real Foundry can show. They run when the Quench module is active
 * (Hooks "quenchReady"); every ruleset may add its own batches through its descriptor.
 */
import type { RulesetRegistry } from './registry';
import { activeRulesetId, SETTINGS, settings, SYSTEM_ID } from './settings';

interface QuenchContext {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: () => Promise<void> | void): void;
  after(fn: () => Promise<void> | void): void;
  assert: {
    ok(value: unknown, message?: string): void;
    equal(a: unknown, b: unknown, message?: string): void;
    deepEqual(a: unknown, b: unknown, message?: string): void;
  };
}

interface Quench {
  registerBatch(key: string, fn: (context: QuenchContext) => void, options?: { displayName?: string }): void;
}

export function registerQuenchBatches(registry: RulesetRegistry, quench: Quench): void {
  quench.registerBatch(
    'manifold.documents',
    ({ describe, it, after, assert }) => {
      const created: Actor.Implementation[] = [];
      after(async () => {
        for (const actor of created) await actor.delete();
      });
      for (const d of registry.all()) {
        describe(d.id, () => {
          for (const type of Object.keys(d.Actor)) {
            it(`creates a ${type} and renders its sheet`, async () => {
              const actor = (await Actor.create({ name: `Quench ${type}`, type: type as Actor.SubType })) as Actor.Implementation;
              created.push(actor);
              assert.equal(actor.type, type);
              await actor.sheet?.render(true);
              assert.ok(actor.sheet?.rendered, 'sheet rendered');
              await actor.sheet?.close();
            });
            it(`rolls every rollable of a ${type} without a dialog`, async () => {
              const actor = created.find((a) => a.type === type);
              assert.ok(actor, 'actor exists');
              for (const rollable of d.rollables?.(actor!) ?? []) await rollable.roll({ fastForward: true });
            });
          }
        });
      }
    },
    { displayName: 'Manifold: documents, sheets and rolls of every ruleset' },
  );

  quench.registerBatch(
    'manifold.switch',
    ({ it, assert }) => {
      it('switching rulesets leaves every document unchanged', async () => {
        const before = JSON.stringify(game.actors?.map((a) => a.toObject()));
        const original = activeRulesetId();
        for (const d of registry.all()) await settings().set(SYSTEM_ID, SETTINGS.ruleset, d.id);
        await settings().set(SYSTEM_ID, SETTINGS.ruleset, original);
        assert.equal(JSON.stringify(game.actors?.map((a) => a.toObject())), before);
      });
    },
    { displayName: 'Manifold: ruleset switch' },
  );

  for (const d of registry.all()) d.quench?.(quench);
}
