/**
 * Hostile Active Effect changes — unknown keys, text and huge values, fractions, unknown modes,
 * either generation's shape, disabled or not, on the actor or on a carried item — never make
 * preparation throw, never put NaN or an infinite number into derived data, never push a
 * ruleset's number out of its declared bounds, and every change that cannot apply is reported.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boot } from '../foundry/boot';
import { registry } from '../../src/foundry/registry';
import { effectReportOf } from '../../src/foundry/effects/list';
import { suiteCounter } from './cases';
import { documentTypes, numbersIn } from './schema-walk';
import { propertyRuns } from '../properties';

boot();

const RUNS = propertyRuns(150);
const counter = suiteCounter(
  'effect-changes',
  'hostile Active Effect changes: finite derived data, ignored and reported',
);

type Doc = { system: Record<string, unknown>; prepareData(): void };

function changeArb(ruleset: string) {
  const keys = (registry.get(ruleset as never).effectFields ?? []).map((f) => f.path.replace('*', 'Might'));
  const key = fc.oneof(
    fc.constantFrom(...keys),
    fc.constantFrom(
      `${ruleset}.nope`,
      'relic.ac',
      'system.hp.max',
      'system.nothing',
      'system',
      '',
      'system.__proto__.x',
    ),
    fc.string({ maxLength: 12 }),
  );
  const value = fc.oneof(
    fc.integer({ min: -1e6, max: 1e6 }).map(String),
    fc.constantFrom('', 'abc', '1e999', 'NaN', '-0', '0.5', ' 2 ', 'Infinity', '1/0'),
    fc.double().map(String),
  );
  const mode = fc.constantFrom(0, 1, 2, 3, 4, 5, 99, -1);
  const type = fc.constantFrom('add', 'subtract', 'multiply', 'override', 'upgrade', 'downgrade', 'custom', 'bogus');
  return fc.record({ key, value, mode, type, v14: fc.boolean() });
}

const effectArb = (ruleset: string) =>
  fc
    .record({ changes: fc.array(changeArb(ruleset), { maxLength: 4 }), disabled: fc.boolean(), v14: fc.boolean() })
    .map((e) => ({
      name: 'Hostile',
      disabled: e.disabled,
      ...(e.v14
        ? { system: { changes: e.changes.map((c) => ({ key: c.key, type: c.type, value: c.value })) } }
        : { changes: e.changes.map((c) => ({ key: c.key, mode: c.mode, value: c.value })) }),
    }));

describe('hostile effect changes', () => {
  for (const { ruleset, type } of documentTypes().filter((t) => t.doc === 'Actor')) {
    const itemType = documentTypes().find((t) => t.ruleset === ruleset && t.doc === 'Item')!.type;
    it(`${type}: preparation never throws; derived numbers stay finite and inside their keys' bounds`, () => {
      fc.assert(
        fc.property(
          fc.array(effectArb(ruleset), { maxLength: 3 }),
          fc.array(effectArb(ruleset), { maxLength: 2 }),
          (own, carried) => {
            counter.tick(type);
            let actor: Doc;
            try {
              actor = new (Actor as unknown as new (data: unknown) => Doc)({
                name: 'Hostile',
                type,
                effects: own,
                items: [{ name: 'Trinket', type: itemType, effects: carried }],
              });
              actor.prepareData();
            } catch (error) {
              throw new Error(`${type} preparation threw: ${(error as Error).stack}`);
            }
            const bad = numbersIn(actor.system).filter(([, n]) => !Number.isFinite(n));
            expect(bad.map(([p, n]) => `${p.join('.')}=${n}`)).toEqual([]);
            const report = effectReportOf(actor as never, registry.get(ruleset as never))!;
            const schema = (actor.system as unknown as { schema: { getField(p: string): unknown } }).schema;
            for (const [key, s] of Object.entries(report.sources)) {
              // A field's number stays what its own validation accepts (bounds, whole or not).
              const field = key.startsWith('system.')
                ? (schema.getField(key.slice(7)) as { validate(v: unknown): unknown } | undefined)
                : undefined;
              expect(field, `${key} is a field of the actor's data`).toBeDefined();
              expect(field!.validate(s.total), key).toBeUndefined();
            }
          },
        ),
        { numRuns: RUNS, seed: 19 },
      );
    });
  }
});
