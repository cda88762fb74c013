/**
 * Data preparation: derived data for 1,000 fully-loaded actors of each ruleset (the fullest
 * character of fullest.ts: 40 items, every status, Active Effects), already constructed. What is
 * timed is the document's prepareData, Foundry's effect step included (see prepareData below).
 */
import { registry } from '../src/foundry/registry';
import type { StandIn } from '../test/foundry-stand-in';
import { boot } from '../test/foundry/boot';
import { fullestCharacter } from './fullest';
import { generation } from '../src/foundry/compat';
import type { Bench } from './harness';

export const ACTORS = 1000;

interface Model {
  prepareBaseData(): void;
  prepareDerivedData(): void;
}

interface Prepared {
  system: Model;
  items: Iterable<{ system: Model }>;
  prepareBaseData(): void;
  /** v13 takes no phase; v14 runs `initial`, then `final` after derived data. */
  applyActiveEffects(phase?: string): void;
  prepareData(): void;
}

/**
 * Foundry's prepareData order for an actor and its items, with Foundry's own effect step
 * (`applyActiveEffects` between the items and derived data; on v14 its `final` phase after): the
 * walk is Foundry's, the system's share is ManifoldActiveEffect's check of each change
 * (effects/application.ts) and the record it starts in the actor's base data. The stand-in's
 * re-reading of the source into the model (what Foundry's reset does on an update) is its own
 * cost, not the system's, and is left out: so Foundry's changes, applied in place, apply again on
 * each pass (a stored number climbs to its bound, then the change is refused), which costs the
 * same checks. The check below prepares from the source.
 */
function prepareData(actor: Prepared): void {
  actor.system.prepareBaseData();
  actor.prepareBaseData();
  for (const item of actor.items) {
    item.system.prepareBaseData();
    item.system.prepareDerivedData();
  }
  actor.applyActiveEffects('initial');
  actor.system.prepareDerivedData();
  if (generation() >= 14) actor.applyActiveEffects('final');
}

/** The derived system data as text (its parent left out). */
const systemText = (actor: { system: unknown }) =>
  JSON.stringify(actor.system, (key, value) => (key === 'parent' ? undefined : value));

export default async function (bench: Bench): Promise<void> {
  const standIn = (globalThis as unknown as { standIn: StandIn }).standIn;
  boot();
  for (const descriptor of registry.all()) {
    boot({ ruleset: descriptor.id });
    standIn.reset();
    const data = await fullestCharacter(descriptor.id);
    // The class Foundry builds an actor with (CONFIG.Actor.documentClass), as Actor.create does.
    const ActorClass = Actor.implementation as unknown as new (data: unknown) => Prepared;
    const actors = Array.from({ length: ACTORS }, (_, i) => new ActorClass({ ...data, name: `${data.name} ${i}` }));
    const derived = systemText(actors[0]!);
    bench.ms(
      `data: ${descriptor.id} prepareData × ${ACTORS} (40 items, every status)`,
      () => {
        for (const actor of actors) prepareData(actor);
      },
      { samples: 30, warmupMs: 500, minSampleMs: 0 },
    );
    // Prepared again, the derived data must not drift: recomputed, never accumulated.
    actors[0]!.prepareData();
    if (systemText(actors[0]!) !== derived) throw new Error(`${descriptor.id}: prepareData is not repeatable`);
  }
  standIn.reset();
}
