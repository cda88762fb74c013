/** How a rolled die reads on a card: its role, its successes as pips, a burn marked, text for screen readers. */
import { countKey } from '../../../core';
import { appearanceFor } from '../../../foundry/dice-so-nice';
import type { RolledDie } from '../rules';
import { nameKey } from '../rules';

export type Localize = (key: string, data?: Record<string, string | number>) => string;

export interface PoolDieView {
  faces: number;
  result: number;
  role: string;
  roleLabel: string;
  tone: string;
  toneLabel: string;
  pips: number[];
  burns: boolean;
  dropped: boolean;
}

export function successWords(count: number, t: Localize): string {
  if (count <= 0) return t('MANIFOLD.hitdice.card.successNone');
  return t(countKey('MANIFOLD.hitdice.card.successCount', count), { count });
}

export function poolDieView(die: RolledDie, t: Localize, dropped = false): PoolDieView {
  const tone = die.burns ? 'fumble' : die.successes >= 2 ? 'critical' : die.successes === 1 ? 'success' : 'failure';
  const words = [successWords(die.successes, t)];
  if (die.burns) words.push(t('MANIFOLD.hitdice.card.burns'));
  return {
    faces: 6,
    result: die.face,
    role: die.role,
    roleLabel: t(nameKey('role', die.role)),
    tone,
    toneLabel: words.join(', '),
    pips: Array.from({ length: die.successes }, (_, i) => i),
    burns: die.burns,
    dropped,
  };
}

/** Safe dice and exertion dice apart: exertion dice are the ones that can burn (HD-3). */
export function splitPool(dice: readonly RolledDie[], t: Localize) {
  return {
    safe: dice.filter((d) => d.role !== 'exertion').map((d) => poolDieView(d, t)),
    exertion: dice.filter((d) => d.role === 'exertion').map((d) => poolDieView(d, t)),
  };
}

/** `3d6[proficiency] + 1d6[exertion] …`: the dice of a pool in the order the engine reads them. */
export function poolFormula(groups: readonly { count: number; role: string }[]): string {
  const parts = groups.filter((g) => g.count > 0).map((g) => `${g.count}d6[${g.role}]`);
  return parts.length ? parts.join(' + ') : '0';
}

/** Proficiency and the initiative 3d6 are safe dice: Dice So Nice shows them as such, apart from exertion. */
const SAFE_FLAVORS = new Set(['proficiency', 'initiative']);

/** A roll's die terms as Dice So Nice reads them (Foundry's term options do not name `appearance`). */
type DressedDice = { dice: { options: { flavor?: string | null | undefined; appearance?: unknown } }[] };

export function dressSafeDice(roll: DressedDice): void {
  for (const term of roll.dice) {
    if (SAFE_FLAVORS.has(String(term.options.flavor))) term.options.appearance ??= appearanceFor('hitdice', 'safe');
  }
}
