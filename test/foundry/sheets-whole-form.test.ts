/**
 * Foundry submits the whole form (FormDataExtended reads every named control), not the one field a
 * user changed. So a sheet submitted exactly as rendered must change nothing that is stored: an
 * input showing a derived number (an effect's bonus, a computed maximum) under a stored field's
 * name would write the derived number back into the source on the next keystroke anywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { registry } from '../../src/foundry/registry';
import type { GallerySamples, SampleDocument } from '../gallery/samples';
import { writeChanges } from '../../src/foundry/effects/changes';
import { generation } from '../../src/foundry/compat';

boot();

type Sheet = {
  element: HTMLElement;
  render(o?: unknown): Promise<unknown>;
  submit(values: Record<string, unknown>): Promise<void>;
};
type Doc = { _source: Record<string, unknown>; items?: Iterable<{ _source: Record<string, unknown> }> };

async function samplesOf(id: string): Promise<GallerySamples> {
  const file = path.resolve(__dirname, '..', id, 'samples.ts');
  return fs.existsSync(file) ? ((await import(file)) as { samples: GallerySamples }).samples : {};
}

/** The stored data a submit may touch, flat: the document's source and its items'. */
const stored = (doc: Doc): Record<string, unknown> =>
  flat(JSON.parse(JSON.stringify({ source: doc._source, items: [...(doc.items ?? [])].map((i) => i._source) })));

function flat(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  // An empty object holds no value of its own: writing keys into it changes nothing stored.
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flat(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = value;
  return out;
}

/** What the form shows, as Foundry reads it. */
const shown = (sheet: Sheet) => new foundry.applications.ux.FormDataExtended(sheet.element as HTMLFormElement).object;

async function expectStable(sheet: Sheet, document: Doc, label: string): Promise<void> {
  await sheet.render({ force: true });
  const before = stored(document);
  const form = shown(sheet);
  await sheet.submit({});
  await sheet.render({ force: true });
  // Every stored value stays; a key the source lacked may be written with what the form showed for it.
  const after = stored(document);
  expect(Object.fromEntries(Object.keys(before).map((k) => [k, after[k]])), label).toEqual(before);
  expect(shown(sheet), label).toEqual(form);
}

describe('a sheet submitted as rendered changes nothing', () => {
  beforeEach(() => standIn.reset());

  for (const d of registry.all()) {
    it(`${d.id}: every actor sheet with an effect adding 1 to each number the ruleset lets effects change`, async () => {
      const changes = (d.effectFields ?? [])
        .map((f) => f.path)
        .filter((key) => !key.includes('*'))
        .map((key) => ({ key, mode: 'add' as const, value: '1', priority: null }));
      expect(changes.length, d.id).toBeGreaterThan(0);
      for (const [type, { sheet: Sheet }] of Object.entries(d.Actor)) {
        if (!Sheet) continue;
        const actor = (await Actor.create({
          name: type,
          type,
          ownership: { default: 3 },
        } as never)) as Actor.Implementation;
        const effect = foundry.utils.expandObject({ name: 'Blessing', ...writeChanges(changes, generation()) });
        await actor.createEmbeddedDocuments('ActiveEffect', [effect as never]);
        await expectStable(
          new (Sheet as unknown as new (o: unknown) => Sheet)({ document: actor }),
          actor as never,
          type,
        );
      }
    });

    if (d.id === 'cryture') {
      it('cryture: a stat an effect raises (a family key) keeps its stored value in the form', async () => {
        const actor = (await Actor.create({
          name: 'Ash',
          type: 'cryture-trainer',
          system: { stats: { Might: 3 } },
          ownership: { default: 3 },
        } as never)) as Actor.Implementation;
        const changes = [{ key: 'system.stats.Might', mode: 'add' as const, value: '2', priority: null }];
        const effect = foundry.utils.expandObject({ name: 'Bulk', ...writeChanges(changes, generation()) });
        await actor.createEmbeddedDocuments('ActiveEffect', [effect as never]);
        const Sheet = d.Actor['cryture-trainer']!.sheet as unknown as new (o: unknown) => Sheet;
        const sheet = new Sheet({ document: actor });
        await expectStable(sheet, actor as never, 'Might');
        const might = sheet.element.querySelector<HTMLInputElement>('input[name="system.stats.Might"]')!;
        expect(might.value).toBe('3'); // the stored value; the tooltip tells the total
        expect(might.dataset.tooltipText).toMatch(/Bulk \+2.*= 5/);
      });
    }

    it(`${d.id}: every actor and item sheet, with the fullest samples`, async () => {
      const samples = await samplesOf(d.id);
      const all: ['Actor' | 'Item', SampleDocument][] = [
        ...Object.keys(d.Actor).map((type) => ['Actor', { name: type, type }] as ['Actor', SampleDocument]),
        ...Object.keys(d.Item).map((type) => ['Item', { name: type, type }] as ['Item', SampleDocument]),
        ...(samples.actors ?? []).map((s) => ['Actor', s] as ['Actor', SampleDocument]),
        ...(samples.items ?? []).map((s) => ['Item', s] as ['Item', SampleDocument]),
      ];
      for (const [documentName, sample] of all) {
        const Sheet = d[documentName][sample.type]?.sheet as unknown as (new (o: unknown) => Sheet) | undefined;
        if (!Sheet) continue;
        const data = { ...sample, ownership: { default: 3 } } as never;
        const document = (documentName === 'Actor'
          ? await Actor.create(data)
          : await Item.create(data)) as unknown as Doc;
        await expectStable(new Sheet({ document }), document, `${sample.type} "${sample.name}"`);
      }
    });
  }
});
