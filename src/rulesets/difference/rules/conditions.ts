import { label, toInteger, type OddsLabel } from '../../../core';
import { readDamageDice, type DamageDice } from './damage-dice';
import { edge, setback, type SituationalModifier } from './modifiers';
import { POOL_IDS, type PoolId } from './options';
import { CONDITION_NUMBERS, SPEED_INCREMENT } from './tables';

/** §1.6 Glossary: every condition it defines. */
export const CONDITION_IDS = [
  'afflicted',
  'blinded',
  'challenged',
  'dazed',
  'determined',
  'disoriented',
  'empowered',
  'enhanced',
  'exhausted',
  'focused',
  'immobilized',
  'pacified',
  'prone',
  'restrained',
  'slowed',
  'stunned',
  'surprised',
  'unconscious',
] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];
/** The conditions whose brackets carry a value (Exhausted [−N], Enhanced [+N Attribute], …): each instance counts. */
export const BRACKETED_IDS = [
  'afflicted',
  'challenged',
  'enhanced',
  'exhausted',
] as const satisfies readonly ConditionId[];
type Bracketed = (typeof BRACKETED_IDS)[number];
export type SimpleConditionId = Exclude<ConditionId, Bracketed>;

export function isBracketed(id: ConditionId): id is Bracketed {
  return (BRACKETED_IDS as readonly ConditionId[]).includes(id);
}

/** One condition on an actor, with the value its brackets carry. */
export type Condition =
  | { id: SimpleConditionId }
  /** `by`: the id of the character who challenged them. */
  | { id: 'challenged'; by?: string }
  /** Exhausted [−value]: a Setback of `value` (a positive number of steps). */
  | { id: 'exhausted'; value: number }
  /** Enhanced [+bonus Attribute]. */
  | { id: 'enhanced'; attribute: string; bonus: number }
  /** Afflicted [damage Pool], e.g. [1d6 Vitality]. */
  | { id: 'afflicted'; damage: DamageDice; pool: PoolId };

/** i18n key of a condition's name (also its source label on a roll). */
export function conditionName(id: ConditionId): string {
  return `MANIFOLD.difference.condition.${id}.name`;
}

/** One Afflicted instance as it will hurt at the end of the turn. */
export interface Affliction {
  damage: DamageDice;
  pool: PoolId;
}

/** The conditions an actor is under, read safely and with what they imply. */
export interface ActiveConditions {
  /** Every condition present, including implied ones (Unconscious → Prone → Slowed). */
  has: Partial<Record<ConditionId, true>>;
  /** The total Exhausted Setback (the condition is cumulative); 0 when not Exhausted. */
  exhausted: number;
  /** The Enhanced bonus per attribute (the highest when several name the same attribute). */
  enhanced: Record<string, number>;
  /** Every Afflicted instance, in order (each is resolved separately). */
  afflictions: Affliction[];
  /** The ids of the characters who challenged this one; empty when none is known. */
  challengers: string[];
}

const ID_SET = new Set<string>(CONDITION_IDS);

/**
 * Reads a list of conditions from stored data. Unknown ids and broken brackets are dropped; an
 * Exhausted value of 0 or less is no Exhaustion. Unconscious implies Prone, Prone implies Slowed.
 */
export function activeConditions(conditions: readonly Condition[] | undefined): ActiveConditions {
  const out: ActiveConditions = { has: {}, exhausted: 0, enhanced: {}, afflictions: [], challengers: [] };
  // Stored data may hold a non-list (a number, an object): no conditions, never a TypeError.
  const list: readonly Condition[] = Array.isArray(conditions) ? conditions : [];
  for (const c of list) {
    if (!c || typeof c !== 'object' || !ID_SET.has(c.id)) continue;
    switch (c.id) {
      case 'exhausted': {
        const value = Math.abs(toInteger(c.value));
        if (value === 0) continue;
        out.exhausted += value;
        break;
      }
      case 'enhanced': {
        const bonus = toInteger(c.bonus);
        if (typeof c.attribute !== 'string' || c.attribute === '') continue;
        out.enhanced[c.attribute] = Math.max(out.enhanced[c.attribute] ?? -Infinity, bonus);
        break;
      }
      case 'afflicted':
        if (!POOL_IDS.includes(c.pool)) continue;
        out.afflictions.push({ damage: readDamageDice(c.damage), pool: c.pool });
        break;
      case 'challenged':
        if (typeof c.by === 'string' && c.by !== '') out.challengers.push(c.by);
        break;
    }
    out.has[c.id] = true;
  }
  withImplied(out.has);
  return out;
}

