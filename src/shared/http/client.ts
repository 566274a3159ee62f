import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { env } from '@/shared/config/env';
import { baseFor, joinUrl, type ApiType } from './bases';
import { ApiError, notJsonMessage, serverCode, serverPrompt } from './errors';
import { OUT_OF_SCOPE } from '@contract/scope';
import { notify } from './notify';
import { isQuiet } from './quiet';
import { callsHeld } from './gate';
import { isTransient, retryDelay } from './retry';
import { MAX_REQUEST_BODY_BYTES } from '@contract/http';
import type { Resource } from '@contract/resources';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_WINDOW_MS, idempotentWriteAt } from '@contract/idempotency';
import { now } from '@/shared/utils/clock';
import { randomUuid } from '@/shared/utils/random';
import { stableJson } from '@/shared/utils/stableJson';
import { UNAUTHORIZED_PROMPT } from '@contract/messages/session';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** body (POST/PUT/DELETE) */
  data?: unknown;
  /** query parameters */
  params?: Record<string, unknown>;
  api?: ApiType;
  signal?: AbortSignal;
  /** no notification for HTTP failures: the caller shows its own message */
  silent?: boolean;
  /** sent as is, never in an envelope (the signing-key exchange) */
  raw?: boolean;
  /** headers of this call besides the credentials (a sign-in's device code) */
  headers?: Record<string, string>;
  /**
   * Adds the header scope (screens and routes, states and transitions: selected franchisees and service areas)
   * to the query of a GET as `agentIds` / `opAreaIds` (comma-joined; absent when
   * all are selected). Every list request of the features passes `scoped: true`.
   * Parameters the caller set explicitly (not undefined, null or '') win.
   */
  scoped?: boolean;
  /**
   * The idempotency key of a money write (contract/idempotency.ts), one per operator action.
   * Left out, the client makes one, or reuses the key of the same write it sent and got no
   * answer to (pressing 重试 on an unchanged form is the same action), and sends it again on
   * each of its own retries.
   */
  idempotencyKey?: string;
  /**
   * what a write changes (its descriptor's `changes`, contract/actions.ts): after it succeeds,
   * the reads of exactly those resources are asked again; a write without it refreshes everything
   */
  changes?: readonly Resource[];
}

interface Envelope<T> {
  suc?: boolean;
  data?: T;
  error?: unknown;
}

type Axios = typeof import('axios');

/**
 * axios and the envelope's AES load with the first request that needs them (the site
 * configuration asked at start; the first call of a signed-in session), not before the
 * first paint: together ~28 KB gzip off every page's entry. A failed load is tried
 * again by the next request.
 */
let axiosLoaded: Axios | undefined;
let transport: Promise<AxiosInstance> | undefined;
function loadTransport(): Promise<AxiosInstance> {
  transport ??= import('axios').then(
    (ax) => {
      axiosLoaded = ax;
      // Answers are read as text and parsed here (`readJson`): axios would hand an HTML page or
      // a cut-off body through as a string, and a list would show 暂无数据 instead of the fault.
      return ax.default.create({ timeout: 30000, responseType: 'text', transformResponse: [(d: unknown) => d] });
    },
    (e: unknown) => {
      transport = undefined;
      throw e;
    },
  );
  return transport;
}

let envelope: Promise<typeof import('@/shared/utils/envelope')> | undefined;
function loadEnvelope() {
  envelope ??= import('@/shared/utils/envelope').catch((e: unknown) => {
    envelope = undefined;
    throw e;
  });
  return envelope;
}

/**
 * What the client asks of the app (registered at start, app/httpWiring.ts): the core
 * knows no store and no address bar.
 */
export interface HttpWiring {
  /** the access token and the envelope's key id and key (cookies `_t`, `_k`) */
  credentials(): { token?: string | null; _t?: string; _k?: string };
  /** the header scope's query parameters (`agentIds`, `opAreaIds`), absent when all */
  scope(): Record<string, string | undefined>;
  /** a 401 while a token is held: the session is over (tell the person, clear it, go to the login) */
  onUnauthorized(): void;
  /** a write (POST, PUT, DELETE) succeeded: the reads of what it declares it changes (all, when it declares nothing) are stale */
  onWrite(changes: readonly Resource[] | undefined): void;
  /** a call was answered and accepted: the server is there (again, after an outage) */
  onAnswered(url: string): void;
}

