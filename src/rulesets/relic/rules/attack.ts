/**
 * §5 Attacks and damage with the formation modifiers of §4: 1d20 + Attribute (by weapon tag)
 * against AC (REL-2), critical on a natural 20 doubling the weapon dice (REL-1), damage = weapon
 * die + same Attribute (+1 melee from the frontline, +2×Resonance on an Execution Surge), less
 * the target's Resistance.
 */
import { toInteger, type Resolution } from '../../../core';
import { readWeapon, type AdversaryState, type SeekerState, type Weapon, type WeaponSnapshot } from './derived';
import { rollDice, rollDie, type DieRecord } from './labels';
import {
  attributeTerm,
  effectBonus,
  effectModifiers,
  modifierTotal,
  readOptions,
  type RelicOptions,
  type RollEffects,
  type RollModifier,
  type SpentEffect,
} from './roll';
import {
  BACKLINE_RANGED_PENALTY,
  RESONANCE_MAX,
  BROKEN_FORMATION_ATTACK_BONUS,
  CRITICAL_DICE_MULTIPLIER,
  D20,
  EXECUTION_DAMAGE_MULTIPLIER,
  FRONTLINE_MELEE_DAMAGE,
  type AttributeId,
  type Row,
} from './tables';

/** Seekers stand in a two-row formation; enemies do not. */
export type Side = 'seeker' | 'enemy';

export interface Attacker {
  side: Side;
  attributes: Readonly<Partial<Record<string, unknown>>>;
  /** A seeker's row; enemies have none. */
  row?: Row | null;
}

export interface AttackTarget {
  side: Side;
  ac: unknown;
  resistance: unknown;
  row?: Row | null;
}

export interface AttackRequest {
  attacker: Attacker;
  weapon: WeaponSnapshot;
  target: AttackTarget;
  /** REL-8: whether the seekers' formation is broken now (see formationState). */
  formationBroken: boolean;
  /**
   * REL-9: whether the break's +1 to enemy attacks is still running (formationState's
   * `effects.enemyAttackBonus`); it outlives the break by up to a round. Absent: while broken.
   */
  formationBonus?: boolean;
  effects?: RollEffects;
  /** The Resonance of an Execution Surge this attack is part of (§8.2); set by the Burn. */
  execution?: number;
  /** A situational damage modifier the GM adds. */
  damageBonus?: unknown;
  options?: Partial<RelicOptions>;
}

/** The largest situational damage modifier read from a request (far beyond any the rules give). */
export const MAX_DAMAGE_BONUS = 999;

export type AttackOutcome = 'critical' | 'hit' | 'miss';

/** The attacker of a derived seeker or adversary. */
export function asAttacker(state: SeekerState | AdversaryState): Attacker {
  return { side: state.side, attributes: state.attributes, row: state.side === 'seeker' ? state.row : null };
}

/** The target of a derived seeker or adversary: its AC and Resistance (Bulwark bonuses included). */
export function asTarget(state: SeekerState | AdversaryState): AttackTarget {
  return {
    side: state.side,
    ac: state.ac,
    resistance: state.resistance,
    row: state.side === 'seeker' ? state.row : null,
  };
}

/** Something the glue should flag on the card; the roll itself is not refused. */
export const ATTACK_WARNINGS = ['meleeIntoBackline'] as const;
export type AttackWarning = (typeof ATTACK_WARNINGS)[number];

export interface DamageRoll {
  /** How many weapon dice were rolled (doubled on a critical, REL-1). */
  count: number;
  faces: number;
  diceTotal: number;
  attribute: { id: AttributeId; value: number };
  modifiers: RollModifier[];
  /** Weapon dice + attribute + modifiers, at least 0. */
  raw: number;
  resistance: number;
  /** What the target loses: raw − Resistance, at least 0 (§5.3). */
  afterResistance: number;
}

export interface AttackResult {
  attacker: Side;
  weapon: Weapon;
  attribute: { id: AttributeId; value: number };
  modifiers: RollModifier[];
  dice: DieRecord[];
  natural: number;
  total: number;
  ac: number;
  outcome: AttackOutcome;
  /** True when the REL-1 setting turned a natural 1 that reached AC into a miss. */
  naturalOneFailed: boolean;
  damage: DamageRoll | null;
  warnings: AttackWarning[];
  spentEffects: SpentEffect[];
  /** What the damage card's button applies to the target (applyDamage), before any Guard Ally. */
  apply: { damage: number };
}

/**
 * REL-1/REL-2. A natural 20 is a critical hit (a hit whatever the AC); with the setting on, a
 * natural 1 misses; otherwise the attack hits when the total reaches AC.
 */
export function attackOutcome(natural: number, total: number, ac: number, options: RelicOptions): AttackOutcome {
  if (natural === D20) return 'critical';
  if (options.naturalOneFails && natural === 1) return 'miss';
  return total >= ac ? 'hit' : 'miss';
}

/** Damage never goes below 0, before or after Resistance (§5.3 flat reduction). */
export function damageAfter(raw: number, reduction: number): number {
  return Math.max(0, raw - reduction);
}

