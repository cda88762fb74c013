/**
 * The check of the built package: dist/ as Foundry would install it. `npm test` builds first;
 * run alone, this builds when dist/ is missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { registry } from '../../src/foundry/registry';
import { boot } from '../foundry/boot';

boot();

type Manifest = {
  id: string;
  version: string;
  compatibility: { minimum: string; verified: string };
  esmodules: string[];
  styles: { src: string }[];
  languages: { lang: string; path: string }[];
  packs: { name: string; path?: string; type: string; system?: string; flags?: { manifold?: { ruleset?: string } } }[];
  documentTypes: Record<string, Record<string, unknown>>;
  manifest: string;
  download: string;
};

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
let manifest: Manifest;

/** Every file a manifest names, relative to the package root. */
function manifestPaths(m: Manifest): string[] {
  return [
    ...m.esmodules,
    ...m.styles.map((s) => s.src),
    ...m.languages.map((l) => l.path),
    ...m.packs.map((p) => p.path ?? `packs/${p.name}`),
  ];
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(DIST, 'system.json'))) {
    const { buildSystem } = await import('../../tools/build.mjs');
    await buildSystem({ quiet: true });
  }
  manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'system.json'), 'utf8')) as Manifest;
}, 120_000);

describe('the built package', () => {
  it('is the manifold system for Foundry v13 and v14', () => {
    expect(manifest.id).toBe('manifold');
    // One package for both generations, as dnd5e 5.3, verified on v14; the minimum is the first
    // stable v13 build (13.341), not "13", which admits the prototypes.
    expect(manifest.compatibility).toMatchObject({ minimum: '13.341', verified: '14' });
    expect(manifest.version).toBe(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version);
  });

  it('has every file its manifest names', () => {
    for (const p of manifestPaths(manifest)) expect(fs.existsSync(path.join(DIST, p)), p).toBe(true);
  });

  it('declares exactly the types of template.json, each with a registered data model and a label', () => {
    const template = JSON.parse(fs.readFileSync(path.join(ROOT, 'template.json'), 'utf8')) as Record<
      string,
      { types: string[] }
    >;
    for (const doc of ['Actor', 'Item'] as const) {
      expect(Object.keys(manifest.documentTypes[doc] ?? {}).sort()).toEqual([...template[doc]!.types].sort());
      expect([...template[doc]!.types].sort()).toEqual(registry.allTypes(doc).sort());
      for (const type of template[doc]!.types) {
        expect((CONFIG[doc].dataModels as Record<string, unknown>)[type], `${type} model`).toBeTruthy();
        expect(standIn.i18n.has(`TYPES.${doc}.${type}`), `TYPES.${doc}.${type}`).toBe(true);
      }
    }
  });

  it('gives every pack a ruleset or none, and every ruleset pack a real ruleset', () => {
    for (const pack of manifest.packs) {
      const owner = pack.flags?.manifold?.ruleset;
      if (owner) expect(registry.all().map((d) => d.id)).toContain(owner);
    }
  });

  it('compiles packs that extract back to the same documents', async () => {
    const { extractCompiled, readPackSources } = await import('../../tools/lib/packs.mjs');
    for (const pack of manifest.packs) {
      const sources = readPackSources(pack.name);
      const extracted = await extractCompiled(
        path.join(DIST, 'packs', pack.name),
        fs.mkdtempSync(path.join(os.tmpdir(), 'pack-')),
      );
      expect([...extracted.keys()].sort(), pack.name).toEqual([...sources.keys()].sort());
      for (const [id, source] of sources) {
        const { _key: _ignored, ...fields } = source as Record<string, unknown>;
        expect(extracted.get(id), `${pack.name}/${id}`).toMatchObject(fields);
      }
    }
  }, 60_000);

  it('packages to a zip with system.json at its root and every manifest path inside', async () => {
    const { zipFolder } = await import('../../tools/lib/zip.mjs');
    const { leftOutOfZip } = await import('../../tools/package.mjs');
    const zipFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zip-')), 'system.zip');
    zipFolder(DIST, zipFile, leftOutOfZip);
    const zipped = unzipSync(fs.readFileSync(zipFile));
    const files = Object.keys(zipped);
    expect(files).toContain('system.json');
    // A source map a shipped script names is in the zip beside it.
    for (const script of files.filter((f) => f.endsWith('.mjs') || f.endsWith('.js'))) {
      const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(new TextDecoder().decode(zipped[script]))?.[1];
      if (named)
        expect(files, `${script} names ${named}`).toContain(path.posix.join(path.posix.dirname(script), named));
    }
    for (const p of manifestPaths(manifest))
      expect(
        files.some((f) => f === p || f.startsWith(`${p}/`)),
        p,
      ).toBe(true);
  });

  it('ships the icons the system names and the credit their licences ask for', () => {
    const icons = fs.readdirSync(path.join(ROOT, 'assets', 'icons'));
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(fs.existsSync(path.join(DIST, 'assets', 'icons', icon)), icon).toBe(true);
    const credits = fs.readFileSync(path.join(DIST, 'CREDITS.md'), 'utf8');
    for (const words of ['game-icons.net', 'Lorc', 'Delapouite', 'CC BY 3.0', 'Font Awesome', 'CC BY 4.0'])
      expect(credits).toContain(words);
  });

  it('names one script, and ships it as one file: no other script beside it', async () => {
    expect(manifest.esmodules).toEqual(['manifold.mjs']);
    const { zipFolder } = await import('../../tools/lib/zip.mjs');
    const { leftOutOfZip } = await import('../../tools/package.mjs');
    const zipFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zip-')), 'system.zip');
    zipFolder(DIST, zipFile, leftOutOfZip);
    const zipped = Object.keys(unzipSync(fs.readFileSync(zipFile)));
    expect(zipped.filter((f) => /\.m?js$/.test(f) && !f.startsWith('packs/'))).toEqual(['manifold.mjs']);
    // Nothing it loads later: no import of another file, static or dynamic.
    const code = fs.readFileSync(path.join(DIST, 'manifold.mjs'), 'utf8');
    expect(code).not.toMatch(/(?:\bfrom|\bimport)\s*\(?\s*["'`]\.{1,2}\//);
  });

  it('points a release manifest at the GitHub release assets, and a served one at the server', async () => {
    const { releaseUrls } = await import('../../tools/package.mjs');
    expect(releaseUrls({ version: '1.2.3', repo: 'acme/manifold' })).toEqual({
      url: 'https://github.com/acme/manifold',
      manifest: 'https://github.com/acme/manifold/releases/latest/download/system.json',
      download: 'https://github.com/acme/manifold/releases/download/v1.2.3/system.zip',
    });
    expect(releaseUrls({ version: '1', baseUrl: 'http://localhost:30001/' })).toEqual({
      manifest: 'http://localhost:30001/system.json',
      download: 'http://localhost:30001/system.zip',
    });
  });

  it('serves dist/ over HTTP and refuses paths outside it', async () => {
    const { createServer } = await import('../../tools/serve.mjs');
    const server = createServer(DIST);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const ok = await fetch(`http://127.0.0.1:${port}/system.json`);
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as Manifest).id).toBe('manifold');
      expect((await fetch(`http://127.0.0.1:${port}/%2e%2e/package.json`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/nothing.json`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('keeps class names in the script every world loads (Foundry rebuilds rolls from chat messages by class name)', async () => {
    const bundle = fs.readFileSync(path.join(DIST, 'manifold.mjs'), 'utf8');
    const names = [
      'ManifoldCombat',
      'ManifoldActor',
      ...registry.all().flatMap((d) => (d.rolls ?? []).map((r) => (r as { name: string }).name)),
    ];
    // The class itself carries the name (`class X` or `X=class`), so `X.name` survives minification.
    for (const name of names) expect(bundle, name).toMatch(new RegExp(`class ${name}\\b|\\b${name}=class\\b`));
  });
});
