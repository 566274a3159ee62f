import { getResponse, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { http } from './http';
import { open } from '../../src/shared/utils/envelope';
import { getDb } from '../db/store';
import type { OperatorRecord as Operator } from '@contract/permissions';
import { applyLatency, currentFaults, shouldFail } from './faults';
import { verifyJwt } from './jwt';
import { isIssuedTicket, JWT_SECRET, keyForTicket } from './secrets';
import { isRevoked, type Claims } from './session';
import { deviceRefusal } from '../db/devices';
import { duringWrite, journalling, journalWrite, type JournalEntry, type JournalInput } from './journal';
import { asCaller, callerAddress, clientAddress } from './clientAddress';
import { EntropyShort, startDraws, takeDraws } from './entropy';
import { now, pinClock, pinnedAt, unpinClock } from '../../src/shared/utils/clock';
import { registerRoute, withCors } from './cors';
import { claimKey, type KeyClaim } from './idempotency';
import { IDEMPOTENCY_HEADER } from '@contract/idempotency';
import { hasPersonalNumber, maskPersonalText, maskWholeValues } from '@contract/privacy';
import type { WriteEndpoint, WriteMethod } from '@contract/actions';
import type { Endpoint } from '@contract/endpoint';
import { OUT_OF_SCOPE } from '@contract/scope';
import { parseInput, type RawInput } from '@contract/schemas/inputs';
import { UNAUTHORIZED_PROMPT } from '@contract/messages/session';
import { currentWorld, homeWorld, within, type World } from '../db/world';
import { hostSlot } from './host';
import { answersDirectly, hasFixedPath } from './dispatch';

/** Where a request names the world it is to be answered in (answerIn); the home world when it names none. */
const WORLD = Symbol('world');
type InWorld = Request & { [WORLD]?: World };

/**
 * `request` answered by `handlers` in `world` instead of the home world (two worlds in one
 * process: a replay check, a comparison, a test's own world); undefined when no handler serves it.
 */
export function answerIn(
  world: World,
  handlers: readonly HttpHandler[],
  request: Request,
): Promise<Response | undefined> {
  (request as InWorld)[WORLD] = world;
  return getResponse([...handlers], request);
}

const worldOf = (request: Request): World => (request as InWorld)[WORLD] ?? homeWorld();

/** Base paths of the backend (bases, headers and envelope defaults); `*` matches any origin. */
export const BASE = {
  main: '*/ebike/v3/backend',
  mieba: '*',
  java: '*/java',
  user: '*/user-api',
} as const;

/** A business failure: answered 200 with `{suc:false,error:{code,promt}}`. */
export class BizError extends Error {
  constructor(
    message: string,
    readonly code = 400,
    readonly promptKey: 'promt' | 'promot' = 'promt',
    /** what the refusal answers besides its prompt (a stale edit: the current record) */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/**
 * A file as a handler's answer (an export's .xlsx): sent as its bytes with its type and
 * name, not in the JSON envelope. Its content was masked when it was written.
 */
export class FileReply {
  constructor(
    readonly bytes: Uint8Array,
    readonly type: string,
    readonly name: string,
  ) {}
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
  /** the caller's address (mocks/lib/clientAddress.ts): one per caller, in every log line */
  ip: string;
  /**
   * the headers the endpoint declares it reads (contract: `Endpoint.headers`, e.g. the sign-ins'
   * device code), by their lower-case names; no other header reaches a handler
   */
  headers: Record<string, string>;
  /** present on protected routes */
  caller: Caller;
  /** the world the request is answered in (also the current one while the handler runs) */
  world: World;
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
  /**
   * an accepted write is journalled (default true); 'session' for the steps of signing in
   * that change the world (SMS count, devices, sign-in times and log): journalled and
   * replayed, not counted as the operator's changes; false for steps that change nothing
   */
  journal?: boolean | 'session';
  /**
   * the reply is sent as the handler made it, full phone numbers included: only the
   * audited reveal, which checks its caller and logs what it answers
   */
  unmasked?: boolean;
  /**
   * the answer reads nothing the living world's minutes change (the operator and its codes, the
   * service areas): the world is not brought up to the clock first, so a cold start answers it
   * before the fleet is made and lived on (the minutes are the same whenever they are lived)
   */
  still?: boolean;
}

/**
 * Every string of a reply with phone and ID numbers masked: lists, details, logs, notes
 * and error messages alike, so no handler can send one by mistake. The handlers keep
 * working on full numbers (search by phone, sign-in); only what leaves is masked.
 */
const maskStrings = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? maskPersonalText(value) : value;

/**
 * The reply's JSON with personal numbers masked; a reply with none (most of the fleet's) is
 * serialized once, and one whose numbers are whole values (the lists' phone columns) is masked
 * in its text: serializing again with a replacer cost the order list ~55 µs a read.
 */
function maskedJson(body: unknown): string {
  const text = JSON.stringify(body);
  if (text === undefined || !hasPersonalNumber(text)) return text;
  return maskWholeValues(text) ?? JSON.stringify(body, maskStrings);
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

/**
 * The host's hooks into route(): what brings the world up to the clock (below), how an envelope is
 * opened (open() of crypto-js, or the Node server's node:crypto one, mocks/server/envelope.ts),
 * and what is told of every reply (setReplyCheck).
 */
const hooks = hostSlot(() => ({
  advance: null as ((at: number) => void) | null,
  openEnvelope: open,
  replyCheck: null as ReplyCheck | null,
}));

export function setEnvelopeOpener(fn: typeof open | null): void {
  hooks().openEnvelope = fn ?? open;
}

/**
 * What brings the world up to the clock before a signed-in call is answered (the living
 * fleet, set by mocks/handlers/index.ts; route.ts stays below the data it moves).
 */
export function setWorldAdvance(fn: ((at: number) => void) | null): void {
  hooks().advance = fn;
}

/**
 * Runs the handler with the clock standing at `at`, the time its journal entry records, so that
 * a replay at that time makes its records' times again to the ms. Only the handler's synchronous
 * run is held (nothing else runs meanwhile); a clock already pinned (tests, a replay) is left.
 */
function atMoment<T>(at: number, run: () => T): T {
  if (pinnedAt() !== null) return run();
  pinClock(at);
  try {
    return run();
  } finally {
    unpinClock();
  }
}

/** Marks a refusal made by `fail` (the backend's shape), to be reshaped on the user service. */
const REFUSAL = Symbol('refusal');
type Refusal = Response & { [REFUSAL]?: true };

const fail = (status: number, promt: string, code: number | string = status) => {
  const response: Refusal = HttpResponse.json({ suc: false, error: { code, promt } }, { status });
  response[REFUSAL] = true;
  return response;
};

/**
 * The user service's failure shape, `{code, error}` with a 4xx/5xx status: a refusal
 * answered in the backend's shape (`{suc:false,error:{promt}}`, 200 for a bad envelope)
 * is turned into it, so that no refusal of the user service reads like its success.
 */
async function asUserFailure(response: Response): Promise<Response> {
  const b = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { error?: { code?: unknown; promt?: string; promot?: string } };
  const status = response.status >= 400 ? response.status : 400;
  const error = b.error?.promt ?? b.error?.promot ?? '请求被拒绝';
  return HttpResponse.json({ code: b.error?.code ?? status, error }, { status });
}

class Rejection extends Error {
  constructor(readonly response: Response) {
    super('rejected');
  }
}

/**
 * Refuses the call as route() refuses a caller without the endpoint's codes (HTTP 403), for a
 * handler whose codes depend on what is asked (an export job needs its list's codes).
 */
export function refuseWithout(codes: readonly string[]): never {
  throw new Rejection(fail(403, `没有访问权限（需要权限 ${codes.join(' 或 ')}）`));
}

/**
 * Refuses a record outside the caller's scope (HTTP 403, `OUT_OF_SCOPE`, 无权查看该记录): the
 * console tells it from a failure and offers no 重试.
 */
export function refuseOutOfScope(): never {
  throw new Rejection(fail(OUT_OF_SCOPE.status, OUT_OF_SCOPE.message, OUT_OF_SCOPE.code));
}

/** A body that is not JSON is refused as such (400), not answered as a server failure. */
function parseBody(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // refused below
  }
  throw new Rejection(fail(400, '请求格式错误', 'BAD_REQUEST'));
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
    return { body: text ? parseBody(text) : {}, query: Object.fromEntries(url.searchParams) };
  }
  const ticket = request.headers.get('_t');
  const key = isIssuedTicket(ticket) ? keyForTicket(ticket) : null;
  if (strict && !key) throw new Rejection(fail(200, '签名无效', 'SIGN'));
  const decode = (cipher: string) => {
    if (!key) throw new Rejection(fail(200, '签名无效', 'SIGN'));
    let opened: unknown;
    try {
      opened = hooks().openEnvelope<unknown>(cipher, key);
    } catch {
      throw new Rejection(fail(200, '签名无效', 'SIGN'));
    }
    // a wrong key now and then decrypts to a short valid JSON value (a digit): only an object is a payload
    if (!opened || typeof opened !== 'object' || Array.isArray(opened))
      throw new Rejection(fail(200, '签名无效', 'SIGN'));
    return opened as Record<string, unknown>;
  };

  let query: Record<string, string> = Object.fromEntries(url.searchParams.entries());
  if (typeof query.params === 'string') {
    query = Object.fromEntries(
      Object.entries(decode(query.params)).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
  } else if (strict && Object.keys(query).length) {
    throw new Rejection(fail(200, '签名无效', 'SIGN'));
  }

  let body: Record<string, unknown> = {};
  if (request.method !== 'GET') {
    const text = await request.text();
    if (text) {
      const raw = parseBody(text);
      if (typeof raw.params === 'string' && Object.keys(raw).length === 1) body = decode(raw.params);
      else if (strict) throw new Rejection(fail(200, '签名无效', 'SIGN'));
      else body = raw;
    }
  }
  return { body, query };
}

/**
 * The caller a request's token names, or null when it names none that may work: a token that is
 * forged or expired, signed out (revoked), of an operator disabled or gone, or issued for a
 * device that is no longer authorized (revoking a device ends its sessions at once).
 */
export function tokenCaller(request: Request): Caller | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const claims = token ? verifyJwt<Claims>(token, JWT_SECRET) : null;
  if (!claims || typeof claims.jti !== 'string' || typeof claims.deviceCode !== 'string') return null;
  if (isRevoked(claims) || deviceRefusal(claims.xcUid, claims.deviceCode)) return null;
  return callerOf(
    getDb().operators.find((o) => o.phone === claims.xcUid),
    claims,
  );
}

/** Where a request carries the operator it was answered as (its token checked), for the Node server's request log. */
const ANSWERED_AS = Symbol('answeredAs');
type Answered = Request & { [ANSWERED_AS]?: string };

/** The id of the operator `request` was answered as, once its token was checked; undefined for a request without one. */
export const operatorOfRequest = (request: Request): string | undefined => (request as Answered)[ANSWERED_AS];

function authenticate(request: Request): Caller {
  const caller = tokenCaller(request);
  if (!caller) throw new Rejection(fail(401, UNAUTHORIZED_PROMPT));
  (request as Answered)[ANSWERED_AS] = caller.operator.opManId;
  return caller;
}

/** An enabled operator with their role's codes (none when the role is disabled); null otherwise. */
function callerOf(operator: Operator | undefined, claims: Claims): Caller | null {
  if (!operator || operator.state !== 'enabled') return null;
  const role = getDb().roles.find((r) => r.id === operator.roleId);
  const codes = new Set(role && role.state === 'enabled' ? role.codes : []);
  return { operator, claims, codes };
}

/**
 * A journalled caller again: the operator by id, the session's scope as it was checked (its id
 * and device included: a replayed sign-out revokes that session again). The token's checks were
 * passed when the write was accepted, and are not made again.
 */
function journalledCaller(entry: JournalEntry): Caller | null {
  const operator = getDb().operators.find((o) => o.opManId === entry.operatorId);
  if (!operator) return null;
  const claims = { ...entry.scope, userId: operator.opManId, xcUid: operator.phone } as Claims;
  return callerOf(operator, claims);
}

/**
 * The session's scope as journalled: the claims less whom they name (its id, `jti`, and its
 * expiry stay: they name the session and when it ends, as a replayed sign-out keeps it; no
 * credential, since the signature is not kept).
 */
function scopeOf(claims: Claims): Record<string, unknown> {
  const { userId: _u, xcUid: _x, ...scope } = claims;
  return scope;
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
  if (!a.open && a.codes.length === 0)
    throw new Error(`${method.toUpperCase()} ${path}: a write needs codes or a stated reason to need none`);
  if (!auth && !a.open)
    throw new Error(`${method.toUpperCase()} ${path}: a write without sign-in must be declared open`);
  if (opts.codes) throw new Error(`${method.toUpperCase()} ${path}: a write takes its codes from its declaration only`);
  return a.codes;
}

/**
 * What is told of every reply a described endpoint gives (the tests check it against the
 * endpoint's reply schema, contract/schemas/); none in the app.
 */
export type ReplyCheck = (endpoint: Endpoint, replyJson: string, status: number) => void;
export function setReplyCheck(check: ReplyCheck | null): void {
  hooks().replyCheck = check;
}

/** The descriptors served so far, by msw path (`GET *\/ebike/v3/backend/platform/report/daily`). */
const served = new Map<string, Endpoint>();

/** Every endpoint a handler serves by its descriptor. */
export const servedEndpoints = (): Endpoint[] => [...new Set(served.values())];

/** How each write is applied again from its journal entry, by its endpoint (`POST /ebike/v3/backend/…`). */
const appliers = new Map<string, (entry: JournalEntry) => Promise<Response>>();

/**
 * The journalled write `entry` applied again (a replay): the handler of its endpoint runs for
 * its operator on its input, at the clock standing where it is pinned; undefined when no
 * handler serves that endpoint now.
 */
export function applyEntry(entry: JournalEntry): Promise<Response> | undefined {
  return appliers.get(entry.endpoint)?.(entry);
}

/**
 * The call's input as the endpoint's input schema (contract/schemas/inputs/) reads it: typed
 * and checked before the handler runs; a refusal carries the failing field's message (400).
 * A route without a descriptor, or a part without a schema, passes what came.
 */
function checkedInput<I extends RawInput>(endpoint: Endpoint | undefined, input: I): I {
  if (!endpoint) return input;
  const parsed = parseInput(endpoint, input);
  if (!parsed.ok) throw new BizError(parsed.message);
  return { ...input, params: parsed.params, query: parsed.query, body: parsed.body } as I;
}

/** A write's endpoint as journalled: its method and path, without the origin. */
const endpointKey = (method: Method, path: string) => `${method.toUpperCase()} ${path.replace(/^\*/, '')}`;

/** The handler of each read described in contract/ (an export job reads a list through it). */
const readers = new Map<Endpoint, (ctx: Ctx) => unknown>();

/**
 * What the read `endpoint`'s handler answers `caller` for `query`, as it would over the wire
 * but before the reply is masked (the caller masks what it sends on). Codes are not checked
 * here: the caller does that first.
 */
export function readAs(endpoint: Endpoint, caller: Caller, query: Record<string, string>): unknown {
  const read = readers.get(endpoint);
  if (!read) throw new Error(`GET ${endpoint.path}: no handler`);
  const input = checkedInput(endpoint, { body: {}, query, params: {} });
  return read({ ...input, body: {}, headers: {}, ip: callerAddress(), caller, world: currentWorld() });
}

/**
 * A handler of the embedded backend: faults, envelope, token and permission checks
 * like a real server, then `{suc:true,data}` with what `fn` returns. A write (post, put,
 * delete) is registered only with its declaration, whose codes it demands.
 *
 * Given an endpoint descriptor (contract/endpoint.ts), its method, path and codes are the
 * descriptor's: the URL is written once, in contract/.
 */
export function route<B = Record<string, unknown>>(
  endpoint: Endpoint,
  opts: CommonOptions,
  fn: (ctx: Ctx<B>) => unknown,
): HttpHandler;
export function route<B = Record<string, unknown>>(
  method: 'get',
  path: string,
  opts: ReadOptions,
  fn: (ctx: Ctx<B>) => unknown,
): HttpHandler;
export function route<B = Record<string, unknown>>(
  method: WriteMethod,
  path: string,
  opts: WriteOptions,
  fn: (ctx: Ctx<B>) => unknown,
): HttpHandler;
export function route<B = Record<string, unknown>>(
  ...args:
    | [Endpoint, CommonOptions, (ctx: Ctx<B>) => unknown]
    | [Method, string, RouteOptions, (ctx: Ctx<B>) => unknown]
): HttpHandler {
  if (typeof args[0] === 'object') {
    const [e, common, handler] = args as [Endpoint, CommonOptions, (ctx: Ctx<B>) => unknown];
    const path = `${BASE[e.base]}${e.path}`;
    const opts: RouteOptions =
      e.method === 'get'
        ? { ...common, codes: e.open ? undefined : [...e.codes] }
        : { ...common, action: e as WriteEndpoint };
    if (e.method === 'get' && !e.open && e.codes.length === 0)
      throw new Error(`GET ${path}: a read needs codes or a stated reason to need none`);
    served.set(`${e.method.toUpperCase()} ${path}`, e);
    if (e.method === 'get') readers.set(e, handler as (ctx: Ctx) => unknown);
    return serve(e.method, path, opts, handler, e);
  }
  const [method, path, opts, fn] = args as [Method, string, RouteOptions, (ctx: Ctx<B>) => unknown];
  return serve(method, path, opts, fn);
}

/**
 * A reply in the making. How long the backend worked on the answer (envelope, token, handler,
 * JSON), as a real server reports it: `Server-Timing: app;dur=<ms>` (scripts/bench-backend.mjs),
 * and of it, bringing the world up to the clock: `world;dur=<ms>` (the seed's build on a cold start).
 */
class Reply {
  private readonly started = performance.now();
  world = 0;

  constructor(
    private readonly opts: RouteOptions,
    private readonly endpoint: Endpoint | undefined,
  ) {}

  send(body: unknown, init: ResponseInit = {}): Response {
    const text = this.opts.unmasked ? JSON.stringify(body) : maskedJson(body);
    const { replyCheck } = hooks();
    if (this.endpoint && replyCheck) replyCheck(this.endpoint, text, init.status ?? 200);
    const dur = (performance.now() - this.started).toFixed(2);
    const timing = `app;dur=${dur}, world;dur=${this.world.toFixed(2)}`;
    const response: Sent = new HttpResponse(text, {
      ...init,
      headers: { 'Content-Type': 'application/json', 'Server-Timing': timing },
    });
    response[TEXT] = text;
    return response;
  }
}

/** Where a reply of route() keeps the JSON text its body holds. */
const TEXT = Symbol('text');
type Sent = Response & { [TEXT]?: string };

/**
 * The body of a reply route() made, as text, without reading its stream (the Node server
 * writes it so); undefined for any other response, or one whose body was read.
 */
export const replyText = (response: Response): string | undefined =>
  response.bodyUsed ? undefined : (response as Sent)[TEXT];

/** The values of the headers `endpoint` declares it reads (lower-case names), or undefined when it declares none. */
function declaredHeaders(request: Request, endpoint: Endpoint | undefined): Record<string, string> | undefined {
  if (!endpoint?.headers?.length) return undefined;
  const out: Record<string, string> = {};
  for (const { name } of endpoint.headers) {
    const value = request.headers.get(name);
    if (value !== null) out[name.toLowerCase()] = value;
  }
  return out;
}

/** The named path parameters as strings (msw also numbers what the origin's wildcard matched: not input). */
const stringParams = (params: PathParams): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([k]) => !/^\d+$/.test(k))
      .map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v ?? '')]),
  );

