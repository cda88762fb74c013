import { Finite, label, toInteger, type OddsSummary, type Resolution } from '../../../core';
import { resistanceOf, WOUND_TRACK, type WoundTrack } from './attributes';
import { activeConditions, type ConditionChanges } from './conditions';
import { damageDistribution, rollDamageDice, type DamageDice } from './damage-dice';
import { optionOf, POOL_IDS, withDefaults, type DifferenceOptions, type PoolId } from './options';
import { readPool, type ActorSnapshot, type PoolValue } from './snapshot';
import { CONDITION_NUMBERS } from './tables';

/**
 * Glossary: the three Health Pools (Vitality, Poise, Clarity), Soak, Wounds (Injury, Burden,
 * Trauma) at 0, Defeated when a wound track reaches its Resistance attribute, Afflicted damage at
 * the end of each turn, and an Unconscious PC waking with 1 Vitality.
 */
export interface HealthState {
  pools: Record<PoolId, PoolValue>;
  wounds: Record<WoundTrack, number>;
}

export type HealthOptions = Partial<Pick<DifferenceOptions, 'woundOnDamageAtZero' | 'resistance'>>;

/** The pools and wound counts of an actor, read safely. */
export function readHealth(actor: ActorSnapshot): HealthState {
  const pools = {} as Record<PoolId, PoolValue>;
  const wounds = {} as Record<WoundTrack, number>;
  for (const pool of POOL_IDS) {
    pools[pool] = readPool(actor.pools?.[pool]);
    const track = WOUND_TRACK[pool];
    wounds[track] = woundsOn(actor, track);
  }
  return { pools, wounds };
}

/** The Wounds on one track, read safely (a whole number, at least 0). */
function woundsOn(actor: ActorSnapshot, track: WoundTrack): number {
  return toInteger(actor.wounds?.[track], { min: 0 });
}

/** Defeated: the wounds of one track equal (or pass) their Resistance attribute (at least one wound). */
export function isDefeatedBy(wounds: number, resistance: number): boolean {
  return wounds > 0 && wounds >= resistance;
}

/** The tracks on which the actor is Defeated. */
export function defeatedTracks(actor: ActorSnapshot, options: HealthOptions = {}): WoundTrack[] {
  const resistance = optionOf(options, 'resistance');
  // Wounds and Resistance only: every actor's derived data asks, so no pool is read.
  const out: WoundTrack[] = [];
  for (const pool of POOL_IDS) {
    const track = WOUND_TRACK[pool];
    if (isDefeatedBy(woundsOn(actor, track), resistanceOf(actor.attributes, pool, resistance))) out.push(track);
  }
  return out;
}

export interface DamageRequest {
  pool: PoolId;
  amount: number;
  /** Damage from an attack: Soak reduces it when it is Vitality damage. */
  fromAttack?: boolean;
}

export interface DamageResult {
  pool: PoolId;
  /** The damage before Soak. */
  amount: number;
  /** How much Soak took off. */
  soaked: number;
  /** The damage after Soak. */
  dealt: number;
  before: number;
  after: number;
  /** The Wound this damage inflicted, if any. */
  wound: WoundTrack | null;
  /** The track's count after the damage, its Resistance, and Defeated. */
  wounds: number;
  resistance: number;
  defeated: boolean;
  /** Defeated by this damage (not before it). */
  newlyDefeated: boolean;
  /** The health after the damage, for the glue to write back. */
  health: HealthState;
}

/**
 * Damage to one pool. Soak reduces Vitality damage from attacks (never below 0). When the pool
 * reaches 0 the character takes a Wound of the pool's type; the pool stays at 0, and while
 * `woundOnDamageAtZero` (default) every further damage reaching it inflicts another Wound.
 */
export function applyDamage(
  actor: ActorSnapshot,
  request: DamageRequest,
  options: HealthOptions = {},
  health: HealthState = readHealth(actor),
): DamageResult {
  const opts = withDefaults(options);
  const pool = POOL_IDS.includes(request.pool) ? request.pool : 'vitality';
  const amount = toInteger(request.amount, { min: 0 });
  const soak = pool === 'vitality' && request.fromAttack === true ? toInteger(actor.soak, { min: 0 }) : 0;
  const soaked = Math.min(amount, soak);
  const dealt = amount - soaked;
  const before = health.pools[pool].value;
  const after = Math.max(0, before - dealt);
  const track = WOUND_TRACK[pool];
  const wounded = dealt > 0 && after === 0 && (before > 0 || opts.woundOnDamageAtZero);
  const wounds = health.wounds[track] + (wounded ? 1 : 0);
  const resistance = resistanceOf(actor.attributes, pool, opts.resistance);
  const wasDefeated = isDefeatedBy(health.wounds[track], resistance);
  const defeated = isDefeatedBy(wounds, resistance);
  return {
    pool,
    amount,
    soaked,
    dealt,
    before,
    after,
    wound: wounded ? track : null,
    wounds,
    resistance,
    defeated,
    newlyDefeated: defeated && !wasDefeated,
    health: {
      pools: { ...health.pools, [pool]: { ...health.pools[pool], value: after } },
      wounds: { ...health.wounds, [track]: wounds },
    },
  };
}

