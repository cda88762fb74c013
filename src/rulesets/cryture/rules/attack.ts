import { dice, toInteger, type Resolution } from '../../../core';
import { refuse, type Refusal } from './i18n';
import { buildPool, countPool, type DieResult, type PoolBreakdown } from './pool';
import type { ForcedMovementKind, PowerData, RangeSpec, StatusGrant } from './power';
import { readStat, statusesOf, typeAffinity, type CombatantSnapshot } from './snapshot';
import { stacksOf } from './statuses';
import { CLUMSY_DAMAGE_PER_DIE, CLUMSY_FACE, DIE_FACES, MAX_HEALTH, type SituationId, type StatusId } from './tables';

/**
 * Using a power (or a Basic Attack, which is a power on the actor): one pool of d10s rolled once,
 * read against each target's difficulty (CRY-1). Situations, statuses and range make each target's
 * pool its own size (CRY-2); a target whose pool is n dice reads the first n dice rolled, so the
 * card shows one set of dice and each target's odds are exact for its own pool.
 */
export interface TargetRequest {
  target: CombatantSnapshot;
  /** Situations the dialog ticked or the glue measured; repeats count once (CRY-2). */
  situations?: readonly SituationId[];
  /** Spaces from the user to this target (Melee X, Ranged X). Unmeasured = within range. */
  distance?: number;
  /** Other roll modifiers in dice. */
  extraDice?: number;
}

export interface AttackRequest {
  user: CombatantSnapshot;
  power: PowerData;
  /** Personal: may be empty (the user is the target). Blasts: the occupants of the area (may be empty). */
  targets?: readonly TargetRequest[];
  /** Ranged X Blast Y: spaces from the user to the targeted space. */
  originDistance?: number;
}

export type CheckKind = 'attack' | 'roll' | 'effect';

export interface TargetPlan {
  targetId: string;
  /** The target's named stat (CRY-1). */
  difficulty: number;
  pool: PoolBreakdown;
  /** The target's Block stacks when the plan was made. */
  block: number;
}

export interface AttackPlan {
  kind: CheckKind;
  /** Dice rolled: the largest pool among the targets (0 when no target has one). */
  dice: number;
  /** CRY-5: the user is Clumsy and this is an attack. */
  clumsy: boolean;
  targets: TargetPlan[];
}

export type TargetRefusal = Refusal & { targetId?: string };

/** Reading a Power › Range: how many spaces a target lies beyond X, or why it cannot be targeted. */
export function rangePenalty(
  range: RangeSpec,
  distance: number | undefined,
  hasRoll: boolean,
): { ok: true; beyond: number } | Refusal {
  if (distance === undefined) return { ok: true, beyond: 0 };
  const d = toInteger(distance, { min: 0, max: 10_000 });
  switch (range.form) {
    case 'melee': // "A melee power can't reach beyond its X value."
      return d <= range.reach ? { ok: true, beyond: 0 } : refuse('outOfReach');
    case 'ranged':
    case 'rangedBlast': // "powers that require a roll may extend beyond that range" at −1 die a space
      if (d <= range.range) return { ok: true, beyond: 0 };
      return hasRoll ? { ok: true, beyond: d - range.range } : refuse('outOfRange');
    default:
      return { ok: true, beyond: 0 };
  }
}

