/**
 * Type escapes (`as never`, `as unknown as`) switch tsc off where we call Foundry. The
 * system's models, flags and settings are declared to fvtt-types (src/foundry/data/config.ts and each
 * ruleset's data/config.ts), so an escape is left only where fvtt-types itself lacks something, and
 * a comment on the same or the previous line names that gap (it mentions "fvtt-types").
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
/** Counted per line, as this command counts them (`grep -rnE "as never|as unknown as" src | wc -l`). */
const ESCAPE = /\bas never\b|\bas unknown as\b/;
/** The bound: under 40. */
const LIMIT = 40;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith('.ts') ? [full] : [];
  });
}

interface Escape {
  where: string;
  commented: boolean;
}

function escapesIn(file: string): Escape[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const where = relative(root, file);
  return lines.flatMap((line, i) => {
    if (!ESCAPE.test(line)) return [];
    const commented = /\/\/.*fvtt-types/.test(line) || /\/\/.*fvtt-types/.test(lines[i - 1] ?? '');
    return [{ where: `${where}:${i + 1}`, commented }];
  });
}

const escapes = filesUnder(join(root, 'src')).flatMap(escapesIn);

describe('type escapes in src/', () => {
  it(`stay under ${LIMIT}`, () => {
    expect(escapes.length, escapes.map((e) => e.where).join('\n')).toBeLessThan(LIMIT);
  });

  it('each names the fvtt-types gap it covers, on its line or the line before', () => {
    expect(escapes.filter((e) => !e.commented).map((e) => e.where)).toEqual([]);
  });
});
