export type ApiErrorKind = 'business' | 'http' | 'network' | 'aborted';

/** Every failed call rejects with this; `message` is what the user should read. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string | number;
  /** the server's own prompt, when it sent one */
  readonly prompt?: string;

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
