// ESLint flat config: @eslint/js + typescript-eslint (not type-aware, to stay fast) + React hooks.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-demo/',
    'dist-demo-*/',
    'node_modules/',
    'public/mockServiceWorker.js',
    'test-results/',
    'playwright-report/',
    'artifacts/',
    'coverage/',
    // scratch files (e.g. `.shots.tmp.mjs`, tests/tmp/) are never part of the project
    '**/*.tmp.*',
    'tests/tmp/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
);
