// ESLint flat config: @eslint/js + typescript-eslint (type-aware for src/ only) + React hooks.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The files that may call the backend: the api modules (a feature's api.ts or <name>Api.ts, src/shared/api/) and the client itself. */
const API_MODULES = ['src/features/**/api.ts', 'src/features/**/*Api.ts', 'src/shared/api/**', 'src/shared/http/**'];

const HTTP_CALLS = [
  {
    name: '@/shared/http/client',
    importNames: ['http', 'request'],
    message: "HTTP calls live in the api modules (the feature's api.ts, or src/shared/api/): call a function of those.",
  },
  {
    name: '@/shared/http/endpoint',
    importNames: ['callEndpoint'],
    message: "HTTP calls live in the api modules (the feature's api.ts, or src/shared/api/): call a function of those.",
  },
];

/**
 * A call names its endpoint, never an address: `callEndpoint(descriptor, input)` takes the method,
 * path and base from contract/ and infers the reply's and the input's types. `http.get/post/put/del`
 * stay inside the client (src/shared/http/).
 */
const ADDRESS_CALL = {
  selector: "CallExpression[callee.object.name='http'][callee.property.name=/^(get|post|put|del)$/]",
  message:
    'Call the endpoint by its descriptor: callEndpoint(descriptor, { path, input }) (src/shared/http/endpoint.ts), not http.get/post/put/del.',
};

const FEATURE_IMPORTS = [
  {
    group: ['../../*', '!../../shared/*'],
    message: 'A feature imports its own files relatively, everything else through @/shared or @contract.',
  },
];

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-demo/',
    'dist-demo-*/',
    'dist-backend/',
    'node_modules/',
    'public/mockServiceWorker.js',
    'test-results/',
    // a browser-test run on another port (E2E_PORT) writes its traces here (playwright.config.ts)
    'test-results-*/',
    'playwright-report/',
    'artifacts/',
    'coverage/',
    '.cache/',
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
  // Type-aware rules, for the console's code (src/): a promise nobody awaits or catches is found
  // at the line that drops it, not by the global unhandledrejection net (catchStrayFailures in src/app/httpWiring.ts),
  // which stays as the last resort and reports. Not mocks/, tests/ or scripts/: a second type
  // pass over them would double the lint's time for code whose promises a test awaits anyway.
  //  - no-misused-promises: JSX attributes (onClick={() => navigate(…)}) are not checked: React
  //    ignores what a handler returns, React Router's navigate returns a promise only in data
  //    routers, and a handler's failure is the global net's to show; everything else is checked.
  //  - strict-boolean-expressions is not on: `if (list.length)` and `value ?? ''` are the house
  //    idiom in 1,000 places, and the rule would rewrite them without finding a defect.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  // Layers, by path. From the top: src/app and src/layouts -> src/features -> src/shared -> contract.
  // A feature imports no other feature (what two share moves to src/shared or contract); shared
  // imports no feature, app, layout or mock code; contract imports nothing outside contract/. The
  // embedded backend (mocks/) imports contract/ and src/shared/utils only. The zones match the
  // resolved file, so every spelling of an import (relative, alias, absolute) is caught; the rules
  // are themselves tested by tests/integration/house/boundaries.test.ts.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // without these import-x skips every .ts/.tsx file and no-cycle finds nothing
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones() }],
    },
  },
  // the backend's handlers are made with mocks/lib/http.ts's http, without msw's call frame (the
  // stack it writes for each handler cost the Node server's start ~0.1 s); the page's own two
  // (mocks/browser.ts, mocks/inPage.ts) are not the server's
  {
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/lib/http.ts', 'mocks/browser.ts', 'mocks/inPage.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'msw',
              importNames: ['http'],
              message:
                "the backend's handlers are made with http from mocks/lib/http.ts (no call frame: a shorter start).",
            },
          ],
        },
      ],
    },
  },
  // HTTP calls only in api modules: a feature's api.ts (or a <name>Api.ts beside it) and src/shared/api/.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: API_MODULES,
    rules: { 'no-restricted-imports': ['error', { paths: HTTP_CALLS }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: API_MODULES,
    rules: { 'no-restricted-imports': ['error', { patterns: FEATURE_IMPORTS, paths: HTTP_CALLS }] },
  },
  {
    files: API_MODULES.filter((f) => f.startsWith('src/features')),
    rules: { 'no-restricted-imports': ['error', { patterns: FEATURE_IMPORTS }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/http/**'],
    rules: { 'no-restricted-syntax': ['error', ADDRESS_CALL] },
  },
  // contract/ is the ground floor; only its runtime schemas (contract/schemas/) use zod, so the
  // descriptors the console's first load imports carry no schema library
  ...[
    { files: ['contract/**/*.ts'], ignores: ['contract/schemas/**'], also: ['zod', 'zod/*'] },
    { files: ['contract/schemas/**/*.ts'], also: [] },
  ].map(({ also, ...where }) => ({
    ...where,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'axios', 'antd', 'antd/*', 'dayjs', 'zustand', 'msw', 'msw/*', ...also],
              message:
                'contract/ is the ground floor: it imports only other contract/ files (and zod in contract/schemas/), no other library.',
            },
          ],
        },
      ],
    },
  })),
);

/** The import-x/no-restricted-paths zones that keep the layers apart (paths relative to the repository). */
function layerZones() {
  const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return [
    ...features.map((feature) => ({
      target: `src/features/${feature}`,
      from: 'src/features',
      except: [`./${feature}`],
      message: 'A feature never imports another feature: what two features share moves to src/shared or contract.',
    })),
    {
      target: 'src/features',
      from: ['src/app', 'src/layouts', 'src/demo', 'src/main.tsx'],
      message:
        'A feature imports src/shared and contract only; the app and layouts import features, never the reverse.',
    },
    {
      target: 'src/widgets',
      from: ['src/features', 'src/app', 'src/layouts', 'src/demo', 'src/main.tsx'],
      message:
        'A widget (map, fence, big screen, trace, chat, review queue) imports src/shared, contract and other widgets only: features, layouts and the app compose it.',
    },
    {
      target: 'src/shared',
      from: ['src/widgets', 'src/features', 'src/app', 'src/layouts', 'src/demo', 'src/main.tsx', 'mocks'],
      message:
        'src/shared imports no widget, feature, app, layout or mock code: it sits below them all (a domain block two features share is a widget, in src/widgets).',
    },
    {
      // The one door from the console to the embedded backend is src/demo/ (lazily loaded by
      // src/main.tsx in the mock modes only), so every other file of src/ stays clear of mocks/.
      target: ['src/app', 'src/layouts', 'src/features', 'src/widgets', 'src/shared', 'src/main.tsx'],
      from: 'mocks',
      message:
        'The console reaches the embedded backend only through src/demo/ (started by src/main.tsx); import from there.',
    },
    {
      target: 'contract',
      from: ['src', 'mocks', 'tests', 'scripts'],
      message: 'contract/ is the ground floor: it imports only other contract/ files.',
    },
    {
      // mocks/server/ is exempt: a Node entry that serves the backend over HTTP may import what
      // it needs to start (config, Node libraries); the backend's own code under mocks/ may not.
      target: ['mocks/*.ts', 'mocks/!(server)/**'],
      from: 'src',
      except: ['./shared/utils'],
      message:
        'The embedded backend imports contract/ and src/shared/utils only: move what it needs down to one of them.',
    },
  ];
}
