/**
 * The conformance kit: signs in to a backend through the envelope (device check, key exchange,
 * SMS code, phone login from that device), calls every readable endpoint described in contract/ and checks each reply
 * against its schema, then checks the refusals: no token (401), a code the caller lacks
 * (403), a request not sealed with the session key (SIGN). Node only; no console code but
 * the envelope's sealing.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { ENDPOINTS, type NamedEndpoint } from '@contract/endpoints';
import { SESSION_READS } from '@contract/endpoints/session';
import { AUTH_WRITES } from '@contract/actions';
import { pathOf, type ApiBase, type Endpoint } from '@contract/endpoint';
import { firstDifference, refusal, replyDifference } from '@contract/schemas/envelope';
import { firstPageOf } from './paging';
import { openKeys, randomHex, seal, type SessionKeys } from '../../src/shared/utils/envelope';
import { DEVICE_HEADER } from '@contract/devices';

/** The device the kit signs in from unless told another (`--device`): one the backend authorizes. */
export const KIT_DEVICE = 'conformance-kit-device';

/** Where each backend is served under the origin (the console's default bases). */
export const BASE_PATH: Record<ApiBase, string> = {
  main: '/ebike/v3/backend',
  mieba: '',
  java: '/java',
  user: '/user-api',
};

/** The query an endpoint needs to answer at all (the others are called with the first page). */
const SAMPLE_QUERY: Record<string, Record<string, unknown>> = {
  'reports.card': { kind: 'riding' },
  'reports.reconciliationItems': { date: '2026-01-01', channel: 'wechat' },
  'vehicleMap.clusters': { bbox: '119.9,30.1,120.4,30.45', zoom: 11 },
  'fleet.opsTaskStats': { kind: 'dispatch' },
  'marketing.customTaskPreview': { conditions: [{ metric: 'ride_count', min: 1, days: 30 }] },
};

/** The fence kinds and the code each needs, for the fence list's sample query. */
const FENCE_KINDS = [
  ['service_area', '0503'],
  ['parking', '0504'],
  ['no_stop', '0505'],
  ['maintain_area', '0908'],
] as const;

type Row0 = Record<string, unknown>;

/**
 * A read about one record: the list read whose first row names it, and the query (or the
 * path parameters) made from that row. When the list is empty the read is not asked (the row says so).
 */
const ABOUT_ONE: Record<
  string,
  {
    list: string;
    /** the list's query that finds a record the read answers for (else the list's first page, as read) */
    among?: Record<string, unknown>;
    query?: (row: Row0) => Record<string, unknown>;
    params?: (row: Row0) => Record<string, string>;
  }
