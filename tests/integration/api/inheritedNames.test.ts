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
import { CONFIG_WRITES, MARKETING_WRITES, PRODUCTION_WRITES } from '@contract/actions';
import { pathOf } from '@contract/endpoint';
import { CONFIG_INPUT_MSG, MARKETING_INPUT_MSG, PRODUCTION_INPUT_MSG, TASK_INPUT_MSG } from '@contract/inputMessages';
import { getCoupons } from '@mocks/db/marketing';
import { getVoicePacks } from '@mocks/db/voicePacks';
import { getFirmwares } from '@mocks/db/upgrades';
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
          // refused, as a bad input is: not a server error, and not taken either
          if (res.status >= 500 || res.body.suc !== false)
            errors.push(`${method} ${path} ${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
    expect(calls).toBeGreaterThan(500);
    expect(errors).toEqual([]);
  });
});

/**
 * A body that is right but for one name, which is `name`: refused as bad input (400) with the
 * message of that field (`says`, or what `says` makes of the name). Before the input schemas
 * (contract/schemas/inputs/), the first four were taken and the last two refused with the
 * wrong words; the old test looked only for a 5xx.
 */
const NAMED: Array<{
  what: string;
  path: string;
  body: (name: string) => Record<string, unknown>;
  says: string | ((name: string) => string);
}> = [
  {
    what: "a coupon's kind (it saved a coupon of value 999,999,999)",
    path: pathOf(MARKETING_WRITES.couponCreate),
    body: (kind) => ({
      name: `继承名称券${kind}`,
      kind,
      value: 999_999_999,
      threshold: 0,
      validDays: 7,
      stock: 10,
      limitPerRider: 1,
      serviceAreaIds: ['SA001'],
    }),
    says: MARKETING_INPUT_MSG.couponKind,
  },
  {
    what: "a custom task's condition metric",
    path: pathOf(MARKETING_WRITES.customTaskCreate),
    body: (metric) => ({
      name: `继承名称任务${metric}`,
      conditions: [{ metric, min: 1, days: 1 }],
      segment: { serviceAreaId: '', realNameVerified: false, depositPaid: false, registeredWithinDays: 0 },
      reward: { kind: 'balance', amount: 300 },
      limitPerRider: 1,
      totalLimit: 0,
      startDate: '2027-01-01',
      endDate: '2027-01-31',
    }),
    says: TASK_INPUT_MSG.metric,
  },
  {
    what: "a voice clip's event",
    path: pathOf(PRODUCTION_WRITES.voicePackClip),
    body: (event) => ({
      id: getVoicePacks()[0].id,
      event,
      fileName: 'a.mp3',
      dataUrl: 'data:audio/mpeg;base64,SUQz',
    }),
    says: PRODUCTION_INPUT_MSG.voiceEvent,
  },
  {
    what: "a notice template's variables (a rider's SMS would carry them)",
    path: pathOf(CONFIG_WRITES.noticeCreate),
    body: (v) => ({ name: `继承名称模板${v}`, channel: 'sms', content: `您的订单 {${v}} 已完成` }),
    says: (v) => `${CONFIG_INPUT_MSG.templateVariables}{${v}}`,
  },
  {
    what: "a fence's kind (refused naming function Object() as the code it needs)",
    path: pathOf(CONFIG_WRITES.fenceSave),
    body: (kind) => ({ kind, name: '继承名称围栏', serviceAreaId: 'SA001', polygon: [] }),
    says: CONFIG_INPUT_MSG.fenceKind,
  },
  {
    what: "an upgrade task's target kind (refused later as 服务区不存在)",
    path: pathOf(PRODUCTION_WRITES.upgradeTaskCreate),
    body: (targetKind) => ({ firmwareId: getFirmwares()[0].id, targetKind, serviceAreaId: 'SA001' }),
    says: PRODUCTION_INPUT_MSG.upgradeTarget,
  },
];

describe('a name every object inherits, where a write names one of a closed set', () => {
  it.each(NAMED)('is refused with the message of an unknown name: $what', async ({ path, body, says }) => {
    const s = await signInAsPhone('13800000000');
    const coupons = getCoupons().length;
    for (const name of INHERITED) {
      const res = await call('POST', path, { session: s, body: body(name) });
      expect(res.body, name).toEqual({
        suc: false,
        error: { code: 400, promt: typeof says === 'string' ? says : says(name) },
      });
    }
    expect(getCoupons()).toHaveLength(coupons);
  });
});