/** Unconscious implies Prone, Prone implies Slowed (§1.6 Glossary). */
function withImplied(has: Partial<Record<ConditionId, true>>): void {
  if (has.unconscious) has.prone = true;
  if (has.prone) has.slowed = true;
}

/**
 * The plain conditions (no brackets) among these ids, with what they imply: the `has` of
 * activeConditions for every condition that has no brackets to read. Derived data needs no more
 * (movement), so it reads no brackets; a bracketed id is left to activeConditions.
 */
export function plainConditions(ids: Iterable<ConditionId>): Pick<ActiveConditions, 'has'> {
  const has: Partial<Record<ConditionId, true>> = {};
  for (const id of ids) if (ID_SET.has(id) && !isBracketed(id)) has[id] = true;
  withImplied(has);
  return { has };
}

/** What a check is, as far as conditions care. */
export interface CheckContext {
  /** An attack (Blinded, Challenged). */
  attack?: boolean;
  /** A melee `Strike` (Prone target); implies an attack. */
  meleeStrike?: boolean;
  /** A Perception check or another that relies heavily on the senses (Disoriented). */
  sensory?: boolean;
  /** Made to escape the effect causing Restrained. */
  escape?: boolean;
  /** The ids of the attack's targets (Challenged). */
  targetIds?: readonly string[];
}

/** A change to x that is not an Edge or Setback (a "penalty" or "bonus" to the Difference, or an attribute bonus). */
export interface XAdjustment {
  source: OddsLabel;
  value: number;
}

export interface ConditionEffects {
  /** Uncapped changes to x: Blinded ∓5, Dazed −2, Challenged −3, Enhanced +N. */
  adjustments: XAdjustment[];
  /** Edges and Setbacks, which cancel and count toward the cap: Empowered, Exhausted, Restrained, Disoriented, Prone target. */
  modifiers: SituationalModifier[];
}

const source = (id: ConditionId) => label(conditionName(id));
const targetSource = (id: ConditionId) => label(`MANIFOLD.difference.source.target.${id}`);

/**
 * Every number the glossary gives a condition, applied to one check. The glossary calls Blinded,
 * Dazed and Challenged "a penalty/bonus to the Difference (x)" but Empowered, Exhausted, Restrained,
 * Disoriented and Prone an Edge or Setback; the first kind adds to x directly (a −5 could not
 * survive the ±3 cap), the second joins the Edges and Setbacks (cancellation and cap, DIF-2).
 */
export function conditionEffects(
  actor: ActiveConditions,
  target: ActiveConditions | undefined,
  context: CheckContext,
  attribute: string,
): ConditionEffects {
  const adjustments: XAdjustment[] = [];
  const modifiers: SituationalModifier[] = [];
  const attack = context.attack === true || context.meleeStrike === true;
  const persistent = { persistent: true };
  const n = CONDITION_NUMBERS;

  if (attack && actor.has.blinded) adjustments.push({ source: source('blinded'), value: -n.blindedAttackPenalty });
  if (attack && target?.has.blinded)
    adjustments.push({ source: targetSource('blinded'), value: n.blindedAttackedBonus });
  if (actor.has.dazed) adjustments.push({ source: source('dazed'), value: -n.dazedPenalty });
  if (attack && actor.has.challenged && !includesChallenger(actor, context)) {
    adjustments.push({ source: source('challenged'), value: -n.challengedPenalty });
  }
  const enhanced = Object.hasOwn(actor.enhanced, attribute) ? actor.enhanced[attribute] : undefined;
  if (enhanced !== undefined && enhanced !== 0) {
    adjustments.push({
      source: label('MANIFOLD.difference.source.enhanced', { attribute, bonus: enhanced }),
      value: enhanced,
    });
  }

  if (actor.has.empowered) modifiers.push(edge(source('empowered'), n.empoweredEdge, persistent));
  if (actor.exhausted > 0) {
    const exhausted = label('MANIFOLD.difference.source.exhausted', { value: actor.exhausted });
    modifiers.push(setback(exhausted, actor.exhausted, persistent));
  }
  if (actor.has.restrained && context.escape !== true) {
    modifiers.push(setback(source('restrained'), n.restrainedSetback, persistent));
  }
  if (actor.has.disoriented && context.sensory === true) {
    modifiers.push(setback(source('disoriented'), n.disorientedSetback, persistent));
  }
  if (context.meleeStrike === true && target?.has.prone) {
    modifiers.push(edge(targetSource('prone'), n.proneMeleeEdge, persistent));
  }
  return { adjustments, modifiers };
}

