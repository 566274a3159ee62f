/**
 * The layer rules of eslint.config.js, proven to bite: each case plants one import in a real
 * file's place and lints it through ESLint's Node API. A forbidden import must fail with the
 * rule named; an allowed one must pass. If a config change (a resolver, a setting, a glob)
 * made import-x skip the files again, these cases fail instead of the rules going quiet.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const ZONE = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';
const IMPORTS = 'no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';

// The project's config as it is; and the same without no-cycle, which walks the whole import
// graph of each file and would make the zone cases slow without adding anything to them.
let asConfigured: ESLint;
let withoutCycles: ESLint;
// A planted file need not exist: the type-aware rules (which parse only files of the project)
// are off here, they are not what these cases test.
const untyped: Linter.Config = {
  files: ['src/**/*.{ts,tsx}'],
  languageOptions: { parserOptions: { projectService: false } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'off',
    '@typescript-eslint/no-misused-promises': 'off',
    '@typescript-eslint/switch-exhaustiveness-check': 'off',
  },
};
beforeAll(async () => {
  asConfigured = new ESLint({ cwd: root, cache: false, overrideConfig: [untyped] });
  const files = ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'contract/**/*.ts'];
  withoutCycles = new ESLint({
    cwd: root,
    cache: false,
    overrideConfig: [untyped, { files, rules: { [CYCLE]: 'off' } }],
  });
  // the first lint loads the parser, the resolver and tsconfig: seconds, more on a busy machine
  await withoutCycles.lintText('export {};', { filePath: path.join(root, 'src/features/orders/planted.ts') });
}, 120_000);

