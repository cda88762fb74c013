/**
 * Action economy ("Action Economy", "Your Turn"): up to 2 actions per turn (NPCs vary), only one of
 * them Expert tier or higher; exertion ≤ Proficiency per action, unused exertion does not carry, so
 * the turn holds at most Proficiency × actions. Triggered actions (reactions) use one of the
 * round's actions and only before the character has acted this round. A held action is declared on
 * the turn (using one action) with its trigger; if no trigger comes by the round's end it may only
 * be used as a Basic action at initiative 0. Every refusal says why.
 *
 * The glue keeps one TurnEconomy per combatant and round and calls startTurn / endTurn / endRound.
 */
import { toInteger } from '../../../core';
import { readActor, tierOf, MAX_STORED_DICE, type HitdiceActor, type HitdiceActorData } from './actor';
import { refusal, type Refusal, type Transition } from './keys';
import { EXPERT_ACTIONS_PER_TURN, type TierId } from './tables';

export type TurnPhase = 'before' | 'during' | 'after';

export interface HeldAction {
  trigger: string;
  /** Set at the round's end when no trigger came: usable only as a Basic action, at initiative 0. */
  basicOnly: boolean;
}

export interface TurnEconomy {
  phase: TurnPhase;
  /** Actions used this round: on the turn, as reactions, or held. */
  actionsUsed: number;
  /** Expert+ actions used this round. */
  expertUsed: number;
  /** Exertion dice used by this round's actions. */
  exertionUsed: number;
  held: HeldAction[];
}

export const NEW_ROUND_ECONOMY: TurnEconomy = Object.freeze({
  phase: 'before',
  actionsUsed: 0,
  expertUsed: 0,
  exertionUsed: 0,
  held: [],
}) as TurnEconomy;

export type ActionTiming = 'turn' | 'reaction' | 'held';

export interface ActionChoice {
  timing: ActionTiming;
  /** The ability's tier; null for actions without one (Rush, Steady, Defend, a tierless roll). */
  tier?: TierId | null;
  exertion?: unknown;
  /** With timing 'held': which held action. */
  heldIndex?: number;
}

function readEconomy(economy: Partial<TurnEconomy> | undefined): TurnEconomy {
  const phase: TurnPhase = economy?.phase === 'during' || economy?.phase === 'after' ? economy.phase : 'before';
  const count = (v: unknown) => toInteger(v, { min: 0, max: MAX_STORED_DICE });
  return {
    phase,
    actionsUsed: count(economy?.actionsUsed),
    expertUsed: count(economy?.expertUsed),
    exertionUsed: count(economy?.exertionUsed),
    held: Array.isArray(economy?.held)
      ? economy.held.map((h) => ({ trigger: String(h?.trigger ?? ''), basicOnly: h?.basicOnly === true }))
      : [],
  };
}

/** Actions the character may still start this round. */
export function actionsLeft(economy: Partial<TurnEconomy> | undefined, actorData: HitdiceActorData): number {
  return Math.max(0, readActor(actorData).actionsPerTurn - readEconomy(economy).actionsUsed);
}

function turnExertionCap(actor: HitdiceActor): number {
  return actor.proficiency * actor.actionsPerTurn;
}

/** Exertion the next action may use: Proficiency, or less if the turn's total is nearly spent. */
export function exertionLeft(economy: Partial<TurnEconomy> | undefined, actorData: HitdiceActorData): number {
  const actor = readActor(actorData);
  return Math.max(0, Math.min(actor.proficiency, turnExertionCap(actor) - readEconomy(economy).exertionUsed));
}

