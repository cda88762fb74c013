import { toInteger, type Resolution } from '../../../core';
import { aspectRow } from './ancestries';
import { resolveCheck, type CheckResult } from './check';
import { classRow, weaponTrained } from './classes';
import { afterArmor, maxDamage, rollDamage, type DamageSpec } from './damage';
import { withinDistance, type Distance } from './distance';
import { edgesFor, type Edges, type LightLevel } from './edges';
import { refuse, type Refusal, type RolledDie } from './result';
import { difficulty, readStat, type StatBlock } from './stats';
import type { WeaponProfile } from './weapons';

/**
 * Attacks ("Actions"): a melee attack uses Vigor (trained in Athletics or with the weapon); a
 * ranged attack uses Reflex (trained with the weapon). Finesse: Vigor or Reflex. Thrown: a ranged
 * attack using Vigor.
 */
export type AttackMode = 'melee' | 'thrown' | 'ranged';

export interface AttackerSnapshot {
  stats: StatBlock;
  trainedSkills?: readonly unknown[];
  classId?: unknown;
  ancestryId?: unknown;
  beastkinAspect?: unknown;
  armorId?: unknown;
  /** Wielding a shield (one hand occupied). */
  shield?: boolean;
}

export interface AttackTarget {
  /** The target's Armor (damage reduction). */
  armor: unknown;
  unaware?: boolean;
  flanked?: boolean;
  /** "Otherwise compromised" (GM judgement). */
  compromised?: boolean;
}

export interface AttackRequest {
  attacker: AttackerSnapshot;
  weapon: WeaponProfile;
  mode: AttackMode;
  /** Distance to the target. */
  range: Distance;
  target: AttackTarget;
  /** Finesse: the stat chosen; the higher of Vigor and Reflex when absent. */
  stat?: 'vigor' | 'reflex';
  /** Versatile: wielded two-handed for the higher die. */
  twoHanded?: boolean;
  /** Loading: false when the weapon has not been reloaded since it last fired. */
  loaded?: boolean;
  /** The ammunition countdown die is exhausted ("out of arrows"). */
  outOfAmmunition?: boolean;
  /** Overrides the derived training (the glue lets the GM decide "if applicable"). */
  trained?: boolean;
  light?: LightLevel;
  advantages?: readonly string[];
  disadvantages?: readonly string[];
}

export interface AttackProfile {
  ok: true;
  stat: 'vigor' | 'reflex';
  trained: boolean;
  difficulty: number;
  edges: Edges;
  damage: DamageSpec;
  armor: number;
  /** Bows and crossbows: the ammunition die triggers after a combat in which they were used. */
  usesAmmunition: boolean;
  /** Loading: the weapon must be reloaded (forgo moving) before it fires again. */
  loading: boolean;
}

function reach(weapon: WeaponProfile, mode: AttackMode): Distance | null {
  const ranges = weapon.range;
  if (mode === 'melee') return ranges.includes('close') ? 'close' : null;
  if (mode === 'thrown') return weapon.properties.includes('thrown') ? ranges[ranges.length - 1]! : null;
  if (!weapon.tags.includes('ranged')) return null;
  return ranges[ranges.length - 1] ?? null;
}

