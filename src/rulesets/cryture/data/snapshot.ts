/**
 * Copies an actor into the plain data the engine reads (CombatantSnapshot). Ids are actor UUIDs,
 * so an unlinked token's synthetic actor is its own combatant.
 */
import { readStatuses, type CombatantSnapshot, type StatusState } from '../rules';
import { actorOfType } from '../../../foundry/documents/of-type';
import { listOf } from './common';

export const ACTOR_TYPES = {
  trainer: 'cryture-trainer',
  npc: 'cryture-npc',
  cryture: 'cryture-cryture',
} as const;
export type CrytureKind = keyof typeof ACTOR_TYPES;

/** Each actor type's kind, built once (every derived-data pass asks). */
const KIND_OF_TYPE: ReadonlyMap<string, CrytureKind> = new Map(
  (Object.entries(ACTOR_TYPES) as [CrytureKind, string][]).map(([kind, type]) => [type, kind]),
);

/** The kind of a cryture actor, or null for any other actor. */
export function kindOf(actor: { type: string } | null | undefined): CrytureKind | null {
  return KIND_OF_TYPE.get(actor?.type as string) ?? null;
}

export function isCombatantActor(actor: { type: string } | null | undefined): actor is Actor.Implementation {
  return kindOf(actor) !== null;
}

type CombatantActorType = (typeof ACTOR_TYPES)[CrytureKind];
/** What every cryture actor's system holds, and the cryture's own fields where it is one. */
type CombatantModel = Actor.OfType<CombatantActorType>['system'] &
  Partial<Pick<Actor.OfType<'cryture-cryture'>['system'], 'trainer' | 'types'>>;

/** The system data of a cryture actor (the caller has checked its kind: isCombatantActor). */
export function systemOf(actor: Actor.Implementation): CombatantModel {
  return actorOfType<CombatantActorType>(actor).system;
}

/** The actor's statuses as the engine stores them (absent and empty entries dropped, caps held). */
export function statusStateOf(actor: Actor.Implementation): StatusState {
  return readStatuses(systemOf(actor).statuses);
}

/** The named stats the engine reads: the document's own, with Speed and Reflexes. */
function statsOf(system: CombatantModel): CombatantSnapshot['stats'] {
  return { ...(system.stats ?? {}), Speed: system.speed, Reflexes: system.reflexes };
}

/**
 * What the derived numbers (move, Slowed, initiative dice) read of an actor: its stats and its
 * stored statuses, which each rule reads itself. Every actor is prepared at load and on every
 * update, so this is not the whole snapshot (its UUID, lists and trainer are for rolls).
 */
export function derivationSnapshot(actor: Actor.Implementation): Pick<CombatantSnapshot, 'stats' | 'statuses'> {
  const system = systemOf(actor);
  return { stats: statsOf(system), statuses: system.statuses };
}

export function actorSnapshot(actor: Actor.Implementation): CombatantSnapshot {
  const system = systemOf(actor);
  const kind = kindOf(actor) ?? 'npc';
  return {
    id: actor.uuid,
    kind,
    stats: statsOf(system),
    health: system.health,
    stamina: system.stamina,
    mana: system.mana,
    statuses: statusStateOf(actor),
    weaknesses: listOf(system.weaknesses),
    resistances: listOf(system.resistances),
    ...(kind === 'cryture' && system.trainer ? { trainerId: system.trainer } : {}),
    ...effectDiceOf(system),
  };
}

/** The dice effects add to the combatant's pools, as Foundry left them on the prepared data (none: nothing). */
function effectDiceOf(system: CombatantModel): Pick<CombatantSnapshot, 'effectDice'> {
  const dice = system.bonuses?.dice;
  const all = typeof dice?.all === 'number' ? dice.all : 0;
  const attack = typeof dice?.attack === 'number' ? dice.attack : 0;
  return all || attack ? { effectDice: { all, attack } } : {};
}