> = {
  'riders.orderDetail': { list: 'riders.orderList', query: (r) => ({ orderId: r.orderId }) },
  // a ride is priced only while it is in progress
  'riders.orderEndQuote': {
    list: 'riders.orderList',
    among: { status: 'riding', page: 1, pageSize: 1 },
    query: (r) => ({ orderId: r.orderId }),
  },
  'riders.orderTrack': { list: 'riders.orderList', query: (r) => ({ orderId: r.orderId }) },
  'riders.userDetail': { list: 'riders.userList', query: (r) => ({ userId: r.userId }) },
  'riders.userWallet': { list: 'riders.userList', query: (r) => ({ userId: r.userId, page: 1, pageSize: 20 }) },
  'riders.userBans': { list: 'riders.blacklistList', query: (r) => ({ userId: r.userId, page: 1, pageSize: 20 }) },
  'marketing.riderCoupon': { list: 'riders.userList', query: (r) => ({ userId: r.userId, page: 1, pageSize: 20 }) },
  'marketing.couponIssuePreview': { list: 'marketing.coupon', query: (r) => ({ couponId: r.id }) },
  'marketing.couponIssueRiders': { list: 'marketing.coupon', query: (r) => ({ couponId: r.id, keyword: '1' }) },
  'reviews.worksheetDetail': { list: 'reviews.worksheetList', query: (r) => ({ id: r.id }) },
  'support.ticketDetail': { list: 'support.ticketList', query: (r) => ({ id: r.id }) },
  'fleet.repairDetail': { list: 'fleet.repairList', query: (r) => ({ id: r.id }) },
  'fleet.vehicleDetail': { list: 'fleet.vehicleList', query: (r) => ({ vehicleNo: r.vehicleNo }) },
  'fleet.vehicleTrace': { list: 'fleet.vehicleList', query: (r) => ({ vehicleNo: r.vehicleNo }) },
  'access.roleInfo': { list: 'access.role', query: (r) => ({ id: r.id }) },
  'production.vehicleDetail': { list: 'production.vehicle', query: (r) => ({ imei: r.imei }) },
  'production.upgradeTaskDevices': {
    list: 'production.upgradeTask',
    query: (r) => ({ id: r.id, page: 1, pageSize: 20 }),
  },
  // the reads with the record's id in the path
  'access.groupByKeyMember': { list: 'access.group', params: (r) => ({ key: String(r.key) }) },
  'access.agentRoleById': { list: 'access.agentRole', params: (r) => ({ id: String(r.id) }) },
  'marketing.fixedTaskById': { list: 'marketing.fixedTask', params: (r) => ({ id: String(r.id) }) },
  'marketing.customTaskById': { list: 'marketing.customTask', params: (r) => ({ id: String(r.id) }) },
  'marketing.inviteById': { list: 'marketing.invite', params: (r) => ({ id: String(r.id) }) },
  'marketing.couponById': { list: 'marketing.coupon', params: (r) => ({ id: String(r.id) }) },
};

/**
 * The id-in-path reads the kit does not ask, and why: a file (not JSON), a form reached by a
 * link only its applicant holds.
 */
const NOT_ASKED: Record<string, string> = {
  'exports.file': 'a file download, checked by the export tests',
  'access.agentApplyById': 'an application is reached by the link its applicant holds; no list names one',
};

export interface Options {
  /** the backend's origin, e.g. http://localhost:8080 */
  base: string;
  phone: string;
  code: string;
  /** the device code to sign in from (default KIT_DEVICE) */
  device?: string;
  fetch?: typeof fetch;
}

export interface Row {
  check: string;
  ok: boolean;
  /** the first difference from the contract, for a failure */
  detail?: string;
}

export interface Session {
  keys: SessionKeys;
  token: string;
  opManId: string;
  codes: Set<string>;
}

/** How a call is sent: unsealed (`plain`), with extra headers, with path parameters, a write with a query. */
export interface How {
  plain?: boolean;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** a write's query beside its body (sealed as a read's) */
  query?: Record<string, unknown>;
}

