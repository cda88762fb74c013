import { label, toInteger, type OddsLabel, type Resolution } from '../../../core';
import {
  activeConditions,
  canAct,
  conditionName,
  focusCost,
  movement,
  noConditionChanges,
  reactionsLost,
  rollRefusal,
  type ActiveConditions,
  type Condition,
  type ConditionChanges,
} from './conditions';
import {
  canRegainConsciousness,
  resolveAfflictions,
  type AfflictionResult,
  type HealthOptions,
  type HealthState,
} from './health';
import { withDefaults, type DifferenceOptions } from './options';
import { readPool, type ActorSnapshot, type PoolValue } from './snapshot';
import { CONDITION_NUMBERS, TURN_ACTION_POINTS, type TurnSpeed } from './tables';

/**
 * Combat (DIF-5): each round every combatant takes a Fast Turn (►►, before enemies) or a Slow Turn
 * (►►►, after fast-moving enemies). The round runs fast PCs, fast NPCs, slow PCs, slow NPCs.
 */
export type TurnOptions = Partial<Pick<DifferenceOptions, 'defaultTurn' | 'reactionsPerRound'>>;

export type Phase = 'fastPCs' | 'fastNPCs' | 'slowPCs' | 'slowNPCs';
export const PHASES: readonly Phase[] = ['fastPCs', 'fastNPCs', 'slowPCs', 'slowNPCs'];

export interface Combatant {
  id: string;
  isPC: boolean;
  /** The turn chosen this round; missing → options.defaultTurn. */
  turn?: TurnSpeed;
  conditions?: readonly Condition[];
}

export interface TurnChoice {
  turn: TurnSpeed;
  /** A Fast Turn was chosen but Surprised forbids it on the first turn. */
  forcedSlow: boolean;
}

/** The turn a combatant takes: its choice, except that a Surprised combatant cannot take a Fast Turn. */
export function effectiveTurn(
  choice: TurnSpeed | undefined,
  conditions: ActiveConditions,
  options: TurnOptions = {},
): TurnChoice {
  const wanted = choice === 'fast' || choice === 'slow' ? choice : withDefaults(options).defaultTurn;
  if (wanted === 'fast' && conditions.has.surprised) return { turn: 'slow', forcedSlow: true };
  return { turn: wanted, forcedSlow: false };
}

export interface OrderedCombatant extends TurnChoice {
  id: string;
  phase: Phase;
}

/** DIF-5 round order; within a phase combatants keep the order they were given (the glue's tie order). */
export function roundOrder(combatants: readonly Combatant[], options: TurnOptions = {}): OrderedCombatant[] {
  const placed = combatants.map((c) => {
    const choice = effectiveTurn(c.turn, activeConditions(c.conditions), options);
    const phase: Phase = `${choice.turn}${c.isPC ? 'PCs' : 'NPCs'}`;
    return { id: c.id, phase, ...choice };
  });
  return PHASES.flatMap((phase) => placed.filter((c) => c.phase === phase));
}

export interface ActionPoints {
  points: number;
  /** The base (2 fast / 3 slow) and each condition's change, for the tracker. */
  breakdown: { source: OddsLabel; value: number }[];
}

/**
 * Action points for a turn (DIF-5): 2 fast, 3 slow; Stunned −2, Surprised −1; never below 0.
 * Unconscious: no actions at all.
 */
export function actionPoints(turn: TurnSpeed, conditions: ActiveConditions): ActionPoints {
  const speed: TurnSpeed = turn === 'fast' ? 'fast' : 'slow';
  const base = TURN_ACTION_POINTS[speed];
  const breakdown: ActionPoints['breakdown'] = [{ source: label(`MANIFOLD.difference.turn.${speed}`), value: base }];
  if (conditions.has.stunned) {
    breakdown.push({ source: label(conditionName('stunned')), value: -CONDITION_NUMBERS.stunnedActionPoints });
  }
  if (conditions.has.surprised) {
    breakdown.push({ source: label(conditionName('surprised')), value: -CONDITION_NUMBERS.surprisedActionPoints });
  }
  const total = breakdown.reduce((sum, b) => sum + b.value, 0);
  if (!canAct(conditions)) {
    breakdown.push({ source: label(conditionName('unconscious')), value: -Math.max(0, total) });
  }
  return {
    points: Math.max(
      0,
      breakdown.reduce((sum, b) => sum + b.value, 0),
    ),
    breakdown,
  };
}

export type Spend = { ok: true; remaining: number } | { ok: false; remaining: number; reason: string };

/** Spends action points (► costs what the action says, ▷ costs 0); refused when there are too few. */
export function spendActionPoints(available: number, cost: number): Spend {
  const have = toInteger(available, { min: 0 });
  const price = toInteger(cost, { min: 0 });
  if (price > have) return { ok: false, remaining: have, reason: 'MANIFOLD.difference.refusal.actionPoints' };
  return { ok: true, remaining: have - price };
}

