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

/** Proficiency and the initiative 3d6 are safe dice: Dice So Nice shows them as such, apart from exertion. */
const SAFE_FLAVORS = new Set(['proficiency', 'initiative']);

/** How Dice So Nice shows a die of this role: safe dice as safe, exertion, bonus and Affinity in their own colours. */
export function dieLook(die: { flavor?: string | undefined }) {
  return appearanceFor('hitdice', SAFE_FLAVORS.has(String(die.flavor)) ? 'safe' : die.flavor);
}
