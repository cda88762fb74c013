/**
 * Conditions live on actors as ordinary Active Effects with a status id (so the token HUD, the
 * sheet and the GM all edit the same thing, ALL-2). Bracketed values — Exhausted [−N], Enhanced
 * [+N Attribute], Afflicted [dice Pool], Challenged by — sit in the effect's flags. Reading them
 * and the effect data that stores them; flows/conditions.ts writes them.
 */
import { effectWithIcon } from '../../../foundry/compat';
import { SYSTEM_ID } from '../../../foundry/settings';
import {
  CONDITION_IDS,
  formatDamageDice,
  isBracketed,
  parseDamageDice,
  POOL_IDS,
  type Condition,
  type ConditionId,
  type PoolId,
} from '../rules';

export const FLAG = 'difference';

/** The bracket values an effect may carry. */
export interface Brackets {
  value?: number;
  attribute?: string;
  bonus?: number;
  damage?: string;
  pool?: string;
  by?: string;
}

const IDS = new Set<string>(CONDITION_IDS);

/** Defaults for a bracketed status set from the token HUD before the GM fills in its brackets. */
const BRACKET_DEFAULTS = {
  exhausted: { value: 1 },
  enhanced: { attribute: 'agility', bonus: 1 },
  afflicted: { damage: '1d6', pool: 'vitality' },
} as const;

export function bracketsOf(effect: ActiveEffect.Implementation): Brackets {
  return effect.getFlag(SYSTEM_ID, FLAG) ?? {};
}

/** The condition an enabled effect stands for: its first status that is a condition. */
function conditionIdOfEffect(effect: ActiveEffect.Implementation): ConditionId | null {
  if (effect.disabled) return null;
  for (const status of effect.statuses ?? []) if (IDS.has(status)) return status as ConditionId;
  return null;
}

/** The condition an effect stands for, with its brackets (defaults where unset). */
export function conditionOfEffect(effect: ActiveEffect.Implementation): Condition | null {
  const id = conditionIdOfEffect(effect);
  if (!id) return null;
  // A plain condition has no brackets to read.
  return conditionWithBrackets(id, isBracketed(id) ? bracketsOf(effect) : NO_BRACKETS);
}

const NO_BRACKETS: Brackets = Object.freeze({});

/** A condition with these brackets, each read safely (its default where unset or unreadable). */
export function conditionWithBrackets(id: ConditionId, b: Brackets): Condition {
  switch (id) {
    case 'exhausted':
      return { id, value: Number.isFinite(Number(b.value)) ? Number(b.value) : BRACKET_DEFAULTS.exhausted.value };
    case 'enhanced':
      return {
        id,
        attribute: typeof b.attribute === 'string' && b.attribute ? b.attribute : BRACKET_DEFAULTS.enhanced.attribute,
        bonus: Number.isFinite(Number(b.bonus)) ? Number(b.bonus) : BRACKET_DEFAULTS.enhanced.bonus,
      };
    case 'afflicted': {
      const damage =
        parseDamageDice(typeof b.damage === 'string' ? b.damage : '') ??
        parseDamageDice(BRACKET_DEFAULTS.afflicted.damage)!;
      const pool = POOL_IDS.includes(b.pool as PoolId) ? (b.pool as PoolId) : 'vitality';
      return { id, damage, pool };
    }
    case 'challenged':
      return typeof b.by === 'string' && b.by ? { id, by: b.by } : { id };
    default:
      return { id };
  }
}

/** What `read` makes of each of an actor's effects, in effect order, where it makes anything. */
function readEffects<T>(actor: Actor.Implementation, read: (effect: ActiveEffect.Implementation) => T | null): T[] {
  const out: T[] = [];
  for (const effect of actor.effects ?? []) {
    const value = read(effect);
    if (value) out.push(value);
  }
  return out;
}

/**
 * The ids of the conditions on an actor, brackets unread: what derived data needs (plainConditions,
 * for movement). Every actor is prepared at load and on every update, so it builds no condition.
 */
export function conditionIdsOf(actor: Actor.Implementation): ConditionId[] {
  return readEffects(actor, conditionIdOfEffect);
}

/** Every condition on an actor, in effect order. */
export function conditionsOf(actor: Actor.Implementation): Condition[] {
  return readEffects(actor, conditionOfEffect);
}

/** The brackets a condition stores. */
export function bracketsFor(condition: Condition): Brackets {
  switch (condition.id) {
    case 'exhausted':
      return { value: condition.value };
    case 'enhanced':
      return { attribute: condition.attribute, bonus: condition.bonus };
    case 'afflicted':
      return { damage: formatDamageDice(condition.damage), pool: condition.pool };
    case 'challenged':
      return condition.by ? { by: condition.by } : {};
    default:
      return {};
  }
}

/** The effect data that puts a condition on an actor (its icon shown on tokens in v13 and v14). */
export function effectData(condition: Condition, name: string, img: string): ActiveEffect.CreateData {
  return effectWithIcon({
    name,
    img,
    statuses: [condition.id],
    flags: { [SYSTEM_ID]: { [FLAG]: bracketsFor(condition) } },
  });
}
