import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The import direction inside a ruleset (docs/dev/ruleset-floor-plan.md, "Import direction"): a
 * part imports only parts at its level or below. Folders are `name/`, top-level files `name.ts`.
 */
const LEVELS = [
  ['rules/'],
  ['data/', 'settings.ts', 'text.ts'],
  ['dice/', 'canvas/'],
  ['flows/', 'chat/', 'combat/', 'apps/', 'statuses.ts'],
  ['sheets/'],
  ['index.ts', 'hooks.ts', 'quench.ts'],
];

/** Where a ruleset's parts live: the rulesets, and the lint fixture that shows the rule failing. */
const RULESET_ROOTS = ['src/rulesets/*', 'test/lint/fixtures/rulesets/*'];

/** The ruleset's parts above `level`, as import paths seen from `prefix` ('../' in a folder, './' at the top). */
function above(level, prefix) {
  const parts = LEVELS.slice(level + 1).flat();
  const folders = parts.filter((p) => p.endsWith('/')).map((p) => p.slice(0, -1));
  const files = parts.filter((p) => p.endsWith('.ts')).map((p) => p.slice(0, -3));
  const escaped = prefix.replace(/\./g, '\\.');
  const regexes = [];
  if (folders.length) regexes.push(`^${escaped}(${folders.join('|')})(/|$)`);
  if (files.length) regexes.push(`^${escaped}(${files.join('|')})$`);
  if (files.includes('index') && prefix === '../') regexes.push('^\\.\\./?$');
  return regexes;
}

/** One config per part: its files, and the imports of higher parts it may not make. */
const importDirection = LEVELS.flatMap((parts, level) =>
  parts.map((part) => {
    const folder = part.endsWith('/');
    const regexes = above(level, folder ? '../' : './');
    return {
      files: RULESET_ROOTS.map((root) => (folder ? `${root}/${part}**/*.ts` : `${root}/${part}`)),
      rules: {
        '@typescript-eslint/no-restricted-imports': regexes.length
          ? [
              'error',
              {
                patterns: regexes.map((regex) => ({
                  regex,
                  // A type import leaves no import in the build (data/config.ts declares every flag's type).
                  allowTypeImports: true,
                  message: `${part} imports only the parts at its level or below (docs/dev/ruleset-floor-plan.md, "Import direction").`,
                })),
              },
            ]
          : 'off',
      },
    };
  }),
);

export default tseslint.config(
  // test/lint/fixtures breaks the rules on purpose: test/import-direction.test.ts lints it alone.
  {
    ignores: ['dist/**', 'node_modules/**', 'artifacts/**', '.gallery/**', 'coverage/**', 'test/lint/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        performance: 'readonly',
        structuredClone: 'readonly',
        document: 'readonly',
        window: 'readonly',
        HTMLElement: 'readonly',
        Event: 'readonly',
        KeyboardEvent: 'readonly',
        MouseEvent: 'readonly',
        PointerEvent: 'readonly',
        DragEvent: 'readonly',
        HTMLInputElement: 'readonly',
        FormData: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Pure rules and core never touch Foundry: the walls of docs/dev/floor-plan.md.
    files: ['src/core/**/*.ts', 'src/rulesets/*/rules/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
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
        ].map((name) => ({ name, message: 'src/core and rules/ are Foundry-free (docs/dev/floor-plan.md).' })),
      ],
    },
  },
  ...importDirection,
);
