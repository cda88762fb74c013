/**
 * §6 HP and collapse, Aid, revival, and the Unconscious (1 round) of Backlash.
 *
 * States: conscious → (0 HP) Unconscious → (damage while Unconscious) Dying. Dying replaces
 * Unconscious; only an HP-restoring relic or healing feature brings a Dying character back (§6.3).
 * Unconscious (1 round) is treated as Unconscious (§6.4): damage makes it Dying, otherwise it ends
 * at the start of its bearer's next turn.
 */
import { toInteger } from '../../../core';
import { isUnconscious, normalHealth, type HealthState } from './derived';
import { spendAction, type ActionEconomy, type Spent } from './economy';
import { refuse, type Refusal } from './labels';
import { AID_BASE_HP, AID_FEATURES, type AidFeatureId, type ConditionId, type CoreActionId } from './tables';

export const HEALTH_EVENTS = ['damaged', 'collapsed', 'dying', 'healed', 'revived', 'woke'] as const;
export type HealthEvent = (typeof HEALTH_EVENTS)[number];

/** A change to one character's HP and conditions: the glue writes `after` (ALL-2: an ordinary update). */
export interface HealthChange {
  ok: true;
  before: HealthState;
  after: HealthState;
  hpDelta: number;
  added: ConditionId[];
  removed: ConditionId[];
  events: HealthEvent[];
}

function change(before: HealthState, hp: number, conditions: ConditionId[], events: HealthEvent[]): HealthChange {
  return {
    ok: true,
    before,
    after: { hp, maxHp: before.maxHp, conditions },
    hpDelta: hp - before.hp,
    added: conditions.filter((c) => !before.conditions.includes(c)),
    removed: before.conditions.filter((c) => !conditions.includes(c)),
    events,
  };
}

const without = (conditions: readonly ConditionId[], ...drop: ConditionId[]) =>
  conditions.filter((c) => !drop.includes(c));

/**
 * How damage reads Unconscious (1 round) (§6.4 "treat as Unconscious … unless damaged"), a world
 * setting: `dying` (the default, literal) treats it as Unconscious, so any damage makes the bearer
 * Dying even above 0 HP; `unconscious` reads "unless damaged" as "it no longer ends on its own":
 * the bearer stays an ordinary Unconscious (Dying then takes damage while Unconscious, §6.2).
 */
export const ONE_ROUND_DAMAGE_READINGS = ['dying', 'unconscious'] as const;
export type OneRoundDamageReading = (typeof ONE_ROUND_DAMAGE_READINGS)[number];

export interface DamageOptions {
  oneRoundDamage?: OneRoundDamageReading;
}

/**
 * §6.2 damage (after Resistance and Guard Ally). 0 HP → Unconscious; damage while Unconscious
 * (or Unconscious (1 round), see DamageOptions) → Dying. A damage of 0 is no damage taken. The
 * document gives Dying no further step (GM judgement).
 */
export function applyDamage(health: HealthState, amount: unknown, options: DamageOptions = {}): HealthChange {
  const state = normalHealth(health);
  const damage = toInteger(amount, { min: 0 });
  if (damage === 0) return change(state, state.hp, state.conditions, []);
  const hp = Math.max(0, state.hp - damage);
  if (state.conditions.includes('dying')) return change(state, hp, state.conditions, ['damaged']);
  if (options.oneRoundDamage === 'unconscious' && state.conditions.includes('unconsciousOneRound')) {
    const rest = without(state.conditions, 'unconsciousOneRound');
    return change(state, hp, rest.includes('unconscious') ? rest : [...rest, 'unconscious'], ['damaged']);
  }
  if (isUnconscious(state.conditions)) {
    const conditions = [...without(state.conditions, 'unconscious', 'unconsciousOneRound'), 'dying' as const];
    return change(state, hp, conditions, ['damaged', 'dying']);
  }
  if (hp === 0) return change(state, hp, [...state.conditions, 'unconscious'], ['damaged', 'collapsed']);
  return change(state, hp, state.conditions, ['damaged']);
}

export type HealSource = 'aid' | 'relic' | 'feature' | 'restorationSurge' | 'preserver';

/**
 * §6.3 what may bring a Dying character back: a relic or a healing feature that restores HP.
 * Aid never does (§6.3); Preserver features stop collapse but do not affect Dying (Unifying Notes).
 * Restoration Surge is a role feature that restores HP, so it counts as a healing feature.
 */
export const HEAL_SOURCES: Readonly<Record<HealSource, { revivesDying: boolean }>> = {
  aid: { revivesDying: false },
  relic: { revivesDying: true },
  feature: { revivesDying: true },
  restorationSurge: { revivesDying: true },
  preserver: { revivesDying: false },
} as const;