let wiring: HttpWiring = {
  credentials: () => ({}),
  scope: () => ({}),
  onUnauthorized: () => undefined,
  onWrite: () => undefined,
  onAnswered: () => undefined,
};

export function wireHttp(w: HttpWiring): void {
  wiring = w;
}

function dropUndefined(o: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!o) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out;
}

const unset = (v: unknown) => v === undefined || v === null || v === '';

/** The caller's query with the header scope filled in where the caller left it unset. */
function withScope(params: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const scope = Object.entries(wiring.scope()).filter(([k, v]) => v !== undefined && unset(params?.[k]));
  if (!scope.length) return params;
  return { ...params, ...Object.fromEntries(scope) };
}

async function buildConfig(url: string, o: RequestOptions): Promise<AxiosRequestConfig> {
  const api = o.api ?? 'main';
  const headers: Record<string, string> = { ...o.headers };
  const { token, _t, _k } = wiring.credentials();
  if (_t) headers._t = _t;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (api === 'user') headers['X-App-Id'] = env.appId;
  if (o.idempotencyKey) headers[IDEMPOTENCY_HEADER] = o.idempotencyKey;

  const method = o.method ?? 'GET';
  let params = dropUndefined(o.scoped && method === 'GET' ? withScope(o.params) : o.params);
  let data = o.data;
  if (env.encrypt && _k && !o.raw) {
    const { seal } = await loadEnvelope();
    if (params && Object.keys(params).length) params = { params: seal(params, _k) };
    if (data !== undefined) data = { params: seal(data, _k) };
  }
  return {
    url: joinUrl(baseFor(url, api), url),
    method,
    params,
    data,
    headers,
    signal: o.signal,
  };
}

/** The body as JSON, or undefined when it is not (empty, HTML, cut off). */
function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const contentTypeOf = (headers: unknown): string => {
  const h = headers as { get?: (k: string) => unknown; [k: string]: unknown } | undefined;
  const v = h?.['content-type'] ?? (typeof h?.get === 'function' ? h.get('content-type') : undefined);
  return typeof v === 'string' ? v : '';
};

/**
 * The JSON of a 2xx answer. An answer that is not JSON (a web server's index.html for an
 * address outside the proxied prefixes, a body cut off by a proxy) is an error the person
 * is told about, never an empty result. 204 No Content has no body and is fine.
 */
function readJson(res: { status: number; data: unknown; headers: unknown }, o: RequestOptions): unknown {
  if (res.status === 204) return undefined;
  const type = contentTypeOf(res.headers);
  const body = parseJson(res.data);
  if (/\bjson\b/i.test(type) && body !== undefined && typeof body === 'object') return body;
  const message = notJsonMessage(res.status, type);
  const err = new ApiError(message, 'http', res.status, 'NOT_JSON');
  if (!o.silent) announce(err, message);
  throw err;
}

function announce(err: ApiError, description: string, title = '错误'): ApiError {
  notify('error', title, description);
  err.announced = true;
  return err;
}

/** `retrying`: the client asks again after a transient failure, so it is not announced. */
function toApiError(e: unknown, o: RequestOptions, retrying = false): ApiError {
  // (axios not loaded: its chunk failed to load, a network failure like any other)
  const ax = axiosLoaded;
  if (ax && (ax.isCancel(e) || (e instanceof ax.AxiosError && e.code === ax.AxiosError.ERR_CANCELED))) {
    return new ApiError('请求已取消', 'aborted');
  }
  if (o.signal?.aborted) return new ApiError('请求已取消', 'aborted');
  const res = ax && e instanceof ax.AxiosError ? e.response : undefined;
  // a read of the query layer is retried and its last failure shown there
  const quiet = o.silent || isQuiet(o.signal) || retrying;
  if (!res) {
    const failed = new ApiError('网络出现问题，请稍后再试', 'network');
    return quiet ? failed : announce(failed, failed.message);
  }
  const body = parseJson(res.data);
  const prompt = serverPrompt(body);
  const code = serverCode(body);
  switch (res.status) {
    case 401: {
      // States and transitions, error catalogue: the session is over, whichever call learnt it (a wall
      // monitor's silent refresh included); the first 401 of a session ends it, the
      // others find no token left. The session's end is what the person is told (by the app).
      const failed = new ApiError(UNAUTHORIZED_PROMPT, 'http', 401, code);
      if (wiring.credentials().token) {
        wiring.onUnauthorized();
        failed.announced = true;
      }
      return failed;
    }
    case 403: {
      const failed = new ApiError(prompt ?? 'Forbidden', 'http', 403, code, prompt);
      // a record out of the caller's scope, read for a page: the page says so (no notification too)
      const saidByPage = quiet && code === OUT_OF_SCOPE.code;
      return o.silent || saidByPage ? failed : announce(failed, prompt ?? '', 'Forbidden');
    }
    case 404: {
      const failed = new ApiError('请求错误，未找到该资源', 'http', 404, code);
      return o.silent ? failed : announce(failed, failed.message);
    }
    default: {
      // a body over the web server's limit never reaches the backend: say so, not just the code
      const tooLarge =
        res.status === 413 ? `请求内容过大（上限 ${MAX_REQUEST_BODY_BYTES / 1024 / 1024} MB），未提交` : undefined;
      const message = prompt ?? tooLarge ?? `请求失败（${res.status}）`;
      const failed = new ApiError(message, res.status >= 500 ? 'http' : 'business', res.status, code, prompt);
      // The user service answers bad input with 4xx and a message for the form to show.
      return !quiet && res.status >= 500 ? announce(failed, message) : failed;
    }
  }
}

