/**
 * No API path is written outside contract/: the console's calls and the embedded backend's
 * handlers take method and path from the endpoint descriptors (contract/endpoint.ts,
 * contract/endpoints/, contract/actions.ts). A string literal in src/ or mocks/ that starts
 * with a backend path (`/platform/…`, `/auth/…`, `/mieba/…`, …, or `${BASE.x}/…`), or a
 * template that starts with a constant holding one, is counted per file.
 *
 * NOT_YET_MIGRATED lists the files whose reads still write their paths, with their exact
 * counts: the list may only shrink (a file migrated leaves it, a count that drops is lowered).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PREFIX = /^\/(platform|auth|mieba|obs|requestSmsCode|verifySmsCode|users|anfu|java|ebike|user-api)\b/;

/** The console's default bases are addresses of backends, not endpoints. */
const BASES_FILE = 'src/shared/config/env.ts';

const NOT_YET_MIGRATED: Record<string, number> = {
  'src/features/agents/api.ts': 9,
  'src/features/auth/api.ts': 3,
  'src/features/bigscreen/api.ts': 2,
  'src/features/config/api.ts': 8,
  'src/features/dashboard/api.ts': 1,
  'src/features/home/api.ts': 1,
  'src/features/logs/api.ts': 1,
  'src/features/marketing/activityApi.ts': 10,
  'src/features/marketing/api.ts': 20,
  'src/features/marketing/inviteApi.ts': 6,
  'src/features/operations/api.ts': 4,
  'src/features/operations/components/maintainArea.tsx': 1,
  'src/features/orders/api.ts': 3,
  'src/features/parkApplications/api.ts': 2,
  'src/features/permissions/api.ts': 11,
  'src/features/production/api.ts': 11,
  'src/features/reports/pages/TransactionOrderPage.tsx': 1,
  'src/features/reviews/api.ts': 1,
  'src/features/support/api.ts': 2,
  'src/features/users/api.ts': 8,
  'src/features/vehicles/api.ts': 10,
  'src/features/vehicles/repairApi.ts': 2,
  'src/features/worksheets/api.ts': 4,
  'src/layouts/components/ScopeSelector.tsx': 2,
  'src/shared/api/fences.ts': 2,
  'src/shared/api/logs.ts': 2,
  'src/shared/scope/useServiceAreas.ts': 2,
  'src/shared/tasks/model.tsx': 2,
  'mocks/handlers/activityRewards.ts': 1,
  'mocks/handlers/activityTasks.ts': 9,
  'mocks/handlers/agent.ts': 4,
  'mocks/handlers/agentAdmin.ts': 7,
  'mocks/handlers/alarms.ts': 2,
  'mocks/handlers/auth.ts': 1,
  'mocks/handlers/bigScreen.ts': 2,
  'mocks/handlers/config.ts': 5,
  'mocks/handlers/couponIssue.ts': 6,
  'mocks/handlers/dashboard.ts': 1,
  'mocks/handlers/devices.ts': 4,
  'mocks/handlers/fences.ts': 1,
  'mocks/handlers/fixedCodes.ts': 1,
  'mocks/handlers/groups.ts': 2,
  'mocks/handlers/invites.ts': 8,
  'mocks/handlers/logs.ts': 1,
  'mocks/handlers/marketing.ts': 18,
  'mocks/handlers/marketingCatalog.ts': 8,
  'mocks/handlers/opsStats.ts': 4,
  'mocks/handlers/opsTasks.ts': 4,
  'mocks/handlers/orders.ts': 3,
  'mocks/handlers/parkApplications.ts': 2,
  'mocks/handlers/permissions.ts': 6,
  'mocks/handlers/privacy.ts': 1,
  'mocks/handlers/production.ts': 5,
  'mocks/handlers/repairs.ts': 6,
  'mocks/handlers/reviews.ts': 4,
  'mocks/handlers/rideTracks.ts': 1,
  'mocks/handlers/ridingActivities.ts': 1,
  'mocks/handlers/support.ts': 2,
  'mocks/handlers/upgrades.ts': 4,
  'mocks/handlers/users.ts': 4,
  'mocks/handlers/vehicleAnalysis.ts': 1,
  'mocks/handlers/vehicles.ts': 8,
  'mocks/handlers/voicePacks.ts': 1,
  'mocks/handlers/voltageSchemes.ts': 1,
  'mocks/handlers/worksheets.ts': 3,
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** The API path literals of a source file (comment lines left out). */
export function pathLiterals(source: string): string[] {
  const code = source
    .split('\n')
    .filter((l) => !/^\s*(\*|\/\/|\/\*)/.test(l))
    .join('\n');
  const consts = new Set<string>();
  for (const m of code.matchAll(/const\s+(\w+)\s*=\s*(['"`])((?:(?!\2).)*)\2/g)) {
    if (PREFIX.test(m[3]!) || /^\$\{BASE\.\w+\}/.test(m[3]!)) consts.add(m[1]!);
  }
  return [...code.matchAll(/(['"`])((?:\\.|(?!\1).)*?)\1/g)]
    .map((m) => m[2]!)
    .filter((s) => {
      if (PREFIX.test(s) || /^\$\{BASE\.\w+\}\//.test(s)) return true;
      const m = /^\$\{(\w+)\}(\/|$)/.exec(s);
      return !!m && consts.has(m[1]!);
    });
}

describe('API paths are written once, in contract/', () => {
  const counts = Object.fromEntries(
    [...files('src'), ...files('mocks')]
      .filter((f) => f !== BASES_FILE)
      .map((f) => [f, pathLiterals(readFileSync(f, 'utf8')).length] as const)
      .filter(([, n]) => n > 0),
  );

  it('no file outside the shrinking list writes an API path, and the list is exact', () => {
    expect(counts).toEqual(NOT_YET_MIGRATED);
  });

  it('finds a path written in a call and one built on a path constant', () => {
    expect(pathLiterals("http.get('/platform/user/list');\nconst P = `${BASE.main}/platform/x`;\nroute('get', `${P}/y`);")).toHaveLength(3);
    expect(pathLiterals("callEndpoint(REPORTS.daily, {});\n// '/platform/in/a/comment'")).toEqual([]);
  });

  it('the console imports the schemas only as types (no schema library in its bundle)', () => {
    const valueImports = files('src').filter((f) => /^import (?!type )[^;]*from '@contract\/schemas/m.test(readFileSync(f, 'utf8')));
    expect(valueImports).toEqual([]);
  });
});
