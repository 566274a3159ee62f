/**
 * No reply of the embedded backend carries a full phone number or a full ID-card
 * number: each demo role signs in, calls every registered GET endpoint (lists with a
 * large page, details with a row of its own lists) and the whole reply text is scanned.
 * A refusal (403) is scanned too; it must carry nothing either.
 * Measured on the test world before replies were masked (pages of up to 500 rows):
 * admin 3,851 full phone numbers, operations 2,067, franchisee 3,003, finance 1,231,
 * the two accounts refused at sign-in in the browser 2,067 each; no full ID numbers
 * (rebind reviews were stored masked). Now 0 for every role.
 */
import { describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { call, ORIGIN, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';
import { FULL_ID, FULL_PHONE } from './personalData';

setupRawBackend();

const ROLES = {
  '13800000000': 'admin',
  '13800000001': 'operations',
  '13800000002': 'franchisee',
  '13800000003': 'finance',
  '13800000004': 'device not authorized',
  '13800000005': 'SMS quota',
} as const;

/** The signed-in GET endpoints, as paths under the origin (the static image host is not ours to scan). */
function getPaths(): string[] {
  const paths = handlers
    .map((h) => h.info as { method?: unknown; path?: unknown })
    .filter((i) => i.method === 'GET' && typeof i.path === 'string' && i.path.startsWith('*/'))
    .map((i) => String(i.path).slice(1));
  return [...new Set(paths)];
}

const firstRow = (data: unknown): Json | undefined => {
  if (Array.isArray(data)) return data[0] as Json | undefined;
  const d = data as Json | null;
  return (d?.rows?.[0] ?? d?.list?.[0] ?? d?.items?.[0]) as Json | undefined;
};

/** A detail endpoint's query, from the first row of a list the role may read. */
const DETAILS: Record<string, { list: string; take: (row: Json) => Record<string, unknown> }> = {
  '/platform/user/detail': { list: '/platform/user/list', take: (r) => ({ userId: r.userId }) },
  '/platform/user/wallet': { list: '/platform/user/list', take: (r) => ({ userId: r.userId }) },
  '/platform/order/detail': { list: '/platform/order/list', take: (r) => ({ orderId: r.orderId }) },
  '/platform/order/track': { list: '/platform/order/list', take: (r) => ({ orderId: r.orderId }) },
  '/platform/worksheet/detail': { list: '/platform/worksheet/list', take: (r) => ({ id: r.id }) },
  '/platform/support/ticket/detail': { list: '/platform/support/ticket/list', take: (r) => ({ id: r.id }) },
  '/platform/repair/detail': { list: '/platform/repair/list', take: (r) => ({ id: r.id }) },
  '/platform/vehicle/detail': { list: '/platform/vehicle/list', take: (r) => ({ vehicleNo: r.vehicleNo }) },
  '/platform/vehicle/trace': { list: '/platform/vehicle/list', take: (r) => ({ vehicleNo: r.vehicleNo }) },
  '/platform/vehicle/logs': { list: '/platform/vehicle/list', take: (r) => ({ vehicleNo: r.vehicleNo }) },
  '/platform/device/logs': { list: '/platform/vehicle/list', take: (r) => ({ vehicleNo: r.vehicleNo }) },
  '/platform/production/vehicle/detail': { list: '/platform/production/vehicle', take: (r) => ({ imei: r.imei }) },
  '/platform/production/upgrade-task/devices': {
    list: '/platform/production/upgrade-task',
    take: (r) => ({ id: r.id }),
  },
  '/platform/permission/role/info': { list: '/platform/permission/role', take: (r) => ({ id: r.id ?? r.roleId }) },
  '/platform/marketing/coupon/issue/preview': { list: '/platform/marketing/coupon', take: (r) => ({ couponId: r.id }) },
};

/** Path parameters, from a row of the list above them. */
const idFrom = (list: string) => ({ list, fill: (p: string, r: Json) => p.replace(':id', String(r.id)) });
const PARAMS: Record<string, { list: string; fill: (path: string, row: Json) => string }> = {
  '/platform/agent/apply/:id': { list: '', fill: (p) => p.replace(':id', 'AP00001') },
  '/platform/agent/role/:id': idFrom('/platform/agent/role'),
  '/platform/marketing/fixed-task/:id': idFrom('/platform/marketing/fixed-task'),
  '/platform/marketing/custom-task/:id': idFrom('/platform/marketing/custom-task'),
  '/platform/marketing/coupon/:id': idFrom('/platform/marketing/coupon'),
  '/platform/marketing/invite/:id': idFrom('/platform/marketing/invite'),
  '/platform/permission/group/:key/member': {
    list: '/platform/permission/group',
    fill: (p, r) => p.replace(':key', String(r.key)),
  },
};

const LIST_QUERY = { page: 1, pageSize: 500 };

/** Queries some endpoints need to answer at all. */
function extraQuery(path: string, s: Session): Record<string, unknown> {
  if (path === '/platform/permission/allCode') return { opManId: s.opManId };
  if (path === '/user-api/users') return { mobilePhoneNumber: s.phone };
  if (path.endsWith('/login_info')) return { phone: s.phone, opManId: s.opManId };
  if (path === '/platform/report/reconciliation/items') return { date: '2026-11-22' };
  if (path === '/platform/marketing/custom-task/preview') return { conditions: '[]' };
  return {};
}

interface Finding {
  path: string;
  phones: number;
  ids: number;
}

const MAIN_PATH = '/ebike/v3/backend';

async function get(s: Session, path: string, query: Record<string, unknown>): Promise<{ text: string; data: unknown }> {
  const res = await call('GET', path, { session: s, query, url: `${ORIGIN}${path}` });
  return { text: JSON.stringify(res.body), data: res.body.suc ? res.body.data : res.body };
}

/** Every GET endpoint as `s`; how many full numbers each reply carries. */
async function scan(s: Session): Promise<{ findings: Finding[]; calls: number }> {
  const findings: Finding[] = [];
  const lists = new Map<string, unknown>();
  const listData = async (list: string) => {
    if (!lists.has(list)) lists.set(list, (await get(s, `${MAIN_PATH}${list}`, { ...LIST_QUERY })).data);
    return lists.get(list);
  };
  let calls = 0;
  for (const full of getPaths()) {
    const local = full.startsWith(MAIN_PATH) ? full.slice(MAIN_PATH.length) : full;
    let path = full;
    let query: Record<string, unknown> = { ...LIST_QUERY, ...extraQuery(local, s) };
    const param = PARAMS[local];
    if (param) {
      const row = param.list ? firstRow(await listData(param.list)) : {};
      if (!row) continue;
      path = `${MAIN_PATH}${param.fill(local, row)}`;
    }
    const detail = DETAILS[local];
    if (detail) {
      const row = firstRow(await listData(detail.list));
      if (!row) continue;
      query = { ...query, ...detail.take(row) };
    }
    const { text } = await get(s, path, query);
    calls += 1;
    const phones = text.match(FULL_PHONE)?.length ?? 0;
    const ids = text.match(FULL_ID)?.length ?? 0;
    if (phones || ids) findings.push({ path: local, phones, ids });
  }
  return { findings, calls };
}

describe('no reply carries a full phone or ID number', () => {
  for (const [phone, role] of Object.entries(ROLES)) {
    it(`${role} (${phone}): every GET endpoint`, async () => {
      let s: Session;
      try {
        s = await signInAsPhone(phone);
      } catch {
        // this demo account cannot sign in (device or SMS quota): nothing of its own to scan
        return;
      }
      const { findings, calls } = await scan(s);
      const phones = findings.reduce((n, f) => n + f.phones, 0);
      const ids = findings.reduce((n, f) => n + f.ids, 0);
      console.info(`[privacy scan] ${role}: ${calls} GET calls, ${phones} full phone numbers, ${ids} full ID numbers`);
      for (const f of findings) console.info(`  ${f.path}: ${f.phones} phones, ${f.ids} ids`);
      expect(calls).toBeGreaterThan(50);
      expect(findings).toEqual([]);
    }, 120_000);
  }
});
