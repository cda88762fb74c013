/**
 * Hostile writes: any data a macro, an import or a hand-edited world could send to a document of
 * any type (strings in number fields, huge and negative values, NaN, missing keys, wrong shapes).
 * After Foundry's cleaning, either validation refuses the write (Foundry then stores nothing) or
 * every stored number is within its field's bounds and whole where the field says so, and every
 * choice is one of its ids — never a value the rules cannot read.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boot } from '../foundry/boot';
import { suiteCounter } from './cases';
import { documentTypes, hostileLike, outOfBounds, type Field } from './schema-walk';
import { propertyRuns } from '../properties';

boot();

const RUNS = propertyRuns(120);
const counter = suiteCounter('models-cleaning', 'hostile writes to every data model: refused, or cleaned into bounds');

type Doc = { system: { _source: unknown; schema: { childFailures(v: unknown, partial: boolean): string[] } } };

describe('data models under hostile writes', () => {
  for (const { doc, type, schema } of documentTypes()) {
    it(`${type}: refused, or every number in bounds and every choice valid`, () => {
      let refused = 0;
      fc.assert(
        fc.property(hostileLike(schema), (system) => {
          counter.tick(type);
          const Cls = (doc === 'Actor' ? Actor : Item) as unknown as new (data: unknown) => Doc;
          const document = new Cls({ name: 'Hostile', type, system });
          const source = document.system._source;
          if (document.system.schema.childFailures(source, false).length) {
            refused++;
            return;
          }
          expect(outOfBounds(schema as Field, source)).toEqual([]);
        }),
        { numRuns: RUNS, seed: 9 },
      );
      counter.add('refused', refused);
    });
  }
});
