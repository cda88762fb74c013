import { toInteger } from '../../../core';
import { accept, refuse, type Transition } from './result';

/** Currency (countdown.md, "Currency"): 1 gp = 10 sp = 100 cp. */
export const COIN_UNITS = ['gp', 'sp', 'cp'] as const;
export type CoinUnit = (typeof COIN_UNITS)[number];

export const COPPER_PER: Readonly<Record<CoinUnit, number>> = { gp: 100, sp: 10, cp: 1 };

/** A printed price such as "5 sp". */
export interface Price {
  amount: number;
  unit: CoinUnit;
}

/** Coins carried, by denomination. */
export interface Purse {
  gp: number;
  sp: number;
  cp: number;
}

/** Reads a stored purse: every count a non-negative integer. */
export function readPurse(purse: Partial<Record<CoinUnit, unknown>> | undefined): Purse {
  return {
    gp: toInteger(purse?.gp, { min: 0 }),
    sp: toInteger(purse?.sp, { min: 0 }),
    cp: toInteger(purse?.cp, { min: 0 }),
  };
}

export function priceInCopper(price: Price): number {
  return price.amount * COPPER_PER[price.unit];
}

export function purseInCopper(purse: Partial<Record<CoinUnit, unknown>>): number {
  const p = readPurse(purse);
  return p.gp * COPPER_PER.gp + p.sp * COPPER_PER.sp + p.cp;
}

/** How many coins a purse holds, whatever their denomination (what slots count). */
export function coinCount(purse: Partial<Record<CoinUnit, unknown>>): number {
  const p = readPurse(purse);
  return p.gp + p.sp + p.cp;
}

/** A copper amount in the fewest coins. */
export function fewestCoins(copper: number): Purse {
  const total = toInteger(copper, { min: 0 });
  return { gp: Math.floor(total / 100), sp: Math.floor((total % 100) / 10), cp: total % 10 };
}

/** Adds coins to a purse, denomination by denomination. */
export function addCoins(purse: Partial<Record<CoinUnit, unknown>>, gain: Partial<Record<CoinUnit, unknown>>): Purse {
  const a = readPurse(purse);
  const b = readPurse(gain);
  return { gp: a.gp + b.gp, sp: a.sp + b.sp, cp: a.cp + b.cp };
}

/**
 * Pays a price from a purse: the largest coins that do not overpay first, then the smallest coin
 * that covers the rest, with change in the fewest coins. Refused when the purse is short.
 */
export function pay(purse: Partial<Record<CoinUnit, unknown>>, price: Price): Transition<Purse> {
  const held = readPurse(purse);
  let owed = priceInCopper(price);
  if (purseInCopper(held) < owed) return refuse('notEnoughCoin');
  const left = { ...held };
  for (const unit of COIN_UNITS) {
    const used = Math.min(left[unit], Math.floor(owed / COPPER_PER[unit]));
    left[unit] -= used;
    owed -= used * COPPER_PER[unit];
  }
  if (owed > 0) {
    // One coin of the smallest denomination still held covers the rest (larger coins would have paid otherwise).
    const breaker = (['sp', 'gp'] as const).find((unit) => left[unit] > 0 && COPPER_PER[unit] >= owed)!;
    left[breaker] -= 1;
    const change = fewestCoins(COPPER_PER[breaker] - owed);
    return accept(addCoins(left, change));
  }
  return accept(left);
}