/**
 * Spends Focus on an action, ability or Reaction: Focused makes it cost 1 less (glossary);
 * refused when the pool holds too little. `cost` is what was actually spent.
 */
export function spendFocus(
  focus: Partial<PoolValue> | undefined,
  baseCost: number,
  conditions: ActiveConditions,
): Spend & { cost: number } {
  const cost = focusCost(baseCost, conditions);
  const { value } = readPool(focus);
  if (cost > value) return { ok: false, remaining: value, reason: 'MANIFOLD.difference.refusal.focus', cost };
  return { ok: true, remaining: value - cost, cost };
}

/** Reactions left this round: typically one per round (a setting), none while a condition takes them away. */
export function reactionsAvailable(
  conditions: ActiveConditions,
  usedThisRound: number,
  options: TurnOptions = {},
): number {
  if (reactionsLost(conditions)) return 0;
  const perRound = toInteger(withDefaults(options).reactionsPerRound, { min: 0 });
  return Math.max(0, perRound - toInteger(usedThisRound, { min: 0 }));
}

/** Uses a Reaction; refused when none is left or the character is Unconscious (DIF-6), unless the GM overrides. Returns the count used this round afterwards. */
export function useReaction(
  conditions: ActiveConditions,
  usedThisRound: number,
  options: TurnOptions = {},
  gmOverride = false,
): { ok: true; used: number } | { ok: false; used: number; reason: string } {
  const used = toInteger(usedThisRound, { min: 0 });
  // DIF-6: the Unconscious take no Reactions, said as such (not as "none left"); the GM may override.
  const unconscious = rollRefusal(conditions, gmOverride);
  if (unconscious) return { ok: false, used, reason: unconscious };
  if (!gmOverride && reactionsAvailable(conditions, used, options) < 1) {
    return { ok: false, used, reason: 'MANIFOLD.difference.refusal.reaction' };
  }
  return { ok: true, used: used + 1 };
}

export interface TurnStart extends TurnChoice {
  actionPoints: ActionPoints;
  /** Focus at the start of the turn: refilled to its maximum while Empowered. */
  focus: number;
  focusRefilled: boolean;
}

/** The start of an actor's turn: its turn speed, action points and Empowered's Focus refill. */
export function startOfTurn(actor: ActorSnapshot, choice: TurnSpeed | undefined, options: TurnOptions = {}): TurnStart {
  const conditions = activeConditions(actor.conditions);
  const turn = effectiveTurn(choice, conditions, options);
  const focus = readPool(actor.focus);
  const refill = conditions.has.empowered === true && focus.value < focus.max;
  return {
    ...turn,
    actionPoints: actionPoints(turn.turn, conditions),
    focus: conditions.has.empowered ? focus.max : focus.value,
    focusRefilled: refill,
  };
}

export interface TurnEnd {
  /** Afflicted damage, one entry per instance, in order. */
  afflictions: AfflictionResult[];
  health: HealthState;
  /** Surprised ends after the first turn. */
  conditions: ConditionChanges;
  /** An Unconscious PC may now choose to wake with 1 Vitality (health.ts regainConsciousness). */
  mayRegainConsciousness: boolean;
}

/** The end of an actor's turn: Afflicted damage, Surprised removed, the offer to wake. */
export function* endOfTurn(actor: ActorSnapshot, options: HealthOptions = {}): Resolution<TurnEnd> {
  const conditions = activeConditions(actor.conditions);
  const { instances, health } = yield* resolveAfflictions(actor, options);
  return {
    afflictions: instances,
    health,
    conditions: { add: [], remove: conditions.has.surprised ? ['surprised'] : [] },
    mayRegainConsciousness: canRegainConsciousness(actor),
  };
}

/** The end of the scene: Empowered is removed. */
export function endOfScene(actor: ActorSnapshot): ConditionChanges {
  return { add: [], remove: activeConditions(actor.conditions).has.empowered ? ['empowered'] : [] };
}

/** Prone: "Standing up requires using a Move action (►)" — refused without the action point or the Move action. */
export function standUp(actor: ActorSnapshot, available: number): Spend & { conditions: ConditionChanges } {
  const conditions = activeConditions(actor.conditions);
  const none = noConditionChanges();
  if (!conditions.has.prone)
    return {
      ok: false,
      remaining: toInteger(available, { min: 0 }),
      reason: 'MANIFOLD.difference.refusal.notProne',
      conditions: none,
    };
  if (!movement(actor.speed ?? 0, conditions).canUseMove) {
    return {
      ok: false,
      remaining: toInteger(available, { min: 0 }),
      reason: 'MANIFOLD.difference.refusal.cannotMove',
      conditions: none,
    };
  }
  const spend = spendActionPoints(available, MOVE_ACTION_COST);
  return { ...spend, conditions: spend.ok ? { add: [], remove: ['prone'] } : none };
}

/** The `Move` action costs one action point (►). */
export const MOVE_ACTION_COST = 1;
