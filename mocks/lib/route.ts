import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { open } from '../../src/shared/utils/envelope';
import { getDb } from '../db/store';
import type { OperatorRecord as Operator } from '@contract/permissions';
import { applyLatency, currentFaults, shouldFail } from './faults';
import { verifyJwt } from './jwt';
import { isIssuedTicket, JWT_SECRET, keyForTicket } from './secrets';
import type { Claims } from './session';
import { journalling, journalWrite } from './journal';
import { now } from '../../src/shared/utils/clock';
import type { WriteEndpoint, WriteMethod } from '@contract/actions';

/** Base paths of the backend (DESIGN.md §3 defaults); `*` matches any origin. */
export const BASE = {
  main: '*/ebike/v3/backend',
  mieba: '*',
  java: '*/java',
  user: '*/user-api',
} as const;

/** A business failure: answered 200 with `{suc:false,error:{code,promt}}`. */
export class BizError extends Error {
  constructor(message: string, readonly code = 400, readonly promptKey: 'promt' | 'promot' = 'promt') {
    super(message);
  }
}

export interface Caller {
  operator: Operator;
  claims: Claims;
  codes: Set<string>;
}

export interface Ctx<B = Record<string, unknown>> {
  body: B;
  query: Record<string, string>;
  params: PathParams;
  request: Request;
  /** present on protected routes */
  caller: Caller;
}

interface CommonOptions {
  /** protected: envelope, token and codes are checked (default true) */
  auth?: boolean;
  /** the payload must come in an envelope (default: same as auth) */
  envelope?: boolean;
  /** the body is read as sent, never as an envelope (the signing-key exchange) */
  raw?: boolean;
  /** key of the error prompt in this endpoint's failures */
  promptKey?: 'promt' | 'promot';
  /** 'user': the user service's shape, raw JSON on success and 400 `{code,error}` on failure */
  shape?: 'backend' | 'user';
  /** an accepted write is journalled (default true; false for the sign-in steps, whose session is the browser's) */
  journal?: boolean;
}

/** A read: any of `codes` is needed (none: every signed-in operator). */
interface ReadOptions extends CommonOptions {
  codes?: string[];
}

/**
 * A write: its declaration in contract/actions.ts (method, path and the codes it needs),
 * the same one the console's buttons read. There is no write without one.
 */
interface WriteOptions extends CommonOptions {
  action: WriteEndpoint;
}

type RouteOptions = ReadOptions & Partial<WriteOptions>;

type Method = 'get' | 'post' | 'put' | 'delete';

let advance: ((at: number) => void) | null = null;

/**
 * What brings the world up to the clock before a signed-in call is answered (the living
 * fleet, set by mocks/handlers/index.ts; route.ts stays below the data it moves).
 */
export function setWorldAdvance(fn: ((at: number) => void) | null): void {
  advance = fn;
}

const fail = (status: number, promt: string, code: number | string = status) =>
  HttpResponse.json({ suc: false, error: { code, promt } }, { status });

class Rejection extends Error {
  constructor(readonly response: Response) {
    super('rejected');
  }
}