/** Why this action may not be taken now, or null. */
export function checkActionChoice(
  economyData: Partial<TurnEconomy> | undefined,
  actorData: HitdiceActorData,
  choice: ActionChoice,
): Refusal | null {
  const actor = readActor(actorData);
  const economy = readEconomy(economyData);
  const tier = tierOf(choice.tier);
  const exertion = toInteger(choice.exertion, { min: 0, max: MAX_STORED_DICE });
  if (actor.life === 'dead') return refusal('dead');
  if (actor.life !== 'active') return refusal('unconscious');
  if (choice.timing === 'turn' && economy.phase !== 'during') return refusal('notYourTurn');
  if (choice.timing === 'reaction' && economy.phase !== 'before') return refusal('reactionAfterActing');
  if (choice.timing === 'held') {
    const held = economy.held[choice.heldIndex ?? -1];
    if (!held) return refusal('noHeldAction');
    if (held.basicOnly && tier?.id !== 'basic') return refusal('heldFallbackBasicOnly');
  } else if (economy.actionsUsed >= actor.actionsPerTurn) {
    return refusal('noActionsLeft', { max: actor.actionsPerTurn });
  }
  if (tier?.expertPlus && actor.stage.noExpert) return refusal('expertBlockedByResolve', { resolve: actor.resolve });
  if (tier?.expertPlus && economy.expertUsed >= EXPERT_ACTIONS_PER_TURN) return refusal('secondExpert');
  if (exertion > actor.proficiency) return refusal('exertionOverCap', { max: actor.proficiency });
  if (economy.exertionUsed + exertion > turnExertionCap(actor)) {
    return refusal('exertionTurnCap', { left: Math.max(0, turnExertionCap(actor) - economy.exertionUsed) });
  }
  return null;
}

/** Takes an action: counts it, its Expert tier and its exertion; a held action leaves the held list. */
export function takeAction(
  economyData: Partial<TurnEconomy> | undefined,
  actorData: HitdiceActorData,
  choice: ActionChoice,
): Transition<{ economy: TurnEconomy }> {
  const reason = checkActionChoice(economyData, actorData, choice);
  if (reason) return { ok: false, reason };
  const economy = readEconomy(economyData);
  const held = choice.timing === 'held';
  return {
    ok: true,
    economy: {
      ...economy,
      actionsUsed: economy.actionsUsed + (held ? 0 : 1),
      expertUsed: economy.expertUsed + (tierOf(choice.tier)?.expertPlus ? 1 : 0),
      exertionUsed: economy.exertionUsed + toInteger(choice.exertion, { min: 0, max: MAX_STORED_DICE }),
      held: held ? economy.held.filter((_, i) => i !== choice.heldIndex) : economy.held,
    },
  };
}

/** Declares a held action on the turn: it uses one action now and waits for its trigger. */
export function holdAction(
  economyData: Partial<TurnEconomy> | undefined,
  actorData: HitdiceActorData,
  trigger: string,
): Transition<{ economy: TurnEconomy }> {
  const reason = checkActionChoice(economyData, actorData, { timing: 'turn', tier: null });
  if (reason) return { ok: false, reason };
  const economy = readEconomy(economyData);
  return {
    ok: true,
    economy: {
      ...economy,
      actionsUsed: economy.actionsUsed + 1,
      held: [...economy.held, { trigger, basicOnly: false }],
    },
  };
}

/** The combatant's turn begins (reactions are no longer possible this round). */
export function startTurn(economyData: Partial<TurnEconomy> | undefined): TurnEconomy {
  return { ...readEconomy(economyData), phase: 'during' };
}

export function endTurn(economyData: Partial<TurnEconomy> | undefined): TurnEconomy {
  return { ...readEconomy(economyData), phase: 'after' };
}

/** The round ends with held actions untriggered: they fall back to Basic only, at initiative 0. */
export function endRound(economyData: Partial<TurnEconomy> | undefined): TurnEconomy {
  const economy = readEconomy(economyData);
  return { ...economy, phase: 'after', held: economy.held.map((h) => ({ ...h, basicOnly: true })) };
}

/** A new round: everything resets (held actions not used by initiative 0 are gone). */
export function newRound(): TurnEconomy {
  return readEconomy(NEW_ROUND_ECONOMY);
}
