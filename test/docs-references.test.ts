/**
 * The rules tables (docs/rules/<id>.md) cite code as a backticked file followed by the backticked
 * names it exports: "`light.ts` `LIGHT_SOURCES`, `lightAt`; `countdown.ts` `COUNTDOWN_RESOURCES`".
 * Every such file must exist and every such name must be one of its exports, so a renamed or
 * removed export cannot leave the docs citing something that is not there. Engine files are
 * named from `src/rulesets/<id>/rules/`, glue files from `src/rulesets/<id>/`. A name counts as a
 * citation only when nothing but commas, semicolons, `+` or spaces stand between it and the file
 * (or the citation before it): "`weapons.ts` tag `light`" cites a data value, not an export.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const docsDir = join(root, 'docs', 'rules');

export interface Citation {
  line: number;
  file: string;
  name: string;
}

/** The cells of a table row, split on the pipes outside backticks. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let inCode = false;
  for (const ch of line) {
    if (ch === '`') inCode = !inCode;
    if (ch === '|' && !inCode) {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

const CHAIN_GAP = /^[\s,;+]*$/;
const FILE = /^[\w./-]+\.ts$/;
const NAME = /^([A-Za-z_$][\w$]*)(?:[.#][\w$.]+)?(?:\(.*\))?$/;

/** Every file + exported-name citation in a markdown text. */
export function citations(markdown: string): Citation[] {
  const out: Citation[] = [];
  markdown.split('\n').forEach((text, index) => {
    for (const cell of cells(text)) {
      let file: string | null = null;
      let lastEnd = 0;
      for (const match of cell.matchAll(/`([^`]+)`/g)) {
        const token = match[1]!.trim();
        const gap = cell.slice(lastEnd, match.index);
        lastEnd = match.index + match[0].length;
        if (FILE.test(token)) {
          file = token;
          continue;
        }
        const name = NAME.exec(token);
        if (file && name && CHAIN_GAP.test(gap)) out.push({ line: index + 1, file, name: name[1]! });
        else file = null;
      }
    }
  });
  return out;
}

/**
 * The source files a citation may name (both when a name fits the engine and the glue, as
 * `index.ts` does): the engine's, the ruleset's, then from src/ and the repository root.
 */
export function resolveCited(rulesetId: string, file: string): string[] {
  const candidates = [
    join(root, 'src', 'rulesets', rulesetId, 'rules', file),
    join(root, 'src', 'rulesets', rulesetId, file),
    join(root, 'src', file),
    join(root, file),
  ];
  return candidates.filter((c) => existsSync(c));
}

/** The names a module exports, following `export * from` and `export { … } from`. */
export function exportsOf(path: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(path)) return names;
  seen.add(path);
  const source = readFileSync(path, 'utf8');
  const declared =
    /export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/g;
  for (const m of source.matchAll(declared)) names.add(m[1]!);
  for (const m of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(',')) {
      const alias = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim();
      if (alias) names.add(alias);
    }
  }
  for (const m of source.matchAll(/export\s+\*\s+from\s+['"](\.[^'"]+)['"]/g)) {
    const target = resolve(dirname(path), m[1]!.replace(/\.js$/, ''));
    const file = [`${target}.ts`, join(target, 'index.ts')].find((f) => existsSync(f));
    if (file) for (const n of exportsOf(file, seen)) names.add(n);
  }
  return names;
}

const docs = readdirSync(docsDir).filter((f) => f.endsWith('.md'));

describe('docs/rules cite real code', () => {
  it('reads citations as a file then the names beside it, not values after a word or in brackets', () => {
    const found = citations(
      '| a | `check.ts` `resolveAttributeTest`, `prepareTest`; `roll.ts` `RelicOptions` | t |\n' +
        '| b | `weapons.ts` tag `light` (**reading**); `settings.ts` (`naturalOneFails`) | `x.ts` `f(…, chosen)` `A.b` |',
    );
    expect(found.map((c) => `${c.line}:${c.file}:${c.name}`)).toEqual([
      '1:check.ts:resolveAttributeTest',
      '1:check.ts:prepareTest',
      '1:roll.ts:RelicOptions',
      '2:x.ts:f',
      '2:x.ts:A',
    ]);
  });

  it('finds exports declared, listed and re-exported', () => {
    const names = exportsOf(join(root, 'src', 'rulesets', 'relic', 'rules', 'index.ts'));
    expect(names.has('formationState')).toBe(true);
    expect(names.has('RelicOptions')).toBe(true);
    expect(names.has('noSuchExport')).toBe(false);
  });

  it.each(docs)('%s: every cited file exists and exports every cited name', (doc) => {
    const rulesetId = doc.replace(/\.md$/, '');
    const problems: string[] = [];
    const cache = new Map<string, Set<string> | null>();
    for (const c of citations(readFileSync(join(docsDir, doc), 'utf8'))) {
      if (!cache.has(c.file)) {
        const paths = resolveCited(rulesetId, c.file);
        cache.set(c.file, paths.length ? new Set(paths.flatMap((p) => [...exportsOf(p)])) : null);
      }
      const names = cache.get(c.file);
      if (!names) problems.push(`line ${c.line}: no file ${c.file}`);
      else if (!names.has(c.name)) problems.push(`line ${c.line}: ${c.file} exports no ${c.name}`);
    }
    expect(problems, `${relative(root, join(docsDir, doc))}`).toEqual([]);
  });
});