export interface Answer {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A signed-in connection to the backend under test: its session, and calls made through the envelope. */
export interface Client {
  session: Session;
  call(e: Endpoint, input?: unknown, how?: How): Promise<Answer>;
  /** a call as someone else (no session, no token) */
  callAs(e: Endpoint, s: Partial<Session> | null, input?: unknown, how?: How): Promise<Answer>;
}

/** The caller signed in through the envelope (device check, key exchange, SMS code, phone login). */
export async function connect(o: Options): Promise<Client> {
  const doFetch = o.fetch ?? fetch;
  const url = (e: Endpoint, path: string) => `${o.base.replace(/\/+$/, '')}${BASE_PATH[e.base]}${path}`;

  async function call(e: Endpoint, s: Partial<Session> | null, input?: unknown, how: How = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...how.headers };
    if (s?.keys) headers._t = s.keys._t;
    if (s?.token) headers.Authorization = `Bearer ${s.token}`;
    const target = new URL(url(e, pathOf(e, how.params)));
    let body: string | undefined;
    if (e.method === 'get') {
      const q = (input ?? {}) as Record<string, unknown>;
      if (Object.keys(q).length) {
        if (how.plain || !s?.keys) for (const [k, v] of Object.entries(q)) target.searchParams.set(k, String(v));
        else target.searchParams.set('params', seal(q, s.keys._k));
      }
    } else if (how.query && s?.keys) target.searchParams.set('params', seal(how.query, s.keys._k));
    if (e.method !== 'get' && input !== undefined) {
      body = JSON.stringify(how.plain || !s?.keys ? input : { params: seal(input, s.keys._k) });
    }
    const res = await doFetch(target, { method: e.method.toUpperCase(), headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = { notJson: text.slice(0, 80) };
    }
    return { status: res.status, body: json as Answer['body'] };
  }

  const device = o.device ?? KIT_DEVICE;
  const checked = await call(
    AUTH_WRITES.verifyDevice,
    null,
    { device_type: 1, mobilePhoneNumber: o.phone, device_code: device, device_name: 'conformance kit' },
    { plain: true },
  );
  if (!checked.body?.suc) throw new Error(`device check refused: ${JSON.stringify(checked.body)}`);
  const site = await call(SESSION_READS.siteConfig, null);
  const publicKey = site.body?.data?.publicKey as string | undefined;
  if (!publicKey) throw new Error(`site config has no publicKey: ${JSON.stringify(site.body).slice(0, 200)}`);
  const r = randomHex(16);
  const cipher = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(r)).toString(
    'base64',
  );
  const sign = await call(AUTH_WRITES.verifySign, null, { params: cipher }, { plain: true });
  if (!sign.body?.suc) throw new Error(`key exchange refused: ${JSON.stringify(sign.body)}`);
  const keys = openKeys(sign.body.data.aesKey as string, r);
  const sms = await call(AUTH_WRITES.verifySmsCode, { keys }, { mobilePhoneNumber: o.phone, smsCode: o.code });
  if (!sms.body?.objectId) throw new Error(`SMS code refused: ${JSON.stringify(sms.body)}`);
  const login = await call(
    AUTH_WRITES.loginPhone,
    { keys },
    { mobilePhoneNumber: o.phone, objectId: sms.body.objectId },
    { headers: { [DEVICE_HEADER]: device } },
  );
  if (!login.body?.suc) throw new Error(`phone login refused: ${JSON.stringify(login.body)}`);
  const signed = { keys, token: login.body.data.token as string, opManId: login.body.data.opManId as string };
  const profile = await call(SESSION_READS.allCode, signed, { opManId: signed.opManId });
  const session: Session = {
    ...signed,
    codes: new Set((profile.body?.data?.permissions as string[] | undefined) ?? []),
  };
  return {
    session,
    call: (e, input, how) => call(e, session, input, how),
    callAs: call,
  };
}

/** The first row of a list's reply (`{rows}` or a plain array), if any. */
export const firstRowOf = (data: unknown): Row0 | undefined => {
  const first = Array.isArray(data) ? data[0] : (data as { rows?: unknown[] } | undefined)?.rows?.[0];
  return first && typeof first === 'object' ? (first as Row0) : undefined;
};

