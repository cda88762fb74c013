import { BandTable, die, Finite, toInteger, type Resolution } from '../../../core';
import { DIE_SIZES, dieSizeDown, dieSizeUp, isDieSize, type DieSize } from './die-size';
import { countdownKey } from './i18n';
import { accept, refuse, type RolledDie, type Transition } from './result';

/**
 * Countdown dice (countdown.md, "Countdown Dice"; CD-3): a depleting resource is a die that
 * steps down cd12 → cd10 → cd8 → cd6 → cd4 → exhausted. Triggered, it is rolled; on a 1 it steps
 * down one size, and a 1 on cd4 exhausts the resource.
 */
export interface CountdownState {
  /** The current die, or null once exhausted. */
  die: DieSize | null;
}

export function readCountdown(stored: { die?: unknown } | undefined): CountdownState {
  const die = toInteger(stored?.die, { min: 0, max: 12, fallback: 0 });
  return { die: isDieSize(die) ? die : null };
}

/** How the die is written on sheets and cards (CD-3): "cd8", or the exhausted label. */
export function countdownLabel(state: CountdownState): { key: string; data?: Record<string, number> } {
  return state.die === null
    ? { key: countdownKey('countdown.exhausted') }
    : { key: countdownKey('countdown.die'), data: { size: state.die } };
}

/** The face that steps the die down. */
export const STEP_DOWN_FACE = 1;

/** Starting die by quantity (countdown.md, "Multiple units"), the table as printed. */
export const STARTING_DIE_TABLE = new BandTable<DieSize>([
  { min: 1, max: 1, value: 4 },
  { min: 2, max: 2, value: 6 },
  { min: 3, max: 3, value: 8 },
  { min: 4, max: 5, value: 10 },
  { min: 6, value: 12 },
]);

/**
 * CD-6: the quantity table counts steps up from the item's own base die (1 unit +0, 2 +1, 3 +2,
 * 4–5 +3, 6+ +4; never above cd12). Supplies with no die of their own start from cd4, so the
 * table reads as printed; a torch from cd6 (3 torches → cd10), a lantern from cd8.
 * No units (quantity < 1): nothing to count down — exhausted.
 */
export function startingDie(quantity: unknown, baseDie: DieSize = 4): DieSize | null {
  const units = toInteger(quantity, { min: 0, max: 9999 });
  if (units < 1) return null;
  const steps = DIE_SIZES.indexOf(STARTING_DIE_TABLE.lookup(units));
  return dieSizeUp(baseDie, steps);
}

/** The common countdown dice ("Common countdown dice") and light sources ("Light & Darkness"). */
export interface CountdownResource {
  id: string;
  /** The die of one unit (CD-6). */
  baseDie: DieSize;
  /** What one unit is, in items: a bundle of 20 arrows or bolts, one ration, one torch. */
  unit: 'item' | 'ration' | 'bundle20';
  /** When it is triggered. */
  trigger: 'explorationTurn' | 'travelDay' | 'afterRangedCombat' | 'spellCast' | 'frighteningEvent';
  /** What exhaustion means. */
  exhausted: 'darkness' | 'starving' | 'outOfAmmunition' | 'noComponents' | 'hirelingsFlee';
}

/**
 * Rations: "Rations (cd8)" and the gear row "Rations (3) … cd8 for 3" agree only if the unit is
 * one ration from cd4 (CD-6: no die of its own), so three rations are cd8. Ammunition (cd8) is
 * read as the die of one bundle of 20 (the Arrows (20) and Crossbow bolts (20) rows, and every
 * starting quiver); more bundles step up by CD-6.
 */
