import type { Resolution } from '../../../core';
import { resolveCheck, type CheckResult } from './check';
import { triggerCountdown, type CountdownState, type TriggerResult } from './countdown';
import type { Vitals } from './death';
import { fieldSurgery, useHealingItem, type FieldSurgeryRequest, type HealingItem } from './healing';
import { accept, refuse, type RolledDie, type Transition } from './result';
import { regainUses, type UsesState } from './uses';

/**
 * Resting (countdown.md, "Resting"). Short rest: 1 exploration turn; spend a use of a healing
 * item (healing.ts); no HP recovery otherwise. Long rest: 8 hours' sleep and a ration; recover
 * all HP, regain class abilities (once-per-rest uses), reset spell slots, remove exhaustion.
 * Each stressful interruption asks a Resolve check at Difficulty 12; a failure means the ration
 * is consumed but the rest gives no benefit.
 */
export const SHORT_REST_EXPLORATION_TURNS = 1;
export const LONG_REST_HOURS = 8;
export const INTERRUPTION_DIFFICULTY = 12;

export interface InterruptionRequest {
  advantages?: readonly string[];
  disadvantages?: readonly string[];
  /** Warden's brace (once per rest): automatically pass a Resolve check. */
  brace?: boolean;
}

/**
 * A stressful interruption: a Resolve check at the printed Difficulty 12 (a fixed Difficulty, so
 * the Resolve score does not change it; the Difficulty is a parameter for a GM who reads it otherwise).
 */
export function resolveInterruption(
  request: InterruptionRequest,
  difficulty: number = INTERRUPTION_DIFFICULTY,
): Resolution<CheckResult> {
  return resolveCheck({
    target: { stat: 'resolve', difficulty },
    advantages: request.advantages,
    disadvantages: request.disadvantages,
    automatic: request.brace ? 'brace' : undefined,
  });
}

/** Who is resting, as far as a long rest changes them. */
export interface LongRestSubject {
  vitals: Vitals;
  uses: UsesState;
  /** Spell slots (spells are not in the document: ALL-3); reset to max. */
  spellSlots?: { value: number; max: number };
  exhaustion?: boolean;
  /** The rations countdown die: consuming a ration is one trigger of it. */
  rations: CountdownState;
}

/**
 * A long rest. Refused for the dead and the dying (the death clock is running) and without a
 * ration. The ration is consumed (one trigger of the rations die) whether or not an interruption
 * spoiled the rest; only an unspoiled rest gives the benefits. A stable character wakes (rested).
 */
export function* longRest(
  subject: LongRestSubject,
  interruptions: readonly Pick<CheckResult, 'outcome'>[],
): Resolution<Transition<LongRestSubject, { benefit: boolean; ration: TriggerResult }>> {
  if (subject.vitals.status === 'dead') return refuse('alreadyDead');
  if (subject.vitals.status === 'dying') return refuse('dyingCannotRest');
  const ration = yield* triggerCountdown(subject.rations);
  if (!ration.ok) return refuse('noRations');
  const benefit = interruptions.every((c) => c.outcome !== 'fail');
  if (!benefit) return accept({ ...subject, rations: ration.state }, { benefit, ration: ration.result });
  return accept(
    {
      vitals: {
        ...subject.vitals,
        hp: subject.vitals.maxHp,
        status: 'conscious' as const,
        deathClock: null,
        cause: null,
      },
      uses: regainUses(subject.uses, 'rest'),
      spellSlots: subject.spellSlots ? { ...subject.spellSlots, value: subject.spellSlots.max } : undefined,
      exhaustion: subject.exhaustion === undefined ? undefined : false,
      rations: ration.state,
    },
    { benefit, ration: ration.result },
  );
}

/** What a short rest spends: one use of a healing item, Field Surgery with a kit, or nothing. */
export type ShortRestHealing = { item: HealingItem } | { fieldSurgery: FieldSurgeryRequest } | null;

/**
 * A short rest: one exploration turn (`explorationTurns`; CD-9: the glue passes that turn — lights
 * triggered, the encounter cadence counted) and at most one use of a healing item; no HP recovery
 * otherwise.
 */
export function* shortRest(
  vitals: Vitals,
  healing: ShortRestHealing,
): Resolution<
  Transition<
    { vitals: Vitals; usesLeft: number | null },
    { explorationTurns: number; healed: number; dice: RolledDie[]; check: CheckResult | null }
  >
> {
  if (vitals.status === 'dead') return refuse('alreadyDead');
  if (vitals.status === 'dying') return refuse('dyingCannotRest');
  const explorationTurns = SHORT_REST_EXPLORATION_TURNS;
  if (!healing) return accept({ vitals, usesLeft: null }, { explorationTurns, healed: 0, dice: [], check: null });
  if ('item' in healing) {
    const used = yield* useHealingItem(healing.item, vitals);
    if (!used.ok) return used;
    return accept(
      { vitals: used.state.vitals, usesLeft: used.state.usesLeft },
      { explorationTurns, healed: used.healed, dice: used.dice, check: null },
    );
  }
  const surgery = yield* fieldSurgery(healing.fieldSurgery, vitals);
  if (!surgery.ok) return surgery;
  return accept(
    { vitals: surgery.state.vitals, usesLeft: surgery.state.kitUses },
    { explorationTurns, healed: surgery.healed, dice: surgery.dice, check: surgery.check },
  );
}
