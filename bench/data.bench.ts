/**
 * Data preparation: derived data for 1,000 fully-loaded actors of each ruleset (the fullest
 * character of fullest.ts: 40 items, every status, Active Effects), already constructed. What is timed is Foundry's
 * Document#prepareData: the actor's system prepareBaseData, every embedded item's preparation,
 * then the actor's system prepareDerivedData. (The stand-in's own prepareData also re-reads the
 * source into the model first, as Foundry's reset does on an update; that is the stand-in's cost,
 * not the system's, and is left out.)
 */
import { registry } from '../src/foundry/registry';
import type { StandIn } from '../test/foundry-stand-in';
import { boot } from '../test/foundry/boot';
import { fullestCharacter } from './fullest';
import type { Bench } from './harness';

export const ACTORS = 1000;

interface Prepared {
  system: { prepareBaseData(): void; prepareDerivedData(): void };
}

/**
 * Foundry's prepareData order for an actor and its items. Foundry's own effect step
 * (`applyActiveEffects`, in prepareEmbeddedDocuments) is not timed, as before effects existed: it is
 * Foundry's walk, and the system's share in it (keeping the walked effects that carry changes for
 * the ledger, effects/preparation.ts) is one list push per such effect. The ledger's reading of
 * those effects is timed, in prepareDerivedData. Active Effects' changes are applied in
 * place on the prepared data (as Foundry's own applyActiveEffects does), so preparing twice without
 * Foundry's reset from the source in between applies them twice (cryture's speed, stats and pool
 * maxima): the timed loop leaves the reset out (its cost is the stand-in's), the check below does it.
 */
function prepareData(actor: Prepared & { items: Iterable<Prepared> }): void {
  actor.system.prepareBaseData();
  for (const item of actor.items) {
    item.system.prepareBaseData();
    item.system.prepareDerivedData();
  }
  actor.system.prepareDerivedData();
}

/** The derived system data as text (its parent left out). */
const systemText = (actor: Prepared) =>
  JSON.stringify(actor.system, (key, value) => (key === 'parent' ? undefined : value));

export default async function (bench: Bench): Promise<void> {
  const standIn = (globalThis as unknown as { standIn: StandIn }).standIn;
  boot();
  for (const descriptor of registry.all()) {
    boot({ ruleset: descriptor.id });
    standIn.reset();
    const data = await fullestCharacter(descriptor.id);
    // The class Foundry builds an actor with (CONFIG.Actor.documentClass), as Actor.create does.
    const ActorClass = Actor.implementation as unknown as new (
      data: unknown,
    ) => Prepared & { items: Iterable<Prepared>; prepareData(): void };
    const actors = Array.from({ length: ACTORS }, (_, i) => new ActorClass({ ...data, name: `${data.name} ${i}` }));
    const derived = systemText(actors[0]!);
    bench.ms(
      `data: ${descriptor.id} prepareData × ${ACTORS} (40 items, every status)`,
      () => {
        for (const actor of actors) prepareData(actor);
      },
      { samples: 30, warmupMs: 500, minSampleMs: 0 },
    );
    // Reset from the source and prepared again (the document's own prepareData, as Foundry's
    // reset runs it), the derived data must not drift: recomputed, never accumulated.
    actors[0]!.prepareData();
    if (systemText(actors[0]!) !== derived) throw new Error(`${descriptor.id}: prepareData is not repeatable`);
  }
  standIn.reset();
}
