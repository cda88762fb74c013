import { toInteger, type Resolution } from '../../../core';
import { armorValue, type ArmorSnapshot } from './armor';
import { resolveCheck, type CheckResult } from './check';
import { afterArmor, damageSpecOf, rollDamage, type DamageSpec } from './damage';
import { edgesFor, type Edges, type EdgeSubject, type LightLevel } from './edges';
import type { DiceAmount } from './gear';
import { refuse, type Refusal, type RolledDie } from './result';
import { difficulty, type StatBlock } from './stats';

/**
 * Player Defense Roll (CD-2): monsters never roll. A monster's attack becomes a request that the
 * targeted player rolls: d20 ≥ Difficulty with Reflex to dodge or Vigor to block with a shield.
 * Failure: the monster's listed damage minus the player's Armor (minimum 1).
 */
export type DefenseMethod = 'dodge' | 'block';

export const DEFENSE_STAT: Readonly<Record<DefenseMethod, 'reflex' | 'vigor'>> = { dodge: 'reflex', block: 'vigor' };

export interface DefenderSnapshot extends EdgeSubject {
  stats: StatBlock;
  armor?: ArmorSnapshot;
  /** Maximum HP, for massive damage (CD-5). */
  maxHp?: unknown;
}

export interface DefenseRequest {
  defender: DefenderSnapshot;
  method: DefenseMethod;
  /** The monster's listed damage (a fixed number is count 0 with a bonus). */
  damage: DiceAmount;
  /**
   * The document names no skill for defense rolls: untrained unless the GM says otherwise
   * (GM judgement, "using appropriate stat").
   */
  trained?: boolean;
  /** CD-7: the defender took the Defend action and it has not ended. */
  defending?: boolean;
  light?: LightLevel;
  attackerDarkvision?: boolean;
  /** Warden's brace (once per rest): automatically pass a Vigor check, i.e. a block. */
  brace?: boolean;
  advantages?: readonly string[];
  disadvantages?: readonly string[];
}

export interface DefenseProfile {
  ok: true;
  stat: 'reflex' | 'vigor';
  trained: boolean;
  difficulty: number;
  edges: Edges;
  damage: DamageSpec;
  armor: number;
  /** Maximum HP when known: one hit dealing this much or more kills outright (CD-5). */
  maxHp: number | null;
}

export function defenseProfile(request: DefenseRequest): DefenseProfile | Refusal {
  const { defender, method } = request;
  if (method === 'block' && !defender.armor?.shield) return refuse('blockNeedsShield');
  const stat = DEFENSE_STAT[method];
  const trained = !!request.trained;
  const maxHp = defender.maxHp === undefined ? null : toInteger(defender.maxHp, { min: 1, fallback: 1 });
  return {
    ok: true,
    stat,
    trained,
    difficulty: difficulty(defender.stats?.[stat], trained),
    edges: edgesFor(
      defender,
      {
        stat,
        defense: true,
        defending: request.defending,
        light: request.light,
        attackerDarkvision: request.attackerDarkvision,
        requiresSight: true,
      },
      request,
    ),
    damage: damageSpecOf(request.damage),
    armor: armorValue(defender.armor).total,
    maxHp,
  };
}

export interface DefenseResult {
  ok: true;
  kind: 'defense';
  method: DefenseMethod;
  profile: DefenseProfile;
  check: CheckResult;
  avoided: boolean;
  /** What the card applies on a failure (null when avoided). */
  damage: { dice: RolledDie[]; raw: number; armor: number; dealt: number } | null;
  /** CD-5: the hit deals at least the defender's maximum HP. */
  massive: boolean;
}

export function isMassive(dealt: number, maxHp: number | null): boolean {
  return maxHp !== null && dealt >= maxHp;
}

export function* resolveDefense(request: DefenseRequest): Resolution<DefenseResult | Refusal> {
  const profile = defenseProfile(request);
  if (!profile.ok) return profile;
  if (request.brace && profile.stat !== 'vigor') return refuse('braceNeedsVigorOrResolve');
  const check = yield* resolveCheck({
    // `stats` may be null in stored data (read as the lowest stat, not a TypeError).
    target: { stat: profile.stat, value: request.defender.stats?.[profile.stat], trained: profile.trained },
    advantages: profile.edges.advantages,
    disadvantages: profile.edges.disadvantages,
    automatic: request.brace ? 'brace' : undefined,
  });
  const avoided = check.outcome !== 'fail';
  let damage: DefenseResult['damage'] = null;
  if (!avoided) {
    const rolled = yield* rollDamage(profile.damage);
    damage = {
      dice: rolled.dice,
      raw: rolled.total,
      armor: profile.armor,
      dealt: afterArmor(rolled.total, profile.armor),
    };
  }
  return {
    ok: true,
    kind: 'defense',
    method: request.method,
    profile,
    check,
    avoided,
    damage,
    massive: !!damage && isMassive(damage.dealt, profile.maxHp),
  };
}
