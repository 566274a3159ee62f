/**
 * Talking to the embedded backend (msw/node) the way a client would, with plain
 * `fetch` and no app code but the envelope: for probes of what the backend accepts.
 *
 *   setupRawBackend();
 *   const s = await signInAsPhone('13800000002');
 *   const res = await call('GET', '/platform/agent/serviceArea/opMan', { session: s });
 *   expect(res.status).toBe(200); expect(res.body.data.count).toBe(2);
 */
import { JSEncrypt } from 'jsencrypt';
import { open, openKeys, randomHex, seal, type SessionKeys } from '@/shared/utils/envelope';
import { IDEMPOTENCY_HEADER, idempotentWriteAt } from '@contract/idempotency';
import { randomUuid } from '@/shared/utils/random';
import { DEFAULT_PRICING, type Pricing } from '@mocks/db/pricing';
import { DEMO_SMS_CODE } from '@mocks/db/store';
import { DEVICE_HEADER } from '@contract/devices';
import { server, setupServer } from '../harness/server';

export { server };

export const ORIGIN = 'http://localhost';
export const MAIN = `${ORIGIN}/ebike/v3/backend`;
export const USER = `${ORIGIN}/user-api`;

/** Any JSON answer, kept loose for probes. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Answer {
  status: number;
  body: Json;
}

export interface Session {
  keys: SessionKeys;
  token: string;
  opManId: string;
  objectId: string;
  phone: string;
  /** the device code it signed in from (its token is bound to that device) */
  device: string;
}

/** The device a test signs in from unless it says otherwise (the device check registers it for an operator who needs no authorization). */
export const TEST_DEVICE = 'vitest-device-0001';

/** msw/node for the file, a fresh world and no faults after each test (harness/server.ts). */
export function setupRawBackend(): void {
  setupServer();
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: Json = {};
  if (text) {
    try {
      body = JSON.parse(text) as Json;
    } catch {
      body = { text };
    }
  }
  return { status: res.status, body };
}

export interface CallOptions {
  /** body of POST/PUT/DELETE, sealed with the key unless `plain` */
  body?: unknown;
  /** query, sealed as `?params=` unless `plain` */
  query?: Record<string, unknown>;
  /** keys and token of a signed-in session */
  session?: Partial<Session>;
  /** overrides of session.keys / session.token */
  keys?: SessionKeys | null;
  token?: string | null;
  /** send body and query as they are */
  plain?: boolean;
  headers?: Record<string, string>;
  /** a full URL instead of MAIN + path */
  url?: string;
  /**
   * a money write's idempotency key (contract/idempotency.ts): by default a new one for each
   * call of a write declared idempotent, as the console sends one per action; null sends none
   */
  idempotencyKey?: string | null;
  /** who answers: msw/node's fetch by default; a page's connection to the shared backend (mocks/shared) */
  via?: (request: Request) => Promise<Response | undefined>;
}

/** The key `call` sends: the one asked for, or a new one for a money write. */
function keyFor(method: string, url: URL, o: CallOptions): string | undefined {
  if (o.idempotencyKey !== undefined) return o.idempotencyKey ?? undefined;
  const under = url.pathname.replace(/^\/ebike\/v3\/backend/, '');
  return idempotentWriteAt(method, under) ? randomUuid() : undefined;
}

/** One request to the backend: `_t` header, Bearer token, `{params}` envelope, as the client sends them. */
export async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  o: CallOptions = {},
): Promise<Answer> {
  const keys = o.keys === undefined ? o.session?.keys : (o.keys ?? undefined);
  const token = o.token === undefined ? o.session?.token : (o.token ?? undefined);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...o.headers };
  if (keys) headers._t = keys._t;
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = new URL(o.url ?? `${MAIN}${path}`);
  const idempotencyKey = keyFor(method, url, o);
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  if (o.query && Object.keys(o.query).length) {
    if (o.plain || !keys) for (const [k, v] of Object.entries(o.query)) url.searchParams.set(k, String(v));
    else url.searchParams.set('params', seal(o.query, keys._k));
  }
  let body: string | undefined;
  if (o.body !== undefined && method !== 'GET') {
    body = JSON.stringify(o.plain || !keys ? o.body : { params: seal(o.body, keys._k) });
  }
  const request = new Request(url, { method, headers, body });
  const res = o.via ? await o.via(request) : await fetch(request);
  if (!res) throw new Error(`${method} ${url.pathname}: no handler answered`);
  return answer(res);
}

/** App start: the public site config. */
export async function siteConfig(): Promise<Json> {
  const res = await call('GET', '/platform/site/config');
  if (res.status !== 200 || !res.body.suc) throw new Error(`site config: ${JSON.stringify(res.body)}`);
  return res.body.data as Json;
}

