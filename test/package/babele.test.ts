/**
 * Compendium content is laid out so Babele can translate it: every pack's starter translation
 * file (tools/lib/babele.mjs, written by `npm run babele`) keys each document by a name unique in
 * its pack, maps every prose text the documents hold, and carries every journal page and table result.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { babeleTemplate, prosePaths } from '../../tools/lib/babele.mjs';
import { readPackSources } from '../../tools/lib/packs.mjs';

interface Pack {
  name: string;
  label: string;
  type: string;
}
interface Template {
  label: string;
  mapping: Record<string, string | { path: string; converter: string }>;
  entries: Record<string, Record<string, unknown> & { name: string }>;
}
type Source = Record<string, unknown> & {
  name: string;
  system?: unknown;
  pages?: { name: string }[];
  results?: unknown[];
};

const ROOT = path.resolve(__dirname, '..', '..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'system.json'), 'utf8')) as { packs: Pack[] };
const templateOf = babeleTemplate as (pack: Pack) => Template;
const sourcesOf = (pack: Pack) => [...(readPackSources as (name: string) => Map<string, Source>)(pack.name).values()];

describe('Babele translation files', () => {
  it('prose is told from ids and formulas', () => {
    const paths = (prosePaths as (v: unknown, at: string[]) => string[])(
      {
        id: 'longsword',
        dice: '2d6',
        text: 'Deals 2d6.',
        html: '<p>x</p>',
        nested: { note: 'A note.' },
        list: ['a b'],
      },
      ['system'],
    );
    expect(paths).toEqual(['system.text', 'system.html', 'system.nested.note']);
  });

  for (const pack of manifest.packs) {
    it(`${pack.name}: every document by a unique name, every text mapped`, () => {
      const docs = sourcesOf(pack);
      const template = templateOf(pack);
      expect(template.label).toBe(pack.label);
      const names = docs.map((d) => d.name);
      expect(new Set(names).size, 'names unique within the pack (Babele keys entries by name)').toBe(names.length);
      expect(Object.keys(template.entries).sort()).toEqual([...names].sort());
      const mapped = new Set(Object.values(template.mapping).filter((m): m is string => typeof m === 'string'));
      for (const doc of docs) {
        for (const prose of (prosePaths as (v: unknown, at: string[]) => string[])(doc.system ?? {}, ['system']))
          expect(mapped, `${doc.name}: ${prose}`).toContain(prose);
        const entry = template.entries[doc.name]!;
        for (const [key, p] of Object.entries(template.mapping)) {
          if (typeof p !== 'string') continue;
          const value = p
            .split('.')
            .reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], doc);
          if (typeof value === 'string' && /\s/.test(value.trim()))
            expect(entry[key], `${doc.name}: ${key}`).toBe(value);
        }
        if (pack.type === 'JournalEntry')
          expect(Object.keys(entry.pages as object).sort()).toEqual((doc.pages ?? []).map((pg) => pg.name).sort());
        if (pack.type === 'RollTable')
          expect(Object.keys(entry.results as object)).toHaveLength((doc.results ?? []).length);
      }
    });
  }
});
