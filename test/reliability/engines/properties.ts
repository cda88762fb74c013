/**
 * Shared by the engine property suites (test/reliability/engines/<id>.property.test.ts): every
 * ruleset engine's main entry points (derive, resolve, transitions, exact odds) fed random
 * legal requests and hostile ones (snapshot leaves replaced by strings, NaN, ±Infinity, huge and
 * negative numbers, missing keys, wrong shapes). Whatever comes in, an engine never throws anything
 * but its own documented refusal, every number it returns is finite, the rules' invariants hold and
 * exact odds are probabilities (a partition sums to 1).
 */
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { SeededDice, type OddsSummary } from '../../../src/core';
import { suiteCounter } from '../cases';
import { hostileValue } from '../schema-walk';
import { propertyRuns } from '../../properties';

export const RUNS = propertyRuns(400);

export type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A fixed seed per property, from its name, so a failure replays. */
export function seedOf(name: string): number {
  let h = 2166136261;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h | 0;
}

/** A leaf that is legal or hostile, half and half. */
export const leaf = <T>(legal: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 1, arbitrary: legal }, { weight: 1, arbitrary: hostileValue });

/** A record whose leaves are legal or hostile and whose keys may be missing. */
export const hostileRecord = <T extends Record<string, fc.Arbitrary<unknown>>>(shape: T) =>
  fc.record(Object.fromEntries(Object.entries(shape).map(([k, a]) => [k, leaf(a)])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, unknown>>;

/** Sometimes the whole object is of the wrong shape. */
export const orWrongShape = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 6, arbitrary: arb }, { weight: 1, arbitrary: hostileValue });

export const seedArb = fc.integer({ min: 0, max: 0x7fffffff });

/** Every number anywhere in the value is finite (reports the path of the first that is not). */
export function expectFinite(value: unknown, at = 'result', seen = new Set<unknown>()): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) expect.fail(`${at} is ${value}`);
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (value instanceof Map) {
    for (const [k, v] of value) {
      expectFinite(k, `${at}<key>`, seen);
      expectFinite(v, `${at}.get(${String(k)})`, seen);
    }
    return;
  }
  for (const [k, v] of Object.entries(value)) expectFinite(v, `${at}.${k}`, seen);
}

export const EPS = 1e-9;
export const isProbability = (p: unknown) => typeof p === 'number' && p >= -EPS && p <= 1 + EPS;

/** An odds summary: every probability in [0, 1], every expectation finite; a partition sums to 1. */
export function expectOdds(summary: OddsSummary, partition: boolean): void {
  expectFinite(summary, 'odds');
  expect(isProbability(summary.headline.probability), `headline ${summary.headline.probability}`).toBe(true);
  for (const bar of summary.bars) expect(isProbability(bar.probability), `bar ${bar.probability}`).toBe(true);
  if (partition && summary.bars.length > 0) {
    const total = summary.bars.reduce((a, b) => a + b.probability, 0);
    expect(Math.abs(total - 1), `bars sum to ${total}`).toBeLessThan(EPS);
  }
}

export const isRefusal = (r: unknown): boolean => !!r && typeof r === 'object' && (r as { ok?: unknown }).ok === false;

/**
 * The `property` and `both` of one ruleset's suite, counted into artifacts/reliability/engines-<id>.json.
 */
export function engineProperties(ruleset: string) {
  const counter = suiteCounter(
    `engines-${ruleset}`,
    `${ruleset} engine under random and hostile requests: no crash, finite, invariants`,
  );

  /**
   * Runs one property, named `<ruleset>: <name>`: a fixed seed, RUNS cases, each one ticked (and
   * counted as hostile when it is).
   */
  function property<T>(short: string, arb: fc.Arbitrary<T>, check: (input: T) => void, hostile: boolean, runs = RUNS) {
    const name = `${ruleset}: ${short}`;
    it(
      name,
      () => {
        fc.assert(
          fc.property(arb, (input) => {
            counter.tick(name);
            if (hostile) counter.add('hostile inputs');
            check(input);
          }),
          { seed: seedOf(name), numRuns: runs },
        );
        // Hundreds of exact-odds cases per property: slow on a loaded machine, never a timing test.
      },
      180_000,
    );
  }

  /** A legal and a hostile version of the same property. */
  function both<T>(
    name: string,
    legal: fc.Arbitrary<T>,
    hostile: fc.Arbitrary<T>,
    check: (input: T) => void,
    runs = RUNS,
  ) {
    property(`${name} (legal)`, legal, check, false, runs);
    property(`${name} (hostile)`, hostile, check, true, runs);
  }

  /** `both`, for a resolution: the request legal or hostile, and seeded dice to resolve it with. */
  function bothSeeded<T>(
    name: string,
    request: (legal: boolean) => fc.Arbitrary<T>,
    check: (input: T, dice: SeededDice) => void,
    runs = RUNS,
  ) {
    const withSeed = (legal: boolean) => fc.tuple(request(legal), seedArb);
    both(name, withSeed(true), withSeed(false), ([input, seed]) => check(input, new SeededDice(seed)), runs);
  }

  return { property, both, bothSeeded };
}

export const within = (n: number, min: number, max: number) => n >= min && n <= max;
