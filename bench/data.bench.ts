/**
 * Data preparation: derived data for 1,000 fully-loaded actors of each ruleset (the fullest
 * character of fullest.ts: 40 items, every status), already constructed. What is timed is Foundry's
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

/** Foundry's prepareData order for an actor and its items (ActiveEffects carry no changes here). */
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
    const ActorClass = Actor as unknown as new (data: unknown) => Prepared & { items: Iterable<Prepared> };
    const actors = Array.from({ length: ACTORS }, (_, i) => new ActorClass({ ...data, name: `${data.name} ${i}` }));
    const derived = systemText(actors[0]!);
    bench.ms(
      `data: ${descriptor.id} prepareData × ${ACTORS} (40 items, every status)`,
      () => {
        for (const actor of actors) prepareData(actor);
      },
      { samples: 30, warmupMs: 500, minSampleMs: 0 },
    );
    // Preparing again must not drift (derived data is recomputed, never accumulated).
    if (systemText(actors[0]!) !== derived) throw new Error(`${descriptor.id}: prepareData is not repeatable`);
  }
  standIn.reset();
}