/** Checks a request and works out every target's pool and difficulty; no dice. Resolution and odds share it. */
export function planAttack(
  request: AttackRequest,
): { ok: true; plan: AttackPlan } | { ok: false; refusals: TargetRefusal[] } {
  const { user, power } = request;
  const check = power.check;
  const kind: CheckKind = check?.kind ?? 'effect';
  const attack = kind === 'attack';
  let targets = request.targets ?? [];
  const refusals: TargetRefusal[] = [];
  if (power.range.form === 'personal') {
    if (targets.length === 0) targets = [{ target: user }];
    if (targets.some((t) => t.target.id !== user.id)) refusals.push(refuse('selfOnly'));
  } else if ((power.range.form === 'melee' || power.range.form === 'ranged') && targets.length === 0) {
    refusals.push(refuse('noTargets'));
  }
  const blastBeyond =
    power.range.form === 'rangedBlast' ? rangePenalty(power.range, request.originDistance, !!check) : undefined;
  if (blastBeyond && !blastBeyond.ok) refusals.push(blastBeyond);

  const userStatuses = statusesOf(user);
  const statSum = check ? readStat(user, check.pool[0]) + readStat(user, check.pool[1]) : 0;
  const plans: TargetPlan[] = [];
  for (const t of targets) {
    const range = blastBeyond ?? rangePenalty(power.range, t.distance, !!check);
    if (!range.ok) {
      refusals.push({ ...range, targetId: t.target.id });
      continue;
    }
    const targetStatuses = statusesOf(t.target);
    const affinity = typeAffinity(t.target, power.type);
    const situations = [...(t.situations ?? [])];
    if (affinity.weak) situations.push('weak');
    if (affinity.resistant) situations.push('resistant');
    const pool = check
      ? buildPool({
          stats: statSum,
          attack,
          situations,
          attackerStatuses: userStatuses,
          targetStatuses,
          spacesBeyondRange: range.beyond,
          extraDice: t.extraDice,
          ...(user.effectDice ? { effectDice: user.effectDice } : {}),
        })
      : { entries: [], total: 0, dice: 0 };
    plans.push({
      targetId: t.target.id,
      difficulty: check ? readStat(t.target, check.difficulty) : 0,
      pool,
      block: stacksOf(targetStatuses, 'block'),
    });
  }
  if (refusals.length > 0) return { ok: false, refusals };
  return {
    ok: true,
    plan: {
      kind,
      dice: plans.reduce((m, p) => Math.max(m, p.pool.dice), 0),
      clumsy: attack && stacksOf(userStatuses, 'clumsy') > 0,
      targets: plans,
    },
  };
}

/**
 * CRY-4: Block negates one hit per stack (attacks only; a Roll is not "hit by an attack") and
 * loses the stacks it used: the hits that land. The stacks spent are totalHits − landed.
 */
export function landedHits(kind: CheckKind, totalHits: number, block: number): number {
  return kind === 'attack' && block > 0 ? Math.max(0, totalHits - block) : totalHits;
}

/** The numbers of a power's lines, read once (hostile data held to whole numbers ≥ 0). */
export interface PowerNumbers {
  extraHitsPerCrit: number;
  damagePerHit: number;
  healingPerHit: number;
  damage: number;
  healing: number;
}

export function powerNumbers(power: PowerData): PowerNumbers {
  const n = (v: unknown) => toInteger(v, { min: 0, max: MAX_HEALTH });
  return {
    extraHitsPerCrit: toInteger(power.crit?.extraHits, { min: 0, max: 100 }),
    damagePerHit: n(power.hit?.damagePerHit),
    healingPerHit: n(power.hit?.healingPerHit),
    damage: n(power.effect?.damage),
    healing: n(power.effect?.healing),
  };
}

/** Hits, plus the Crit line's extra hits for each crit (cumulative, CRY-1). */
export function totalHits(numbers: PowerNumbers, hits: number, crits: number): number {
  return hits + crits * numbers.extraHitsPerCrit;
}

/** Damage to a target from the hits that landed and the Effect line. */
export const damageFor = (numbers: PowerNumbers, landed: number): number =>
  landed * numbers.damagePerHit + numbers.damage;

/** Healing to a target from the successes that landed and the Effect line. */
export const healingFor = (numbers: PowerNumbers, landed: number): number =>
  landed * numbers.healingPerHit + numbers.healing;

export type LineSource = 'hit' | 'crit' | 'effect';
export interface AppliedGrant {
  to: 'target' | 'user';
  status: StatusId;
  stacks: number;
  source: LineSource;
}
export interface AppliedMovement {
  kind: ForcedMovementKind;
  spaces: number;
  source: LineSource;
}

/** What one target's hits come to. */
export interface Settlement {
  totalHits: number;
  block: { before: number; negated: number; after: number };
  landedHits: number;
  outcome: 'hit' | 'miss' | 'success' | 'failure' | 'effect';
  damage: number;
  healing: number;
  /** Hit line once if a hit landed; Crit line once per crit; the Effect line's target statuses always. */
  statuses: AppliedGrant[];
  movement: AppliedMovement[];
}

function grants(list: readonly StatusGrant[] | undefined, source: LineSource, times: number): AppliedGrant[] {
  if (times <= 0) return [];
  // A power's stored stacks may be junk: read as a whole number (NaN stacks reached the card before).
  return (Array.isArray(list) ? list : []).map((g) => ({
    to: g.to ?? 'target',
    status: g.status,
    stacks: toInteger(g.stacks, { min: 0 }) * times,
    source,
  }));
}