/** Everything about an attack that does not need dice: stat, training, Difficulty, edges, damage. */
export function attackProfile(request: AttackRequest): AttackProfile | Refusal {
  const { weapon, mode, attacker, target } = request;
  const maxRange = reach(weapon, mode);
  if (!maxRange) return refuse('weaponCannotAttack', { mode });
  if (!withinDistance(request.range, maxRange)) return refuse('outOfRange', { range: request.range });
  const twoHanded =
    weapon.properties.includes('twoHanded') || (!!request.twoHanded && weapon.properties.includes('versatile'));
  if (twoHanded && attacker.shield) return refuse('handsOccupied');
  const loading = weapon.properties.includes('loading');
  if (loading && request.loaded === false) return refuse('notLoaded');
  const usesAmmunition = mode === 'ranged';
  if (usesAmmunition && request.outOfAmmunition) return refuse('outOfAmmunition');

  const vigor = readStat(attacker.stats.vigor);
  const reflex = readStat(attacker.stats.reflex);
  const baseStat = mode === 'ranged' ? 'reflex' : 'vigor';
  const stat = weapon.properties.includes('finesse')
    ? (request.stat ?? (reflex > vigor ? 'reflex' : 'vigor'))
    : baseStat;
  const skills = attacker.trainedSkills ?? [];
  const trained =
    request.trained ??
    (weaponTrained(attacker.classId, weapon.tags) || (mode === 'melee' && skills.includes('athletics')));

  const cls = classRow(attacker.classId);
  const extra: DamageSpec['dice'][number][] = [];
  if (cls?.features.exploitDie && (target.unaware || target.flanked || target.compromised)) {
    extra.push({ faces: cls.features.exploitDie, role: 'damageExtra' });
  }
  const die = request.twoHanded && weapon.versatileDamage ? weapon.versatileDamage : weapon.damage;
  const bear =
    attacker.ancestryId === 'beastkin' && mode === 'melee'
      ? (aspectRow(attacker.beastkinAspect)?.meleeDamageBonus ?? 0)
      : 0;

  return {
    ok: true,
    stat,
    trained,
    difficulty: difficulty(stat === 'vigor' ? vigor : reflex, trained),
    edges: edgesFor(
      attacker,
      {
        attack: mode === 'melee' ? 'melee' : 'ranged',
        range: request.range,
        light: request.light,
        requiresSight: true,
      },
      request,
    ),
    damage: {
      dice: [{ faces: die, role: 'damage' }, ...extra],
      bonus: bear,
      rollTwice: !!cls?.features.ambush && !!target.unaware,
    },
    armor: toInteger(target.armor, { min: 0, max: 99 }),
    usesAmmunition,
    loading,
  };
}

export interface AttackResult {
  ok: true;
  kind: 'attack';
  mode: AttackMode;
  profile: AttackProfile;
  check: CheckResult;
  hit: boolean;
  /** Natural 20: maximum damage, ignoring Armor. */
  maximum: boolean;
  damage: { dice: RolledDie[]; raw: number; armor: number; dealt: number } | null;
  /** Loading weapons must be reloaded before the next attack. */
  mustReload: boolean;
}

/** What a hit deals: natural 20 → maximum damage ignoring Armor; otherwise raw − Armor, minimum 1. */
export function damageDealt(raw: number, armor: number, natural20: boolean): number {
  return natural20 ? raw : afterArmor(raw, armor);
}

/** Rolls an attack: the check, then (on a hit other than a natural 20) the damage dice. */
export function* resolveAttack(request: AttackRequest): Resolution<AttackResult | Refusal> {
  const profile = attackProfile(request);
  if (!profile.ok) return profile;
  const check = yield* resolveCheck({
    target: { stat: profile.stat, value: request.attacker.stats?.[profile.stat], trained: profile.trained },
    advantages: profile.edges.advantages,
    disadvantages: profile.edges.disadvantages,
  });
  const hit = check.outcome !== 'fail';
  let damage: AttackResult['damage'] = null;
  if (hit && check.natural20) {
    const raw = maxDamage(profile.damage);
    damage = { dice: [], raw, armor: profile.armor, dealt: damageDealt(raw, profile.armor, true) };
  } else if (hit) {
    const rolled = yield* rollDamage(profile.damage);
    damage = {
      dice: rolled.dice,
      raw: rolled.total,
      armor: profile.armor,
      dealt: damageDealt(rolled.total, profile.armor, false),
    };
  }
  return {
    ok: true,
    kind: 'attack',
    mode: request.mode,
    profile,
    check,
    hit,
    maximum: hit && check.natural20,
    damage,
    mustReload: profile.loading,
  };
}
