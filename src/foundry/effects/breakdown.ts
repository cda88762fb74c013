/**
 * Where a number comes from, as a player reads it: "base 12 · Ring of Warding +1 = 13". The one
 * place this text is made — the Effects tab's numbers table and the tooltips on the sheet's own
 * numbers (number-tooltips.ts) both read it.
 */
import { localize } from '../i18n';
import type { EffectReads } from './fields';
import type { EffectPart, NumberSources } from './record';

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${Math.abs(n)}`);

/** A number a key `reads` as words: "advantage", "Setback −2", "bonus dice +1". */
export function readsText(reads: EffectReads, n: number): string {
  const key = n > 0 ? reads.more : n < 0 ? reads.less : reads.none;
  return game.i18n!.format(key, { n: String(Math.abs(n)) });
}

/** A change as a player reads it: "+1", "−2", "at least 3"; "advantage" for a key that reads so. */
export function changeText(mode: string, value: number | string, reads?: EffectReads): string {
  const sign = mode === 'add' ? 1 : mode === 'subtract' ? -1 : 0;
  if (sign && typeof value === 'number') return reads ? readsText(reads, sign * value) : signed(sign * value);
  return `${localize(`MANIFOLD.Effects.mode.${mode}`)} ${value}`;
}

/** "Ring of Warding +1" ("Cloak of Shadows: advantage"): one effect's part in a number. */
export function partText(part: EffectPart, reads?: EffectReads): string {
  return reads
    ? `${part.effect}: ${changeText(part.mode, part.value, reads)}`
    : `${part.effect} ${changeText(part.mode, part.value)}`;
}

/** The number as the sheet shows it: "13", "+2" for a bonus, or "advantage" for a key that reads so. */
export function totalText(source: NumberSources): string {
  if (source.reads) return readsText(source.reads, source.total);
  return source.bonus ? signed(source.total) : String(source.total);
}

/**
 * "base 12 · Ring of Warding +1 = 13". A key that reads as words starts from nothing (no
 * advantage, no Edge), and so does a bonus onto another number, so their base is left out:
 * "Blessing +1 · Enchantment +1 = +2", and one part alone says it all: "Cloak of Shadows: advantage".
 */
export function breakdownText(source: NumberSources): string {
  const parts = source.parts.map((p) => partText(p, source.reads));
  if ((source.reads || source.bonus) && source.base === 0) {
    return parts.length === 1 ? parts[0]! : `${parts.join(' · ')} = ${totalText(source)}`;
  }
  const base = game.i18n!.format('MANIFOLD.Effects.base', { n: String(source.base) });
  return `${[base, ...parts].join(' · ')} = ${source.total}`;
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
