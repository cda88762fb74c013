import { die, toInteger, type Resolution } from '../../../core';
import { refuse, type Refusal, type RolledDie } from './result';

/**
 * Morale (countdown.md, "Morale"): enemies reduced to half their number (or a solo enemy to half
 * its HP) must make a morale check: d20 ≥ 15 or they flee/surrender. Mindless creatures and
 * fanatics are immune. A GM-side roll (CD-2 names it as the exception).
 */
export const MORALE_DIFFICULTY = 15;

export interface MoraleSituation {
  /** Immune: mindless or fanatic. */
  immune?: boolean;
  /** A morale check was already made for this group in this fight (the document asks for one). */
  checked?: boolean;
  /** A group: how many there were and how many still fight. */
  startingCount?: unknown;
  currentCount?: unknown;
  /** A solo enemy: its HP. */
  solo?: boolean;
  hp?: unknown;
  maxHp?: unknown;
}

/** Reduced to half: at most half the starting number (or half maximum HP for a solo enemy). */
export function moraleDue(situation: MoraleSituation): boolean {
  if (situation.immune || situation.checked) return false;
  if (situation.solo) {
    const max = toInteger(situation.maxHp, { min: 1, fallback: 1 });
    const hp = toInteger(situation.hp, { min: 0, max });
    return hp > 0 && hp * 2 <= max;
  }
  const start = toInteger(situation.startingCount, { min: 0 });
  const now = toInteger(situation.currentCount, { min: 0, max: start });
  return start > 0 && now > 0 && now * 2 <= start;
}

export interface MoraleResult {
  ok: true;
  kind: 'morale';
  dice: RolledDie[];
  natural: number;
  /** d20 ≥ 15: they keep fighting; otherwise they flee or surrender. */
  holds: boolean;
}

export function moraleHolds(natural: number): boolean {
  return natural >= MORALE_DIFFICULTY;
}

export function* resolveMorale(situation: Pick<MoraleSituation, 'immune'>): Resolution<MoraleResult | Refusal> {
  if (situation.immune) return refuse('moraleImmune');
  const natural = yield* die(20, 'morale');
  return {
    ok: true,
    kind: 'morale',
    dice: [{ faces: 20, result: natural, role: 'morale' }],
    natural,
    holds: moraleHolds(natural),
  };
}
