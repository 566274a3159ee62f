/** HS256 JSON Web Tokens, signed and verified by the embedded backend. */
import HmacSHA256 from 'crypto-js/hmac-sha256';
import Base64 from 'crypto-js/enc-base64';
import { base64UrlDecode } from '../../src/shared/utils/base64url';
import { now } from '../../src/shared/utils/clock';
import { hostSlot } from './host';

const toUrl = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function b64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return toUrl(btoa(bin));
}

/**
 * HMACs already computed, by secret and input: every call checks its `_t`, derives its `_k` and
 * verifies its token, the same three for a session's every call, and crypto-js's HMAC was ~7 %
 * of a list read on the Node server. A pure function's answers, so keeping them changes none;
 * forgotten all at once past SIGNED_KEPT (a few thousand sessions).
 */
const hostSigned = hostSlot(() => new Map<string, string>());
const SIGNED_KEPT = 4096;

function sign(input: string, secret: string): string {
  const key = `${secret}\u0000${input}`;
  const signed = hostSigned();
  let mac = signed.get(key);
  if (mac === undefined) {
    mac = toUrl(Base64.stringify(HmacSHA256(input, secret)));
    if (signed.size >= SIGNED_KEPT) signed.clear();
    signed.set(key, mac);
  }
  return mac;
}

export function signJwt(payload: object, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  return `${head}.${body}.${sign(`${head}.${body}`, secret)}`;
}

/**
 * Payloads already decoded from base64url, by their text (a session's token is the same at its
 * every call; the decode was ~2.5 % of a list read): a pure function's answers, forgotten all at
 * once past SIGNED_KEPT. Each call parses its own object from the text.
 */
const hostDecoded = hostSlot(() => new Map<string, string>());

function decoded(part: string): string {
  const known = hostDecoded();
  let text = known.get(part);
  if (text === undefined) {
    text = base64UrlDecode(part);
    if (known.size >= SIGNED_KEPT) known.clear();
    known.set(part, text);
  }
  return text;
}

/** The payload when the signature is right and `exp` (seconds) is in the future; else null. */
export function verifyJwt<T extends { exp: number }>(token: string, secret: string, nowMs = now()): T | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  if (sign(`${parts[0]}.${parts[1]}`, secret) !== parts[2]) return null;
  try {
    const payload = JSON.parse(decoded(parts[1])) as T;
    return payload.exp * 1000 > nowMs ? payload : null;
  } catch {
    return null;
  }
}

/** A short HMAC tag, for values the backend issues and later checks (`_t`, quick-login links). */
export const tag = (value: string, secret: string) => sign(value, secret).slice(0, 22);
