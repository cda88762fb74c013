/**
 * Rest & Recovery, the universal actions (Rush, Steady, Defend, Stabilize) and the start/end of turn
 * and day bookkeeping, as state transitions: each returns the changes to write, or why not.
 */
import { toInteger } from '../../../core';
import {
  MAX_STORED_DICE,
  readActor,
  settleLife,
  type ActorChanges,
  type HitdiceActor,
  type HitdiceActorData,
  type LifeState,
} from './actor';
import { refuse, type Refused, type Transition } from './keys';
import { changedResolve } from './resolve';
import {
  GUARD_DICE,
  MAX_RESTS_PER_DAY,
  REST_RESOLVE_GAIN,
  RUSH_RESOLVE_COST,
  STEADY_HD_COST,
  STEADY_RESOLVE_GAIN,
} from './tables';

export interface Recovery {
  changes: ActorChanges;
  life: LifeState;
  /** Newly at 0 Resolve with hit dice left. */
  collapsed: boolean;
  /** Newly at 0 HD. */
  dying: boolean;
  /** Abilities the glue resets: short-rest ones (Rest) or all (Recover). */
  resetAbilities: 'none' | 'shortRest' | 'all';
}

/** Body after regaining `count` hit dice, never above the pool (and never below what is there). */
export function regainedBody(actor: HitdiceActor, count: number): number {
  // The count may come from a healing item or a macro: NaN or a string wrote NaN into body.
  const n = toInteger(count, { min: 0, max: MAX_STORED_DICE });
  return Math.max(actor.body, Math.min(actor.bodyMax, actor.body + n));
}

function recovery(
  actor: HitdiceActor,
  body: number,
  resolve: number,
  extra: ActorChanges = {},
  resetAbilities: Recovery['resetAbilities'] = 'none',
): Transition<Recovery> {
  const settled = settleLife(actor, body, resolve);
  return {
    ok: true,
    changes: { ...settled.changes, ...extra },
    life: settled.life,
    collapsed: settled.life === 'collapsed' && actor.life !== 'collapsed',
    dying: settled.life === 'dying' && actor.life !== 'dying',
    resetAbilities,
  };
}

function mustBeAlive(actor: HitdiceActor): Refused | null {
  return actor.life === 'dead' ? refuse('dead') : null;
}

/** A universal action needs a conscious character. */
function mustAct(actor: HitdiceActor): Refused | null {
  return mustBeAlive(actor) ?? (actor.life !== 'active' ? refuse('unconscious') : null);
}

export interface RestOptions {
  /** The character has a craft ability and repairs its armor during the Rest ("Armor repairable"). */
  craftRepair?: boolean;
}

/**
 * Rest: regain Proficiency HD and 1 Resolve, reset short-rest abilities and Rush/Steady; max 2 a
 * day. HD-12: a collapsed character gets the hit dice but not the Resolve, and stays collapsed.
 */
export function rest(actorData: HitdiceActorData, options: RestOptions = {}): Transition<Recovery> {
  const actor = readActor(actorData);
  const refused = mustBeAlive(actor);
  if (refused) return refused;
  if (actor.restsToday >= MAX_RESTS_PER_DAY) return refuse('restLimit', { max: MAX_RESTS_PER_DAY });
  const extra: ActorChanges = { restsToday: actor.restsToday + 1, rushUsed: false, steadyUsed: false };
  if (options.craftRepair && actor.armor.type) extra.armorDice = Math.max(actor.armor.dice, actor.armor.max);
  return recovery(
    actor,
    regainedBody(actor, actor.proficiency),
    actor.life === 'collapsed' ? actor.resolve : changedResolve(actor, REST_RESOLVE_GAIN),
    extra,
    'shortRest',
  );
}

export interface RecoverOptions {
  /** Recover requires a safe space (Rangers and Priests can create one): the GM or the glue says so. */
  safe: boolean;
}

