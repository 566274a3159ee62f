/**
 * A random hex string from the platform's CSPRNG. Its own module (re-exported by
 * envelope.ts) so that the sign-in page's device code does not load the envelope's AES.
 */
export function randomHex(bytes = 16): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A random UUID (version 4) from the CSPRNG: an idempotency key. `crypto.randomUUID` exists
 * only in a secure context (HTTPS or localhost), `getRandomValues` everywhere.
 */
export function randomUuid(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