function serve<B>(
  method: Method,
  path: string,
  opts: RouteOptions,
  fn: (ctx: Ctx<B>) => unknown,
  endpoint?: Endpoint,
): HttpHandler {
  const auth = opts.auth ?? true;
  const codes = method === 'get' ? (opts.codes ?? []) : writeCodes(method, path, opts, auth);
  const strict = opts.envelope ?? auth;
  const user = opts.shape === 'user';
  registerRoute(method, path);
  const key = endpointKey(method, path);
  const journalled = () => method !== 'get' && opts.journal !== false && journalling();

  interface Command {
    /** the world it is answered in */
    world: World;
    /** when it was accepted: a journal entry's time; absent for a call (now, once its key is claimed) */
    at?: number;
    caller: Caller | undefined;
    input: JournalInput;
    ip: string;
    /**
     * a money write's idempotency key: the request's header (null: none was sent, refused), or
     * the journal entry's (undefined: journalled before keys were kept, applied as journalled)
     */
    idempotencyKey?: string | null;
  }

  /** What the backend answers a command whose transport checked out (a call, or a journal entry again). */
  const execute = async (cmd: Command, reply: Reply): Promise<Response> => {
    const lacking = auth && codes.length > 0 && !codes.some((c) => cmd.caller!.codes.has(c));
    // a money write's idempotency key: refused, or a repeat answered as the first time (before the world moves)
    let claim: KeyClaim | undefined;
    const { action } = opts;
    const key = cmd.idempotencyKey;
    if (action?.idempotent && !lacking && key !== undefined) {
      const claimed = await within(cmd.world, () => claimKey(action, key, cmd.caller!.operator.opManId, cmd.input));
      if (claimed instanceof Response) return claimed;
      claim = claimed;
    }
    try {
      // a call's moment is taken once its key is claimed: nothing runs between it and the world brought up to it
      return await executeClaimed({ ...cmd, at: cmd.at ?? now() }, reply, lacking, claim);
    } finally {
      claim?.release();
    }
  };

  const executeClaimed = async (
    cmd: Command & { at: number },
    reply: Reply,
    lacking: boolean,
    claim: KeyClaim | undefined,
  ): Promise<Response> => {
    const { at, caller, input, ip, world } = cmd;
    const bringUp = hooks().advance;
    if (auth && bringUp && !opts.still) {
      const t0 = performance.now();
      within(world, () => bringUp(at));
      reply.world = performance.now() - t0;
    }
    if (lacking) return fail(403, `没有访问权限（需要权限 ${codes.join(' 或 ')}）`);
    const checked = checkedInput(endpoint, input);
    // the journal is the home world's (a world of a test's own or a comparison's writes none)
    const journal = journalled() && world === homeWorld();
    startDraws();
    const ctx = {
      body: checked.body as B,
      query: checked.query,
      params: checked.params,
      headers: input.headers ?? {},
      ip,
      caller: caller as Caller,
      world,
    };
    const handle = () => within(world, () => asCaller(ip, () => fn(ctx)));
    const data = await atMoment(at, journal ? () => duringWrite(handle) : handle);
    const draws = takeDraws();
    if (journal) {
      const entry: JournalEntry = { endpoint: key, at, input, ip };
      if (caller) Object.assign(entry, { operatorId: caller.operator.opManId, scope: scopeOf(caller.claims) });
      if (draws) entry.draws = draws;
      if (opts.journal === 'session') entry.session = true;
      if (claim) entry.idempotencyKey = claim.key;
      journalWrite(entry);
    }
    if (data instanceof FileReply) {
      const headers = {
        'Content-Type': data.type,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(data.name)}`,
      };
      return new HttpResponse(data.bytes, { headers });
    }
    const sent = reply.send(user ? (data ?? {}) : { suc: true, data: data ?? null });
    await claim?.keep(sent, at);
    return sent;
  };

  /** A refusal or a failure of `run` as the answer. */
  const settle = async (reply: Reply, run: () => Promise<Response>): Promise<Response> => {
    try {
      return await run();
    } catch (e) {
      if (e instanceof Rejection) return e.response;
      if (e instanceof BizError && user) return reply.send({ code: e.code, error: e.message }, { status: 400 });
      if (e instanceof BizError) {
        const error = { code: e.code, [opts.promptKey ?? e.promptKey]: e.message };
        return reply.send(e.data === undefined ? { suc: false, error } : { suc: false, error, data: e.data });
      }
      // a replayed entry that cannot be: said (the reload tells the operator which and why)
      if (e instanceof EntropyShort) return fail(500, e.message);
      // a defect of the backend: logged here, never told to the caller (its message names our internals)
      console.error(`${method.toUpperCase()} ${path}:`, e);
      return fail(500, '服务器内部错误');
    }
  };

  if (method !== 'get') {
    appliers.set(key, (entry) => {
      const reply = new Reply(opts, endpoint);
      return settle(reply, () => {
        const caller = auth ? (journalledCaller(entry) ?? undefined) : undefined;
        if (auth && !caller) throw new Rejection(fail(401, UNAUTHORIZED_PROMPT));
        const input = entry.input ?? { body: {}, query: {}, params: {} };
        const again = { world: currentWorld(), at: entry.at, caller, input, ip: entry.ip ?? callerAddress() };
        return execute({ ...again, idempotencyKey: entry.idempotencyKey }, reply);
      });
    });
  }

  const answer = async ({ request, params }: { request: Request; params: PathParams }): Promise<Response> => {
    const faults = currentFaults();
    await applyLatency(faults);
    if (shouldFail(faults)) return fail(500, '服务器繁忙，请稍后再试');
    const reply = new Reply(opts, endpoint);
    return settle(reply, async () => {
      const { body, query } = await readPayload(request, strict, opts.raw);
      const world = worldOf(request);
      const caller = auth ? within(world, () => authenticate(request)) : undefined;
      const input: JournalInput = { body, query, params: stringParams(params) };
      const headers = declaredHeaders(request, endpoint);
      if (headers) input.headers = headers;
      const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER);
      return execute({ world, caller, input, ip: clientAddress(request), idempotencyKey }, reply);
    });
  };
  const resolve = async ({ request, params }: { request: Request; params: PathParams }) => {
    const response = await answer({ request, params });
    return withCors(request, user && (response as Refusal)[REFUSAL] ? await asUserFailure(response) : response);
  };
  const handler = http[method](path, resolve);
  // a fixed path has no parameter: what msw would pass (the origin's wildcard, numbered) is no input
  if (hasFixedPath(path)) answersDirectly(handler, (request) => resolve({ request, params: {} }));
  return handler;
}