/**
 * A refusal in a 2xx answer: `{suc:false,error}` of the backend, or the user service's
 * error shape `{code?, error:"..."}` (a body with an `error` and no `suc:true`).
 */
function refusal(body: unknown): ApiError | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const b = body as { suc?: unknown; error?: unknown };
  const refused = b.suc === false || (b.suc !== true && b.error !== undefined && b.error !== null && b.error !== '');
  if (!refused) return undefined;
  const prompt = serverPrompt(body);
  const failed = new ApiError(prompt ?? '操作失败', 'business', 200, serverCode(body), prompt);
  // what the refusal answers besides its prompt (a stale edit's current record)
  if ('data' in b) failed.data = (b as { data?: unknown }).data;
  return failed;
}

/**
 * One call to the backend. Resolves with `data` of `{suc:true,data}` (or the whole
 * body for the user service), rejects with an ApiError whose message is the
 * server's prompt (`promt ?? promot`), or with WRONG_SHAPE_MESSAGE when the reply is not of
 * its endpoint's registered schema (replyCheck.ts). A money write (declared `idempotent`) goes with its
 * idempotency key and is asked again with it after a transient failure (`sendMoneyWrite`).
 */
export function request<T>(url: string, o: RequestOptions = {}): Promise<T> {
  const method = o.method ?? 'GET';
  return method !== 'GET' && idempotentWriteAt(method, url) ? sendMoneyWrite<T>(url, o) : send<T>(url, o);
}

type ReplyCheck = (method: string, base: string, url: string, reply: unknown) => void;

/**
 * The check of a reply against its endpoint's schema: installed by replyCheck.ts when the first
 * page registers schemas, so that neither it nor any schema weighs on the entry.
 */
let replyCheck: ReplyCheck | undefined;

export function installReplyCheck(check: ReplyCheck): void {
  replyCheck = check;
}

/** How many times the client asks again for a money write that got no answer or a 5xx, with the same key. */
export const MONEY_WRITE_RETRIES = 2;

/**
 * The key of each money write the client sent and got no answer to, by what it sent (method,
 * base, path, body) and when it was first sent: sending the same again is the same action
 * (the operator pressed 重试 on the unchanged form), so it goes with the same key; an answer,
 * accepted or refused, ends the action. Kept no longer than the backend keeps a key.
 */
const unanswered = new Map<string, { key: string; at: number }>();

const pause = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new ApiError('请求已取消', 'aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });

/**
 * A money write: one idempotency key for the action, sent with every attempt, so that the
 * backend applies it once however many of the attempts reach it; asked again up to
 * MONEY_WRITE_RETRIES times after no answer (a timeout, a dropped connection) or a 5xx, never
 * after a refusal. Only the last failure is announced.
 */
async function sendMoneyWrite<T>(url: string, o: RequestOptions): Promise<T> {
  const action = `${o.method} ${o.api ?? 'main'} ${url} ${stableJson(o.data ?? null)}`;
  const earlier = unanswered.get(action);
  const fresh = !earlier || now() - earlier.at >= IDEMPOTENCY_WINDOW_MS;
  const first = fresh ? { key: o.idempotencyKey ?? randomUuid(), at: now() } : earlier;
  const sent = { ...o, idempotencyKey: o.idempotencyKey ?? first.key };
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= MONEY_WRITE_RETRIES;
    try {
      const reply = await send<T>(url, sent, !last);
      unanswered.delete(action);
      return reply;
    } catch (e) {
      if (!isTransient(e)) {
        unanswered.delete(action);
        throw e;
      }
      if (last) {
        unanswered.set(action, { key: sent.idempotencyKey, at: first.at });
        throw e;
      }
    }
    await pause(retryDelay(attempt), o.signal);
  }
}

