/**
 * Resolve checks ("Resolve Checks", "Death & Dying"; HD-7): one d6 — 4 or less lose 1 Resolve,
 * 5 hold, 6 gain 1 (max 5, or the NPC's own Resolve). At most one per round (round.ts). A
 * stabilized character auto-succeeds its next check this round: it holds, no die is rolled.
 */
import { BandTable, die, Distribution, type OddsSummary, type Resolution } from '../../../core';
import {
  readActor,
  settleLife,
  type ActorChanges,
  type HitdiceActor,
  type HitdiceActorData,
  type LifeState,
} from './actor';
import { assertAllowed, oddsLabel, refusal, refuse, type Refusal, type Transition } from './keys';
import { checkAlreadyMade, markCheckMade, type RoundTally } from './round';
import { RESOLVE_CHECK_FACES, RESOLVE_CHECK_TABLE, WAKE_RESOLVE, type ResolveCheckOutcome } from './tables';

const CHECK_TABLE = new BandTable(RESOLVE_CHECK_TABLE.map((row) => ({ min: row.min, max: row.max, value: row })));

/** The Resolve table read for one face. */
export function readResolveCheck(face: number): (typeof RESOLVE_CHECK_TABLE)[number] {
  return CHECK_TABLE.lookup(face);
}

/** Resolve after a change, within 0 … the actor's maximum. */
export function changedResolve(actor: HitdiceActor, delta: number): number {
  return Math.max(0, Math.min(Math.max(actor.resolveMax, actor.resolve), actor.resolve + delta));
}

export interface ResolveCheckRequest {
  actor: HitdiceActorData;
  round?: Partial<RoundTally>;
}

export interface ResolveCheckResult {
  /** The d6, or null when a Stabilize made the check succeed without a roll. */
  face: number | null;
  automatic: boolean;
  outcome: ResolveCheckOutcome;
  resolveBefore: number;
  resolveAfter: number;
  /** Newly at 0 Resolve with hit dice left: unconscious for 0–2 days (GM). */
  collapsed: boolean;
  /** Newly dead: 0 HD and 0 Resolve. */
  died: boolean;
  life: LifeState;
  changes: ActorChanges;
  round: RoundTally;
}

export function resolveCheckRefusal(request: ResolveCheckRequest): Refusal | null {
  const actor = readActor(request.actor);
  if (actor.life === 'dead') return refusal('dead');
  // HD-11: collapse is not rolled out of; it ends when the GM wakes them or at a Recover.
  if (actor.life === 'collapsed') return refusal('collapsedNoCheck');
  if (checkAlreadyMade(request.round)) return refusal('checkAlreadyMade');
  return null;
}

/** Rolls the round's Resolve check (or takes a Stabilize's automatic success). */
export function* resolveResolveCheck(request: ResolveCheckRequest): Resolution<ResolveCheckResult> {
  assertAllowed(resolveCheckRefusal(request));
  const actor = readActor(request.actor);
  const face = actor.stabilized ? null : yield* die(RESOLVE_CHECK_FACES, 'resolve');
  const row = face === null ? RESOLVE_CHECK_TABLE.find((r) => r.outcome === 'hold')! : readResolveCheck(face);
  const resolveAfter = changedResolve(actor, row.change);
  const settled = settleLife(actor, actor.body, resolveAfter);
  const changes: ActorChanges = { ...settled.changes };
  if (actor.stabilized) changes.stabilized = false;
  return {
    face,
    automatic: face === null,
    outcome: row.outcome,
    resolveBefore: actor.resolve,
    resolveAfter,
    collapsed: settled.life === 'collapsed' && actor.resolve > 0,
    died: settled.died,
    life: settled.life,
    changes,
    round: markCheckMade(request.round),
  };
}

/**
 * The outcome of a check already made, read again from its die and the actor as the check left
 * it: the die's row of the table; no die is a Stabilize's hold, which only a dying character can
 * have had (only the dying are stabilized, and a hold leaves Body and Resolve as they were).
 * Null when no die does not fit the actor.
 */
export function madeCheckOutcome(face: number | null, after: HitdiceActorData): ResolveCheckOutcome | null {
  if (face !== null) return readResolveCheck(face).outcome;
  return readActor(after).life === 'dying' ? 'hold' : null;
}

const OUTCOME_TONE = { lose: 'failure', hold: 'partial', gain: 'success' } as const;

/** Exact odds of a Resolve check: lose / hold / gain; headline = the chance not to lose Resolve. */
export function resolveCheckOdds(request: ResolveCheckRequest): OddsSummary {
  const actor = readActor(request.actor);
  const faces = actor.stabilized
    ? Distribution.constant(RESOLVE_CHECK_TABLE.find((r) => r.outcome === 'hold')!.min)
    : Distribution.die(RESOLVE_CHECK_FACES);
  const odds = CHECK_TABLE.odds(faces);
  let expectedChange = 0;
  odds.forEach(
    ({ value, probability }) => (expectedChange += probability * (changedResolve(actor, value.change) - actor.resolve)),
  );
  return {
    headline: {
      label: oddsLabel('keepResolve'),
      probability: odds.filter((o) => o.value.change >= 0).reduce((s, o) => s + o.probability, 0),
    },
    axis: oddsLabel('resolveOutcome'),
    bars: odds.map(({ value, probability }) => ({
      label: oddsLabel(`resolve.${value.outcome}`),
      probability,
      tone: OUTCOME_TONE[value.outcome],
    })),
    expected: [{ label: oddsLabel('expectedResolveChange'), value: expectedChange }],
  };
}

/** "Dying (0 HD, Resolve > 0): Make Resolve check each round": the glue raises it with the `dying` trigger. */
export function dyingCheckDue(actorData: HitdiceActorData): boolean {
  return readActor(actorData).life === 'dying';
}

/** "Collapse … Wake with 1 Resolve eventually" (when is the GM's call: 0–2 days). */
export function wakeFromCollapse(actorData: HitdiceActorData): Transition<{ changes: ActorChanges }> {
  const actor = readActor(actorData);
  if (actor.life !== 'collapsed') return refuse('notCollapsed');
  return { ok: true, changes: { resolve: WAKE_RESOLVE } };
}
