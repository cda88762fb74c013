/**
 * Affinity dice ("Affinity Dice"): gained 1 at a time when the character embodies its virtue (the
 * GM judges), at most Proficiency a day; stored up to Level, never expiring; spent on any roll as
 * safe dice (action.ts, initiative.ts); shared as a free action with an ally within 30 yards.
 */
import { toInteger } from '../../../core';
import { readActor, MAX_STORED_DICE, type ActorChanges, type HitdiceActorData } from './actor';
import { refuse, type Transition } from './keys';
import { AFFINITY_SHARE_YARDS } from './tables';

/** The GM awards Affinity dice (1 per embodiment of the virtue). */
export function gainAffinity(actorData: HitdiceActorData, count: unknown = 1): Transition<{ changes: ActorChanges }> {
  const actor = readActor(actorData);
  const n = toInteger(count, { min: 0, max: MAX_STORED_DICE, fallback: 1 });
  const { stored, gainedToday, storeMax, gainMax } = actor.affinity;
  if (actor.life === 'dead') return refuse('dead');
  if (gainedToday + n > gainMax)
    return refuse('affinityDailyCap', { max: gainMax, left: Math.max(0, gainMax - gainedToday) });
  if (stored + n > storeMax) return refuse('affinityStoreFull', { max: storeMax });
  return { ok: true, changes: { affinityStored: stored + n, affinityGainedToday: gainedToday + n } };
}

export interface ShareAffinityRequest {
  giver: HitdiceActorData;
  receiver: HitdiceActorData;
  count: unknown;
  /** The distance between them, measured by the glue; absent = the GM vouches they are in range. */
  distanceYards?: number;
}

/**
 * Sharing (free action): any number to an ally within 30 yards. Received dice are not "gained" (the
 * daily cap is on gains from the virtue), but the receiver's store is still capped at its Level.
 */
export function shareAffinity(
  request: ShareAffinityRequest,
): Transition<{ giver: ActorChanges; receiver: ActorChanges }> {
  const giver = readActor(request.giver);
  const receiver = readActor(request.receiver);
  const n = toInteger(request.count, { min: 0, max: MAX_STORED_DICE });
  if (giver.life === 'dead') return refuse('dead');
  if (giver.life !== 'active') return refuse('unconscious');
  if (n > giver.affinity.stored) return refuse('affinityNotEnough', { stored: giver.affinity.stored });
  if (request.distanceYards !== undefined && !(request.distanceYards <= AFFINITY_SHARE_YARDS)) {
    return refuse('affinityShareRange', { range: AFFINITY_SHARE_YARDS });
  }
  const space = Math.max(0, receiver.affinity.storeMax - receiver.affinity.stored);
  if (n > space) return refuse('affinityTargetFull', { space });
  return {
    ok: true,
    giver: { affinityStored: giver.affinity.stored - n },
    receiver: { affinityStored: receiver.affinity.stored + n },
  };
}
