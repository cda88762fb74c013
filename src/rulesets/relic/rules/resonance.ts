/**
 * §8 Resonance: Build (+1, 2 actions, max 5), Burn (2 actions, releases all Resonance with the
 * surge of the burner's primary role), then Backlash (REL-5: d20 ≤ Resonance burned → the table's
 * condition). Surge bonuses last until the start of the burner's next turn (REL-4).
 */
import type { Resolution } from '../../../core';
import { resolveAttack, type AttackRequest, type AttackResult } from './attack';
import { readId, readResonance, readRow, type HealthState } from './derived';
import { spendAction, type ActionEconomy, type Spent } from './economy';
import { addCondition, restoreHp, chainHealth, unchangedHealth, type HealthChange } from './health';
import { refuse, rollDie, type DieRecord, type Refusal } from './labels';
import {
  BACKLASH_TABLE,
  D20,
  RESONANCE_BUILD_GAIN,
  RESONANCE_MAX,
  ROLE_SURGES,
  ROLES,
  type ConditionId,
  type CoreActionId,
  type RoleId,
  type SurgeId,
} from './tables';

export interface ResonanceChange {
  from: number;
  to: number;
}

export interface BuildResonanceRequest {
  resonance: unknown;
  economy: ActionEconomy;
  /** REL-10: Unconscious or Dying builds nothing. */
  conditions?: readonly unknown[];
  gmOverride?: boolean;
}

export interface BuildResonanceResult {
  ok: true;
  resonance: ResonanceChange;
  actions: Spent<CoreActionId>;
}

/** §8.1 Build Resonance: 2 actions → +1 Resonance, never above 5. */
export function buildResonance(request: BuildResonanceRequest): BuildResonanceResult | Refusal {
  const from = readResonance(request.resonance);
  if (from >= RESONANCE_MAX) return refuse('resonanceFull', { max: RESONANCE_MAX });
  const actions = spendAction(request.economy, 'buildResonance', {
    gmOverride: request.gmOverride,
    conditions: request.conditions,
  });
  if (!actions.ok) return actions;
  return { ok: true, resonance: { from, to: Math.min(RESONANCE_MAX, from + RESONANCE_BUILD_GAIN) }, actions };
}

/**
 * A temporary effect of a surge (REL-4), lasting until the start of the burner's next turn. Its
 * `kind` names the field it feeds: `ac` / `resistance` → SeekerSnapshot.bonuses; `disruption` /
 * `restoration` → RollEffects of the target's rolls (Restoration is used up by the next roll).
 */
export interface SurgeEffect {
  targetId: string;
  surge: SurgeId;
  kind: 'ac' | 'resistance' | 'disruption' | 'restoration';
  value: number;
  expires: 'startOfBurnerNextTurn';
}

export interface BacklashResult {
  die: number;
  /** The Resonance burned: the die must be at most this (REL-5). */
  threshold: number;
  triggered: boolean;
  condition: ConditionId | null;
}

/** REL-5 / §8.3: d20 ≤ Resonance burned → the condition of the row equal to the Resonance burned. */
export function backlashOutcome(die: number, resonance: number): { triggered: boolean; condition: ConditionId | null } {
  const row = readResonance(resonance);
  if (row === 0 || die > row) return { triggered: false, condition: null };
  return { triggered: true, condition: BACKLASH_TABLE[row as keyof typeof BACKLASH_TABLE] };
}

export interface BurnRequest {
  burner: { id: string; role: unknown; resonance: unknown; row: unknown; economy: ActionEconomy; health: HealthState };
  /** Striker: the Execution Surge's weapon attack (its `execution` is filled in from the Resonance). */
  execution?: Omit<AttackRequest, 'execution'> | null;
  /** Controller: the enemies chosen, at most Resonance of them. */
  disruptionTargets?: readonly string[];
  /** Support: the seekers of the party; those in the burner's row (other than the burner) are healed. */
  party?: readonly { id: string; row: unknown; health: HealthState }[];
  /**
   * Support: whether the burner counts among the "allies in your row" it heals (a world setting;
   * off by default: the burner is not its own ally).
   */
  restorationHealsBurner?: boolean;
  gmOverride?: boolean;
}

