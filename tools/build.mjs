// Builds the installable system into dist/: the script (Vite), the stylesheet (Sass), templates,
// languages, the manifest with documentTypes from template.json, and compiled compendium packs.
import fs from 'node:fs';
import { build } from 'vite';
import * as sass from 'sass';
import { at, DIST } from './lib/paths.mjs';
import { builtManifest } from './lib/manifest.mjs';
import { compilePacks } from './lib/packs.mjs';

export async function buildSystem({ quiet = false } = {}) {
  const started = performance.now();
  fs.rmSync(DIST, { recursive: true, force: true });
  fs.mkdirSync(DIST, { recursive: true });

  await build({ configFile: at('vite.config.ts'), logLevel: quiet ? 'silent' : 'warn' });

  const css = sass.compile(at('styles/manifold.scss'), { style: 'compressed', loadPaths: [at('styles')] });
  fs.writeFileSync(`${DIST}/manifold.css`, css.css);

  for (const dir of ['templates', 'lang', 'assets']) {
    if (fs.existsSync(at(dir))) fs.cpSync(at(dir), `${DIST}/${dir}`, { recursive: true });
  }
  // The icon sets' licences ask for credit wherever the icons go.
  fs.copyFileSync(at('CREDITS.md'), `${DIST}/CREDITS.md`);

  const manifest = builtManifest();
  fs.writeFileSync(`${DIST}/system.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  await compilePacks(manifest, DIST);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!quiet) console.log(`Built dist/ in ${seconds}s`);
  return { seconds: Number(seconds) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildSystem().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
