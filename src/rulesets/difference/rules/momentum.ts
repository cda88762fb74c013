import { toInteger } from '../../../core';
import { MOMENTUM_MAX } from './tables';

/**
 * DIF-4 Momentum: one world-level pair of pools, the players' and the GM's, each 0–5. A player's
 * successful roll offers +1 player Momentum, a failed one +1 GM Momentum.
 */
export type MomentumSide = 'players' | 'gm';

export interface MomentumPools {
  players: number;
  gm: number;
}

/** The Momentum a roll earns, and whether it is added at once or offered as a button (DIF-4 setting). */
export interface MomentumGain {
  side: MomentumSide;
  amount: number;
  automatic: boolean;
}

/** Reads stored pools safely: whole numbers 0–5. */
export function readMomentum(pools: Partial<MomentumPools> | undefined): MomentumPools {
  const bounds = { min: 0, max: MOMENTUM_MAX };
  return { players: toInteger(pools?.players, bounds), gm: toInteger(pools?.gm, bounds) };
}

/** Glossary "Momentum": gained on successful rolls (by players) or failed rolls (by the GM); NPC rolls earn none. */
export function momentumForRoll(success: boolean, player: boolean, mode: 'automatic' | 'offered'): MomentumGain | null {
  if (!player) return null;
  return { side: success ? 'players' : 'gm', amount: 1, automatic: mode === 'automatic' };
}

export interface MomentumChange {
  pools: MomentumPools;
  /** How much the pool actually changed by (≥ 0). */
  changed: number;
  /** Gains beyond the maximum of 5, which are lost. */
  lost: number;
}

/** Adds Momentum to one side; the pool never exceeds 5 and the excess is lost. */
export function gainMomentum(pools: Partial<MomentumPools>, side: MomentumSide, amount = 1): MomentumChange {
  const current = readMomentum(pools);
  const wanted = toInteger(amount, { min: 0 });
  const next = Math.min(MOMENTUM_MAX, current[side] + wanted);
  return { pools: { ...current, [side]: next }, changed: next - current[side], lost: wanted - (next - current[side]) };
}

export type MomentumSpend =
  { ok: true; pools: MomentumPools; spent: number } | { ok: false; pools: MomentumPools; reason: string };

/** Spends Momentum from one side; refused (pools unchanged) when the side has too little. */
export function spendMomentum(pools: Partial<MomentumPools>, side: MomentumSide, amount = 1): MomentumSpend {
  const current = readMomentum(pools);
  const cost = toInteger(amount, { min: 0 });
  if (cost > current[side]) return { ok: false, pools: current, reason: 'MANIFOLD.difference.refusal.momentum' };
  return { ok: true, pools: { ...current, [side]: current[side] - cost }, spent: cost };
}