/**
 * Settles one target: Block, landed hits, damage, statuses and forced movement. Hit-line effects
 * need a hit that landed ("Additional hits only count for extra effects if specifically stated");
 * Crit-line effects come once per 10 rolled, cumulative; Effect-line effects always.
 */
export function settle(power: PowerData, kind: CheckKind, hits: number, crits: number, block: number): Settlement {
  const numbers = powerNumbers(power);
  const total = totalHits(numbers, hits, crits);
  const landed = landedHits(kind, total, block);
  const negated = total - landed;
  const hitOnce = landed > 0 ? 1 : 0;
  const movement: AppliedMovement[] = [];
  const move = (m: { kind: ForcedMovementKind; spaces: number } | undefined, source: LineSource, times: number) => {
    if (m && times > 0) movement.push({ kind: m.kind, spaces: m.spaces * times, source });
  };
  move(power.hit?.movement, 'hit', hitOnce);
  move(power.crit?.movement, 'crit', crits);
  move(power.effect?.movement, 'effect', 1);
  const outcome: Settlement['outcome'] =
    kind === 'effect'
      ? 'effect'
      : kind === 'attack'
        ? landed > 0
          ? 'hit'
          : 'miss'
        : landed > 0
          ? 'success'
          : 'failure';
  return {
    totalHits: total,
    block: { before: block, negated, after: block - negated },
    landedHits: landed,
    outcome,
    damage: damageFor(numbers, landed),
    healing: healingFor(numbers, landed),
    statuses: [
      ...grants(power.hit?.statuses, 'hit', hitOnce),
      ...grants(power.crit?.statuses, 'crit', crits),
      ...grants(
        power.effect?.statuses?.filter((g) => (g.to ?? 'target') === 'target'),
        'effect',
        1,
      ),
    ],
    movement,
  };
}

/**
 * CRY-7 what a Crit line gives the user, once per 10 rolled: the 10s of the roll (the pool is
 * shared by every target, so the most any target counted), not once per target.
 */
export function critUserGrants(result: Pick<AttackResult, 'power' | 'targets'>): AppliedGrant[] {
  const tens = result.targets.reduce((n, t) => Math.max(n, t.crits), 0);
  return grants(
    result.power.crit?.statuses?.filter((g) => g.to === 'user'),
    'crit',
    tens,
  );
}

export interface TargetOutcome {
  targetId: string;
  difficulty: number;
  pool: PoolBreakdown;
  /** The first pool.dice dice of the roll, each with its role against this target. */
  dice: DieResult[];
  hits: number;
  crits: number;
  /** With the target's Block when rolled; applyAttack settles again with the Block it has then. */
  settlement: Settlement;
}

export interface AttackResult {
  userId: string;
  power: PowerData;
  kind: CheckKind;
  /** Every die rolled, in order. */
  faces: number[];
  targets: TargetOutcome[];
  /** CRY-5: each 1 on a Clumsy user's attack deals 3 damage to the user. */
  clumsy: { ones: number; damage: number } | null;
  /** Effect-line statuses for the user (once per use). */
  userStatuses: AppliedGrant[];
}

/**
 * Rolls and reads a power use: one ask for the whole pool, in the role of the power's check
 * (`attack` or `roll`). Throws on a request planAttack refuses: the glue checks first.
 */
export function* resolveAttack(request: AttackRequest): Resolution<AttackResult> {
  const planned = planAttack(request);
  if (!planned.ok) throw new RangeError(`Illegal power use: ${planned.refusals.map((r) => r.reason).join(', ')}`);
  const { plan } = planned;
  const { power } = request;
  const faces = yield* dice(plan.dice, DIE_FACES, plan.kind);
  const ones = faces.filter((f) => f === CLUMSY_FACE).length;
  return {
    userId: request.user.id,
    power,
    kind: plan.kind,
    faces,
    targets: plan.targets.map((t) => {
      const count = countPool(faces.slice(0, t.pool.dice), t.difficulty);
      return {
        targetId: t.targetId,
        difficulty: t.difficulty,
        pool: t.pool,
        dice: count.dice,
        hits: count.hits,
        crits: count.crits,
        settlement: settle(power, plan.kind, count.hits, count.crits, t.block),
      };
    }),
    clumsy: plan.clumsy ? { ones, damage: ones * CLUMSY_DAMAGE_PER_DIE } : null,
    userStatuses: grants(
      power.effect?.statuses?.filter((g) => g.to === 'user'),
      'effect',
      1,
    ),
  };
}
