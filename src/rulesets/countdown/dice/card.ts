/** What every countdown card shows, built the same way: localised labels, dice with their roles. */
import { countdownText } from '../text';
import { localize } from '../../../foundry/i18n';
import { countdownLabel, type CheckResult, type RolledDie } from '../rules';

export interface CardDie {
  faces: number;
  result: number;
  role: string;
  roleLabel: string;
  tone: string;
  toneLabel?: string;
  dropped: boolean;
  /** The die's name on its chip when not "d" and its faces: a countdown die is a "cd6". */
  size?: string;
}

export interface CardButton {
  action: string;
  label: string;
  icon?: string;
  data?: Record<string, string>;
}

export type Card = {
  title: string;
  subtitle?: string;
  dice: CardDie[];
  /** The breakdown: addends, then (`kind`) a subtotal or the total, which the card sets apart. */
  rows: { label: string; value: string | number; kind?: 'subtotal' | 'total' }[];
  notes?: string[];
  outcome?: { label: string; tone: string };
  buttons: CardButton[];
  countdown?: { before: string; after: string; exhausted: boolean; stepped: boolean };
  clock?: ClockView;
  sets?: { values: number[]; discarded: boolean }[];
};

export interface ClockView {
  name: string;
  segments: number;
  filled: number;
  /** Each segment's SVG path and whether it is filled. */
  wedges: { d: string; filled: boolean }[];
  label: string;
  polarity?: string;
}

const DROPPED = new Set(['checkDropped', 'damageDropped', 'initiativeDropped']);

/** A rolled die as the shared dice row draws it; a kept natural 20 or 1 gets its tone. */
export function dieView(die: RolledDie): CardDie {
  const dropped = DROPPED.has(die.role);
  const d20 = die.faces === 20 && !dropped && (die.role === 'check' || die.role === 'initiative');
  const tone = d20 && die.result === 20 ? 'critical' : d20 && die.result === 1 ? 'fumble' : 'neutral';
  return {
    faces: die.faces,
    result: die.result,
    role: die.role,
    roleLabel: countdownText(`role.${die.role}`),
    ...(die.role === 'countdown'
      ? { size: localize(countdownLabel({ die: die.faces as 4 }).key, { size: die.faces }) }
      : {}),
    tone,
    ...(tone !== 'neutral' ? { toneLabel: countdownText(`card.natural${die.result}`) } : {}),
    dropped,
  };
}

export const OUTCOME_TONE = { critical: 'critical', pass: 'success', fail: 'failure' } as const;

/** The outcome line of a check: Critical / Pass / Fail, naming a natural 20 or 1. */
export function checkOutcome(check: CheckResult): { label: string; tone: string } {
  const base = countdownText(`outcome.${check.outcome}`);
  if (check.automatic) return { label: countdownText(`card.automatic.${check.automatic}`), tone: 'success' };
  if (check.natural20)
    return { label: countdownText('card.withNatural', { outcome: base, natural: 20 }), tone: 'critical' };
  if (check.natural1)
    return { label: countdownText('card.withNatural', { outcome: base, natural: 1 }), tone: 'fumble' };
  return { label: base, tone: OUTCOME_TONE[check.outcome] };
}

/** Rows listing each advantage and disadvantage by source (keys or user text). */
export function edgeRows(check: Pick<CheckResult, 'advantages' | 'disadvantages' | 'mode'>) {
  const rows: { label: string; value: string }[] = [];
  for (const a of check.advantages) rows.push({ label: countdownText('card.advantage'), value: localize(a) });
  for (const d of check.disadvantages) rows.push({ label: countdownText('card.disadvantage'), value: localize(d) });
  if (check.advantages.length && check.disadvantages.length)
    rows.push({ label: countdownText('card.edges'), value: countdownText('card.cancel') });
  return rows;
}

/** The Difficulty line: "Difficulty 8 (Reflex 6, trained)". */
export function difficultyLine(check: Pick<CheckResult, 'difficulty' | 'stat' | 'trained'>, value?: number): string {
  if (!check.stat) return countdownText('card.difficulty', { difficulty: check.difficulty });
  const stat = countdownText(`stat.${check.stat}`);
  if (check.trained === null || value === undefined)
    return countdownText('card.difficultyStat', { difficulty: check.difficulty, stat });
  return countdownText(check.trained ? 'card.difficultyTrained' : 'card.difficultyUntrained', {
    difficulty: check.difficulty,
    stat,
    value,
  });
}

/** Pie wedges of a clock with `segments` segments (SVG paths on a 0–100 viewBox). */
export function clockView(name: string, segments: number, filled: number, label: string, polarity?: string): ClockView {
  const wedges = Array.from({ length: segments }, (_, i) => {
    const a0 = (i / segments) * 2 * Math.PI - Math.PI / 2;
    const a1 = ((i + 1) / segments) * 2 * Math.PI - Math.PI / 2;
    const p = (a: number) => `${(50 + 46 * Math.cos(a)).toFixed(2)} ${(50 + 46 * Math.sin(a)).toFixed(2)}`;
    return { d: `M50 50 L${p(a0)} A46 46 0 0 1 ${p(a1)} Z`, filled: i < filled };
  });
  return { name, segments, filled, wedges, label, ...(polarity ? { polarity } : {}) };
}
