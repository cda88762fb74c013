/**
 * Burn surges as temporary Active Effects (REL-4): each carries its kind and value in
 * `flags.manifold.relicSurge`, lasts until the start of the burner's next turn, and is read back
 * here — by the seeker's derived AC/Resistance and by every roll's effects.
 */
import { effectDuration } from '../../../foundry/compat';
import { SYSTEM_ID } from '../../../foundry/settings';
import type { RollEffects, SurgeEffect } from '../rules';
import { shippedIcon } from '../../../foundry/icons';

export const SURGE_FLAG = 'relicSurge';

export interface SurgeFlag {
  kind: SurgeEffect['kind'];
  surge: SurgeEffect['surge'];
  value: number;
  /** The burner: its effects end at the start of its next turn. */
  burnerUuid: string;
}

/** Each surge kind's icon. */
export const SURGE_ICONS: Record<SurgeEffect['kind'], string> = {
  ac: shippedIcon('shield'),
  resistance: shippedIcon('magic-shield'),
  disruption: shippedIcon('cracked-shield'),
  restoration: shippedIcon('healing'),
};

interface EffectLike {
  id?: string | null;
  disabled?: boolean;
  flags?: Record<string, Record<string, unknown> | undefined>;
  getFlag?(scope: string, key: string): unknown;
}

/** An effect's surge flag as stored, if it is an enabled surge (its value not yet checked). */
function storedSurge(effect: EffectLike): SurgeFlag | null {
  const flag = (effect.flags?.[SYSTEM_ID]?.[SURGE_FLAG] ?? null) as SurgeFlag | null;
  return flag && typeof flag === 'object' && !effect.disabled ? flag : null;
}

/** A surge's value: a whole number above 0, else the surge counts for nothing. */
function surgeValue(flag: SurgeFlag): number {
  const value = Number(flag.value);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export function surgeOf(effect: EffectLike): SurgeFlag | null {
  const flag = storedSurge(effect);
  const value = flag ? surgeValue(flag) : 0;
  return flag && value ? { ...flag, value } : null;
}

/** Every active surge on an actor, with its effect id. */
export function surgesOn(actor: { effects?: Iterable<unknown> } | null | undefined): (SurgeFlag & { id: string })[] {
  const out: (SurgeFlag & { id: string })[] = [];
  for (const effect of actor?.effects ?? []) {
    const surge = surgeOf(effect as EffectLike);
    if (surge) out.push({ ...surge, id: String((effect as EffectLike).id) });
  }
  return out;
}

/**
 * The sum of an actor's surges of each of these kinds (two Bulwark surges from two burns add up),
 * in one walk of its effects: a seeker's derived data reads its AC and Resistance surges on every
 * preparation, a roll its Disruption and Restoration.
 */
export function surgeTotals<K extends SurgeFlag['kind']>(
  actor: { effects?: Iterable<unknown> } | null | undefined,
  kinds: readonly K[],
): Record<K, number> {
  const totals = {} as Record<K, number>;
  for (const kind of kinds) totals[kind] = 0;
  for (const effect of actor?.effects ?? []) {
    const flag = storedSurge(effect as EffectLike);
    if (flag && (kinds as readonly string[]).includes(flag.kind)) totals[flag.kind as K] += surgeValue(flag);
  }
  return totals;
}

const ROLL_SURGES = ['disruption', 'restoration'] as const;

/** The effects a roll by this actor carries (§8.2 Disruption, Restoration), plus the GM's situational modifier. */
export function rollEffectsOf(actor: { effects?: Iterable<unknown> } | null | undefined, situational = 0): RollEffects {
  const bonuses = (actor as { system?: { rollBonuses?: RollEffects['bonuses'] } } | null | undefined)?.system
    ?.rollBonuses;
  return {
    ...surgeTotals(actor, ROLL_SURGES),
    situational,
    // The GM's Active Effects (rings, blessings), prepared with the actor's derived data.
    ...(bonuses ? { bonuses } : {}),
  };
}

/** The Active Effect data of a surge on its target. */
export function surgeEffectData(effect: SurgeEffect, burnerUuid: string, name: string): ActiveEffect.CreateData {
  const flag: SurgeFlag = { kind: effect.kind, surge: effect.surge, value: effect.value, burnerUuid };
  return {
    name,
    img: SURGE_ICONS[effect.kind],
    origin: burnerUuid,
    transfer: false,
    // One round in the running generation's shape; expireSurgesOf removes it at the burner's turn.
    duration: effectDuration({ rounds: 1 }),
    flags: { [SYSTEM_ID]: { [SURGE_FLAG]: flag } },
  };
}
