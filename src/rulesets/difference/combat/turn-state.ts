/**
 * What a combatant holds for DIF-5 (in its flags, which its owner may write): the turn chosen,
 * the action points of the current turn, the Reactions used this round.
 */
import { SYSTEM_ID } from '../../../foundry/settings';
import type { OddsLabel } from '../../../core';
import {
  actionPoints,
  activeConditions,
  effectiveTurn,
  PHASES,
  reactionsAvailable,
  reactionsLost,
  type Phase,
  type TurnSpeed,
} from '../rules';
import { differenceOptions } from '../settings';
import { actorSnapshot, CHARACTER_TYPE, typeOf } from '../data/snapshot';

export const COMBAT_FLAG = 'difference';

export interface TurnFlags {
  turn?: TurnSpeed;
  /** Action points left in the turn that started in round `apRound`. */
  ap?: number;
  apMax?: number;
  apRound?: number;
  reactionsUsed?: number;
  reactionRound?: number;
}

type CombatantLike = Combatant.Implementation;

export function turnFlags(combatant: CombatantLike): TurnFlags {
  return combatant.getFlag(SYSTEM_ID, COMBAT_FLAG) ?? {};
}

export async function setTurnFlags(combatant: CombatantLike, change: TurnFlags): Promise<void> {
  await combatant.setFlag(SYSTEM_ID, COMBAT_FLAG, { ...turnFlags(combatant), ...change });
}

export function isPCCombatant(combatant: CombatantLike): boolean {
  return typeOf(combatant.actor) === CHARACTER_TYPE;
}

export function conditionsOfCombatant(combatant: CombatantLike) {
  return activeConditions(combatant.actor ? actorSnapshot(combatant.actor).conditions : []);
}

/** The turn the combatant takes this round (its choice, the default, or slow when Surprised). */
export function turnOf(combatant: CombatantLike) {
  return effectiveTurn(turnFlags(combatant).turn, conditionsOfCombatant(combatant), differenceOptions());
}

export function phaseOf(combatant: CombatantLike): Phase {
  return `${turnOf(combatant).turn}${isPCCombatant(combatant) ? 'PCs' : 'NPCs'}`;
}

/** 4 for fast PCs … 1 for slow NPCs: shown as the initiative so Foundry orders the same way. */
export function phaseRank(combatant: CombatantLike): number {
  return PHASES.length - PHASES.indexOf(phaseOf(combatant));
}

/** Round order (DIF-5): fast PCs, fast NPCs, slow PCs, slow NPCs; by name, then id, within a phase. */
export function sortCombatants(a: CombatantLike, b: CombatantLike): number {
  return (
    phaseRank(b) - phaseRank(a) ||
    String(a.name ?? '').localeCompare(String(b.name ?? ''), 'en') ||
    String(a.id).localeCompare(String(b.id), 'en')
  );
}

export interface TurnView {
  phase: Phase;
  turn: TurnSpeed;
  forcedSlow: boolean;
  ap: number;
  apMax: number;
  breakdown: { source: OddsLabel; value: number }[];
  reactions: number;
  reactionsLost: boolean;
}

/** What the tracker shows: the turn, action points (left this turn, or what the turn will give), Reactions left. */
export function turnView(combatant: CombatantLike, round: number): TurnView {
  const flags = turnFlags(combatant);
  const conditions = conditionsOfCombatant(combatant);
  const choice = turnOf(combatant);
  const planned = actionPoints(choice.turn, conditions);
  const started = flags.apRound === round && flags.ap !== undefined;
  const used = flags.reactionRound === round ? (flags.reactionsUsed ?? 0) : 0;
  const reactions = reactionsAvailable(conditions, used, differenceOptions());
  return {
    phase: phaseOf(combatant),
    turn: choice.turn,
    forcedSlow: choice.forcedSlow,
    ap: started ? flags.ap! : planned.points,
    apMax: started ? (flags.apMax ?? planned.points) : planned.points,
    breakdown: planned.breakdown,
    reactions,
    reactionsLost: reactionsLost(conditions),
  };
}
