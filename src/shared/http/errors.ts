export type ApiErrorKind = 'business' | 'http' | 'network' | 'aborted';

/** Every failed call rejects with this; `message` is what the user should read. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string | number;
  /** the server's own prompt, when it sent one */
  readonly prompt?: string;
  /** the client has shown this failure already (a notification): whoever catches it need not show it again */
  announced = false;
  /** what a business refusal answered besides its prompt (a stale edit: the record as it now stands) */
  data?: unknown;

  constructor(message: string, kind: ApiErrorKind, status?: number, code?: string | number, prompt?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.prompt = prompt;
  }
}

export const isAbort = (e: unknown): boolean => e instanceof ApiError && e.kind === 'aborted';

/** The code of a save refused because the record changed since it was loaded (optimistic concurrency). */
export const STALE_EDIT_CODE = 409;

/**
 * The record as it now stands, when `e` refused a save made on a version someone else had
 * replaced (the refusal carries it); undefined for any other failure.
 */
export const staleRecord = (e: unknown): object | undefined =>
  e instanceof ApiError && e.kind === 'business' && e.code === STALE_EDIT_CODE && e.data && typeof e.data === 'object'
    ? e.data
    : undefined;

/**
 * What a failed answer tells about the session: a 401 (token refused), or a refusal of
 * the signature (`_t` unknown to the server) — both mean signing in again. Anything else
 * (no answer, 5xx, a business refusal) leaves the session as it is.
 */
export const endsSession = (e: unknown): boolean =>
  e instanceof ApiError && (e.status === 401 || (e.kind === 'business' && e.code === SIGNATURE_REFUSED));

/** The code of a refused envelope signature (`_t` unknown or the payload not sealed with its key). */
export const SIGNATURE_REFUSED = 'SIGN';

/**
 * A 2xx answer to an API call that is not JSON: an HTML page (the address is served by
 * the web server, not proxied to the backend), or a truncated body.
 */
export const notJsonMessage = (status: number, contentType: string): string =>
  `接口返回的不是有效数据（HTTP ${status}${contentType ? `，${contentType.split(';')[0]}` : ''}），请检查接口地址配置`;

/** Server error bodies: `{error:{promt}}`, some say `promot`, the user service says `{error:"..."}`. */
export function serverPrompt(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { error?: unknown; message?: unknown };
  if (typeof b.error === 'string') return b.error;
  if (b.error && typeof b.error === 'object') {
    const e = b.error as { promt?: unknown; promot?: unknown; message?: unknown };
    const p = e.promt ?? e.promot ?? e.message;
    if (typeof p === 'string' && p) return p;
  }
  return typeof b.message === 'string' && b.message ? b.message : undefined;
}

export function serverCode(body: unknown): string | number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { error?: { code?: string | number }; code?: string | number };
  return typeof b.error === 'object' ? b.error?.code : b.code;
}
