/**
 * The request envelope (bases, headers and envelope), both directions in one module so that the
 * client and the embedded backend cannot drift apart.
 *
 * - Payloads are AES-encrypted with the session key `_k` and sent as `{ params }`.
 * - The signing-key exchange returns `aesKey`: the session keys `{_t,_k}` AES-encrypted
 *   with the random value R that the client sent RSA-encrypted.
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

export interface SessionKeys {
  _t: string;
  _k: string;
}

export function seal(payload: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(payload ?? {}), key).toString();
}

/** Decrypts an envelope; throws when the key is wrong or the text is not an envelope. */
export function open<T = unknown>(cipher: string, key: string): T {
  let text: string;
  try {
    text = AES.decrypt(cipher, key).toString(Utf8);
  } catch {
    text = '';
  }
  if (!text) throw new Error('envelope: cannot decrypt');
  return JSON.parse(text) as T;
}

export const sealKeys = (keys: SessionKeys, r: string): string => seal(keys, r);

export function openKeys(aesKey: string, r: string): SessionKeys {
  const keys = open<SessionKeys>(aesKey, r);
  if (typeof keys._t !== 'string' || typeof keys._k !== 'string') {
    throw new Error('envelope: malformed keys');
  }
  return keys;
}

export { randomHex } from './random';