export const COUNTDOWN_RESOURCES = [
  { id: 'torch', baseDie: 6, unit: 'item', trigger: 'explorationTurn', exhausted: 'darkness' },
  { id: 'lantern', baseDie: 8, unit: 'item', trigger: 'explorationTurn', exhausted: 'darkness' },
  { id: 'rations', baseDie: 4, unit: 'ration', trigger: 'travelDay', exhausted: 'starving' },
  { id: 'ammunition', baseDie: 8, unit: 'bundle20', trigger: 'afterRangedCombat', exhausted: 'outOfAmmunition' },
  { id: 'spellComponents', baseDie: 6, unit: 'item', trigger: 'spellCast', exhausted: 'noComponents' },
  { id: 'morale', baseDie: 8, unit: 'item', trigger: 'frighteningEvent', exhausted: 'hirelingsFlee' },
] as const satisfies readonly CountdownResource[];

export type CountdownResourceId = (typeof COUNTDOWN_RESOURCES)[number]['id'];

export function countdownResource(id: unknown): CountdownResource | undefined {
  return COUNTDOWN_RESOURCES.find((r: CountdownResource) => r.id === id);
}

/** One step down: the next smaller die, or exhausted (null) below cd4. */
export function stepDown(state: CountdownState): CountdownState {
  return { die: state.die === null ? null : dieSizeDown(state.die) };
}

export interface TriggerResult {
  kind: 'countdown';
  before: DieSize;
  dice: RolledDie[];
  face: number;
  steppedDown: boolean;
  exhausted: boolean;
}

/** Triggers a countdown die (CD-3): roll it; on a 1 it steps down. Refused once exhausted. */
export function* triggerCountdown(
  state: CountdownState,
): Resolution<Transition<CountdownState, { result: TriggerResult }>> {
  if (state.die === null) return refuse('countdownExhausted');
  const face = yield* die(state.die, 'countdown');
  const steppedDown = face === STEP_DOWN_FACE;
  const next = steppedDown ? stepDown(state) : state;
  return accept(next, {
    result: {
      kind: 'countdown',
      before: state.die,
      dice: [{ faces: state.die, result: face, role: 'countdown' }],
      face,
      steppedDown,
      exhausted: next.die === null,
    },
  });
}

/** The chance that one trigger steps the die down (1 on the die). */
export function stepDownChance(die: DieSize): number {
  return 1 / die;
}

/**
 * Expected triggers left, exactly: each size n lasts a geometric number of triggers with mean n
 * (the trigger that rolls the 1 included), so a die is expected to last the sum of its size and
 * every smaller size (cd6: 6 + 4 = 10; cd12: 40). Counts the trigger that exhausts it.
 */
export function expectedTriggersLeft(state: CountdownState): number {
  if (state.die === null) return 0;
  return DIE_SIZES.filter((s) => s <= state.die!).reduce((a, b) => a + b, 0);
}

/** The chance of each die (null: exhausted), states merged. */
export type DieDistribution = ReadonlyMap<DieSize | null, number>;

/** One more trigger of every die the resource may be at: it steps down with stepDownChance, else holds (CD-3). */
export function triggerDistribution(dist: DieDistribution): DieDistribution {
  const next = new Map<DieSize | null, number>();
  const add = (die: DieSize | null, p: number) => next.set(die, (next.get(die) ?? 0) + p);
  for (const [die, p] of dist) {
    if (die === null) {
      add(null, p);
      continue;
    }
    const down = stepDownChance(die);
    add(dieSizeDown(die), p * down);
    add(die, p * (1 - down));
  }
  return next;
}

/** The exact distribution of the die after `triggers` more triggers (states merged, not histories). */
export function countdownAfter(state: CountdownState, triggers: number): Finite<DieSize | null> {
  const n = toInteger(triggers, { min: 0, max: 10_000 });
  let dist: DieDistribution = new Map([[state.die, 1]]);
  for (let i = 0; i < n; i++) dist = triggerDistribution(dist);
  return Finite.of(dist);
}

/** P(the resource is exhausted within `triggers` more triggers). */
export function exhaustedWithin(state: CountdownState, triggers: number): number {
  return countdownAfter(state, triggers).probability((die) => die === null);
}
