/**
 * §4 two-row formation. REL-8: formation is computed, never stored — broken when the frontline is
 * empty, when all of its members are Unconscious or Dying, or when forced movement displaced it this
 * round. Stunned never breaks it (§4.3).
 */
import { readConditions, readRow } from './derived';
import { spendAction, type ActionEconomy, type Spent } from './economy';
import { refuse, type Refusal, type RefusalId } from './labels';
import { BROKEN_FORMATION_ATTACK_BONUS, DOWN_CONDITIONS, NO_ROW_SWITCH, type CoreActionId, type Row } from './tables';

export interface FormationMember {
  id: string;
  row: unknown;
  conditions: readonly unknown[];
}

export const FORMATION_BREAKS = ['frontlineEmpty', 'frontlineDown', 'forcedMovement'] as const;
export type FormationBreak = (typeof FORMATION_BREAKS)[number];

export interface FormationState {
  broken: boolean;
  /** Why it is broken (empty when it holds). */
  reasons: FormationBreak[];
  frontline: string[];
  backline: string[];
  /** Frontline members standing (not Unconscious or Dying): the ≥ 1 conscious character of §4.1. */
  holding: string[];
  /** §4.3 what a broken formation gives the enemies (all off while it holds). */
  effects: { enemyAttackBonus: number; enemyMeleeEitherRow: boolean; rangedIgnoresBacklinePenalty: boolean };
}

/** REL-8 the seekers' formation now. `forcedMovement`: a forced-movement effect displaced the frontline this round. */
export function formationState(members: readonly FormationMember[], forcedMovement = false): FormationState {
  const frontline: string[] = [];
  const backline: string[] = [];
  const holding: string[] = [];
  for (const m of members) {
    const row = readRow(m.row);
    (row === 'frontline' ? frontline : backline).push(m.id);
    const conditions = readConditions(m.conditions);
    if (row === 'frontline' && !conditions.some((c) => DOWN_CONDITIONS.includes(c))) holding.push(m.id);
  }
  const reasons: FormationBreak[] = [];
  if (frontline.length === 0) reasons.push('frontlineEmpty');
  else if (holding.length === 0) reasons.push('frontlineDown');
  if (forcedMovement) reasons.push('forcedMovement');
  const broken = reasons.length > 0;
  return {
    broken,
    reasons,
    frontline,
    backline,
    holding,
    effects: {
      enemyAttackBonus: broken ? BROKEN_FORMATION_ATTACK_BONUS : 0,
      enemyMeleeEitherRow: broken,
      rangedIgnoresBacklinePenalty: broken,
    },
  };
}

/** §4.1 / §4.3 the seekers an enemy melee attack may target: the frontline, or everyone once broken. */
export function enemyMeleeTargets(formation: FormationState): string[] {
  return formation.broken ? [...formation.frontline, ...formation.backline] : [...formation.frontline];
}

export interface SwitchRowsRequest {
  row: unknown;
  conditions: readonly unknown[];
  economy: ActionEconomy;
  /** REL-7: the GM lets the action be spent without actions left (the conditions still forbid). */
  gmOverride?: boolean;
}

export interface SwitchRowsResult {
  ok: true;
  from: Row;
  to: Row;
  actions: Spent<CoreActionId>;
}

const SWITCH_REFUSALS: Record<(typeof NO_ROW_SWITCH)[number], RefusalId> = {
  entangled: 'entangledCannotSwitch',
  unconscious: 'unconsciousCannotSwitch',
  unconsciousOneRound: 'unconsciousCannotSwitch',
  dying: 'dyingCannotSwitch',
};

/** §4.2 Switch rows: 1 action; not while Entangled, Unconscious (either kind) or Dying. */
export function switchRows(request: SwitchRowsRequest): SwitchRowsResult | Refusal {
  const conditions = readConditions(request.conditions);
  const blocker = NO_ROW_SWITCH.find((c) => conditions.includes(c));
  if (blocker) return refuse(SWITCH_REFUSALS[blocker]);
  const actions = spendAction(request.economy, 'switchRows', { gmOverride: request.gmOverride });
  if (!actions.ok) return actions;
  const from = readRow(request.row);
  return { ok: true, from, to: from === 'frontline' ? 'backline' : 'frontline', actions };
}
