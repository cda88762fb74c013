/**
 * Every command a doc tells its reader to run exists in this repository: an npm script of
 * package.json, a binary an installed package puts in node_modules/.bin, or one of the few tools
 * every reader has (STANDARD_TOOLS). The docs are the README, CONTRIBUTING.md, bench/README.md and
 * docs/**. A command is a line of a shell code block (```bash, ```sh, ```shell, ```console), or an
 * inline code span that starts with a standard tool or carries a flag (`foo --bar`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

/** What a reader of these docs has without this repository: keep it short. */
export const STANDARD_TOOLS = ['git', 'node', 'npm', 'npx'];
/** npm's own commands the docs use (anything else must be `npm run <script>`). */
const NPM_COMMANDS = ['ci', 'install', 'run', 'test', 'start'];
/** npm commands that run the package.json script of the same name. */
const NPM_SCRIPT_ALIASES = ['test', 'start'];

export interface Command {
  line: number;
  text: string;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

export const DOCS = [
  join(root, 'README.md'),
  join(root, 'CONTRIBUTING.md'),
  join(root, 'bench', 'README.md'),
  ...markdownFiles(join(root, 'docs')),
];

const SHELL_FENCE = /^\s*```(bash|sh|shell|console)\s*$/;
const FENCE = /^\s*```/;
const FLAG = /\s--?[A-Za-z]/;

/** The commands of a Markdown text: shell code blocks line by line, and command-like code spans. */
export function commandsOf(markdown: string): Command[] {
  const out: Command[] = [];
  let fence: 'shell' | 'other' | null = null;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (FENCE.test(text)) {
      fence = fence ? null : SHELL_FENCE.test(text) ? 'shell' : 'other';
      return;
    }
    if (fence === 'shell') {
      const command = text.replace(/^\s*\$\s*/, '').replace(/\s#.*$/, '');
      if (command.trim() && !command.trim().startsWith('#')) out.push({ line, text: command.trim() });
      return;
    }
    if (fence) return;
    for (const match of text.matchAll(/`([^`]+)`/g)) {
      const span = match[1]!.trim();
      const first = withoutEnv(span).split(/\s+/)[0]!;
      if (!/^[a-z][\w.:-]*$/.test(first)) continue;
      if (STANDARD_TOOLS.includes(first) || FLAG.test(span)) out.push({ line, text: span });
    }
  });
  return out;
}

/** A command line without its leading `NAME=value` environment settings. */
function withoutEnv(command: string): string {
  return command.replace(/^(\s*[A-Z_][A-Z0-9_]*=\S*\s+)+/, '');
}

/** Each simple command of a line (split on `&&`, `||`, `;`, `|`), as its words. */
function simpleCommands(command: string): string[][] {
  return command
    .split(/&&|\|\||;|\|/)
    .map((part) => withoutEnv(part.trim()).split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0);
}

const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);
const binaries = new Set(readdirSync(join(root, 'node_modules', '.bin')));

/** Why a command does not exist here, or null when it does. */
export function problemWith(command: string): string | null {
  for (const [tool, ...args] of simpleCommands(command)) {
    if (tool === 'npm') {
      const [sub, name] = args;
      if (!sub || !NPM_COMMANDS.includes(sub)) return `npm ${sub ?? ''}: not a command the docs may name`;
      if (sub === 'run' && (!name || !scripts.includes(name))) return `npm run ${name ?? ''}: no such script`;
      if (NPM_SCRIPT_ALIASES.includes(sub) && !scripts.includes(sub)) return `npm ${sub}: no "${sub}" script`;
    } else if (tool === 'npx') {
      const bin = args.find((a) => !a.startsWith('-'));
      if (!bin || !binaries.has(bin)) return `npx ${bin ?? ''}: no installed package has this binary`;
    } else if (tool === 'node') {
      const file = args.find((a) => !a.startsWith('-'));
      if (file && /\.(mjs|js|cjs)$/.test(file) && !existsSync(join(root, file))) return `node ${file}: no such file`;
    } else if (!tool || !STANDARD_TOOLS.includes(tool)) {
      if (!tool || !binaries.has(tool)) return `${tool ?? ''}: neither a standard tool nor an installed binary`;
    }
  }
  return null;
}

describe('every command a doc names exists', () => {
  it('reads shell blocks and command-like spans, not other code', () => {
    const found = commandsOf(
      [
        '```bash',
        'npm ci                 # install',
        'GALLERY_PAGES=x npm run gallery',
        '```',
        '```ts',
        'const x = run --fast;',
        '```',
        'Run `npm run bench -- --only=odds`, then `tidy --change`; `rollables(actor)` is no command, nor `--only=x`.',
      ].join('\n'),
    );
    expect(found.map((c) => `${c.line}:${c.text}`)).toEqual([
      '2:npm ci',
      '3:GALLERY_PAGES=x npm run gallery',
      '8:npm run bench -- --only=odds',
      '8:tidy --change',
    ]);
  });

  it('accepts scripts, installed binaries and the standard tools, and names what is missing', () => {
    expect(problemWith('npm ci && npm test')).toBeNull();
    expect(problemWith('MANIFOLD_PROPERTY_RUNS=1000 npm run test:unit')).toBeNull();
    expect(problemWith('npx vitest run --project pure test/relic')).toBeNull();
    expect(problemWith('node tools/build.mjs')).toBeNull();
    expect(problemWith('git grep -n x')).toBeNull();
    expect(problemWith('npm run no-such-script')).toMatch(/no such script/);
    expect(problemWith('npx no-such-binary')).toMatch(/no installed package/);
    expect(problemWith('tidy --change')).toMatch(/neither a standard tool/);
    expect(problemWith('node tools/no-such-tool.mjs')).toMatch(/no such file/);
  });

  it.each(DOCS.map((path) => relative(root, path)))('%s', (doc) => {
    const problems = commandsOf(readFileSync(join(root, doc), 'utf8'))
      .map((c) => ({ ...c, problem: problemWith(c.text) }))
      .filter((c) => c.problem)
      .map((c) => `line ${c.line}: \`${c.text}\`: ${c.problem}`);
    expect(problems).toEqual([]);
  });
});
