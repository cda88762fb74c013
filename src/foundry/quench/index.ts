/**
 * Quench batches: what only a real Foundry can show. They run when the Quench module is active
 * (Hooks "quenchReady"); every ruleset may add its own batches through its descriptor.
 */
import { rollRollable } from '../rolls/pipeline';
import { forEachActorType, madeInBatch } from './helpers';
import { generationLabel } from '../compat';
import { registerTurnEventBatch } from './turns';
import { registerLimitedViewBatch } from './limited';
import { registerSheetTabsBatch } from './tabs';
import { registerItemEffectsBatch } from './item-effects';
import { registerMovementBatch } from './movement';
import { registerUiLifeCycleBatch } from './ui';
import { registerCardTypesBatch } from './card-types';
import type { RulesetRegistry } from '../registry';
import type { Quench } from './types';
import { activeRulesetId, SETTINGS, settings, SYSTEM_ID } from '../settings';
import { enricherBatch } from './enrichers';

/**
 * Quench as Manifold registers with it: every batch's name says which Foundry generation it ran
 * on, so a report from v13 is never mistaken for one from v14.
 */
export function withGeneration(quench: Quench): Quench {
  return {
    registerBatch(key, fn, options = {}) {
      const name = options.displayName ?? key;
      quench.registerBatch(key, fn, { ...options, displayName: `${name} (${generationLabel()})` });
    },
  };
}

export function registerQuenchBatches(registry: RulesetRegistry, foundryQuench: Quench): void {
  const quench = withGeneration(foundryQuench);
  quench.registerBatch(
    'manifold.documents',
    ({ describe, it, after, assert }) => {
      const created = madeInBatch<Actor.Implementation>(after);
      forEachActorType(registry, describe, (type) => {
        it(`creates a ${type} and renders its sheet`, async () => {
          const actor = (await Actor.create({ name: `Quench ${type}`, type })) as Actor.Implementation;
          created.push(actor);
          assert.equal(actor.type, type);
          await actor.sheet?.render(true);
          assert.ok(actor.sheet?.rendered, 'sheet rendered');
          await actor.sheet?.close();
        });
        it(`rolls every rollable of a ${type} without a dialog`, async () => {
          const actor = created.find((a) => a.type === type);
          assert.ok(actor, 'actor exists');
          for (const rollable of registry.rollablesOf(actor!)) await rollRollable(rollable, { fastForward: true });
        });
      });
    },
    { displayName: 'Manifold: documents, sheets and rolls of every ruleset' },
  );

  quench.registerBatch(
    'manifold.generation',
    ({ it, assert }) => {
      it('runs on the generation its name says', () => {
        assert.equal(generationLabel(), `Foundry v${game.release?.generation}`);
      });
    },
    { displayName: 'Manifold: Foundry generation' },
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

  quench.registerBatch('manifold.enrichers', enricherBatch(registry), {
    displayName: 'Manifold: rules references and inline checks of the active ruleset',
  });

  const active = registry.get(activeRulesetId());
  const actorType = Object.keys(active.Actor)[0];
  // The descriptor's types are the ones its data/config.ts declares to fvtt-types.
  if (actorType) registerTurnEventBatch(quench, actorType as Actor.SubType);
  if (actorType) registerMovementBatch(quench, actorType as Actor.SubType);
  registerLimitedViewBatch(quench, registry);
  registerSheetTabsBatch(quench, registry);
  registerItemEffectsBatch(quench, registry);
  registerUiLifeCycleBatch(quench, registry);
  registerCardTypesBatch(quench, registry);

  for (const d of registry.all()) d.quench?.(quench);
}
