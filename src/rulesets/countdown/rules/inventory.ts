import { toInteger } from '../../../core';
import { armorRow } from './armor';
import { coinCount, type CoinUnit } from './currency';
import { gearRow, type ItemRef } from './gear';
import { weaponRow } from './weapons';
import { readStat } from './stats';

/**
 * Carry Capacity (countdown.md, "Gear & Inventory"): Vigor + 5 slots. All gear 1 slot unless
 * noted (armor and two 2-slot weapons note it). Coins: 100 per slot, the first 100 free.
 * Arrows/bolts: 20 per slot. The first backpack is free.
 */
export const CAPACITY_BONUS = 5;
export const COINS_PER_SLOT = 100;
export const FREE_COINS = 100;
export const AMMUNITION_PER_SLOT = 20;

export function capacity(vigor: unknown): number {
  return readStat(vigor) + CAPACITY_BONUS;
}

/** One inventory line as the glue reads it from an item. */
export interface InventoryLine {
  id?: string;
  /** Slots per unit (1 unless the row notes otherwise). */
  slots?: unknown;
  quantity?: unknown;
  /** Loose arrows or bolts: `quantity` counts single arrows/bolts, 20 to a slot. */
  ammunition?: 'arrows' | 'bolts';
  backpack?: boolean;
}

export interface SlotUsage {
  capacity: number;
  used: number;
  free: number;
  /** Slots beyond capacity (0 when within it). */
  over: number;
  coinSlots: number;
  lines: { id?: string; slots: number }[];
}

export function coinSlots(coins: number): number {
  return Math.ceil(Math.max(0, coins - FREE_COINS) / COINS_PER_SLOT);
}

export function ammunitionSlots(count: number): number {
  return Math.ceil(Math.max(0, count) / AMMUNITION_PER_SLOT);
}

const QUANTITY_BOUNDS = { min: 0, max: 99_999, fallback: 1 };
const SLOTS_BOUNDS = { min: 0, max: 99, fallback: 1 };
const AMMUNITION_KINDS = ['arrows', 'bolts'] as const;

/** Slots used by a character's items and coins against Vigor + 5. */
export function slotUsage(
  vigor: unknown,
  lines: readonly InventoryLine[],
  purse: Partial<Record<CoinUnit, unknown>> = {},
): SlotUsage {
  const ammo: Record<'arrows' | 'bolts', number> = { arrows: 0, bolts: 0 };
  let freeBackpack = true;
  let itemSlots = 0;
  // A plain loop with shared bounds: this runs for every character on every update.
  const counted: { id?: string; slots: number }[] = [];
  for (const line of lines) {
    const quantity = toInteger(line.quantity, QUANTITY_BOUNDS);
    if (line.ammunition) {
      ammo[line.ammunition] += quantity;
      counted.push({ id: line.id, slots: 0 });
      continue;
    }
    let units = quantity;
    if (line.backpack && freeBackpack && units > 0) {
      freeBackpack = false;
      units -= 1;
    }
    const slots = units * toInteger(line.slots, SLOTS_BOUNDS);
    itemSlots += slots;
    counted.push({ id: line.id, slots });
  }
  // Arrows and bolts pack 20 to a slot, each kind on its own.
  for (const kind of AMMUNITION_KINDS) {
    if (ammo[kind] <= 0) continue;
    const slots = ammunitionSlots(ammo[kind]);
    itemSlots += slots;
    counted.push({ id: kind, slots });
  }
  const coins = coinSlots(coinCount(purse));
  const used = itemSlots + coins;
  const cap = capacity(vigor);
  return {
    capacity: cap,
    used,
    free: Math.max(0, cap - used),
    over: Math.max(0, used - cap),
    coinSlots: coins,
    lines: counted,
  };
}

/**
 * The inventory line of a catalogue reference (class and background starting gear, the
 * Crawling Kit): weapon and armor rows carry their slots; Arrows (20) and Crossbow bolts (20)
 * count as loose ammunition; the backpack is marked for "first free"; other gear is 1 slot.
 */
export function lineForRef(ref: ItemRef): InventoryLine {
  if (ref.kind === 'weapon') return { id: ref.id, slots: weaponRow(ref.id)?.slots ?? 1, quantity: ref.quantity };
  if (ref.kind === 'armor') return { id: ref.id, slots: armorRow(ref.id)?.slots ?? 1, quantity: ref.quantity };
  const gear = ref.kind === 'gear' ? gearRow(ref.id) : undefined;
  if (gear?.ammunition) return { id: ref.id, ammunition: gear.ammunition, quantity: gear.bundle * ref.quantity };
  return { id: ref.id, slots: 1, quantity: ref.quantity, backpack: !!gear?.firstFree };
}
