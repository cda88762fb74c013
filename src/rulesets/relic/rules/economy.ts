/**
 * §3.2 / REL-7 action economy: 2 actions per turn, 1 reaction per round (off-turn), the core
 * actions at their printed costs. Spending more than is left is refused with a reason unless the
 * GM overrides. REL-10: the Unconscious and the Dying spend nothing — no action, no reaction.
 */
import { toInteger } from '../../../core';
import { readConditions } from './derived';
import { refuse, type Refusal } from './labels';
import {
  ACTIONS_PER_TURN,
  AID_FEATURES,
  CORE_ACTIONS,
  DOWN_CONDITIONS,
  GUARD_ALLY_REDUCTION,
  REACTIONS_PER_ROUND,
  type CoreActionId,
  type ReactionId,
  type Row,
} from './tables';

/** What a combatant has left: stored on the combatant by the glue. */
export interface ActionEconomy {
  actions: number;
  reactions: number;
}

export interface SpendOptions {
  /** §6.1 Swift Aid: Aid costs 1 action. */
  swiftAid?: boolean;
  /** REL-7 / REL-10: the GM may let a combatant spend more than is left, or act while down. */
  gmOverride?: boolean;
  /** REL-10: the actor's conditions (Unconscious or Dying refuse every action). */
  conditions?: readonly unknown[];
}

/** REL-10 the downed do not act: why an Unconscious (either kind) or Dying creature may not, or null. */
export function downedRefusal(conditions: readonly unknown[] | undefined): Refusal | null {
  const down = readConditions(conditions).find((c) => DOWN_CONDITIONS.includes(c));
  if (!down) return null;
  return refuse(down === 'dying' ? 'dyingCannotAct' : 'unconsciousCannotAct');
}

export interface Spent<Id extends string> {
  ok: true;
  id: Id;
  cost: number;
  before: ActionEconomy;
  after: ActionEconomy;
  /** True when the GM's override allowed spending more than was left. */
  overridden: boolean;
}

/** A full turn's actions and a full round's reaction. */
export function freshEconomy(): ActionEconomy {
  return { actions: ACTIONS_PER_TURN, reactions: REACTIONS_PER_ROUND };
}

/** Stored values read back into range; a missing tracker reads as fresh. */
export function readEconomy(stored: { actions?: unknown; reactions?: unknown } | undefined): ActionEconomy {
  return {
    actions: toInteger(stored?.actions, { min: 0, max: ACTIONS_PER_TURN, fallback: ACTIONS_PER_TURN }),
    reactions: toInteger(stored?.reactions, { min: 0, max: REACTIONS_PER_ROUND, fallback: REACTIONS_PER_ROUND }),
  };
}

/** §3.2 a combatant's turn starts with 2 actions; its reaction is per round. */
export function startTurnEconomy(economy: ActionEconomy): ActionEconomy {
  return { ...readEconomy(economy), actions: ACTIONS_PER_TURN };
}

/** §3.2 every round gives each combatant its 1 reaction back. */
export function startRoundEconomy(economy: ActionEconomy): ActionEconomy {
  return { ...readEconomy(economy), reactions: REACTIONS_PER_ROUND };
}

/** REL-7 the cost of a core action; Swift Aid makes Aid cost 1 (§6.1). */
export function actionCost(action: CoreActionId, options: Pick<SpendOptions, 'swiftAid'> = {}): number {
  if (action === 'aid' && options.swiftAid) return AID_FEATURES.swiftAid.cost!;
  return CORE_ACTIONS.find((a) => a.id === action)!.cost;
}

function spend<Id extends string>(
  id: Id,
  economy: ActionEconomy,
  pool: keyof ActionEconomy,
  cost: number,
  gmOverride: boolean | undefined,
  refusal: () => Refusal,
): Spent<Id> | Refusal {
  const before = readEconomy(economy);
  const short = before[pool] < cost;
  if (short && !gmOverride) return refusal();
  return {
    ok: true,
    id,
    cost,
    before,
    after: { ...before, [pool]: Math.max(0, before[pool] - cost) },
    overridden: short,
  };
}

/** Spends a core action's cost, or refuses (REL-7). */
export function spendAction(
  economy: ActionEconomy,
  action: CoreActionId,
  options: SpendOptions = {},
): Spent<CoreActionId> | Refusal {
  const down = options.gmOverride ? null : downedRefusal(options.conditions);
  if (down) return down;
  const cost = actionCost(action, options);
  return spend(action, economy, 'actions', cost, options.gmOverride, () =>
    refuse('notEnoughActions', { cost, left: readEconomy(economy).actions }),
  );
}

/** Spends the round's reaction (§3.2: off-turn only), or refuses. */
export function spendReaction(
  economy: ActionEconomy,
  reaction: ReactionId,
  options: { onOwnTurn?: boolean; gmOverride?: boolean; conditions?: readonly unknown[] } = {},
): Spent<ReactionId> | Refusal {
  const down = options.gmOverride ? null : downedRefusal(options.conditions);
  if (down) return down;
  if (options.onOwnTurn && !options.gmOverride) return refuse('reactionOnOwnTurn');
  return spend(reaction, economy, 'reactions', 1, options.gmOverride, () => refuse('noReaction'));
}

export interface GuardAllyRequest {
  guard: { id: string; row: Row; economy: ActionEconomy; conditions?: readonly unknown[] };
  ally: { id: string; row: Row };
  /** The damage (after Resistance) the ally is about to take. */
  damage: number;
  gmOverride?: boolean;
}

export interface GuardAllyResult {
  ok: true;
  reaction: Spent<ReactionId>;
  /** The damage the ally takes instead (never below 0). */
  damage: number;
}

/** §3.4 Guard Ally: the guard's reaction takes 1 off the damage to an ally in the same row. */
export function guardAlly(request: GuardAllyRequest): GuardAllyResult | Refusal {
  if (request.guard.id === request.ally.id) return refuse('guardSelf');
  if (request.guard.row !== request.ally.row) return refuse('guardNotSameRow');
  const reaction = spendReaction(request.guard.economy, 'guardAlly', {
    gmOverride: request.gmOverride,
    conditions: request.guard.conditions,
  });
  if (!reaction.ok) return reaction;
  return {
    ok: true,
    reaction,
    damage: Math.max(0, toInteger(request.damage, { min: 0 }) - GUARD_ALLY_REDUCTION),
  };
}
