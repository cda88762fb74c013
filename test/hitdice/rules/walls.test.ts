/** The engine's walls (DESIGN.md, rules-engine conventions): no Foundry, imports only from core and rules/. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../../src/rulesets/hitdice/rules/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
const FOUNDRY = [
  'foundry',
  'game',
  'CONFIG',
  'Hooks',
  'ui',
  'canvas',
  'Roll',
  'ChatMessage',
  'Actor',
  'Item',
  'fromUuid',
];

describe('hitdice rules walls', () => {
  it.each(files)('%s imports only from src/core and rules/', (file) => {
    const source = readFileSync(new URL(file, dir), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    for (const path of imports) expect(path === '../../../core' || /^\.\/[\w-]+$/.test(path), path).toBe(true);
  });

  it.each(files)('%s names no Foundry global', (file) => {
    const code = readFileSync(new URL(file, dir), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '')
      .replace(/'[^']*'|`[^`]*`/g, "''");
    for (const name of FOUNDRY) expect(code, name).not.toMatch(new RegExp(`(?<![\\w.])${name}\\s*[.(]`));
  });
});
