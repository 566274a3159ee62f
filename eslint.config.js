// ESLint flat config: @eslint/js + typescript-eslint (not type-aware, to stay fast) + React hooks.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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
  // Layers (DESIGN.md §2): app/layouts -> features -> shared -> contract; mocks -> contract,
  // shared/utils. A feature imports no other feature; shared imports no feature; no cycles.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/app/*', '@/layouts/*', '@mocks/*'], message: 'A feature imports shared/ and contract/ only (DESIGN.md §2).' },
        { group: ['@/features/*'], message: 'A feature never imports another feature (or itself by alias): what two features share moves to shared/.' },
        { group: ['../../*', '!../../shared/*'], message: 'A feature imports its own files relatively, everything else through @/shared or @contract.' },
      ] }],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/app/*', '@/layouts/*', '@/features/*', '@mocks/*'], message: 'shared/ imports no feature, layout, app or mock code (DESIGN.md §2).' },
      ] }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/*', '@mocks/*', '../*', 'react', 'react-*', 'axios', 'antd', 'antd/*', 'dayjs', 'zustand'], message: 'contract/ is the ground floor: it imports only other contract/ files.' },
      ] }],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '^@/(?!shared/utils/)|(^|/)src/(?!shared/utils/)', message: 'The embedded backend imports contract/ and src/shared/utils only (DESIGN.md §2).' },
      ] }],
    },
  },
);
