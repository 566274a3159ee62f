/**
 * A random hex string from the platform's CSPRNG. Its own module (re-exported by
 * envelope.ts) so that the sign-in page's device code does not load the envelope's AES.
 */
export function randomHex(bytes = 16): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}