/** Recover: all HD, all Resolve, the armor layer restored, every ability reset. */
export function recover(actorData: HitdiceActorData, options: RecoverOptions): Transition<Recovery> {
  const actor = readActor(actorData);
  const refused = mustBeAlive(actor);
  if (refused) return refused;
  if (!options.safe) return refuse('recoverUnsafe');
  const extra: ActorChanges = { rushUsed: false, steadyUsed: false };
  if (actor.armor.type) extra.armorDice = Math.max(actor.armor.dice, actor.armor.max);
  return recovery(actor, Math.max(actor.body, actor.bodyMax), Math.max(actor.resolve, actor.resolveMax), extra, 'all');
}

/** Rush (one action): lose 1 Resolve, no check; regain Proficiency HD. Once per Rest. */
export function rush(actorData: HitdiceActorData): Transition<Recovery> {
  const actor = readActor(actorData);
  const refused = mustAct(actor);
  if (refused) return refused;
  if (actor.rushUsed) return refuse('rushUsed');
  if (actor.body >= actor.bodyMax) return refuse('hdFull');
  return recovery(actor, regainedBody(actor, actor.proficiency), changedResolve(actor, -RUSH_RESOLVE_COST), {
    rushUsed: true,
  });
}

/** Steady (one action): lose 3 HD, no check; gain 1 Resolve. Once per Rest. */
export function steady(actorData: HitdiceActorData): Transition<Recovery> {
  const actor = readActor(actorData);
  const refused = mustAct(actor);
  if (refused) return refused;
  if (actor.steadyUsed) return refuse('steadyUsed');
  if (actor.body < STEADY_HD_COST) return refuse('steadyNotEnoughHd', { cost: STEADY_HD_COST });
  if (actor.resolve >= actor.resolveMax) return refuse('resolveFull');
  return recovery(actor, actor.body - STEADY_HD_COST, changedResolve(actor, STEADY_RESOLVE_GAIN), { steadyUsed: true });
}

/** Defend (one action): a Guard layer of 2d6 outside every other layer until the next turn (HD-5). */
export function defend(actorData: HitdiceActorData): Transition<{ changes: ActorChanges }> {
  const actor = readActor(actorData);
  const refused = mustAct(actor);
  if (refused) return refused;
  if (actor.guard > 0) return refuse('guardUp');
  return { ok: true, changes: { guard: GUARD_DICE } };
}

/**
 * Stabilize (Basic 2+, touch a dying ally): on a successful Basic action roll the glue applies this
 * to the target, whose next Resolve check this round then succeeds without a roll.
 */
export function stabilize(targetData: HitdiceActorData): Transition<{ changes: ActorChanges }> {
  const target = readActor(targetData);
  const refused = mustBeAlive(target);
  if (refused) return refused;
  if (target.life !== 'dying') return refuse('notDying');
  return { ok: true, changes: { stabilized: true } };
}

/** Healing from any source ("If healed above 0 HD: stop checks, regain consciousness"). */
export function regainHitDice(actorData: HitdiceActorData, count: number): Transition<Recovery> {
  const actor = readActor(actorData);
  const refused = mustBeAlive(actor);
  if (refused) return refused;
  return recovery(actor, regainedBody(actor, count), actor.resolve);
}

/** At the start of the character's own turn the Guard layer goes (HD-5). */
export function startOwnTurn(actorData: HitdiceActorData): ActorChanges {
  return readActor(actorData).guard > 0 ? { guard: 0 } : {};
}

/** At the round's end an unused Stabilize lapses ("next Resolve check this round"). */
export function endOwnRound(actorData: HitdiceActorData): ActorChanges {
  return readActor(actorData).stabilized ? { stabilized: false } : {};
}

/** A new day: the Rest count and the Affinity gained today start again. */
export function newDay(actorData: HitdiceActorData): ActorChanges {
  const actor = readActor(actorData);
  const changes: ActorChanges = {};
  if (actor.restsToday !== 0) changes.restsToday = 0;
  if (actor.affinity.gainedToday !== 0) changes.affinityGainedToday = 0;
  return changes;
}