export interface BurnResult {
  ok: true;
  role: RoleId;
  surge: SurgeId;
  resonance: ResonanceChange;
  actions: Spent<CoreActionId>;
  /** Temporary Active Effects to create (REL-4). */
  effects: SurgeEffect[];
  /** Restoration Surge: HP regained by each ally in the row (the burner's own healing is in `burner`). */
  heals: { targetId: string; change: HealthChange }[];
  /** Execution Surge: the immediate weapon attack (null when none was asked for). */
  attack: AttackResult | null;
  backlash: BacklashResult;
  /** The burner's HP and conditions after Backlash. */
  burner: HealthChange;
  dice: DieRecord[];
}

/** The Execution Surge's attack request: +Resonance to hit, +Resonance × 2 damage (§8.2). */
export function executionAttackRequest(request: BurnRequest): AttackRequest | null {
  if (!request.execution) return null;
  return { ...request.execution, execution: readResonance(request.burner.resonance) };
}

/** The checks a Burn must pass before any die is rolled (§8.1, §8.2, REL-7). */
export function checkBurn(request: BurnRequest): Spent<CoreActionId> | Refusal {
  const resonance = readResonance(request.burner.resonance);
  if (resonance === 0) return refuse('resonanceEmpty');
  const role = readId(ROLES, request.burner.role, 'frontline');
  if (role === 'controller' && new Set(request.disruptionTargets ?? []).size > resonance) {
    return refuse('tooManyDisruptionTargets', { max: resonance });
  }
  return spendAction(request.burner.economy, 'burn', {
    gmOverride: request.gmOverride,
    conditions: request.burner.health?.conditions,
  });
}

export function* resolveBurn(request: BurnRequest): Resolution<BurnResult | Refusal> {
  const actions = checkBurn(request);
  if (!actions.ok) return actions;
  const resonance = readResonance(request.burner.resonance);
  const role = readId(ROLES, request.burner.role, 'frontline');
  const surge = ROLE_SURGES[role];
  const effect = (targetId: string, kind: SurgeEffect['kind']): SurgeEffect => ({
    targetId,
    surge,
    kind,
    value: resonance,
    expires: 'startOfBurnerNextTurn',
  });

  const effects: SurgeEffect[] = [];
  const heals: BurnResult['heals'] = [];
  const burnerSteps: HealthChange[] = [];
  let attack: AttackResult | null = null;
  const rolled: DieRecord[] = [];

  if (surge === 'bulwark') {
    effects.push(effect(request.burner.id, 'ac'), effect(request.burner.id, 'resistance'));
  } else if (surge === 'execution') {
    const attackRequest = executionAttackRequest(request);
    if (attackRequest) {
      attack = yield* resolveAttack(attackRequest);
      rolled.push(...attack.dice);
    }
  } else if (surge === 'disruption') {
    for (const id of new Set(request.disruptionTargets ?? [])) effects.push(effect(id, 'disruption'));
  } else {
    const row = readRow(request.burner.row);
    for (const ally of request.party ?? []) {
      if (ally.id === request.burner.id || readRow(ally.row) !== row) continue;
      heals.push({ targetId: ally.id, change: restoreHp(ally.health, resonance, 'restorationSurge') as HealthChange });
      effects.push(effect(ally.id, 'restoration'));
    }
    if (request.restorationHealsBurner) {
      const own = restoreHp(request.burner.health, resonance, 'restorationSurge');
      if (own.ok) burnerSteps.push(own);
      effects.push(effect(request.burner.id, 'restoration'));
    }
  }

  const die = yield* rollDie(D20, 'backlash', rolled);
  const outcome = backlashOutcome(die, resonance);
  const backlash: BacklashResult = { die, threshold: resonance, ...outcome };
  const healed = burnerSteps.at(-1)?.after ?? request.burner.health;
  burnerSteps.push(outcome.condition ? addCondition(healed, outcome.condition) : unchangedHealth(healed));
  const burner = chainHealth(request.burner.health, burnerSteps);
  return {
    ok: true,
    role,
    surge,
    resonance: { from: resonance, to: 0 },
    actions,
    effects,
    heals,
    attack,
    backlash,
    burner,
    dice: rolled,
  };
}