/**
 * Challenged: the penalty applies to an attack that does not include "the character who challenged
 * them". With several challengers, including any one of them avoids it (the condition does not stack);
 * with no challenger recorded, the attack counts as not including them.
 */
function includesChallenger(actor: ActiveConditions, context: CheckContext): boolean {
  const targets = new Set(context.targetIds ?? []);
  return actor.challengers.some((id) => targets.has(id));
}

/** Dazed, Disoriented, Stunned, Surprised and Unconscious take away Reactions. */
export function reactionsLost(c: ActiveConditions): boolean {
  return Boolean(c.has.dazed || c.has.disoriented || c.has.stunned || c.has.surprised || c.has.unconscious);
}

/** Unconscious: "cannot communicate or take any actions or Reactions". */
export function canAct(c: ActiveConditions): boolean {
  return !c.has.unconscious;
}

export const UNCONSCIOUS_REFUSAL = 'MANIFOLD.difference.refusal.unconscious';

/**
 * DIF-6 the Unconscious make no checks: why this character may roll nothing — no check, no
 * extended-task roll, no contest, no reaction — or null. The GM may override (`gmOverride`).
 */
export function rollRefusal(c: ActiveConditions | undefined, gmOverride = false): string | null {
  return c && !gmOverride && !canAct(c) ? UNCONSCIOUS_REFUSAL : null;
}

export interface Movement {
  /** Speed per `Move` action, in feet. */
  speed: number;
  /** Immobilized and Unconscious cannot use the `Move` action (standing up needs it). */
  canUseMove: boolean;
  /** Immobilized: cannot be moved by external effects like `Shove`. */
  canBeMoved: boolean;
  /** The conditions that set the speed, for the sheet. */
  reasons: ConditionId[];
}

/**
 * Speed per Move action: 0 while Immobilized, Restrained or Unconscious; halved and rounded down
 * to a 5-foot increment while Slowed (Prone counts as Slowed). Every condition it reads is plain, so
 * plainConditions is enough.
 */
export function movement(baseSpeed: number, c: Pick<ActiveConditions, 'has'>): Movement {
  const base = toInteger(baseSpeed, { min: 0 });
  const zero = (['immobilized', 'restrained', 'unconscious'] as const).filter((id) => c.has[id]);
  const canUseMove = !c.has.immobilized && !c.has.unconscious;
  const canBeMoved = !c.has.immobilized;
  if (zero.length > 0) return { speed: 0, canUseMove, canBeMoved, reasons: zero };
  if (c.has.slowed) {
    const halved = Math.floor(base / 2 / SPEED_INCREMENT) * SPEED_INCREMENT;
    return { speed: halved, canUseMove, canBeMoved, reasons: [c.has.prone ? 'prone' : 'slowed'] };
  }
  return { speed: base, canUseMove, canBeMoved, reasons: [] };
}

/** Focused: "the Focus cost of any action or ability you use is reduced by 1" (never below 0). */
export function focusCost(baseCost: number, c: ActiveConditions): number {
  const cost = toInteger(baseCost, { min: 0 });
  return c.has.focused ? Math.max(0, cost - CONDITION_NUMBERS.focusedCostReduction) : cost;
}

/** Pacified: no hostile actions unless they or their allies were attacked first (`provoked`). */
export function hostileActionsAllowed(c: ActiveConditions, provoked: boolean): boolean {
  return !c.has.pacified || provoked;
}

/** Prone: "You can use the `Brace` action without needing to be near cover." */
export function canBraceWithoutCover(c: ActiveConditions): boolean {
  return c.has.prone === true;
}

/** Exhausted is cumulative: gaining Exhausted [−n] adds n to the current value. */
export function exhaustionAfterGain(current: number, gained: number): number {
  return Math.max(0, toInteger(current, { min: 0 }) + Math.abs(toInteger(gained)));
}

/** After each Long Rest the Exhausted value falls by 1; at 0 the condition is removed. */
export function exhaustionAfterLongRest(current: number): number {
  return Math.max(0, toInteger(current, { min: 0 }) - CONDITION_NUMBERS.exhaustedLongRestReduction);
}

/** Conditions to add and remove, for the glue to apply as ordinary document updates (ALL-2). */
export interface ConditionChanges {
  add: Condition[];
  remove: ConditionId[];
}

/** A fresh empty change set. */
export function noConditionChanges(): ConditionChanges {
  return { add: [], remove: [] };
}