export async function runConformance(o: Options): Promise<Row[]> {
  const rows: Row[] = [];
  let client: Client;
  try {
    client = await connect(o);
    rows.push({ check: `sign in as ${o.phone} through the envelope`, ok: true });
  } catch (e) {
    return [
      {
        check: `sign in as ${o.phone} through the envelope`,
        ok: false,
        detail: e instanceof Error ? e.message : String(e),
      },
    ];
  }
  const s = client.session;
  const call = client.callAs;

  const readable = ENDPOINTS.filter(
    ({ id, endpoint: e }) =>
      e.method === 'get' && (!e.path.includes(':') || ABOUT_ONE[id]) && (e.open || e.codes.some((c) => s.codes.has(c))),
  );
  for (const [id, why] of Object.entries(NOT_ASKED)) rows.push({ check: `${id}: not asked, ${why}`, ok: true });
  /** the first row of each list read so far, for the reads about one record */
  const firstRows = new Map<string, Record<string, unknown>>();
  const own: Record<string, Record<string, unknown>> = {
    'session.allCode': { opManId: s.opManId },
    'auth.users': { mobilePhoneNumber: o.phone },
    'access.loginInfo': { phone: o.phone },
    // the fences of a kind whose code the caller holds (each kind has its own)
    'config.fencePage': { kind: FENCE_KINDS.find(([, code]) => s.codes.has(code))?.[0], page: 1, pageSize: 20 },
  };
  const ordered = [...readable.filter(({ id }) => !ABOUT_ONE[id]), ...readable.filter(({ id }) => ABOUT_ONE[id])];
  for (const { id, endpoint: e } of ordered) {
    const check = `${e.method.toUpperCase()} ${e.path} (${id})`;
    const about = ABOUT_ONE[id];
    const listed = about?.among && readable.find((r) => r.id === about.list);
    const row =
      about &&
      (listed ? firstRowOf((await call(listed.endpoint, s, about.among)).body?.data) : firstRows.get(about.list));
    if (about && !row) {
      rows.push({ check: `${check}: not asked, ${about.list} has no record`, ok: true });
      continue;
    }
    const input = own[id] ?? (about && row ? about.query?.(row) : (SAMPLE_QUERY[id] ?? firstPageOf(e)));
    const res = await call(e, s, input, row && about?.params ? { params: about.params(row) } : {});
    const refused = res.body?.suc === false;
    const detail =
      res.status !== 200
        ? `HTTP ${res.status}`
        : refused
          ? `refused: ${JSON.stringify(res.body.error)}`
          : replyDifference(e, res.body, res.status);
    const first = firstRowOf(res.body?.data);
    if (first) firstRows.set(id, first);
    rows.push({ check, ok: !detail, ...(detail ? { detail } : {}) });
  }

  const guarded = readable.find(({ endpoint: e }) => !e.open && !e.path.includes(':')) as NamedEndpoint | undefined;
  if (guarded) {
    const e = guarded.endpoint;
    const noToken = await call(e, { keys: s.keys }, { page: 1, pageSize: 1 });
    const d401 =
      noToken.status !== 401 ? `HTTP ${noToken.status}, expected 401` : firstDifference(refusal, noToken.body);
    rows.push({ check: `no token → 401 refusal (${guarded.id})`, ok: !d401, ...(d401 ? { detail: d401 } : {}) });
    const plain = await call(e, s, { page: 1, pageSize: 1 }, { plain: true });
    const dSign =
      plain.body?.error?.code !== 'SIGN'
        ? `code ${JSON.stringify(plain.body?.error?.code)}, expected "SIGN"`
        : firstDifference(refusal, plain.body);
    rows.push({
      check: `unsealed query → SIGN refusal (${guarded.id})`,
      ok: !dSign,
      ...(dSign ? { detail: dSign } : {}),
    });
  }
  const lacking = ENDPOINTS.find(
    ({ endpoint: e }) => e.method === 'get' && !e.open && !e.path.includes(':') && !e.codes.some((c) => s.codes.has(c)),
  );
  if (lacking) {
    const res = await call(lacking.endpoint, s, SAMPLE_QUERY[lacking.id] ?? { page: 1, pageSize: 1 });
    const d403 = res.status !== 403 ? `HTTP ${res.status}, expected 403` : firstDifference(refusal, res.body);
    rows.push({
      check: `a code the caller lacks → 403 refusal (${lacking.id})`,
      ok: !d403,
      ...(d403 ? { detail: d403 } : {}),
    });
  } else {
    rows.push({
      check:
        'a code the caller lacks → 403 (not checked: this account holds every read code; sign in with a narrower one)',
      ok: true,
    });
  }
  return rows;
}

/** The rows as a table: ✓/✗, the check, and the first difference of a failure. */
export function table(rows: Row[]): string {
  const width = Math.max(...rows.map((r) => r.check.length));
  const lines = rows.map(
    (r) => `${r.ok ? 'pass' : 'FAIL'}  ${r.check.padEnd(width)}${r.detail ? `  ${r.detail}` : ''}`,
  );
  const failed = rows.filter((r) => !r.ok).length;
  return `${lines.join('\n')}\n\n${rows.length - failed} passed, ${failed} failed`;
}
