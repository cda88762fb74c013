/**
 * Turns a ruleset's exact OddsSummary into what templates draw: localised labels, percentages a
 * player reads at a glance, bar heights, and a sentence for screen readers. Pure formatting.
 */
import type { OddsLabel, OddsSummary, OddsTone } from '../../core/odds';

export type Localize = (key: string, data?: Record<string, string | number>) => string;

export interface OddsBarView {
  label: string;
  percent: string;
  /** Bar length in % of the tallest bar, so the chart always uses its full height. */
  size: number;
  tone: OddsTone;
}

/** One colour of the chart and what it means ("Success"), in the order the bars first use it. */
export interface OddsLegendEntry {
  tone: OddsTone;
  label: string;
}

export interface OddsView {
  headline: { label: string; percent: string };
  axis: string;
  bars: OddsBarView[];
  /** The chart's colour key: every tone its bars use, once. */
  legend: OddsLegendEntry[];
  expected: { label: string; value: string }[];
  /** The whole chart as one sentence, for assistive technology. */
  summary: string;
}

/** 0 and 1 are shown exactly; anything between never rounds to them, so "100%" always means certain. */
export function formatPercent(p: number): string {
  if (!(p > 0)) return '0%';
  if (p >= 1) return '100%';
  const percent = p * 100;
  if (percent < 1) return `${Math.max(0.1, Math.round(percent * 10) / 10)}%`;
  if (percent > 99) return `${Math.min(99.9, Math.floor(percent * 10) / 10)}%`;
  return `${Math.round(percent)}%`;
}

export function formatExpected(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}

export function labelText(label: OddsLabel, localize: Localize): string {
  return 'text' in label ? label.text : localize(label.key, label.data);
}

export function oddsView(summary: OddsSummary, localize: Localize): OddsView {
  const tallest = Math.max(...summary.bars.map((b) => b.probability), 0);
  const bars = summary.bars.map((bar) => ({
    label: labelText(bar.label, localize),
    percent: formatPercent(bar.probability),
    size: tallest > 0 ? Math.round((bar.probability / tallest) * 1000) / 10 : 0,
    tone: bar.tone ?? 'neutral',
  }));
  const headline = {
    label: labelText(summary.headline.label, localize),
    percent: formatPercent(summary.headline.probability),
  };
  const expected = (summary.expected ?? []).map((e) => ({
    label: labelText(e.label, localize),
    value: formatExpected(e.value),
  }));
  const legend = [...new Set(bars.map((b) => b.tone))].map((tone) => ({
    tone,
    label: localize(`MANIFOLD.odds.tone.${tone}`),
  }));
  const axis = summary.axis ? labelText(summary.axis, localize) : '';
  const parts = [`${headline.label}: ${headline.percent}`, ...bars.map((b) => `${b.label} ${b.percent}`)];
  for (const e of expected) parts.push(`${e.label} ${e.value}`);
  return { headline, axis, bars, legend, expected, summary: parts.join('; ') };
}

/** The one-line tooltip a roll button shows on hover or focus. */
export function oddsTooltip(summary: OddsSummary, localize: Localize): string {
  return `${labelText(summary.headline.label, localize)}: ${formatPercent(summary.headline.probability)}`;
}