export interface AfflictionResult {
  damage: DamageDice;
  pool: PoolId;
  rolls: number[];
  total: number;
  result: DamageResult;
}

/**
 * Afflicted, at the end of the actor's turn: each instance deals its direct damage (no Soak) to
 * its pool, resolved separately and in order.
 */
export function* resolveAfflictions(
  actor: ActorSnapshot,
  options: HealthOptions = {},
): Resolution<{ instances: AfflictionResult[]; health: HealthState }> {
  let health = readHealth(actor);
  const instances: AfflictionResult[] = [];
  for (const affliction of activeConditions(actor.conditions).afflictions) {
    const { rolls, total } = yield* rollDamageDice(affliction.damage, 'damage');
    const result = applyDamage(actor, { pool: affliction.pool, amount: total }, options, health);
    health = result.health;
    instances.push({ damage: affliction.damage, pool: affliction.pool, rolls, total, result });
  }
  return { instances, health };
}

/**
 * The exact odds of this turn's Afflicted damage: the chance of taking at least one new Wound, the
 * number of Wounds, and the expected damage per pool — by the same applyDamage as resolution.
 */
export function afflictionOdds(actor: ActorSnapshot, options: HealthOptions = {}): OddsSummary {
  const afflictions = activeConditions(actor.conditions).afflictions;
  const start = { health: readHealth(actor), newWounds: 0 };
  let states = Finite.certain(start);
  for (const affliction of afflictions) {
    const damage = damageDistribution(affliction.damage);
    states = states.flatMap((state) =>
      Finite.of(
        damage.entries().map(([amount, p]) => {
          const result = applyDamage(actor, { pool: affliction.pool, amount }, options, state.health);
          return [{ health: result.health, newWounds: state.newWounds + (result.wound ? 1 : 0) }, p] as const;
        }),
      ),
    );
  }
  const maxWounds = afflictions.length;
  const bars: OddsSummary['bars'] = [];
  for (let n = 0; n <= maxWounds; n++) {
    bars.push({
      label: label('MANIFOLD.difference.odds.wounds', { count: n }),
      probability: states.probability((s) => s.newWounds === n),
      tone: n === 0 ? 'neutral' : 'failure',
    });
  }
  const expected = POOL_IDS.filter((pool) => afflictions.some((a) => a.pool === pool)).map((pool) => ({
    label: label(`MANIFOLD.difference.odds.poolLoss.${pool}`),
    value: states.expected((s) => start.health.pools[pool].value - s.health.pools[pool].value),
  }));
  return {
    headline: {
      label: label('MANIFOLD.difference.odds.woundChance'),
      probability: states.probability((s) => s.newWounds > 0),
    },
    axis: label('MANIFOLD.difference.odds.woundsAxis'),
    bars,
    expected,
  };
}

/** Glossary Unconscious: "A PC can choose to regain consciousness … at the end of one of their turns." */
export function canRegainConsciousness(actor: ActorSnapshot): boolean {
  return actor.isPC === true && activeConditions(actor.conditions).has.unconscious === true;
}

export interface WakeResult {
  ok: boolean;
  /** Vitality after waking: 1 (or more if it already had more). */
  vitality: number;
  /** Unconscious removed; the character is still lying where it fell (Prone). */
  conditions: ConditionChanges;
}

/** Regains consciousness with 1 Vitality (only a PC that is Unconscious; the glue offers it at the end of its turn). */
export function regainConsciousness(actor: ActorSnapshot): WakeResult {
  const vitality = readHealth(actor).pools.vitality;
  if (!canRegainConsciousness(actor))
    return { ok: false, vitality: vitality.value, conditions: { add: [], remove: [] } };
  const woken = Math.min(vitality.max, Math.max(vitality.value, CONDITION_NUMBERS.wakeVitality));
  return { ok: true, vitality: woken, conditions: { add: [{ id: 'prone' }], remove: ['unconscious'] } };
}

/** Glossary Unconscious: falls Prone and drops anything held (the glue unequips held items). */
export function fallUnconscious(): { conditions: ConditionChanges; dropHeldItems: true } {
  return { conditions: { add: [{ id: 'unconscious' }, { id: 'prone' }], remove: [] }, dropHeldItems: true };
}
