import { toInteger } from '../../../core';
import { countdownResource, startingDie } from './countdown';
import type { DieSize } from './die-size';
import { withinDistance, type Distance } from './distance';
import type { LightLevel } from './edges';
import { accept, refuse, type Transition } from './result';

/**
 * Light & Darkness (countdown.md): light is tracked with countdown dice. Torch (cd6) near,
 * lantern (cd8, needs an oil flask) far, Light spell near (the spell's duration die), campfire
 * (3 torches) near with no countdown. Total darkness: disadvantage on checks requiring sight
 * (edges.ts). CD-8: the party's light is what it carries — when the last lit source runs out,
 * sight checks are in total darkness until a source is lit or the GM sets the light.
 */
export const LIGHT_SOURCES = [
  { id: 'torch', radius: 'near', countdown: 'torch' },
  { id: 'lantern', radius: 'far', countdown: 'lantern', fuel: 'oilFlask' },
  { id: 'lightSpell', radius: 'near', countdown: 'spellDuration' },
  { id: 'campfire', radius: 'near', countdown: null },
] as const satisfies readonly { id: string; radius: Distance; countdown: string | null; fuel?: string }[];

export type LightSourceId = (typeof LIGHT_SOURCES)[number]['id'];

/** Torches a campfire takes. */
export const CAMPFIRE_TORCHES = 3;

export function lightRadius(id: LightSourceId): Distance {
  return LIGHT_SOURCES.find((s) => s.id === id)!.radius;
}

/** A source in play: lit while its countdown die is not exhausted (a campfire until the party moves on). */
export interface ActiveLight {
  id: LightSourceId;
  lit: boolean;
}

/** Bright where a lit source reaches the distance, total darkness otherwise (dim light is the GM's call). */
export function lightAt(sources: readonly ActiveLight[], distance: Distance): LightLevel {
  return sources.some((s) => s.lit && withinDistance(distance, lightRadius(s.id))) ? 'bright' : 'dark';
}

/**
 * "3 torches = campfire": refused with fewer than 3 torches. CD-9: the torches left start again
 * at the starting die of their new quantity (CD-6, from the torch's cd6; null when none are left).
 */
export function buildCampfire(torches: unknown): Transition<{ torchesLeft: number; torchDie: DieSize | null }> {
  const have = toInteger(torches, { min: 0 });
  if (have < CAMPFIRE_TORCHES) return refuse('campfireNeedsTorches', { torches: have });
  const torchesLeft = have - CAMPFIRE_TORCHES;
  return accept({ torchesLeft, torchDie: startingDie(torchesLeft, countdownResource('torch')!.baseDie) });
}

/** CD-8 after a carried source ran out: is the party out of light (nothing it carries still lit)? */
export function outOfLight(carried: readonly Pick<ActiveLight, 'lit'>[]): boolean {
  return !carried.some((s) => s.lit);
}

/** CD-8 the light a sight check is made in: total darkness while the party is out of light, else the scene's. */
export function sightLight(scene: LightLevel, partyOutOfLight: boolean): LightLevel {
  return partyOutOfLight ? 'dark' : scene;
}
