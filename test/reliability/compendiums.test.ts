/**
 * Every Actor and Item in the compendium sources (packs/<name>/*.json), their embedded items, and
 * the same documents extracted from the built LevelDB packs (dist/packs, when built) validate
 * against their data models: no failure from the schema on the stored values, no stored value the
 * model would change or drop while cleaning, and the document builds and prepares in the stand-in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../foundry/boot';
import { registry } from '../../src/foundry/registry';
import { readPackFiles } from './pack-files';
import { bornVersion } from '../../src/foundry/migrations';

boot();

const ROOT = path.resolve(__dirname, '..', '..');
const BUILT = path.join(ROOT, 'dist', 'packs');

type Source = Record<string, unknown> & { _id: string; _key?: string; name: string; type?: string; system?: unknown };
interface Schema {
  fields: Record<string, unknown>;
  clean(value: unknown): unknown;
  childFailures(value: Record<string, unknown>, partial: boolean): string[];
}
type ModelClass = { schema: Schema };

function modelOf(documentName: 'Actor' | 'Item', type: string | undefined): ModelClass | null {
  for (const d of registry.all()) {
    const entry = d[documentName][type ?? ''];
    if (entry) return entry.model as unknown as ModelClass;
  }
  return null;
}

/** Every leaf of a plain object as [dotted path, value] (arrays are leaves). */
function leaves(data: unknown, prefix = ''): [string, unknown][] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [[prefix, data]];
  const entries = Object.entries(data as Record<string, unknown>);
  if (entries.length === 0) return [[prefix, data]];
  return entries.flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const at = (data: unknown, dotted: string) =>
  dotted
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);

/** What is wrong with a stored system for its model (empty: valid). */
export function problems(documentName: 'Actor' | 'Item', source: Source): string[] {
  const Model = modelOf(documentName, source.type);
  if (!Model) return [`${documentName} type ${String(source.type)} belongs to no ruleset`];
  if (!source.system || typeof source.system !== 'object') return ['system is not an object'];
  const system = source.system as Record<string, unknown>;
  const out = Model.schema.childFailures(system, true).map((f) => `system.${f}`);
  const cleaned = Model.schema.clean(structuredClone(system));
  out.push(...Model.schema.childFailures(cleaned as Record<string, unknown>, false).map((f) => `cleaned system.${f}`));
  for (const [p, value] of leaves(system)) {
    const after = at(cleaned, p);
    if (JSON.stringify(after) !== JSON.stringify(value))
      out.push(`system.${p}: stored ${JSON.stringify(value)}, the model makes it ${JSON.stringify(after)}`);
  }
  return out;
}

interface Entry {
  pack: string;
  file: string;
  source: Source;
  documentName: 'Actor' | 'Item' | null;
}

function documentNameOf(source: Source): Entry['documentName'] {
  const collection = String(source._key ?? '').split('!')[1];
  return collection === 'actors' ? 'Actor' : collection === 'items' ? 'Item' : null;
}

/**
 * An Adventure's actors and world items are whole documents that its import creates: each is
 * validated like a pack's own (the adventure itself is checked for its id, key and name).
 */
function withAdventureContents(entry: Entry): Entry[] {
  if (!String(entry.source._key ?? '').startsWith('!adventures!')) return [entry];
  const contents = (key: 'actors' | 'items', documentName: 'Actor' | 'Item') =>
    ((entry.source[key] as Source[] | undefined) ?? []).map((source) => ({
      pack: entry.pack,
      file: `${entry.file} › ${source.name}`,
      source,
      documentName,
    }));
  return [entry, ...contents('actors', 'Actor'), ...contents('items', 'Item')];
}

function readSources(): Entry[] {
  return readPackFiles().map(({ pack, file, source }) => ({
    pack,
    file,
    source,
    documentName: documentNameOf(source),
  }));
}

const SOURCES = readSources();
const counts = {
  sources: SOURCES.length,
  actors: 0,
  items: 0,
  embeddedItems: 0,
  other: 0,
  built: 0,
  builtValidated: 0,
};

async function expectValid(entry: Entry, where: string): Promise<number> {
  const { source, documentName } = entry;
  if (!documentName) return 0;
  expect(problems(documentName, source), `${where}: ${source.name}`).toEqual([]);
  let embedded = 0;
  for (const item of (source.items as Source[] | undefined) ?? []) {
    expect(problems('Item', item), `${where}: ${source.name} › ${item.name}`).toEqual([]);
    embedded++;
  }
  // Built in the stand-in as Foundry would import it: it prepares, and the stored system stays as it was.
  const { _key, ...data } = source;
  void _key;
  const Doc = (documentName === 'Actor' ? Actor : Item) as unknown as {
    create(
      data: unknown,
    ): Promise<{ _source: { system: unknown }; prepareData(): void; validate(o: unknown): boolean }>;
  };
  const doc = await Doc.create(structuredClone(data));
  expect(() => doc.prepareData()).not.toThrow();
  expect(doc.validate({ strict: false }), `${where}: ${source.name}`).toBe(true);
  // Fields a source leaves out take their defaults; every value it stores is kept as stored, but
  // the schema version: an imported document is born at its ruleset's current one (born-current.ts).
  for (const [p, value] of leaves(source.system)) {
    const expected = p === 'schemaVersion' ? (bornVersion(String(source.type)) ?? value) : value;
    expect(at(doc._source.system, p), `${where}: ${source.name} system.${p}`).toEqual(expected);
  }
  return embedded;
}

