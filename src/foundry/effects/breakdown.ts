/**
 * Where a number comes from, as a player reads it: "base 12 · Ring of Warding +1 = 13". The one
 * place this text is made — the Effects tab's numbers table and the tooltips on the sheet's own
 * numbers (number-tooltips.ts) both read it.
 */
import type { EffectPart, NumberSources } from './ledger';

const L = (key: string) => game.i18n!.localize(key);
const signed = (n: number) => (n >= 0 ? `+${n}` : `−${Math.abs(n)}`);

/** A change as a player reads it: "+1", "−2", "at least 3". */
export function changeText(mode: string, value: number | string): string {
  if (mode === 'add' && typeof value === 'number') return signed(value);
  if (mode === 'subtract' && typeof value === 'number') return signed(-value);
  return `${L(`MANIFOLD.Effects.mode.${mode}`)} ${value}`;
}

/** "Ring of Warding +1": one effect's part in a number. */
export function partText(part: EffectPart): string {
  return `${part.effect} ${changeText(part.mode, part.value)}`;
}

/** "base 12 · Ring of Warding +1 = 13". */
export function breakdownText(source: NumberSources): string {
  const base = game.i18n!.format('MANIFOLD.Effects.base', { n: String(source.base) });
  return `${[base, ...source.parts.map(partText)].join(' · ')} = ${source.total}`;
}

/** A bonus the effects add to a number the sheet shows before it (a tier's required successes). */
export function bonusFrom(base: number, bonus: NumberSources): NumberSources {
  return { base, parts: bonus.parts, total: base + bonus.total };
}

/**
 * A bonus the effects add on top of a number the sheet shows whole (defense rolls after their
 * own rules): the shown number is the total, and its base is what it would be without them.
 */
export function asBonusOn(shown: number, bonus: NumberSources): NumberSources {
  return { base: shown - bonus.total, parts: bonus.parts, total: shown };
}