/** Reads `{params}` envelopes (body or query) with the key derived from `_t`; plain payloads pass when allowed. */
async function readPayload(
  request: Request,
  strict: boolean,
  raw = false,
): Promise<{ body: Record<string, unknown>; query: Record<string, string> }> {
  const url = new URL(request.url);
  if (raw) {
    const text = request.method === 'GET' ? '' : await request.text();
    return { body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, query: Object.fromEntries(url.searchParams) };
  }
  const ticket = request.headers.get('_t');
  const key = isIssuedTicket(ticket) ? keyForTicket(ticket) : null;
  if (strict && !key) throw new Rejection(fail(200, '签名无效', 'SIGN'));
  const decode = (cipher: string) => {
    if (!key) throw new Rejection(fail(200, '签名无效', 'SIGN'));
    let opened: unknown;
    try {
      opened = open<unknown>(cipher, key);
    } catch {
      throw new Rejection(fail(200, '签名无效', 'SIGN'));
    }
    // a wrong key now and then decrypts to a short valid JSON value (a digit): only an object is a payload
    if (!opened || typeof opened !== 'object' || Array.isArray(opened)) throw new Rejection(fail(200, '签名无效', 'SIGN'));
    return opened as Record<string, unknown>;
  };

  let query: Record<string, string> = Object.fromEntries(url.searchParams.entries());
  if (typeof query.params === 'string') {
    query = Object.fromEntries(Object.entries(decode(query.params)).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  } else if (strict && Object.keys(query).length) {
    throw new Rejection(fail(200, '签名无效', 'SIGN'));
  }

  let body: Record<string, unknown> = {};
  if (request.method !== 'GET') {
    const text = await request.text();
    if (text) {
      const raw = JSON.parse(text) as Record<string, unknown>;
      if (typeof raw.params === 'string' && Object.keys(raw).length === 1) body = decode(raw.params);
      else if (strict) throw new Rejection(fail(200, '签名无效', 'SIGN'));
      else body = raw;
    }
  }
  return { body, query };
}

function authenticate(request: Request): Caller {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const claims = token ? verifyJwt<Claims>(token, JWT_SECRET) : null;
  const db = getDb();
  const operator = claims && db.operators.find((o) => o.phone === claims.xcUid);
  if (!claims || !operator || operator.state !== 'enabled') throw new Rejection(fail(401, '授权验证失败'));
  const role = db.roles.find((r) => r.id === operator.roleId);
  const codes = new Set(role && role.state === 'enabled' ? role.codes : []);
  return { operator, claims, codes };
}

/**
 * The codes a write needs, from its declaration; throws when the route is not the one
 * declared or has no declaration (a write the catalogue does not know cannot be served).
 */
function writeCodes(method: WriteMethod, path: string, opts: RouteOptions, auth: boolean): readonly string[] {
  const a = opts.action;
  if (!a) throw new Error(`${method.toUpperCase()} ${path}: a write route needs its declaration (contract/actions.ts)`);
  if (a.method !== method || `${BASE[a.base]}${a.path}` !== path) {
    throw new Error(`${method.toUpperCase()} ${path}: declared as ${a.method.toUpperCase()} ${BASE[a.base]}${a.path}`);
  }
  if (!a.open && a.codes.length === 0) throw new Error(`${method.toUpperCase()} ${path}: a write needs codes or a stated reason to need none`);
  if (!auth && !a.open) throw new Error(`${method.toUpperCase()} ${path}: a write without sign-in must be declared open`);
  if (opts.codes) throw new Error(`${method.toUpperCase()} ${path}: a write takes its codes from its declaration only`);
  return a.codes;
}

/**
 * A handler of the embedded backend: faults, envelope, token and permission checks
 * like a real server, then `{suc:true,data}` with what `fn` returns. A write (post, put,
 * delete) is registered only with its declaration, whose codes it demands.
 */
export function route<B = Record<string, unknown>>(method: 'get', path: string, opts: ReadOptions, fn: (ctx: Ctx<B>) => unknown): HttpHandler;
export function route<B = Record<string, unknown>>(method: WriteMethod, path: string, opts: WriteOptions, fn: (ctx: Ctx<B>) => unknown): HttpHandler;
export function route<B = Record<string, unknown>>(
  method: Method,
  path: string,
  opts: RouteOptions,
  fn: (ctx: Ctx<B>) => unknown,
): HttpHandler {
  const auth = opts.auth ?? true;
  const codes = method === 'get' ? (opts.codes ?? []) : writeCodes(method, path, opts, auth);
  const strict = opts.envelope ?? auth;
  const user = opts.shape === 'user';
  return http[method](path, async ({ request, params }) => {
    const faults = currentFaults();
    await applyLatency(faults);
    if (shouldFail(faults)) return fail(500, '服务器繁忙，请稍后再试');
    // How long the backend worked on the answer (envelope, token, handler, JSON), as a
    // real server reports it: `Server-Timing: app;dur=<ms>` (scripts/bench-backend.mjs).
    // (and of it, bringing the world up to the clock: `world;dur=<ms>`, the seed's build on a cold start)
    const started = performance.now();
    let world = 0;
    const timed = (body: unknown, init: ResponseInit = {}) => {
      const text = JSON.stringify(body);
      const dur = (performance.now() - started).toFixed(2);
      const timing = `app;dur=${dur}, world;dur=${world.toFixed(2)}`;
      return new HttpResponse(text, { ...init, headers: { 'Content-Type': 'application/json', 'Server-Timing': timing } });
    };
    try {
      const journalled = method !== 'get' && opts.journal !== false && journalling();
      const sent = journalled ? await request.clone().text() : '';
      const { body, query } = await readPayload(request, strict, opts.raw);
      const caller = auth ? authenticate(request) : (undefined as unknown as Caller);
      if (auth && advance) {
        const t0 = performance.now();
        advance(now());
        world = performance.now() - t0;
      }
      if (auth && codes.length && !codes.some((c) => caller.codes.has(c))) {
        return fail(403, `没有访问权限（需要权限 ${codes.join(' 或 ')}）`);
      }
      const data = await fn({ body: body as B, query, params, request, caller });
      if (journalled) journalWrite(request, sent, now());
      return timed(user ? (data ?? {}) : { suc: true, data: data ?? null });
    } catch (e) {
      if (e instanceof Rejection) return e.response;
      if (e instanceof BizError && user) return timed({ code: e.code, error: e.message }, { status: 400 });
      if (e instanceof BizError) {
        return timed({ suc: false, error: { code: e.code, [opts.promptKey ?? e.promptKey]: e.message } });
      }
      return fail(500, e instanceof Error ? e.message : '服务器内部错误');
    }
  });
}