/** Signing-key exchange (sign-in protocol): RSA(publicKey, R) out, AES_R({_t,_k}) back. */
export async function exchangeKeys(): Promise<SessionKeys> {
  const { publicKey } = await siteConfig();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey as string);
  const r = randomHex(16);
  const cipher = rsa.encrypt(r);
  if (!cipher) throw new Error('RSA encryption failed');
  const res = await call('POST', '/auth/verifySign', { body: { params: cipher }, plain: true });
  if (!res.body.suc) throw new Error(`verifySign: ${JSON.stringify(res.body)}`);
  return openKeys(res.body.data.aesKey as string, r);
}

/** SMS verification at the user service (envelope with `_k`, header `_t`). */
export function verifySms(keys: SessionKeys, phone: string, smsCode = DEMO_SMS_CODE): Promise<Answer> {
  return call('POST', '', { url: `${USER}/verifySmsCode`, keys, body: { mobilePhoneNumber: phone, smsCode } });
}

/** The device check (sign-in protocol step a): the answer for `phone` on `device`. */
export function verifyDevice(phone: string, device = TEST_DEVICE): Promise<Answer> {
  return call('POST', '', {
    url: `${ORIGIN}/mieba/platform/opman/device/verification`,
    body: { device_type: 1, mobilePhoneNumber: phone, device_code: device, device_name: 'Chrome on Linux' },
  });
}

/** The phone login (step d) after a passed SMS check, from `device` (header DEVICE_HEADER; null: none sent). */
export function loginPhone(keys: SessionKeys, phone: string, objectId: string, device: string | null): Promise<Answer> {
  return call('POST', '/auth/login/phone', {
    keys,
    body: { mobilePhoneNumber: phone, objectId },
    headers: device === null ? {} : { [DEVICE_HEADER]: device },
  });
}

/**
 * Device check, key exchange, SMS verification and phone login, as the console signs in: a
 * session that may call protected routes, bound to `device`.
 */
export async function signInAsPhone(phone = '13800000000', device = TEST_DEVICE): Promise<Session> {
  const checked = await verifyDevice(phone, device);
  if (!checked.body.suc) throw new Error(`device verification: ${JSON.stringify(checked.body)}`);
  return signInAfterCheck(phone, device);
}

/** The sign-in's steps after a passed device check of `device` (key exchange, SMS verification, phone login). */
export async function signInAfterCheck(phone: string, device: string): Promise<Session> {
  const keys = await exchangeKeys();
  const sms = await verifySms(keys, phone);
  if (sms.status !== 200 || !sms.body.objectId) throw new Error(`verifySmsCode: ${JSON.stringify(sms.body)}`);
  const objectId = sms.body.objectId as string;
  const login = await loginPhone(keys, phone, objectId, device);
  if (!login.body.suc) throw new Error(`login/phone: ${JSON.stringify(login.body)}`);
  const { token, opManId } = login.body.data as { token: string; opManId: string };
  return { keys, token, opManId, objectId, phone, device };
}

/** Opens a sealed value with a session's key (to check what a client sent). */
export const unseal = <T = unknown>(cipher: string, s: Pick<Session, 'keys'>): T => open<T>(cipher, s.keys._k);

/** The answer's body to a POST of `body` to `path` as `s`: `{suc, data}` or `{suc:false, error}`. */
export async function postAs(s: Session, path: string, body: Record<string, unknown>): Promise<Json> {
  return (await call('POST', path, { session: s, body })).body;
}

/** A list page's data (first page of 20 unless `query` says otherwise) as `s`; a refusal throws. */
export async function pageAs(s: Session, path: string, query: Record<string, unknown> = {}): Promise<Json> {
  return readAs(s, path, { page: 1, pageSize: 20, ...query });
}

/** A read that does not page, with exactly `query` (it refuses a key it does not name, paging included). */
export async function readAs(s: Session, path: string, query: Record<string, unknown> = {}): Promise<Json> {
  const res = await call('GET', path, { session: s, query });
  if (!res.body.suc) throw new Error(JSON.stringify(res.body.error));
  return res.body.data as Json;
}

/** The 计费配置 write of a rule as it stands: its id and version, its area and its fare rules (fen, minutes). */
export const pricingBody = (rule: Pricing): Record<string, unknown> => ({
  id: rule.id,
  updatedAt: rule.updatedAt,
  serviceAreaId: rule.serviceAreaId,
  ...Object.fromEntries(Object.keys(DEFAULT_PRICING).map((k) => [k, rule[k as keyof typeof DEFAULT_PRICING]])),
});

/** A new ¥3 coupon for 西湖服务区 named `name`: seven days, 100 to issue, one each. */
export const couponBody = (name: string): Record<string, unknown> => ({
  name,
  kind: 'amount',
  value: 300,
  threshold: 0,
  validDays: 7,
  stock: 100,
  limitPerRider: 1,
  serviceAreaIds: ['SA001'],
});
