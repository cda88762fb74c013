import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'artifacts/**', '.gallery/**', 'coverage/**'] },
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
);
