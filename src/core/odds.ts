/**
 * The shape in which every ruleset reports a roll's odds before it is rolled. Rules fill it from
 * exact distributions; the Foundry glue draws it (headline chance, bar chart, expectations).
 * Labels are i18n keys with data, or literal text such as a number of successes.
 */
export type OddsLabel = { key: string; data?: Record<string, string | number> } | { text: string };

/** How a bar reads: the glue colours it, and screen readers hear the word. */
export type OddsTone = 'critical' | 'success' | 'partial' | 'failure' | 'fumble' | 'neutral';

export interface OddsBar {
  label: OddsLabel;
  probability: number;
  tone?: OddsTone;
}

export interface OddsSummary {
  /** The one number a player wants: the chance to succeed, to hit, to reach a tier. */
  headline: { label: OddsLabel; probability: number };
  /** What the bars count (e.g. "successes", "tier"). */
  axis?: OddsLabel;
  bars: OddsBar[];
  /** Expected values worth knowing (effect, dice burned, damage). */
  expected?: { label: OddsLabel; value: number }[];
}

/** Literal label text. */
export function text(value: string | number): OddsLabel {
  return { text: String(value) };
}

/** An i18n label. */
export function label(key: string, data?: Record<string, string | number>): OddsLabel {
  return data ? { key, data } : { key };
}
