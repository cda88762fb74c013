/**
 * Whatever the stored data holds — hostile values that never went through cleaning, in the
 * document and in its items — preparing a document never throws, and its derived data is never
 * NaN or infinite, never negative where it cannot be.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boot } from '../foundry/boot';
import { registry } from '../../src/foundry/registry';
import { suiteCounter } from './cases';
import { documentTypes, hostileLike, isSourcePath, numbersIn, type Field } from './schema-walk';
import { propertyRuns } from '../properties';

boot();

const RUNS = propertyRuns(300);
const counter = suiteCounter(
  'models-derived',
  'preparation of hostile stored data: finite, non-negative derived numbers',
);

/** Derived numbers that may be negative by the rules (modifiers, bonuses, penalties). */
const MAY_BE_NEGATIVE = [
  /^state\.attributes\./, // relic attributes run −1..+4
  /^state\.bonuses\./,
  /\.modifier$/,
  /(^|\.)bonus$/,
  /penalty/i,
  /^derived\.armorParts\.\d+\.value$/, // countdown: the sheet's Armor bonus part runs −99..+99
];

/** Relations the derived data must keep, per type: what the rules say can never happen. */
type System = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const within = (n: unknown, min: number, max: number) => typeof n === 'number' && n >= min && n <= max;
const RELATIONS: Record<string, [string, (s: System) => boolean][]> = {
  'relic-seeker': [
    ['0 ≤ HP ≤ max HP', (s) => within(s.state.health.hp, 0, s.state.health.maxHp)],
    ['Resonance 0–5', (s) => within(s.state.resonance, 0, 5)],
    ['attributes −1..+4', (s) => Object.values(s.state.attributes).every((a) => within(a, -1, 4))],
    ['level ≥ 1, whole', (s) => Number.isInteger(s.state.level) && s.state.level >= 1],
  ],
  'relic-adversary': [['0 ≤ HP ≤ max HP', (s) => within(s.state.health.hp, 0, s.state.health.maxHp)]],
  // Body dice may stand above the pool (the engine never takes dice away for that), Resolve may not.
  'hitdice-character': [
    ['Resolve ≤ max', (s) => within(s.state.resolve, 0, s.state.resolveMax)],
    ['level 1–10', (s) => within(s.state.level, 1, 10)],
    [
      'dice counts ≤ 99',
      (s) => [s.state.body, s.state.armor.dice, s.state.barrier, s.state.guard].every((n) => within(n, 0, 99)),
    ],
  ],
  'hitdice-npc': [['Resolve ≤ max', (s) => within(s.state.resolve, 0, s.state.resolveMax)]],
  'difference-character': [
    ['Recovery Dice left ≤ pool', (s) => within(s.derived.recovery.remaining, 0, s.derived.recovery.max)],
  ],
  'difference-npc': [
    ['Recovery Dice left ≤ pool', (s) => within(s.derived.recovery.remaining, 0, s.derived.recovery.max)],
  ],
  'countdown-character': [
    ['0 ≤ HP ≤ max HP', (s) => within(s.derived.vitals.hp, 0, s.derived.vitals.maxHp)],
    ['Armor ≥ 0', (s) => within(s.derived.armor, 0, 999)],
  ],
};

type Model = { _source: unknown; schema: Field };
type Doc = {
  system: Model & Record<string, unknown>;
  items: Iterable<{ system: Model }>;
  prepareData(): void;
};

function problemsOf(schema: Field, system: unknown): string[] {
  const problems: string[] = [];
  for (const [parts, n] of numbersIn(system)) {
    if (isSourcePath(schema, parts)) continue;
    const path = parts.join('.');
    if (!Number.isFinite(n)) problems.push(`${path}=${n}`);
    else if (n < 0 && !MAY_BE_NEGATIVE.some((re) => re.test(path))) problems.push(`${path}=${n} (negative)`);
  }
  return problems;
}

describe('preparation of hostile stored data', () => {
  for (const { ruleset, doc, type, schema } of documentTypes()) {
    const itemTypes = doc === 'Actor' ? documentTypes().filter((t) => t.ruleset === ruleset && t.doc === 'Item') : [];
    const items = itemTypes.length
      ? fc.array(
          fc
            .constantFrom(...itemTypes)
            .chain((t) => hostileLike(t.schema, { keepShape: true }).map((system) => ({ t, system }))),
          { maxLength: 4 },
        )
      : fc.constant([]);
    it(`${type}: never throws; derived numbers finite and non-negative`, () => {
      fc.assert(
        fc.property(hostileLike(schema, { keepShape: true }), items, (system, owned) => {
          counter.tick(type);
          const Cls = (doc === 'Actor' ? Actor : Item) as unknown as new (data: unknown) => Doc;
          const document = new Cls({
            name: 'Hostile',
            type,
            items: owned.map(({ t }, i) => ({ name: `Item ${i}`, type: t.type })),
          });
          // Stored data that bypassed cleaning: the raw hostile values become the source.
          document.system._source = system;
          [...(document.items ?? [])].forEach((item, i) => (item.system._source = owned[i]!.system));
          try {
            document.prepareData();
          } catch (error) {
            throw new Error(`${type} preparation threw: ${(error as Error).stack}`);
          }
          expect(problemsOf(schema, document.system)).toEqual([]);
          for (const [rule, holds] of RELATIONS[type] ?? []) expect(holds(document.system), rule).toBe(true);
          for (const item of document.items ?? []) {
            const itemSchema = item.system.schema;
            expect(problemsOf(itemSchema, item.system)).toEqual([]);
          }
        }),
        { numRuns: RUNS, seed: 17 },
      );
    });
  }

  it('covers every ruleset', () => {
    expect(new Set(documentTypes().map((t) => t.ruleset))).toEqual(new Set(registry.all().map((d) => d.id)));
  });
});