/**
 * Restores HP (capped at max). An Unconscious character brought above 0 HP wakes; a Dying one is
 * revived only by a source that may (HEAL_SOURCES), otherwise the healing is refused.
 */
export function restoreHp(health: HealthState, amount: unknown, source: HealSource): HealthChange | Refusal {
  const state = normalHealth(health);
  const heal = toInteger(amount, { min: 0 });
  if (heal < 1) return refuse('nothingToRestore');
  const dying = state.conditions.includes('dying');
  if (dying && !HEAL_SOURCES[source].revivesDying) {
    return refuse(source === 'aid' ? 'aidCannotReviveDying' : 'cannotReviveDying');
  }
  const hp = Math.min(state.maxHp, state.hp + heal);
  if (dying || isUnconscious(state.conditions)) {
    const conditions = without(state.conditions, 'dying', 'unconscious', 'unconsciousOneRound');
    return change(state, hp, conditions, ['healed', 'revived']);
  }
  return change(state, hp, state.conditions, ['healed']);
}

export interface AidRequest {
  /** REL-10: `conditions` of the aider (the downed do not aid). */
  aider: { economy: ActionEconomy; features: readonly AidFeatureId[]; conditions?: readonly unknown[] };
  target: HealthState;
  gmOverride?: boolean;
}

export interface AidResult {
  ok: true;
  /** 1 HP + 1 per HP modifier of the aider (§6.1, stacking additively). */
  amount: number;
  breakdown: { id: 'base' | AidFeatureId; value: number }[];
  actions: Spent<CoreActionId>;
  target: HealthChange;
}

/** §6.1 Aid: 2 actions (1 with Swift Aid), only on an Unconscious ally; never revives Dying (§6.3). */
export function aid(request: AidRequest): AidResult | Refusal {
  const target = normalHealth(request.target);
  if (target.conditions.includes('dying')) return refuse('aidCannotReviveDying');
  if (!isUnconscious(target.conditions)) return refuse('aidNeedsUnconscious');
  const features = [...new Set(request.aider.features)].filter((f) => f in AID_FEATURES);
  const actions = spendAction(request.aider.economy, 'aid', {
    swiftAid: features.includes('swiftAid'),
    gmOverride: request.gmOverride,
    conditions: request.aider.conditions,
  });
  if (!actions.ok) return actions;
  const breakdown: AidResult['breakdown'] = [{ id: 'base', value: AID_BASE_HP }];
  for (const f of features) if (AID_FEATURES[f].extraHp > 0) breakdown.push({ id: f, value: AID_FEATURES[f].extraHp });
  const amount = breakdown.reduce((t, b) => t + b.value, 0);
  return { ok: true, amount, breakdown, actions, target: restoreHp(target, amount, 'aid') as HealthChange };
}

/**
 * §6.4 start of a character's turn: Unconscious (1 round) ends (had it been damaged it would be
 * Dying). At 0 HP it stays an ordinary Unconscious (§6.2).
 */
export function startTurnHealth(health: HealthState): HealthChange {
  const state = normalHealth(health);
  if (!state.conditions.includes('unconsciousOneRound')) return change(state, state.hp, state.conditions, []);
  const rest = without(state.conditions, 'unconsciousOneRound');
  if (state.hp === 0) return change(state, 0, rest.includes('unconscious') ? rest : [...rest, 'unconscious'], []);
  return change(state, state.hp, rest, ['woke']);
}

/** One HealthChange from `before` through several steps (events of every step, in order). */
export function chainHealth(before: HealthState, steps: readonly HealthChange[]): HealthChange {
  const state = normalHealth(before);
  const last = steps.at(-1)?.after ?? state;
  return change(state, last.hp, last.conditions, [...new Set(steps.flatMap((s) => s.events))]);
}

/** No change: the HealthChange of something that left HP and conditions as they were. */
export function unchangedHealth(health: HealthState): HealthChange {
  const state = normalHealth(health);
  return change(state, state.hp, state.conditions, []);
}

/** Adds a condition (e.g. Backlash, §8.3). Unconscious (1 round) adds nothing to one already down. */
export function addCondition(health: HealthState, condition: ConditionId): HealthChange {
  const state = normalHealth(health);
  const down = isUnconscious(state.conditions) || state.conditions.includes('dying');
  if (state.conditions.includes(condition) || (condition === 'unconsciousOneRound' && down)) {
    return change(state, state.hp, state.conditions, []);
  }
  return change(state, state.hp, [...state.conditions, condition], []);
}
