/**
 * Quench batch on a real Foundry: an effect on an owned item that applies to its owner moves the
 * owner's number, and switching it off on the item (an update of the actor's grandchild) moves it
 * back with no update of the actor; on v14, an effect whose duration expired stops applying. What it proves is that core's
 * `Actor#_onUpdateDescendantDocuments` prepares the actor again, as the stand-in models it
 * (test/foundry-stand-in/README.md), and that our derived data reads the effect afresh.
 */
import { generation } from '../compat';
import { changesData } from '../effects/changes';
import { effectReportOf } from '../effects/list';
import { madeInBatch, until } from './helpers';
import type { Quench } from './types';
import type { RulesetRegistry } from '../registry';

const EFFECT_NAME = 'Quench item effect';

export function registerItemEffectsBatch(quench: Quench, registry: RulesetRegistry): void {
  quench.registerBatch(
    'manifold.itemEffects',
    ({ describe, it, after, assert }) => {
      const made = madeInBatch(after);
      for (const d of registry.all()) {
        const key = d.effectFields?.[0]?.path;
        if (!key) continue;
        describe(d.id, () => {
          it(`an owned item's effect on ${key} follows its enabled switch`, async () => {
            // The descriptor's types are the ones its data/config.ts declares to fvtt-types.
            const type = d.primaryActorType as Actor.SubType;
            const actor = (await Actor.create({ name: `Quench item effects ${d.id}`, type }))!;
            made.push(actor);
            const applies = () =>
              Boolean(effectReportOf(actor, d)?.sources[key]?.parts.some((p) => p.effect === EFFECT_NAME));
            const effectData = {
              name: EFFECT_NAME,
              transfer: true,
              ...changesData([{ key, mode: 'add', value: '1', priority: null }], generation()),
            };
            // The first item type whose effect reaches its owner as the item is made (some, like
            // armor, wait until they are worn).
            let effect: ActiveEffect.Implementation | undefined;
            for (const itemType of Object.keys(d.Item)) {
              const created = await actor.createEmbeddedDocuments('Item', [
                { name: `Quench ${itemType}`, type: itemType as Item.SubType, effects: [effectData] },
              ]);
              const item = created?.[0];
              if (applies()) {
                effect = item?.effects.contents[0];
                break;
              }
              await item?.delete();
            }
            assert.ok(effect, `an item of ${d.id} carries its effect to its owner`);
            await effect!.update({ disabled: true });
            assert.ok(await until(() => !applies()), 'switched off on the item, it no longer changes its owner');
            await effect!.update({ disabled: false });
            assert.ok(await until(applies), 'switched on again, it changes its owner again');
          });
          // v14 expires an effect by marking its duration (CONFIG.ActiveEffect.expiryAction
          // "update"); core's isSuppressed reads the mark, and ours must keep reading it.
          if (generation() >= 14)
            it(`an expired effect on ${key} stops changing its actor (v14)`, async () => {
              const type = d.primaryActorType as Actor.SubType;
              const actor = (await Actor.create({ name: `Quench expiry ${d.id}`, type }))!;
              made.push(actor);
              const applies = () =>
                Boolean(effectReportOf(actor, d)?.sources[key]?.parts.some((p) => p.effect === EFFECT_NAME));
              const [effect] = (await actor.createEmbeddedDocuments('ActiveEffect', [
                {
                  name: EFFECT_NAME,
                  ...changesData([{ key, mode: 'add', value: '1', priority: null }], generation()),
                  duration: { value: 1, units: 'hours', expiry: null },
                } as ActiveEffect.CreateData,
              ]))!;
              assert.ok(await until(applies), 'while it lasts, it changes its actor');
              await effect!.update({ 'duration.expired': true } as ActiveEffect.UpdateData);
              assert.ok(await until(() => !applies()), 'expired, it no longer changes its actor');
            });
        });
      }
    },
    { displayName: "Manifold: an owned item's effects follow their switch" },
  );
}
