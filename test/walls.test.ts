/**
 * The walls of docs/dev/floor-plan.md, for every ruleset at once: src/core and each ruleset's rules/ never
 * touch a Foundry global; rules/ import only src/core and their own folder; no ruleset imports
 * another; src/foundry names no ruleset.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../src/foundry/ruleset';

const root = join(__dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith('.ts') ? [full] : [];
  });
}

const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const imports = (code: string) => [...code.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]!);
const FOUNDRY_GLOBAL =
  /\b(foundry|game|CONFIG|Hooks|ui|canvas|ChatMessage|Actor|Item|Roll|Macro|Combat)\s*\.|\bnew\s+Roll\b|\bfromUuid(Sync)?\s*\(/;

const pure = [join(root, 'src/core'), ...RULESET_IDS.map((id) => join(root, 'src/rulesets', id, 'rules'))];

describe('walls', () => {
  it('src/core and every rules/ folder are Foundry-free', () => {
    const offenders = pure
      .flatMap(filesUnder)
      .filter((file) => FOUNDRY_GLOBAL.test(stripComments(readFileSync(file, 'utf8'))))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('rules/ import only src/core and their own folder; src/core imports only itself', () => {
    const bad: string[] = [];
    for (const id of RULESET_IDS) {
      for (const file of filesUnder(join(root, 'src/rulesets', id, 'rules'))) {
        for (const from of imports(readFileSync(file, 'utf8'))) {
          if (!(from === '../../../core' || from.startsWith('../../../core/') || /^\.\/[\w-]+$/.test(from)))
            bad.push(`${relative(root, file)} → ${from}`);
        }
      }
    }
    for (const file of filesUnder(join(root, 'src/core'))) {
      for (const from of imports(readFileSync(file, 'utf8')))
        if (!from.startsWith('./')) bad.push(`${relative(root, file)} → ${from}`);
    }
    expect(bad).toEqual([]);
  });

  it('no ruleset imports another ruleset', () => {
    const bad: string[] = [];
    for (const id of RULESET_IDS) {
      for (const file of filesUnder(join(root, 'src/rulesets', id))) {
        for (const from of imports(readFileSync(file, 'utf8'))) {
          for (const other of RULESET_IDS)
            if (other !== id && new RegExp(`(^|/)${other}(/|$)`).test(from))
              bad.push(`${relative(root, file)} → ${from}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('src/foundry names no ruleset', () => {
    const bad = filesUnder(join(root, 'src/foundry'))
      .filter((file) => imports(readFileSync(file, 'utf8')).some((from) => from.includes('rulesets')))
      .map((file) => relative(root, file));
    expect(bad).toEqual([]);
  });
});

describe('one roll pipeline', () => {
  // Where a roll's dice are drawn and its message posted: pipeline.ts, and foundry-dice.ts, which
  // draws each ask as a Foundry Roll. (Forms that roll nothing — a GM's group roll, damage taken —
  // may use the configure rule without the pipeline.)
  const ALLOWED = new Set(['src/foundry/rolls/pipeline.ts', 'src/foundry/rolls/foundry-dice.ts']);
  const STARTS_A_ROLL = /\bdrawFromFoundry\s*\(|\.toMessage\s*\(|\bnew\s+Roll\s*\(/;

  it('nothing but the pipeline draws dice or posts a roll', () => {
    const offenders = filesUnder(join(root, 'src'))
      .map((file) => relative(root, file))
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => STARTS_A_ROLL.test(stripComments(readFileSync(join(root, file), 'utf8'))));
    expect(offenders).toEqual([]);
  });
});

describe('cards are chat message types', () => {
  // Every message we post is a card of a declared type, whose model owns its buttons: a
  // ChatMessage created in src names its type in the data it is created with.
  const CREATES = /ChatMessage(?:\.implementation)?\.create\s*\(\s*\{([^}]*)/g;

  it('every ChatMessage our code creates names its card type', () => {
    const untyped = filesUnder(join(root, 'src'))
      .map((file) => relative(root, file))
      .filter((file) => !file.includes('/quench'))
      .flatMap((file) =>
        [...stripComments(readFileSync(join(root, file), 'utf8')).matchAll(CREATES)]
          .filter((match) => !/\btype\s*[:,}]/.test(match[1]!))
          .map(() => file),
      );
    expect(untyped).toEqual([]);
  });
});
