import type { WriteEndpoint } from './endpoint';
import { MONEY_WRITES } from './moneyWrites';

/**
 * Idempotent money writes: a write declared `idempotent` (contract/moneyWrites.ts) carries an
 * idempotency key (the IETF draft's `Idempotency-Key` header), a UUID the client makes once
 * per operator action and sends again whenever it retries that action. The backend keeps,
 * per operator, each key with the first answer it gave for IDEMPOTENCY_WINDOW_MS: a repeat
 * gets that answer and applies nothing again; the same key with another request is refused,
 * and so is a money write without a key.
 */

/** The request header (HTTP headers are case-insensitive; the backend reads it in lower case). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long the backend remembers a key and its first answer (24 h by the clock). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The longest key accepted (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_MAX = 255;

/** The refusals, with their HTTP status and code. */
export const IDEMPOTENCY_REFUSALS = {
  /** a money write without a key (or with one that is empty, too long, or not printable ASCII) */
  missing: { status: 400, code: 'IDEMPOTENCY_KEY_MISSING', message: '缺少幂等键' },
  /** the key was used for another request (another endpoint or another input) */
  mismatch: { status: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: '请求重复且内容不同' },
} as const;

/** Whether `key` is a usable idempotency key: 1 to 255 visible ASCII characters. */
export const isIdempotencyKey = (key: string | null | undefined): key is string =>
  typeof key === 'string' && key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX && /^[\x21-\x7e]+$/.test(key);

// every idempotent write is a money write, declared in contract/moneyWrites.ts
const IDEMPOTENT: readonly WriteEndpoint[] = Object.values(MONEY_WRITES);

/**
 * The idempotent write at `method` and `path` (the path under its base, as the client calls
 * it, a query left out), or undefined: how a caller that has a path, not a declaration, learns
 * that the write needs a key.
 */
export function idempotentWriteAt(method: string, path: string): WriteEndpoint | undefined {
  const m = method.toLowerCase();
  const p = path.split('?')[0];
  return IDEMPOTENT.find((e) => e.method === m && e.path === p);
}