/** One request and its answer; `retrying`: a transient failure is not announced (the caller asks again). */
async function send<T>(url: string, o: RequestOptions, retrying = false): Promise<T> {
  let body: unknown;
  try {
    // (held while the embedded backend starts: gate.ts)
    const [instance, config] = await Promise.all([loadTransport(), buildConfig(url, o), callsHeld()]);
    body = readJson(await instance.request(config), o);
  } catch (e) {
    throw e instanceof ApiError ? e : toApiError(e, o, retrying);
  }
  // the same for every service: a refusal is a failure, never a result
  const refused = refusal(body);
  if (refused) throw refused;
  // a refused write changed nothing; one that went through may have changed what is shown
  if (o.method && o.method !== 'GET') wiring.onWrite(o.changes);
  wiring.onAnswered(url);
  const env_ = body as Envelope<T> | undefined;
  const reply = o.api === 'user' ? body : env_ && typeof env_ === 'object' && 'data' in env_ ? env_.data : body;
  // a reply of another shape than its endpoint's registered schema is a failure, never a result;
  // checked here, in the same step as the answer (installed or not, the caller resumes as soon)
  replyCheck?.(o.method ?? 'GET', o.api ?? 'main', url, reply);
  return reply as T;
}

/** A file the backend sent: its bytes, its type and the name it gave it. */
export interface FileAnswer {
  blob: Blob;
  name?: string;
}

const nameOf = (disposition: string): string | undefined => {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  return m ? decodeURIComponent(m[1]!) : undefined;
};

/**
 * One call whose answer is a file (an export's .xlsx), read as bytes. A refusal comes as
 * JSON (`{suc:false,error}`) like any other and rejects the same way.
 */
export async function requestFile(url: string, o: RequestOptions = {}): Promise<FileAnswer> {
  const text = (data: unknown) => (data instanceof ArrayBuffer ? new TextDecoder().decode(data) : data);
  let res: { status: number; data: unknown; headers: unknown };
  try {
    const [instance, config] = await Promise.all([loadTransport(), buildConfig(url, o), callsHeld()]);
    res = await instance.request({ ...config, responseType: 'arraybuffer' });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const failed = e as { response?: { data: unknown } };
    if (failed.response) failed.response.data = text(failed.response.data);
    throw toApiError(e, o);
  }
  const type = contentTypeOf(res.headers);
  if (/\bjson\b/i.test(type)) {
    const body = readJson({ ...res, data: text(res.data) }, o);
    throw refusal(body) ?? new ApiError('下载失败：服务器没有返回文件', 'http', res.status);
  }
  const h = res.headers as { get?: (k: string) => unknown; [k: string]: unknown };
  const disposition = String(
    h['content-disposition'] ?? (typeof h.get === 'function' ? h.get('content-disposition') : '') ?? '',
  );
  return { blob: new Blob([res.data as ArrayBuffer], { type }), name: nameOf(disposition) };
}

/** The header scope's query parameters (`agentIds`, `opAreaIds`; absent when all), for a write that reads a list. */
export const headerScope = (): Record<string, string> =>
  Object.fromEntries(Object.entries(wiring.scope()).filter((e): e is [string, string] => e[1] !== undefined));

export const http = {
  get: <T>(url: string, params?: Record<string, unknown>, o: RequestOptions = {}) =>
    request<T>(url, { ...o, method: 'GET', params }),
  post: <T>(url: string, data?: unknown, o: RequestOptions = {}) => request<T>(url, { ...o, method: 'POST', data }),
  put: <T>(url: string, data?: unknown, o: RequestOptions = {}) => request<T>(url, { ...o, method: 'PUT', data }),
  del: <T>(url: string, data?: unknown, o: RequestOptions = {}) => request<T>(url, { ...o, method: 'DELETE', data }),
};
