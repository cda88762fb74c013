/**
 * Each ruleset's fullest character for the rendering and data benchmarks: the gallery's sample
 * character (test/<id>/samples.ts), filled up to 40 items with copies of its own repeatable items
 * (types it carries more than one of), with every status effect the ruleset offers (cryture keeps
 * its statuses in `system.statuses`: every one there too).
 */
import { registry } from '../src/foundry/registry';
import type { RulesetDescriptor, RulesetId } from '../src/foundry/ruleset';
import type { GallerySamples, SampleDocument } from '../test/gallery/samples';

export const ITEMS = 40;

export type FullestData = SampleDocument & { effects: NonNullable<SampleDocument['effects']> };

/** The gallery's samples of a ruleset (every ruleset has them). */
export async function samplesOf(id: string): Promise<GallerySamples> {
  const modules: Record<string, () => Promise<{ samples: GallerySamples }>> = {
    relic: () => import('../test/relic/samples'),
    hitdice: () => import('../test/hitdice/samples'),
    difference: () => import('../test/difference/samples'),
    countdown: () => import('../test/countdown/samples'),
    cryture: () => import('../test/cryture/samples'),
  };
  return (await modules[id]!()).samples;
}

/** Every status at 1 stack (Block at 3), 1-turn ones with a turn end to come. */
function allCrytureStatuses(descriptor: RulesetDescriptor): Record<string, { stacks: number; turnEnds?: number }> {
  return Object.fromEntries(
    (descriptor.statusEffects ?? []).map((s) => [s.id, { stacks: s.id === 'block' ? 3 : 1, turnEnds: 1 }]),
  );
}

/** The ruleset's fullest character as creation data: its primary-type sample, 40 items, every status. */
export async function fullestCharacter(id: RulesetId): Promise<FullestData> {
  const descriptor = registry.get(id);
  const samples = await samplesOf(id);
  const sample = samples.actors?.find((a) => a.type === descriptor.primaryActorType && !a.tab);
  if (!sample) throw new Error(`No ${descriptor.primaryActorType} sample for ${id}`);
  const data = structuredClone(sample) as FullestData;
  data.effects ??= [];
  const items = data.items ?? [];
  const count = (type: string) => items.filter((i) => i.type === type).length;
  const repeatable = items.filter((i) => count(i.type) > 1);
  for (let i = 0; items.length < ITEMS; i++) {
    const copy = structuredClone(repeatable[i % repeatable.length]!);
    items.push({ ...copy, name: `${copy.name} (${Math.floor(i / repeatable.length) + 2})` });
  }
  data.items = items;
  const present = new Set(data.effects.flatMap((e) => e.statuses));
  for (const status of descriptor.statusEffects ?? []) {
    if (!present.has(status.id)) data.effects.push({ name: status.id, statuses: [status.id] });
  }
  if (id === 'cryture') data.system = { ...data.system, statuses: allCrytureStatuses(descriptor) };
  // GM-authored Active Effects: two on the actor, one carried on an item (issue 19's budgets hold with them).
  const [first, second] = descriptor.effectKeys ?? [];
  const change = (key: string | undefined) => ({ key: (key ?? '').replace('*', 'Might'), mode: 2, value: '0' });
  if (first && second) {
    data.effects.push({ name: 'Blessing', changes: [change(first.key), change(second.key)] } as never);
    items[0] = { ...items[0]!, effects: [{ name: 'Enchantment', changes: [change(second.key)] }] } as never;
  }
  return data;
}
