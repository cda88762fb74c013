/**
 * DIF-4 Momentum: one world-level pair of pools (players, GM), 0–5 each, kept in a world setting
 * that everyone reads and only the GM writes. Players change it through the GM relay.
 */
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { settings, SYSTEM_ID } from '../../../foundry/settings';
import { gainMomentum, readMomentum, spendMomentum, type MomentumPools, type MomentumSide } from '../rules';

export const MOMENTUM_SETTING = 'difference.momentum';

export function registerMomentumSetting(onChange: () => void): void {
  settings().register(SYSTEM_ID, MOMENTUM_SETTING, {
    scope: 'world',
    config: false,
    type: Object,
    default: { players: 0, gm: 0 },
    onChange,
  });
}

/** The pools as stored, read safely (whole numbers 0–5). */
export function currentMomentum(): MomentumPools {
  try {
    return readMomentum(game.settings!.get(SYSTEM_ID, MOMENTUM_SETTING));
  } catch {
    return readMomentum(undefined);
  }
}

/** Writes the pools (GM only: a world setting). */
export async function storeMomentum(pools: MomentumPools, undo?: UndoRecorder): Promise<void> {
  if (undo) await undo.setSetting(MOMENTUM_SETTING, readMomentum(pools));
  else await game.settings!.set(SYSTEM_ID, MOMENTUM_SETTING, readMomentum(pools));
}

export async function addMomentum(side: MomentumSide, amount = 1, undo?: UndoRecorder): Promise<MomentumPools> {
  const change = gainMomentum(currentMomentum(), side, amount);
  await storeMomentum(change.pools, undo);
  return change.pools;
}

/** Spends one point; refused (unchanged) when the pool is empty. */
export async function takeMomentum(side: MomentumSide): Promise<MomentumPools | null> {
  const spend = spendMomentum(currentMomentum(), side, 1);
  if (!spend.ok) return null;
  await storeMomentum(spend.pools);
  return spend.pools;
}

export function isSide(value: unknown): value is MomentumSide {
  return value === 'players' || value === 'gm';
}