describe('compendium sources (packs/**.json)', () => {
  beforeEach(() => standIn.reset());

  it('every document has an id, a key and a name; every Actor and Item type belongs to a ruleset', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    for (const { pack, file, source, documentName } of SOURCES) {
      expect(source._id, `${pack}/${file}`).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(source._key, `${pack}/${file}`).toMatch(/^!\w+(\.\w+)?!/);
      expect(String(source.name ?? '').trim(), `${pack}/${file}`).not.toBe('');
      if (documentName) expect(modelOf(documentName, source.type), `${pack}/${file}: ${source.type}`).not.toBeNull();
    }
  });

  it.each([...new Set(SOURCES.map((s) => s.pack))])('pack %s: every Actor and Item validates', async (pack) => {
    for (const entry of SOURCES.filter((s) => s.pack === pack).flatMap(withAdventureContents)) {
      if (entry.documentName === 'Actor') counts.actors++;
      else if (entry.documentName === 'Item') counts.items++;
      else counts.other++;
      counts.embeddedItems += await expectValid(entry, `${pack}/${entry.file}`);
    }
  });

  it('the check fails on an invalid document: a wrong type, an out-of-range number, an unknown field', () => {
    const item = SOURCES.find((s) => s.documentName === 'Item')!.source;
    expect(problems('Item', { ...item, type: 'nonsense' })).not.toEqual([]);
    const system = item.system as Record<string, unknown>;
    expect(problems('Item', { ...item, system: { ...system, schemaVersion: -3 } })).not.toEqual([]);
    expect(problems('Item', { ...item, system: { ...system, extraneous: 1 } })).not.toEqual([]);
    const actor = SOURCES.find((s) => s.documentName === 'Actor')!.source;
    expect(problems('Actor', { ...actor, system: 'junk' })).not.toEqual([]);
  });
});

describe('the build gate (tools/lib/packs.mjs checkPackSources, run before compiling)', () => {
  it('accepts the packs as they are and refuses a document of a type the manifest lacks', async () => {
    const packs = (await import(/* @vite-ignore */ path.join(ROOT, 'tools', 'lib', 'packs.mjs'))) as {
      checkPackSources(manifest: unknown): void;
    };
    const { builtManifest } = (await import(/* @vite-ignore */ path.join(ROOT, 'tools', 'lib', 'manifest.mjs'))) as {
      builtManifest(): { documentTypes: Record<string, Record<string, unknown>> };
    };
    const manifest = builtManifest();
    expect(() => packs.checkPackSources(manifest)).not.toThrow();
    const { 'relic-relic': _dropped, ...items } = manifest.documentTypes.Item!;
    void _dropped;
    expect(() =>
      packs.checkPackSources({ ...manifest, documentTypes: { ...manifest.documentTypes, Item: items } }),
    ).toThrow(/unknown Item type "relic-relic"/);
  });
});

describe('built packs (dist/packs, LevelDB)', () => {
  beforeEach(() => standIn.reset());
  const built = fs.existsSync(BUILT)
    ? fs.readdirSync(BUILT).filter((d) => fs.statSync(path.join(BUILT, d)).isDirectory())
    : [];

  it.skipIf(built.length === 0)(
    'every built pack extracts, holds its sources, and every Actor and Item validates',
    async () => {
      const lib = (await import(/* @vite-ignore */ path.join(ROOT, 'tools', 'lib', 'packs.mjs'))) as {
        extractCompiled(compiledDir: string, tmpDir: string): Promise<Map<string, Source>>;
      };
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'manifold-packs-'));
      try {
        for (const pack of built.sort()) {
          const docs = await lib.extractCompiled(path.join(BUILT, pack), path.join(tmp, pack));
          const sources = SOURCES.filter((s) => s.pack === pack);
          expect([...docs.keys()].sort(), pack).toEqual(sources.map((s) => s.source._id).sort());
          for (const doc of docs.values()) {
            counts.built++;
            const entry = { pack, file: `${doc._id} (built)`, source: doc, documentName: documentNameOf(doc) };
            for (const each of withAdventureContents(entry)) {
              if (!each.documentName) continue;
              await expectValid(each, `dist/packs/${pack}`);
              counts.builtValidated++;
            }
          }
        }
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

afterAll(() => {
  const dir = path.join(ROOT, 'artifacts', 'reliability');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'compendiums.json'),
    `${JSON.stringify({ ...counts, validated: counts.actors + counts.items + counts.embeddedItems + counts.builtValidated }, null, 2)}\n`,
  );
});
