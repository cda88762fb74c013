/**
 * §4 two-row formation. REL-8: formation is computed, never stored — broken when the frontline is
 * empty, when all of its members are Unconscious or Dying, or when forced movement displaced it this
 * round. Stunned never breaks it (§4.3). REL-9: the enemies' +1 runs one round from the break
 * (the only thing kept: when it last broke); the other two effects hold while it is broken.
 */
import { isDown, readConditions, readRow } from './derived';
import { spendAction, type ActionEconomy, type Spent } from './economy';
import { refuse, type Refusal } from './labels';
import { BROKEN_FORMATION_ATTACK_BONUS, type CoreActionId, type Row } from './tables';

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
  /** REL-9 the record to keep (only when given a clock). */
  record?: FormationRecord;
  /** §4.3 what a broken formation gives the enemies (the +1 per REL-9; the others while broken). */
  effects: { enemyAttackBonus: number; enemyMeleeEitherRow: boolean; rangedIgnoresBacklinePenalty: boolean };
}

/** A point in a combat: the round and the turn (index in the turn order) within it. */
export interface CombatMoment {
  round: number;
  turn: number;
}

/** REL-9 what is kept between looks at the formation: was it broken, and when did it last break. */
export interface FormationRecord {
  broken: boolean;
  brokeAt: CombatMoment | null;
}

export const HOLDING_FORMATION: FormationRecord = Object.freeze({ broken: false, brokeAt: null });

function readMoment(value: unknown): CombatMoment | null {
  const m = value as Partial<CombatMoment> | null | undefined;
  const whole = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : null);
  const round = whole(m?.round);
  const turn = whole(m?.turn);
  return round === null || turn === null ? null : { round, turn };
}

/** A stored record read back (anything unreadable reads as a formation that holds and never broke). */
export function readFormationRecord(stored: unknown): FormationRecord {
  const r = stored as Partial<FormationRecord> | null | undefined;
  return { broken: r?.broken === true, brokeAt: readMoment(r?.brokeAt) };
}

/**
 * REL-9 the record after a look at the formation `now`: a formation that was holding and is broken
 * now broke at `now` (a fresh round of +1, also after a restore); otherwise the last break stands.
 */
export function recordFormation(previous: unknown, broken: boolean, now: CombatMoment): FormationRecord {
  const before = readFormationRecord(previous);
  if (broken && !before.broken) return { broken: true, brokeAt: { ...now } };
  return { broken, brokeAt: before.brokeAt };
}

/** REL-9 the +1 lasts from the break until the same turn of the next round comes round. */
export function breakBonusActive(brokeAt: CombatMoment | null, now: CombatMoment): boolean {
  if (!brokeAt) return false;
  const { round: r, turn: t } = now;
  const started = r > brokeAt.round || (r === brokeAt.round && t >= brokeAt.turn);
  const ended = r > brokeAt.round + 1 || (r === brokeAt.round + 1 && t >= brokeAt.turn);
  return started && !ended;
}

/** In combat: the stored record and the moment now, so the +1 follows REL-9's round. */
export interface FormationClock {
  previous: unknown;
  now: CombatMoment;
}

/**
 * REL-8 the seekers' formation now. `forcedMovement`: a forced-movement effect displaced the
 * frontline this round. With a `clock` (in combat) the +1 follows REL-9 and `record` is the record
 * to keep; without one (out of combat, no rounds) the +1 holds while it is broken.
 */
export function formationState(
  members: readonly FormationMember[],
  forcedMovement = false,
  clock?: FormationClock,
): FormationState {
  const frontline: string[] = [];
  const backline: string[] = [];
  const holding: string[] = [];
  for (const m of members) {
    const row = readRow(m.row);
    (row === 'frontline' ? frontline : backline).push(m.id);
    const conditions = readConditions(m.conditions);
    if (row === 'frontline' && !isDown(conditions)) holding.push(m.id);
  }
  const reasons: FormationBreak[] = [];
  if (frontline.length === 0) reasons.push('frontlineEmpty');
  else if (holding.length === 0) reasons.push('frontlineDown');
  if (forcedMovement) reasons.push('forcedMovement');
  const broken = reasons.length > 0;
  const record = clock ? recordFormation(clock.previous, broken, clock.now) : undefined;
  const bonus = record && clock ? breakBonusActive(record.brokeAt, clock.now) : broken;
  return {
    broken,
    reasons,
    ...(record ? { record } : {}),
    frontline,
    backline,
    holding,
    effects: {
      enemyAttackBonus: bonus ? BROKEN_FORMATION_ATTACK_BONUS : 0,
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
  /** REL-7 / REL-10: the GM lets the action be spent without actions left, or while down (Entangled still forbids). */
  gmOverride?: boolean;
}

export interface SwitchRowsResult {
  ok: true;
  from: Row;
  to: Row;
  actions: Spent<CoreActionId>;
}

/**
 * §4.2 Switch rows: 1 action; not while Entangled (no override: §4.2's own rule), nor while
 * Unconscious (either kind) or Dying (REL-10, which the GM may override as every REL-10 refusal).
 */
export function switchRows(request: SwitchRowsRequest): SwitchRowsResult | Refusal {
  const conditions = readConditions(request.conditions);
  if (conditions.includes('entangled')) return refuse('entangledCannotSwitch');
  const actions = spendAction(request.economy, 'switchRows', {
    gmOverride: request.gmOverride,
    conditions: request.conditions,
  });
  if (!actions.ok) return actions;
  const from = readRow(request.row);
  return { ok: true, from, to: from === 'frontline' ? 'backline' : 'frontline', actions };
}
