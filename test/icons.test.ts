/**
 * Every Font Awesome icon the system names (`fa-solid fa-…` in its code and templates) is one
 * Font Awesome Free 6 draws: Foundry's interface loads Font Awesome 6, and an icon the Free set
 * lacks (`fa-sack` is Pro only) is an empty box on a tab or a button.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const freeCss = readFileSync(
  join(root, 'node_modules', '@fortawesome', 'fontawesome-free', 'css', 'all.min.css'),
  'utf8',
);

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, ext) : ext.test(name) ? [path] : [];
  });
}

/** The icon names in `fa-solid fa-name` / `fa-regular fa-name` / `fa-brands fa-name`, with where they stand. */
function namedIcons(): Map<string, string> {
  const icons = new Map<string, string>();
  for (const file of [...filesUnder(join(root, 'src'), /\.ts$/), ...filesUnder(join(root, 'templates'), /\.hbs$/)]) {
    for (const m of readFileSync(file, 'utf8').matchAll(
      /\bfa-(?:solid|regular|brands) fa-([a-z0-9-]+)(?![a-z0-9{$-])/g,
    ))
      if (!icons.has(m[1]!)) icons.set(m[1]!, file.slice(root.length + 1));
  }
  return icons;
}

describe('icons', () => {
  it('names only icons Font Awesome Free 6 has', () => {
    const icons = namedIcons();
    expect(icons.size).toBeGreaterThan(50);
    const missing = [...icons].filter(([name]) => !new RegExp(`\\.fa-${name}[,{:]`).test(freeCss));
    expect(missing.map(([name, file]) => `fa-${name} (${file})`)).toEqual([]);
  });
});
