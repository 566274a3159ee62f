/**
 * A client of the backend over real HTTP, as the console talks to it: the device check, the
 * signing-key exchange (RSA from site config), the SMS check and the phone sign-in from that
 * device, then calls with
 * `_t`, the Bearer token and the `{params}` envelope. For the scripts and tests that drive
 * the Node server (bench-http, the hour of RSS, the server's own tests).
 */
import { JSEncrypt } from 'jsencrypt';
import { openKeys, randomHex, seal, type SessionKeys } from '../../src/shared/utils/envelope';
import { DEVICE_HEADER } from '../../contract/devices';

/** Any JSON answer, kept loose. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface HttpSession {
  origin: string;
  keys: SessionKeys;
  token: string;
}

export const DEMO_SMS_CODE = '123456';
/** The device these clients sign in from (the device check registers it for an operator who needs no authorization). */
export const SCRIPT_DEVICE = 'http-session-device';
export const mainBase = (origin: string): string => `${origin}/ebike/v3/backend`;

/** The URL and init of one call: the payload sealed as the console seals it (`?params=` or `{params}`). */
export function signedRequest(
  s: Pick<HttpSession, 'origin'> & Partial<HttpSession>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: Record<string, unknown> = {},
  base = mainBase(s.origin),
  extraHeaders: Record<string, string> = {},
): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extraHeaders };
  if (s.keys) headers._t = s.keys._t;
  if (s.token) headers.Authorization = `Bearer ${s.token}`;
  const url = new URL(`${base}${path}`);
  let body: string | undefined;
  const sealed = (v: unknown) => (s.keys ? seal(v, s.keys._k) : JSON.stringify(v));
  if (method === 'GET') {
    if (Object.keys(payload).length) url.searchParams.set('params', sealed(payload));
  } else body = JSON.stringify(s.keys ? { params: sealed(payload) } : payload);
  return { url: url.href, init: { method, headers, body } };
}

export async function callJson(
  s: Pick<HttpSession, 'origin'> & Partial<HttpSession>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
  base?: string,
  headers?: Record<string, string>,
): Promise<{ status: number; body: Json }> {
  const { url, init } = signedRequest(s, method, path, payload, base, headers);
  const res = await fetch(url, init);
  const text = await res.text();
  let body: Json;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

/** Device check, key exchange, SMS check and phone sign-in from `device` against the server at `origin`. */
export async function signInOverHttp(
  origin: string,
  phone = '13800000000',
  device = SCRIPT_DEVICE,
): Promise<HttpSession> {
  const checked = await callJson(
    { origin },
    'POST',
    '/mieba/platform/opman/device/verification',
    { device_type: 1, mobilePhoneNumber: phone, device_code: device, device_name: 'Node script' },
    origin,
  );
  if (!checked.body.suc) throw new Error(`device verification: ${JSON.stringify(checked.body)}`);
  const config = await callJson({ origin }, 'GET', '/platform/site/config');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(config.body.data.publicKey as string);
  const r = randomHex(16);
  const exchange = await fetch(`${mainBase(origin)}/auth/verifySign`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ params: rsa.encrypt(r) }),
  });
  const exchanged = (await exchange.json()) as Json;
  if (!exchanged.suc) throw new Error(`verifySign: ${JSON.stringify(exchanged)}`);
  const keys = openKeys(exchanged.data.aesKey as string, r);
  const sms = await callJson(
    { origin, keys },
    'POST',
    '/verifySmsCode',
    { mobilePhoneNumber: phone, smsCode: DEMO_SMS_CODE },
    `${origin}/user-api`,
  );
  if (!sms.body.objectId) throw new Error(`verifySmsCode: ${JSON.stringify(sms.body)}`);
  const login = await callJson(
    { origin, keys },
    'POST',
    '/auth/login/phone',
    { mobilePhoneNumber: phone, objectId: sms.body.objectId },
    undefined,
    { [DEVICE_HEADER]: device },
  );
  if (!login.body.suc) throw new Error(`login/phone: ${JSON.stringify(login.body)}`);
  return { origin, keys, token: login.body.data.token as string };
}
