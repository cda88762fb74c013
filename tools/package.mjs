// Packages a release: dist/system.zip (system.json at its root) and dist/system.json, whose
// manifest and download URLs point at the GitHub release assets (or at --base-url, for npm start).
//   npm run package -- --repo owner/name        release URLs for that GitHub repository
//   npm run package -- --base-url http://host   URLs served from that address
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { buildSystem } from './build.mjs';
import { DIST, at } from './lib/paths.mjs';
import { readJson } from './lib/manifest.mjs';
import { zipFolder } from './lib/zip.mjs';

/** @param {{ version: string, repo?: string, baseUrl?: string }} options */
export function releaseUrls({ version, repo, baseUrl }) {
  if (baseUrl) {
    const base = baseUrl.replace(/\/$/, '');
    return { manifest: `${base}/system.json`, download: `${base}/system.zip` };
  }
  return {
    url: `https://github.com/${repo}`,
    manifest: `https://github.com/${repo}/releases/latest/download/system.json`,
    download: `https://github.com/${repo}/releases/download/v${version}/system.zip`,
  };
}

function defaultRepo() {
  if (process.env.GITHUB_REPOSITORY) return process.env.GITHUB_REPOSITORY;
  const repository = readJson(at('package.json')).repository;
  const url = typeof repository === 'string' ? repository : repository?.url;
  const match = /github(?:\.com[:/]|:)([^/]+\/[^/.]+)/.exec(url ?? '');
  return match ? match[1] : 'manifold-vtt/manifold';
}

/**
 * What the zip leaves out: only the zip itself. The source maps ship, because the built
 * manifold.mjs names its map in a sourceMappingURL comment (a missing map is a 404 in every
 * player's console).
 */
export const leftOutOfZip = (name) => name === 'system.zip';

export async function packageSystem({ repo = defaultRepo(), baseUrl, build = true } = {}) {
  if (build) await buildSystem({ quiet: true });
  const manifestFile = `${DIST}/system.json`;
  const manifest = readJson(manifestFile);
  Object.assign(manifest, releaseUrls({ version: manifest.version, repo, baseUrl }));
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  const zipFile = `${DIST}/system.zip`;
  fs.rmSync(zipFile, { force: true });
  const files = zipFolder(DIST, zipFile, leftOutOfZip);
  return { manifest, zipFile, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { repo: { type: 'string' }, 'base-url': { type: 'string' } } });
  packageSystem({ repo: values.repo, baseUrl: values['base-url'] })
    .then(({ manifest, files }) => {
      console.log(`dist/system.zip: ${files.length} files, version ${manifest.version}`);
      console.log(`manifest: ${manifest.manifest}`);
      console.log(`download: ${manifest.download}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
