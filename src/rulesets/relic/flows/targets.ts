/**
 * Who a roll may be aimed at: the user's targeted tokens first, then the other side's combatants
 * (or, for allies, the party). The dialog offers them by uuid; nothing here is trusted later — the
 * GM reads the target back from the roll it recorded.
 */
import { partySeekers } from '../combat/formation';
import { isSeeker } from '../data/types';

/** The actors of the user's targeted tokens. */
export function targetedActors(): Actor.Implementation[] {
  const targets = game.user?.targets;
  return [...(targets ?? [])].map((t) => t.actor).filter((a): a is Actor.Implementation => Boolean(a));
}

function unique(actors: Actor.Implementation[]): Actor.Implementation[] {
  return [...new Map(actors.map((a) => [a.uuid, a])).values()];
}

/** Enemies of `actor`: targeted tokens, then combatants of the other side. */
export function enemyCandidates(actor: Actor.Implementation): Actor.Implementation[] {
  const seeker = isSeeker(actor);
  const inCombat = (game.combat?.combatants.map((c) => c.actor as Actor.Implementation | null) ?? []).filter(
    (a): a is Actor.Implementation => Boolean(a) && isSeeker(a) !== seeker,
  );
  return unique([...targetedActors(), ...inCombat]).filter((a) => a.uuid !== actor.uuid);
}

/** Allies of a seeker (itself included): targeted tokens that are seekers, then the party. */
export function allyCandidates(actor: Actor.Implementation): Actor.Implementation[] {
  return unique([actor, ...targetedActors().filter((a) => isSeeker(a)), ...partySeekers()]);
}

export function byUuid(actors: Actor.Implementation[], uuid: unknown): Actor.Implementation | null {
  return actors.find((a) => a.uuid === uuid) ?? null;
}

export const NO_TARGET = '';

/** Select options for a list of actors, with "no target" first when `none` is given. */
export function actorOptions(actors: Actor.Implementation[], none?: string) {
  return [
    ...(none ? [{ value: NO_TARGET, label: none }] : []),
    ...actors.map((a) => ({ value: a.uuid, label: a.name ?? '' })),
  ];
}
