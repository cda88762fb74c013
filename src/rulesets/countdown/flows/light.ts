/**
 * CD-8 light is what the party carries. When a carried light runs out and no other carried source
 * is still lit, the world panel records that the party is out of light: sight checks are then in
 * total darkness (world-panel-state.ts `partyLight`) until a source is lit or the GM sets the
 * light. The panel is a world setting, so a player's client asks the active GM, who reads the
 * party's lights from the world itself (the payload carries only which event it was).
 */
import { registry } from '../../../foundry/registry';
import { tryAskGM } from '../../../foundry/relay';
import type { GmQuery } from '../../../foundry/ruleset';
import { outOfLight } from '../rules';
import { itemsOf, isCharacter } from '../data/snapshot';
import { TYPES, type GearSystem, type SpellSystem } from '../data/types';
import { saveTrackerState, trackerState } from '../apps/world-panel-state';

export type LightEvent = 'out' | 'lit';

/** Every light source the characters carry, lit or not: their lights, and spells that give light (lit while they run). */
export function carriedLights(actors: Iterable<Actor.Implementation> = game.actors ?? []): { lit: boolean }[] {
  const out: { lit: boolean }[] = [];
  for (const actor of actors) {
    if (!isCharacter(actor)) continue;
    for (const item of itemsOf<GearSystem>(actor, TYPES.gear)) {
      if (item.system.light) out.push({ lit: item.system.lit === true });
    }
    for (const spell of itemsOf<SpellSystem>(actor, TYPES.spell)) {
      if (spell.system.light) out.push({ lit: spell.system.running > 0 });
    }
  }
  return out;
}

/** On the GM: a light went out (the party may now be out of light) or one was lit (it is not). */
export async function settlePartyLight(event: LightEvent): Promise<boolean> {
  const state = trackerState();
  const dark = event === 'out' ? outOfLight(carriedLights()) : false;
  const next = event === 'out' ? state.outOfLight === true || dark : state.outOfLight === true && dark;
  if (next === (state.outOfLight === true)) return next;
  await saveTrackerState({ ...state, outOfLight: next });
  return next;
}

/** From any client: the GM settles the party's light after this event. */
export async function reportLight(event: LightEvent): Promise<void> {
  if (game.user?.isActiveGM) {
    await settlePartyLight(event);
    return;
  }
  await tryAskGM(registry, 'countdown', 'partyLight', { event });
}

export const partyLightQuery: GmQuery<{ event: LightEvent }> = {
  permitted: (payload) => payload?.event === 'out' || payload?.event === 'lit',
  run: (payload) => settlePartyLight(payload.event),
};
