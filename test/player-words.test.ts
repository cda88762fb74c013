/**
 * Nothing a player reads carries a ruling id or developer wording. Ruling ids ("CD-7", "HD-10";
 * the prefixes are those of docs/dev/rulings.md) explain the code to its readers: they stay in code
 * comments, tests and docs/. A player reads the language files, the compendium packs, the
 * templates' text and the README's prose, and none of those may show one.
 *
 * The deny-list is wording that only makes sense to someone reading the code:
 * - "hidden id", "ruleset key", "effectKey": how the data is stored, not what the player sees;
 * - "the document": in Foundry a document is a stored record (an actor, an item), so a hint that
 *   says what "the document" names or lists reads as a note about the data, not the rules book;
 * - "data path": the shape of the actor's data, allowed only in the effect editor's Advanced
 *   option, whose whole point is to let a GM type one;
 * - "relic.md" and the like: the file name of a ruleset's rules text in this repository; a player
 *   reads "the relic rules";
 * - "undefined", "TODO": a value or a note that leaked out of the code.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

/** The prefixes of docs/dev/rulings.md's ids, read from its bold entries ("**HD-1 …"). */
const rulings = readFileSync(join(root, 'docs/dev/rulings.md'), 'utf8');
const PREFIXES = [...new Set([...rulings.matchAll(/\*\*([A-Z]+)-\d+\b/g)].map((m) => m[1]!))];
const RULING_ID = new RegExp(`\\b(?:${PREFIXES.join('|')})-\\d+\\b`);

const DENIED: RegExp[] = [
  /\bhidden ids?\b/i,
  /\bruleset keys?\b/i,
  /\beffectKey\b/,
  /\bthe document\b/i,
  /\bdata paths?\b/i,
  /\b(?:relic|hitdice|difference|countdown|cryture)\.md\b/,
  /\bundefined\b/,
  /\bTODO\b/,
];

/** Texts where a denied phrase is the point: the effect editor's Advanced option. */
const ALLOWED: Record<string, RegExp> = {
  'MANIFOLD.Effects.advanced': /\bdata paths?\b/i,
  'MANIFOLD.Effects.advancedHint': /\bdata paths?\b/i,
};

interface Text {
  where: string;
  text: string;
}

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, ext) : ext.test(full) ? [full] : [];
  });
}

/** Every string leaf of a JSON value, by its dotted path. */
function leaves(value: unknown, prefix: string, skip: (key: string) => boolean = () => false): Text[] {
  if (typeof value === 'string') return [{ where: prefix, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}.${i}`, skip));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (skip(k) ? [] : leaves(v, prefix ? `${prefix}.${k}` : k, skip)));
  }
  return [];
}

/** Language files: every value, by its key. */
function langTexts(): Text[] {
  return filesUnder(join(root, 'lang'), /\.json$/).flatMap((file) =>
    leaves(JSON.parse(readFileSync(file, 'utf8')), '').map((t) => ({
      ...t,
      where: `${relative(root, file)} ${t.where}`,
    })),
  );
}

/** Built compendium entries: every string but ids, keys, image paths and flags. */
function packTexts(): Text[] {
  const skip = (k: string) => ['_id', '_key', '_stats', 'img', 'flags', 'folder', 'sort', 'ownership'].includes(k);
  return filesUnder(join(root, 'packs'), /\.json$/).flatMap((file) =>
    leaves(JSON.parse(readFileSync(file, 'utf8')), '', skip).map((t) => ({
      ...t,
      where: `${relative(root, file)} ${t.where}`,
    })),
  );
}

/** Templates: the markup with its Handlebars comments and expressions taken out. */
function templateTexts(): Text[] {
  return filesUnder(join(root, 'templates'), /\.hbs$/).map((file) => ({
    where: relative(root, file),
    text: readFileSync(file, 'utf8')
      .replace(/\{\{!--[\s\S]*?--\}\}/g, '')
      .replace(/\{\{![\s\S]*?\}\}/g, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\{\{[\s\S]*?\}\}/g, ''),
  }));
}

/** README prose: outside fenced code blocks and inline code. */
function readmeTexts(): Text[] {
  const prose = readFileSync(join(root, 'README.md'), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return prose.split('\n').map((line, i) => ({ where: `README.md:${i + 1}`, text: line }));
}

function offences(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) => {
    const key = where.split(' ').pop() ?? '';
    const found: string[] = [];
    const id = RULING_ID.exec(text);
    if (id) found.push(`${where}: ruling id ${id[0]}`);
    for (const pattern of DENIED) {
      const hit = pattern.exec(text);
      if (hit && !ALLOWED[key]?.test(hit[0])) found.push(`${where}: "${hit[0]}"`);
    }
    return found;
  });
}

describe('player-visible words', () => {
  it('reads the ruling prefixes from docs/dev/rulings.md', () => {
    expect(PREFIXES).toEqual(expect.arrayContaining(['ALL', 'REL', 'HD', 'DIF', 'CD', 'CRY']));
    expect(RULING_ID.test('Defending (CD-7)')).toBe(true);
    expect(RULING_ID.test('a 2d6 roll, HD 8')).toBe(false);
  });

  it('finds the deny-list in a text that carries it, and nothing in a clean one', () => {
    expect(offences([{ where: 'x', text: 'Scores are kept by their hidden id (DIF-3).' }])).toHaveLength(2);
    expect(offences([{ where: 'x', text: 'Defending: your defense rolls have advantage.' }])).toEqual([]);
    expect(offences([{ where: 'x MANIFOLD.Effects.advancedHint', text: 'any data path' }])).toEqual([]);
  });

  it('has no ruling id or developer wording in the language files', () => {
    expect(offences(langTexts())).toEqual([]);
  });

  it('has no ruling id or developer wording in the compendium packs', () => {
    const texts = packTexts();
    expect(texts.length).toBeGreaterThan(100);
    expect(offences(texts)).toEqual([]);
  });

  it('has no ruling id or developer wording in the templates’ text', () => {
    expect(offences(templateTexts())).toEqual([]);
  });

  it('has no ruling id or developer wording in the README’s prose', () => {
    expect(offences(readmeTexts())).toEqual([]);
  });
});