/** Weapon dice for an outcome: none on a miss, doubled on a critical (REL-1). */
export function weaponDiceCount(outcome: AttackOutcome): number {
  return outcome === 'miss' ? 0 : outcome === 'critical' ? CRITICAL_DICE_MULTIPLIER : 1;
}

/**
 * §4.1 the backline is sheltered from enemies while the formation holds (§4.3 lifts it): enemy
 * ranged attacks take –2 and enemy melee cannot reach it.
 */
export function backlineSheltered(request: Pick<AttackRequest, 'attacker' | 'target' | 'formationBroken'>): boolean {
  return (
    request.attacker.side === 'enemy' &&
    request.target.side === 'seeker' &&
    request.target.row === 'backline' &&
    !request.formationBroken
  );
}

/** Everything about an attack but the dice. Shared by the roll and its odds. */
export function prepareAttack(request: AttackRequest) {
  const weapon = readWeapon(request.weapon);
  const attribute = attributeTerm(request.attacker.attributes, weapon.attribute);
  const enemy = request.attacker.side === 'enemy';
  // Execution is a Resonance (0–5, §8.2); read into range so a hostile value cannot blow up the odds.
  const execution = toInteger(request.execution, { min: 0, max: RESONANCE_MAX });

  const modifiers: RollModifier[] = [];
  // §4.3 broken formation: enemies +1 to all attacks, for one round from the break (REL-9).
  if (enemy && (request.formationBonus ?? request.formationBroken))
    modifiers.push({ id: 'formationBroken', value: BROKEN_FORMATION_ATTACK_BONUS });
  // §4.1 enemy ranged vs backline –2; §4.3 ignored while the formation is broken.
  const sheltered = backlineSheltered(request);
  if (sheltered && weapon.reach === 'ranged') modifiers.push({ id: 'backlineRanged', value: BACKLINE_RANGED_PENALTY });
  if (execution > 0) modifiers.push({ id: 'executionSurge', value: execution });
  const effects = effectModifiers(request.effects, 'attack');
  modifiers.push(...effects.modifiers);

  const damageModifiers: RollModifier[] = [];
  // §4.1 allies (seekers) in the frontline get +1 melee damage.
  if (!enemy && request.attacker.row === 'frontline' && weapon.reach === 'melee') {
    damageModifiers.push({ id: 'frontlineMelee', value: FRONTLINE_MELEE_DAMAGE });
  }
  if (execution > 0) damageModifiers.push({ id: 'executionSurge', value: execution * EXECUTION_DAMAGE_MULTIPLIER });
  const damageEffect = effectBonus(request.effects, 'damage');
  if (damageEffect) damageModifiers.push(damageEffect);
  // Bounded: the exact damage odds are a dense distribution from 0 to the largest damage, so a
  // hostile 1e9 here allocated gigabytes (found by test/reliability/engines/relic.property.test.ts).
  const situational = toInteger(request.damageBonus, { min: -MAX_DAMAGE_BONUS, max: MAX_DAMAGE_BONUS, fallback: 0 });
  if (situational !== 0) damageModifiers.push({ id: 'situational', value: situational });

  return {
    weapon,
    attribute,
    modifiers,
    bonus: attribute.value + modifierTotal(modifiers),
    ac: toInteger(request.target.ac, { min: 0 }),
    resistance: toInteger(request.target.resistance, { min: 0 }),
    damageModifiers,
    damageFlat: attribute.value + modifierTotal(damageModifiers),
    // §4.1 the frontline absorbs all enemy melee: flagged for the GM, not refused.
    warnings: sheltered && weapon.reach === 'melee' ? (['meleeIntoBackline'] as AttackWarning[]) : [],
    spent: effects.spent,
    options: readOptions(request.options),
  };
}

export function* resolveAttack(request: AttackRequest): Resolution<AttackResult> {
  const setup = prepareAttack(request);
  const rolled: DieRecord[] = [];
  const natural = yield* rollDie(D20, 'attack', rolled);
  const total = natural + setup.bonus;
  const outcome = attackOutcome(natural, total, setup.ac, setup.options);

  let damage: DamageRoll | null = null;
  const count = weaponDiceCount(outcome);
  if (count > 0) {
    const weaponDice = yield* rollDice(count, setup.weapon.faces, 'damage', rolled);
    const diceTotal = weaponDice.reduce((sum, face) => sum + face, 0);
    const raw = damageAfter(diceTotal + setup.damageFlat, 0);
    damage = {
      count,
      faces: setup.weapon.faces,
      diceTotal,
      attribute: setup.attribute,
      modifiers: setup.damageModifiers,
      raw,
      resistance: setup.resistance,
      afterResistance: damageAfter(raw, setup.resistance),
    };
  }

  return {
    attacker: request.attacker.side,
    weapon: setup.weapon,
    attribute: setup.attribute,
    modifiers: setup.modifiers,
    dice: rolled,
    natural,
    total,
    ac: setup.ac,
    outcome,
    naturalOneFailed: outcome === 'miss' && total >= setup.ac,
    damage,
    warnings: setup.warnings,
    spentEffects: setup.spent,
    apply: { damage: damage?.afterResistance ?? 0 },
  };
}
