/**
 * Every sheet of every document type opens on hostile data. Data a write left after cleaning (when
 * validation lets it through, as Foundry would) renders with no NaN, Infinity, `undefined` or
 * `[object Object]` anywhere; data stored without cleaning but of the right types (numbers out of
 * bounds, NaN, unknown choice ids: a corrupted world) still renders — building the context and
 * the real templates never throw.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boot } from '../foundry/boot';
import { registry } from '../../src/foundry/registry';
import { suiteCounter, yieldToEventLoop } from './cases';
import { documentTypes, hostileLike, type DocumentType } from './schema-walk';
import { propertyRuns } from '../properties';

boot();

const RUNS = propertyRuns(40);
const counter = suiteCounter('sheets-context', 'every sheet renders hostile data without throwing or showing NaN');

type Model = { _source: unknown; schema: { childFailures(v: unknown, partial: boolean): string[] } };
type Doc = { system: Model; items: Iterable<{ system: Model }>; prepareData(): void };
type Sheet = { render(o: unknown): Promise<unknown>; element: HTMLElement };

/** Text a player should never read on a sheet. */
const BROKEN = /\b(NaN|-?Infinity|undefined)\b|\[object Object\]/;

async function brokenText(doc: 'Actor' | 'Item', type: string, document: Doc): Promise<string[]> {
  const Sheet = registry.rulesetOfType(type)![doc][type]!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new Sheet({ document });
  await sheet.render({ force: true });
  await yieldToEventLoop();
  const inputs = [...sheet.element.querySelectorAll('input, option')].map((i) => i.getAttribute('value') ?? '');
  return [sheet.element.textContent ?? '', ...inputs]
    .filter((t) => BROKEN.test(t))
    .map((t) => {
      const at = t.search(BROKEN);
      return t.slice(Math.max(0, at - 50), at + 20).replace(/\s+/g, ' ');
    });
}

function ownedItems(ruleset: string, keepShape: boolean) {
  const typed = keepShape;
  const itemTypes = documentTypes().filter((t) => t.ruleset === ruleset && t.doc === 'Item');
  return fc.array(
    fc
      .constantFrom(...itemTypes)
      .chain((t) => hostileLike(t.schema, { keepShape, hostileText: false, typed }).map((system) => ({ t, system }))),
    { maxLength: 3 },
  );
}

const create = (
  doc: 'Actor' | 'Item',
  type: string,
  system: unknown,
  items: { t: DocumentType; system: unknown }[],
) => {
  const Cls = (doc === 'Actor' ? Actor : Item) as unknown as new (data: unknown) => Doc;
  const data = items.map(({ t, system: s }, i) => ({ name: `Item ${i}`, type: t.type, system: s }));
  return new Cls({ name: 'Hostile', type, system, ...(doc === 'Actor' ? { items: data } : {}) });
};

const refused = (document: Doc) =>
  [document, ...(document.items ?? [])].some((d) => d.system.schema.childFailures(d.system._source, false).length > 0);

// Each property renders every sheet part RUNS times: on the 2 shared cores under load one took over
// 30 s (the default), so the file allows more time (a timeout, not an assertion).
describe('sheets on hostile data', { timeout: 180_000 }, () => {
  for (const { ruleset, doc, type, schema } of documentTypes()) {
    const items = (keepShape: boolean) =>
      doc === 'Actor' ? ownedItems(ruleset, keepShape) : fc.constant<{ t: DocumentType; system: unknown }[]>([]);

    it(`${type}: after cleaning, shows no broken number`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileLike(schema, { hostileText: false }), items(false), async (written, owned) => {
          counter.tick(`${type} (cleaned)`);
          standIn.reset();
          const document = create(doc, type, written, owned);
          if (refused(document)) return counter.add('writes refused');
          expect(await brokenText(doc, type, document)).toEqual([]);
        }),
        { numRuns: RUNS, seed: 101, endOnFailure: true },
      );
    });

    it(`${type}: stored without cleaning, still renders`, async () => {
      await fc.assert(
        fc.asyncProperty(
          hostileLike(schema, { keepShape: true, hostileText: false, typed: true }),
          items(true),
          async (stored, owned) => {
            counter.tick(`${type} (uncleaned)`);
            standIn.reset();
            const document = create(
              doc,
              type,
              {},
              owned.map(({ t }) => ({ t, system: {} })),
            );
            document.system._source = stored;
            [...(document.items ?? [])].forEach((item, i) => (item.system._source = owned[i]!.system));
            document.prepareData();
            await brokenText(doc, type, document);
          },
        ),
        { numRuns: RUNS, seed: 101, endOnFailure: true },
      );
    });
  }
});