/** The rules that fail on `code` linted as if it stood in `file` (relative to the repository). */
async function rulesFailing(file: string, code: string, rule?: string): Promise<string[]> {
  const eslint = rule === CYCLE ? asConfigured : withoutCycles;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

interface Planted {
  what: string;
  file: string;
  code: string;
  rule: string;
}

const forbidden: Planted[] = [
  // the three leaks found in the code review
  {
    what: 'a feature imports another feature relatively',
    file: 'src/features/orders/columns.tsx',
    code: "export { riderApi } from '../riders/api';",
    rule: ZONE,
  },
  {
    what: 'shared imports a feature relatively',
    file: 'src/shared/http/page.ts',
    code: "export { riderApi } from '../../features/riders/api';",
    rule: ZONE,
  },
  {
    what: 'a layout imports the embedded backend',
    file: 'src/layouts/BasicLayout.tsx',
    code: "export { getDb } from '@mocks/db/store';",
    rule: ZONE,
  },
  // every other spelling of feature -> feature
  {
    what: 'a feature imports another feature by alias',
    file: 'src/features/orders/columns.tsx',
    code: "export { riderApi } from '@/features/riders/api';",
    rule: ZONE,
  },
  {
    what: 'a feature imports another feature by absolute path',
    file: 'src/features/orders/columns.tsx',
    code: `export { riderApi } from '${path.join(root, 'src/features/riders/api')}';`,
    rule: ZONE,
  },
  {
    what: 'a feature imports another feature lazily',
    file: 'src/features/orders/routes.ts',
    code: "export const page = () => import('../riders/pages/RiderListPage');",
    rule: ZONE,
  },
  // one per zone
  {
    what: 'a feature imports the app',
    file: 'src/features/orders/columns.tsx',
    code: "export * from '@/app/routes';",
    rule: ZONE,
  },
  {
    what: 'a feature imports the embedded backend',
    file: 'src/features/orders/api.ts',
    code: "export { getOrders } from '@mocks/db/orders';",
    rule: ZONE,
  },
  {
    what: 'shared imports a layout',
    file: 'src/shared/ui/Planted.tsx',
    code: "export * from '@/layouts/useDevice';",
    rule: ZONE,
  },
  {
    what: 'shared imports the app',
    file: 'src/shared/nav/planted.ts',
    code: "export * from '../../app/routes';",
    rule: ZONE,
  },
  {
    what: 'shared imports the embedded backend',
    file: 'src/shared/utils/planted.ts',
    code: "export { getDb } from '../../../mocks/db/store';",
    rule: ZONE,
  },
  {
    what: 'the app imports the embedded backend',
    file: 'src/app/App.tsx',
    code: "export const start = () => import('@mocks/browser');",
    rule: ZONE,
  },
  {
    what: 'the entry imports the embedded backend past src/demo',
    file: 'src/main.tsx',
    code: "export const start = () => import('../mocks/browser');",
    rule: ZONE,
  },
  {
    what: 'contract imports the console',
    file: 'contract/orders.ts',
    code: "export { now } from '@/shared/utils/clock';",
    rule: ZONE,
  },
  {
    what: 'contract imports the embedded backend',
    file: 'contract/orders.ts',
    code: "export { getDb } from '../mocks/db/store';",
    rule: ZONE,
  },
  {
    what: 'contract imports a library',
    file: 'contract/orders.ts',
    code: "export { useState } from 'react';",
    rule: IMPORTS,
  },
  {
    what: 'the backend imports the console past shared/utils',
    file: 'mocks/handlers/orders.ts',
    code: "export { TOKEN_TTL_MS } from '../../src/shared/auth/session';",
    rule: ZONE,
  },
  {
    what: 'the backend imports the console by alias',
    file: 'mocks/db/orders.ts',
    code: "export { http } from '@/shared/http/client';",
    rule: ZONE,
  },
  // HTTP calls only in the api modules
  {
    what: 'a page calls the backend itself',
    file: 'src/features/orders/pages/OrderListPage.tsx',
    code: "import { http } from '@/shared/http/client';\nexport const load = () => http.get('/platform/order/list');",
    rule: IMPORTS,
  },
  {
    what: 'a shared part calls a described endpoint itself',
    file: 'src/shared/ui/Planted.tsx',
    code: "export { callEndpoint } from '@/shared/http/endpoint';",
    rule: IMPORTS,
  },
  {
    what: 'a page imports another feature relatively and calls the backend',
    file: 'src/features/orders/pages/Planted.tsx',
    code: "export { http } from '@/shared/http/client';\nexport * from '../../shared/utils/clock';",
    rule: IMPORTS,
  },
  // calls name their endpoint (callEndpoint), never an address
  {
    what: 'a migrated api module calls an address with http.get',
    file: 'src/features/orders/api.ts',
    code: "import { http } from '@/shared/http/client';\nexport const list = () => http.get('/platform/order/list');",
    rule: SYNTAX,
  },
  {
    what: 'a migrated api module deletes by address',
    file: 'src/features/riders/api.ts',
    code: "import { http } from '@/shared/http/client';\nexport const drop = (id: string) => http.del(`/platform/x/${id}`);",
    rule: SYNTAX,
  },
  {
    what: 'a shared api module (once excepted) writes by address with http.post',
    file: 'src/shared/api/fences.ts',
    code: "import { http } from '@/shared/http/client';\nexport const save = (f: object) => http.post('/platform/fence/save', f);",
    rule: SYNTAX,
  },
  {
    what: 'the production api (once excepted) reads by address with http.get',
    file: 'src/features/production/api.ts',
    code: "import { http } from '@/shared/http/client';\nexport const list = () => http.get('/platform/production/vehicle');",
    rule: SYNTAX,
  },
  // orders -> activities -> orders would close a loop
  {
    what: 'a dependency cycle',
    file: 'mocks/db/pricing.ts',
    code: "import { getOrders } from './orders';\nexport const count = () => getOrders().length;",
    rule: CYCLE,
  },
  {
    what: 'a contract descriptor imports zod',
    file: 'contract/endpoints/planted.ts',
    code: "export { z } from 'zod';",
    rule: IMPORTS,
  },
  // the widgets layer (src/widgets): between the features and src/shared
  {
    what: 'shared imports a widget',
    file: 'src/shared/ui/list/ListPage.tsx',
    code: "export { MapView } from '@/widgets/map/MapView';",
    rule: ZONE,
  },
  {
    what: 'shared imports a widget relatively',
    file: 'src/shared/ui/LoadFailed.tsx',
    code: "export { Chat } from '../../widgets/chat/Chat';",
    rule: ZONE,
  },
  {
    what: 'a widget imports a feature',
    file: 'src/widgets/map/MapView.tsx',
    code: "export { riderApi } from '@/features/riders/api';",
    rule: ZONE,
  },
  {
    what: 'a widget imports a layout',
    file: 'src/widgets/bigscreen/BigScreen.tsx',
    code: "export * from '../../layouts/BasicLayout';",
    rule: ZONE,
  },
  {
    what: 'a widget imports the embedded backend',
    file: 'src/widgets/chat/Chat.tsx',
    code: "export { getDb } from '@mocks/db/store';",
    rule: ZONE,
  },
];

const allowed: Omit<Planted, 'rule'>[] = [
  {
    what: 'a feature imports its own files',
    file: 'src/features/orders/columns.tsx',
    code: "export { orderApi } from './api';",
  },
  {
    what: 'a feature imports shared and contract',
    file: 'src/features/orders/columns.tsx',
    code: "export { now } from '@/shared/utils/clock';\nexport type { Order } from '@contract/orders';",
  },
  {
    what: "a feature's api module calls the backend",
    file: 'src/features/orders/api.ts',
    code: "export { http } from '@/shared/http/client';",
  },
  {
    what: 'a shared api module calls the backend',
    file: 'src/shared/api/planted.ts',
    code: "export { callEndpoint } from '@/shared/http/endpoint';",
  },
  {
    what: 'an api module calls a described endpoint',
    file: 'src/features/orders/api.ts',
    code: "import { callEndpoint } from '@/shared/http/endpoint';\nimport { RIDER_READS } from '@contract/endpoints/riders';\nexport const list = () => callEndpoint(RIDER_READS.orderList);",
  },
  {
    what: 'the client itself calls by address',
    file: 'src/shared/http/endpoint.ts',
    code: "import { http } from './client';\nexport const probe = () => http.get('/probe');",
  },
  { what: 'the app imports a feature', file: 'src/app/planted.ts', code: "export * from '@/features/orders/routes';" },
  {
    what: 'src/demo opens the embedded backend',
    file: 'src/demo/planted.ts',
    code: "export const start = () => import('../../mocks/browser');",
  },
  {
    what: 'the backend imports shared/utils and contract',
    file: 'mocks/handlers/planted.ts',
    code: "export { now } from '../../src/shared/utils/clock';\nexport type { Order } from '@contract/orders';",
  },
  {
    what: "contract's runtime schemas import zod",
    file: 'contract/schemas/planted.ts',
    code: "export { z } from 'zod';",
  },
];

describe('layer boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(forbidden)('$what: fails with $rule', async ({ file, code, rule }) => {
    expect(await rulesFailing(file, code, rule)).toContain(rule);
  });

  it.each(allowed)('$what: passes', async ({ file, code }) => {
    expect(await rulesFailing(file, code)).toEqual([]);
  });
});
