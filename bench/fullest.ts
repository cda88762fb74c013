/**
 * Each ruleset's fullest character for the rendering and data benchmarks: the gallery's sample
 * character (test/<id>/samples.ts), filled up to 40 items with copies of its own repeatable items
 * (types it carries more than one of), with every status effect the ruleset offers (cryture keeps
 * its statuses in `system.statuses`: every one there too) and Active Effects on the actor and on
 * its items.
 */
import { registry } from '../src/foundry/registry';
import type { RulesetDescriptor, RulesetId } from '../src/foundry/ruleset';
import type { GallerySamples, SampleDocument } from '../test/gallery/samples';

export const ITEMS = 40;

/** An Active Effect as creation data: the samples' status effects, and GM-authored ones with changes. */
export interface EffectData {
  name: string;
  statuses?: string[];
  changes?: { key: string; mode: number; value: string }[];
  [field: string]: unknown;
}
type ItemData = NonNullable<SampleDocument['items']>[number] & { effects?: EffectData[] };
export type FullestData = Omit<SampleDocument, 'items' | 'effects'> & { items: ItemData[]; effects: EffectData[] };

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

/** Items that carry an Active Effect of their own (their owner's Effects tab lists each, transferred or suppressed). */
export const ITEMS_WITH_EFFECTS = 4;

/**
 * The ruleset's fullest character as creation data: its primary-type sample, 40 items, every
 * status, and the Active Effects of the gallery's Effects sample (test/gallery/effects-sample.ts:
 * passive, temporary, disabled, one with a change the ruleset ignores) with the item effect that
 * sample carries copied onto the first ITEMS_WITH_EFFECTS items (the budgets must hold with
 * effects on the fullest actors).
 */
export async function fullestCharacter(id: RulesetId): Promise<FullestData> {
  const descriptor = registry.get(id);
  const samples = await samplesOf(id);
  const primary = samples.actors?.filter((a) => a.type === descriptor.primaryActorType) ?? [];
  const sample = primary.find((a) => !a.tab);
  const withEffects = primary.find((a) => a.tab === 'effects');
  if (!sample || !withEffects)
    throw new Error(`No ${descriptor.primaryActorType} sample (plain and with effects) for ${id}`);
  const data = structuredClone(sample) as FullestData;
  data.effects = structuredClone<EffectData[]>(withEffects.effects ?? []);
  const items: ItemData[] = data.items ?? [];
  const count = (type: string) => items.filter((i) => i.type === type).length;
  const repeatable = items.filter((i) => count(i.type) > 1);
  for (let i = 0; items.length < ITEMS; i++) {
    const copy = structuredClone(repeatable[i % repeatable.length]!);
    items.push({ ...copy, name: `${copy.name} (${Math.floor(i / repeatable.length) + 2})` });
  }
  const itemEffect = (withEffects.items as ItemData[] | undefined)?.find((i) => i.effects?.length)?.effects?.[0];
  if (!itemEffect) throw new Error(`The ${id} effects sample has no item carrying an effect`);
  for (let i = 0; i < ITEMS_WITH_EFFECTS; i++) {
    const name = i ? `${itemEffect.name} (${i + 1})` : itemEffect.name;
    items[i] = { ...items[i]!, effects: [{ ...structuredClone(itemEffect), name }] };
  }
  data.items = items;
  const present = new Set(data.effects.flatMap((e) => e.statuses ?? []));
  for (const status of descriptor.statusEffects ?? []) {
    if (!present.has(status.id)) data.effects.push({ name: status.id, statuses: [status.id] });
  }
  if (id === 'cryture') data.system = { ...data.system, statuses: allCrytureStatuses(descriptor) };
  return data;
}

/** What a fullest actor carries, for a result's notes: its items, its own effects and its items' effects. */
export function carried(actor: Actor.Implementation): Record<string, number> {
  const itemEffects = actor.items.contents.reduce((n, item) => n + item.effects.size, 0);
  return { items: actor.items.size, effects: actor.effects.size, itemEffects };
}
