/**
 * Every user-visible string is in lang/, and lang/ holds nothing unused. A key is used when it
 * appears literally in src/, templates/ or packs/; or when code builds it from a literal prefix
 * (`MANIFOLD.relic.condition.${id}`); or when code holds its root as a constant ('MANIFOLD.relic')
 * and every later segment of the key appears in the sources as a quoted string or a property name
 * (the engines build keys from a root, a group and an id). A key a source names literally must exist.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'system.json'), 'utf8')) as {
  languages: { lang: string; path: string }[];
};

function filesUnder(dir: string, ext: RegExp): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full, ext) : ext.test(full) ? [full] : [];
    });
  } catch {
    return [];
  }
}

/** Every text of a language file, by its dotted key. */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const texts = new Map(
  manifest.languages
    .filter((l) => l.lang === 'en')
    .flatMap((l) => flatten(JSON.parse(readFileSync(join(root, l.path), 'utf8')))),
);
const keys = new Set(texts.keys());
const sources = [
  ...filesUnder(join(root, 'src'), /\.ts$/),
  // Compendium content is generated from lang/ (so Babele can translate it): these use keys too.
  ...filesUnder(join(root, 'test'), /pack-content\.ts$/),
  ...filesUnder(join(root, 'templates'), /\.hbs$/),
  ...filesUnder(join(root, 'packs'), /\.json$/),
].map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));

