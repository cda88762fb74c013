/**
 * What the sheet's layer controls do: a die clicked marks it there or gone (an ordinary edit the
 * GM can always make, ALL-2), armor put on or taken off, a barrier source raised.
 */
import { localize } from '../../../foundry/i18n';
import { applyChanges, actorStateOf, systemOf } from '../data/snapshot';
import { postNotice } from '../chat/post';
import { toInteger } from '../../../core/math';
import { MAX_STORED_DICE, type ActorChanges } from '../rules';
import { itemOfType } from '../../../foundry/documents/of-type';

/** A stored count the engine does not read itself, held to the engine's bound (a corrupted world draws no billion dice). */
const storedCount = (value: unknown) => toInteger(value, { min: 0, max: MAX_STORED_DICE });

export type LayerId = 'guard' | 'barrier' | 'armor' | 'body' | 'resolve' | 'affinity';

/** The engine's change that sets each layer's count (snapshot.ts writes it where the schema keeps it). */
const CHANGE: Record<LayerId, keyof ActorChanges> = {
  guard: 'guard',
  barrier: 'barrier',
  armor: 'armorDice',
  body: 'body',
  resolve: 'resolve',
  affinity: 'affinityStored',
};

/** The value after clicking die `index` (1-based): a present die and those after it go, a gone one comes back with those before it. */
export function toggledValue(value: number, index: number): number {
  return index <= value ? index - 1 : index;
}

export function layerValue(actor: Actor.Implementation, layer: LayerId): { value: number; max: number } {
  const s = actorStateOf(actor);
  switch (layer) {
    case 'guard':
      return {
        value: s.guard,
        max: Math.max(s.guard, storedCount(systemOf(actor).guard.max)),
      };
    case 'barrier':
      return {
        value: s.barrier,
        max: Math.max(s.barrier, storedCount(systemOf(actor).barrier.max)),
      };
    case 'armor':
      return { value: s.armor.dice, max: s.armor.max };
    case 'body':
      return { value: s.body, max: Math.max(s.body, s.bodyMax) };
    case 'resolve':
      return { value: s.resolve, max: s.resolveMax };
    case 'affinity':
      return { value: s.affinity.stored, max: s.affinity.storeMax };
  }
}

export async function toggleDie(actor: Actor.Implementation, layer: LayerId, index: number) {
  if (!(layer in CHANGE) || !Number.isInteger(index) || index < 1 || index > MAX_STORED_DICE) return;
  const { value, max } = layerValue(actor, layer);
  if (index > max) return;
  await applyChanges(actor, { [CHANGE[layer]]: toggledValue(value, index) });
}

/** Puts on this armor (the others come off): its dice are whole; taking it off empties the layer. */
export async function toggleArmor(actor: Actor.Implementation, item: Item.Implementation) {
  const wearing = itemOfType<'hitdice-armor'>(item).system.equipped;
  const updates = actor.items
    .filter((i) => String(i.type) === 'hitdice-armor')
    .map((i) => ({ _id: i.id, system: { equipped: i === item ? !wearing : false } }));
  await actor.updateEmbeddedDocuments('Item', updates);
  const dice = wearing ? 0 : itemOfType<'hitdice-armor'>(item).system.dice;
  await actor.update({ system: { armor: { value: dice } } });
}

/** Raises a barrier source: its d12 dice join the barrier layer (dice lost earlier are forgotten). */
export async function raiseBarrier(actor: Actor.Implementation, item: Item.Implementation) {
  const dice = itemOfType<'hitdice-barrier'>(item).system.dice;
  const value = Math.min(MAX_STORED_DICE, actorStateOf(actor).barrier + dice);
  await actor.update({ system: { barrier: { value: value, max: value } } });
  return postNotice(actor, {
    title: localize('MANIFOLD.hitdice.card.barrierTitle', { name: actor.name ?? '', source: item.name ?? '' }),
    lines: [localize('MANIFOLD.hitdice.card.barrierLine', { dice, total: value })],
    tone: 'success',
  });
}
