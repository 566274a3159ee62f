/**
 * A query naming something the backend looks up by name (a sort column, a state, a kind) with
 * a name every JavaScript object inherits (`valueOf`, `constructor`, `__proto__`, `toString`,
 * `hasOwnProperty`) is an unknown name: answered or refused, never a server error. Every GET
 * endpoint is called as the administrator, once with the name as `sortField` and once with it
 * in every common filter at the same time. Before the sort keys were looked up as own keys,
 * `sortField=valueOf` (or `hasOwnProperty`, `__proto__`) failed 45 of the 106 endpoints (every
 * sorted list: orders, riders, vehicles, marketing, logs …) with a 500 that carried V8's own
 * message (Cannot convert undefined or null to object).
 */
import { describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { call, ORIGIN, setupRawBackend, signInAsPhone } from './backendSession';

setupRawBackend();

const INHERITED = ['valueOf', 'constructor', '__proto__', 'toString', 'hasOwnProperty'];
const FILTERS = [
  'status',
  'state',
  'kind',
  'type',
  'category',
  'channel',
  'source',
  'result',
  'command',
  'model',
  'step',
  'event',
  'serviceAreaId',
  'areaId',
  'agentId',
  'roleId',
  'sortOrder',
  'fields',
  'scope',
  'period',
];

/** The endpoints of one method, as paths under the origin (path parameters filled with `name`). */
const pathsOf = (method: string, name = ''): string[] => [
  ...new Set(
    handlers
      .map((h) => h.info as { method?: unknown; path?: unknown })
      .filter((i) => i.method === method && typeof i.path === 'string' && i.path.startsWith('*/'))
      .map((i) => String(i.path).slice(1).replace(/:\w+/g, name))
      .filter((p) => !p.endsWith('/')),
  ),
];

describe('names every object inherits are unknown names, not server errors', () => {
  it('every GET endpoint, as sortField and as every filter', { timeout: 120000 }, async () => {
    const s = await signInAsPhone('13800000000');
    const paths = pathsOf('GET').filter((p) => !p.includes('//'));
    expect(paths.length).toBeGreaterThan(100);
    const errors: string[] = [];
    for (const path of paths)
      for (const name of INHERITED)
        for (const query of [
          { page: 1, pageSize: 20, sortField: name, sortOrder: 'ascend' },
          { page: 1, pageSize: 20, ...Object.fromEntries(FILTERS.map((f) => [f, name])) },
        ]) {
          const res = await call('GET', path, { session: s, query, url: `${ORIGIN}${path}` });
          if (res.status >= 500)
            errors.push(`${path} ${JSON.stringify(query)}: ${res.status} ${JSON.stringify(res.body)}`);
        }
    expect(errors).toEqual([]);
  });

  it('every write, with the name in every field and as its path parameter', { timeout: 120000 }, async () => {
    const s = await signInAsPhone('13800000000');
    const errors: string[] = [];
    let calls = 0;
    // the session's own steps (signing out, in again) are left out: they would end the session
    for (const method of ['POST', 'PUT', 'DELETE'] as const)
      for (const name of INHERITED)
        for (const path of pathsOf(method, name).filter((p) => !/logout|login|verif|SmsCode/.test(p))) {
          const body = Object.fromEntries([...FILTERS, 'id', 'userId', 'vehicleNo', 'orderId'].map((f) => [f, name]));
          const res = await call(method, path, { session: s, body, url: `${ORIGIN}${path}` });
          calls += 1;
          if (res.status >= 500) errors.push(`${method} ${path} ${name}: ${res.status} ${JSON.stringify(res.body)}`);
        }
    expect(calls).toBeGreaterThan(500);
    expect(errors).toEqual([]);
  });
});
