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

/** The slots a character uses against its capacity. */
export interface SlotTotals {
  capacity: number;
  used: number;
  free: number;
  /** Slots beyond capacity (0 when within it). */
  over: number;
  coinSlots: number;
}

export interface SlotUsage extends SlotTotals {
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
type AmmunitionKind = (typeof AMMUNITION_KINDS)[number];

/**
 * The count behind slotUsage, one line at a time, for a caller that wants the totals and not a
 * list of lines (a character's derived data, prepared on every update, reads its items straight).
 */
export class SlotCounter {
  private readonly ammunition: Record<AmmunitionKind, number> = { arrows: 0, bolts: 0 };
  private freeBackpack = true;
  private itemSlots = 0;

  /** Counts `quantity` units of `slots` each; the first backpack is free. Returns the slots they take. */
  add(slots: unknown, quantity: unknown, backpack = false): number {
    let units = toInteger(quantity, QUANTITY_BOUNDS);
    if (backpack && this.freeBackpack && units > 0) {
      this.freeBackpack = false;
      units -= 1;
    }
    const taken = units * toInteger(slots, SLOTS_BOUNDS);
    this.itemSlots += taken;
    return taken;
  }

  /** Counts loose arrows or bolts: they take their slots by kind, 20 to a slot (see ammunitionSlots). */
  addAmmunition(kind: AmmunitionKind, count: unknown): void {
    this.ammunition[kind] += toInteger(count, QUANTITY_BOUNDS);
  }

  /** Each kind of loose ammunition carried, with the slots it takes. */
  ammunitionLines(): { id: AmmunitionKind; slots: number }[] {
    return AMMUNITION_KINDS.filter((kind) => this.ammunition[kind] > 0).map((kind) => ({
      id: kind,
      slots: ammunitionSlots(this.ammunition[kind]),
    }));
  }

  /** Slots used by everything counted and the coins, against Vigor + 5. */
  totals(vigor: unknown, purse: Partial<Record<CoinUnit, unknown>> = {}): SlotTotals {
    let used = this.itemSlots;
    for (const kind of AMMUNITION_KINDS) used += ammunitionSlots(this.ammunition[kind]);
    const coins = coinSlots(coinCount(purse));
    used += coins;
    const cap = capacity(vigor);
    return { capacity: cap, used, free: Math.max(0, cap - used), over: Math.max(0, used - cap), coinSlots: coins };
  }
}

/** Slots used by a character's items and coins against Vigor + 5, line by line. */
export function slotUsage(
  vigor: unknown,
  lines: readonly InventoryLine[],
  purse: Partial<Record<CoinUnit, unknown>> = {},
): SlotUsage {
  const counter = new SlotCounter();
  const counted: { id?: string; slots: number }[] = [];
  for (const line of lines) {
    if (line.ammunition) {
      counter.addAmmunition(line.ammunition, line.quantity);
      counted.push({ id: line.id, slots: 0 });
    } else {
      counted.push({ id: line.id, slots: counter.add(line.slots, line.quantity, line.backpack) });
    }
  }
  // Arrows and bolts pack 20 to a slot, each kind on its own.
  counted.push(...counter.ammunitionLines());
  return { ...counter.totals(vigor, purse), lines: counted };
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
