/**
 * The fairness harness: a roll type is resolved N times through its engine with SeededDice at a
 * fixed seed, its outcomes bucketed, and the counts tested against the engine's exact odds with
 * Pearson's chi-square (α = 0.001). Fixed seeds make every run the same: a pass cannot flake.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { Distribution, Finite, SeededDice, type DiceSource, type OddsLabel, type OddsSummary } from '../../src/core';
import { goodnessOfFit, type GoodnessOfFit } from './chi-square';

export const SAMPLES = 20_000;
export const ALPHA = 0.001;

export interface FairnessCase {
  /** The roll type, e.g. "attack outcome". */
  name: string;
  /** The engine's exact probability of each bucket (must sum to 1). */
  exact(): ReadonlyMap<string, number>;
  /** Resolves the roll once and names its bucket. */
  roll(dice: DiceSource): string;
  samples?: number;
}

export interface FairnessRecord {
  name: string;
  samples: number;
  seed: number;
  buckets: number;
  df: number;
  statistic: number;
  critical: number;
  pValue: number;
}

/** A stable seed per case, from its name. */
export function seedOf(name: string): number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Rolls a case `samples` times with `dice` and tests the counts. */
export function runCase(c: FairnessCase, dice: DiceSource, samples = c.samples ?? SAMPLES): GoodnessOfFit {
  const observed = new Map<string, number>();
  for (let i = 0; i < samples; i++) {
    const key = c.roll(dice);
    observed.set(key, (observed.get(key) ?? 0) + 1);
  }
  return goodnessOfFit(observed, c.exact(), { alpha: ALPHA });
}

/** Checks the exact odds form a distribution, rolls the case at its fixed seed, and expects no rejection. */
export function expectFair(c: FairnessCase): FairnessRecord {
  const exact = c.exact();
  const total = [...exact.values()].reduce((t, p) => t + p, 0);
  expect(total, `${c.name}: exact odds sum to 1`).toBeCloseTo(1, 9);
  expect(exact.size, `${c.name}: more than one outcome`).toBeGreaterThan(1);
  const seed = seedOf(c.name);
  const samples = c.samples ?? SAMPLES;
  const fit = runCase(c, new SeededDice(seed), samples);
  expect(fit.impossible, `${c.name}: outcomes the odds call impossible`).toEqual([]);
  expect(
    fit.statistic,
    `${c.name}: χ²=${fit.statistic.toFixed(2)} on ${fit.df} df (critical ${fit.critical.toFixed(2)}, p=${fit.pValue.toExponential(2)})`,
  ).toBeLessThanOrEqual(fit.critical);
  return {
    name: c.name,
    samples,
    seed,
    buckets: fit.buckets,
    df: fit.df,
    statistic: Number(fit.statistic.toFixed(3)),
    critical: Number(fit.critical.toFixed(3)),
    pValue: Number(fit.pValue.toPrecision(4)),
  };
}

// Building exact maps ---------------------------------------------------------------------------

export function fromDistribution(d: Distribution): Map<string, number> {
  return new Map(d.entries().map(([v, p]) => [String(v), p]));
}

export function fromFinite<T>(f: Finite<T>, key: (value: T) => string = (v) => String(v)): Map<string, number> {
  const out = new Map<string, number>();
  for (const [v, p] of f.entries()) out.set(key(v), (out.get(key(v)) ?? 0) + p);
  return out;
}

/** A label as a bucket name: literal text, or an i18n key with its data (`key {"side":"a"}`). */
export function labelKey(label: OddsLabel): string {
  if (!('key' in label)) return label.text;
  return label.data ? `${label.key} ${JSON.stringify(label.data)}` : label.key;
}

/** The bars of an OddsSummary, keyed by their label (see labelKey). */
export function fromBars(odds: OddsSummary): Map<string, number> {
  const out = new Map<string, number>();
  for (const bar of odds.bars) out.set(labelKey(bar.label), (out.get(labelKey(bar.label)) ?? 0) + bar.probability);
  return out;
}

/** Adds a ruleset's records to artifacts/fairness/ and rewrites summary.json from every ruleset's file. */
export function writeSummary(ruleset: string, records: FairnessRecord[]): void {
  const dir = path.resolve(__dirname, '../../artifacts/fairness');
  fs.mkdirSync(dir, { recursive: true });
  const sorted = [...records].sort((a, b) => a.name.localeCompare(b.name));
  fs.writeFileSync(path.join(dir, `${ruleset}.json`), `${JSON.stringify({ ruleset, rollTypes: sorted }, null, 2)}\n`);
  // Test files run in parallel workers: a lock directory keeps the merge whole.
  const lock = path.join(dir, '.summary.lock');
  const deadline = Date.now() + 10_000;
  while (true) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  try {
    const rulesets: Record<string, { rollTypes: number; samples: number; cases: FairnessRecord[] }> = {};
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'summary.json')
      .sort()) {
      const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
        ruleset: string;
        rollTypes: FairnessRecord[];
      };
      rulesets[data.ruleset] = {
        rollTypes: data.rollTypes.length,
        samples: data.rollTypes.reduce((t, r) => t + r.samples, 0),
        cases: data.rollTypes,
      };
    }
    const all = Object.values(rulesets);
    const summary = {
      alpha: ALPHA,
      test: 'Pearson chi-square goodness of fit, buckets with expected count < 5 merged, SeededDice at a fixed seed per roll type',
      rollTypes: all.reduce((t, r) => t + r.rollTypes, 0),
      samples: all.reduce((t, r) => t + r.samples, 0),
      rulesets,
    };
    fs.writeFileSync(path.join(dir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