const KEY = /\b(MANIFOLD|TYPES)\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+/g;
/** Literal prefixes of keys built at run time: `MANIFOLD.x.y.${…}` or 'MANIFOLD.x.y.' + … */
const PREFIX = /\b((?:MANIFOLD|TYPES)\.[A-Za-z0-9_.-]*\.)(?:\$\{|['"`]\s*\+)/g;

describe('translations', () => {
  it('every key a source names literally exists in lang/', () => {
    const missing: string[] = [];
    for (const { file, text } of sources) {
      for (const [key] of text.matchAll(KEY)) {
        if (key.endsWith('.') || keys.has(key)) continue;
        // A literal that is only the start of a built key (followed by ${ or a quote and +).
        const at = text.indexOf(key);
        if (/^(\.\$\{|\$\{|['"`]\s*\+)/.test(text.slice(at + key.length))) continue;
        if ([...keys].some((k) => k.startsWith(`${key}.`))) continue; // a group used as a prefix
        missing.push(`${file}: ${key}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every key in lang/ is used', () => {
    const corpus = sources.map((s) => s.text).join('\n');
    const prefixes = new Set<string>();
    for (const [, prefix] of corpus.matchAll(PREFIX)) prefixes.add(prefix!);
    const quotedPathsExtra = new Set<string>();
    const roots = new Set(
      [...corpus.matchAll(/['"`]((?:MANIFOLD|TYPES)\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)['"`]/g)].map((m) => m[1]!),
    );
    const named = new Set<string>();
    for (const [, word] of corpus.matchAll(/['"`]([A-Za-z0-9_-]+)['"`]/g)) named.add(word!);
    for (const [, word] of corpus.matchAll(/\b([A-Za-z_][A-Za-z0-9_]*)\s*:/g)) named.add(word!);
    // Paths built inside a root: `modifier.${id}`, `${ROOT}.odds.${path}`, `${L}.power.checkLine`.
    const relative = new Set([
      '',
      ...[...corpus.matchAll(/[`'"]([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.)(?:\$\{|[`'"]\s*\+)/g)].map((m) => m[1]!),
      ...[...corpus.matchAll(/\}\.([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.)\$\{/g)].map((m) => m[1]!),
    ]);
    for (const [, path] of corpus.matchAll(/\}\.([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)[`]/g))
      quotedPathsExtra.add(path!);
    // Whole paths under a root, quoted: relicLabel('odds.expectedDamageOnHit').
    const quotedPaths = new Set(
      [...corpus.matchAll(/['"`]([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)['"`]/g)].map((m) => m[1]!),
    );
    for (const p of quotedPathsExtra) quotedPaths.add(p);
    /** root + up to two built path pieces + a quoted path or named segments, tried over every split of the key. */
    const piece = (segments: string[], from: number, to: number) =>
      to > from ? `${segments.slice(from, to).join('.')}.` : '';
    const builtFromRoot = (key: string) => {
      const segs = key.split('.');
      for (let i = 2; i < segs.length; i++) {
        if (!roots.has(segs.slice(0, i).join('.'))) continue;
        for (let j = i; j < segs.length; j++) {
          if (!relative.has(piece(segs, i, j))) continue;
          for (let k = j; k < segs.length; k++) {
            if (!relative.has(piece(segs, j, k))) continue;
            const rest = segs.slice(k);
            if (quotedPaths.has(rest.join('.')) || rest.every((segment) => named.has(segment))) return true;
          }
        }
      }
      return false;
    };
    const isUsed = (key: string) => {
      if (corpus.includes(key)) return true;
      if ([...prefixes].some((p) => key.startsWith(p))) return true;
      if (builtFromRoot(key)) return true;
      // Foundry reads these itself: type labels, and the data-model field labels.
      return key.startsWith('TYPES.');
    };
    // A text's wording for one thing (`diceLostOne` beside `diceLost`) is read through countKey
    // (core/words.ts, `manifold-count-key` in templates) wherever its key is.
    const countSibling = (key: string) => key.endsWith('One') && keys.has(key.slice(0, -3)) && isUsed(key.slice(0, -3));
    const unused = [...keys].filter((key) => !isUsed(key) && !countSibling(key));
    expect(unused).toEqual([]);
  });

  it('a text read through countKey has its wording for one thing (the key and its `One` sibling)', () => {
    // The key argument as written: a literal ('MANIFOLD.x' or either branch of a ternary); a path
    // under the file's ruleset ('sheet.x' or `k('x')` in src/rulesets/<id>/, which that ruleset's
    // key helpers put under MANIFOLD.<id>); or a key built with `${…}`.
    /** The keys a key written so can read. */
    const keysRead = (written: string): string[] => {
      if (!written.includes('${')) return [written];
      const pattern = new RegExp(`^${written.replace(/\./g, '\\.').replace(/\$\{[^}]*\}/g, '[^.]+')}$`);
      // The keys it can build that are worded for one: at least one must be (the family beside
      // them, such as cryture's `applied.title`, cannot be told from a member missing its sibling).
      const built = [...keys].filter((key) => pattern.test(key) && keys.has(`${key}One`));
      expect(built, `no key matching ${written} has a One sibling`).not.toEqual([]);
      return built;
    };
    const counted = new Set<string>();
    for (const { file, text } of sources) {
      const ruleset = /^src\/rulesets\/([a-z]+)\//.exec(file)?.[1];
      for (const [, key] of text.matchAll(/manifold-count-key\s+['"]((?:MANIFOLD)\.[A-Za-z0-9_.-]+)['"]/g))
        for (const read of keysRead(key!)) counted.add(read);
      for (const call of text.matchAll(/countKey\(/g)) {
        // The first argument: up to the comma at the call's own depth.
        let depth = 0;
        let end = call.index + call[0].length;
        for (; end < text.length; end++) {
          const c = text[end];
          if (c === '(') depth++;
          else if (c === ')') depth--;
          if ((c === ',' && depth === 0) || depth < 0) break;
        }
        const argument = text.slice(call.index + call[0].length, end);
        // countKey's own definition (core/words.ts) and the template helper's pass-through (foundry/templates.ts).
        if (/^(key: string|String\(key \?\? ''\))$/.test(argument.trim())) continue;
        const read = [...argument.matchAll(/['"`]([^'"`]+)['"`]/g)].flatMap(([, key]) =>
          keysRead(key!.startsWith('MANIFOLD.') || !ruleset ? key! : `MANIFOLD.${ruleset}.${key}`),
        );
        expect(read, `countKey(${argument}) reads no key`).not.toEqual([]);
        for (const key of read) counted.add(key);
      }
    }
    expect(counted.size).toBeGreaterThan(5);
    const incomplete = [...counted].filter((key) => !keys.has(key) || !keys.has(`${key}One`));
    expect(incomplete).toEqual([]);
  });

  it('a key worded for one thing names the same placeholders as its key: the number is never written in', () => {
    const placeholders = (key: string) => [...(texts.get(key) ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const differ = [...keys]
      .filter((key) => key.endsWith('One') && keys.has(key.slice(0, -3)))
      .filter((key) => placeholders(key).join() !== placeholders(key.slice(0, -3)).join());
    expect(differ).toEqual([]);
  });

  it('templates hold no literal words: every text and label comes through localize or data', () => {
    const literal: string[] = [];
    for (const file of filesUnder(join(root, 'templates'), /\.hbs$/)) {
      const markup = readFileSync(file, 'utf8')
        .replace(/{{!--[\s\S]*?--}}/g, '')
        .replace(/{{{?[\s\S]*?}?}}/g, '');
      for (const [, text] of markup.matchAll(/>([^<>]+)</g))
        if (/[A-Za-z]{2,}/.test(text!)) literal.push(`${relative(root, file)}: ${text!.trim()}`);
      for (const [attribute] of markup.matchAll(
        /\b(?:aria-label|title|placeholder|alt|data-tooltip)="[^"]*[A-Za-z]{2,}[^"]*"/g,
      )) {
        literal.push(`${relative(root, file)}: ${attribute}`);
      }
    }
    expect(literal).toEqual([]);
  });
});
