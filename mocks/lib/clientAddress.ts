/**
 * Who called, as one address per caller for every log line the call writes (sign-ins, edits,
 * the reveal of a phone number). A forwarded header is believed only when the connection comes
 * from a trusted proxy: nginx (deploy/nginx.conf) sets `X-Real-IP` and `X-Forwarded-For` to its
 * own `$remote_addr`, so what a client writes into those headers never reaches the log.
 *
 * - On the Node server, the adapter puts the socket's address in PEER_HEADER (a client's own
 *   PEER_HEADER is dropped first). From a trusted proxy (TRUSTED_PROXIES, by default the
 *   loopback addresses) the address is `X-Real-IP`, else the last hop of `X-Forwarded-For`,
 *   else the proxy's own; from anyone else, the socket's.
 * - In the page and in tests there is no socket: the caller is this machine, 本机, and
 *   forwarded headers are ignored (no proxy stands in between).
 */
import { LOCAL_IP } from '@contract/privacy';
import { hostSlot } from './host';

/** The header the Node adapter sets to the socket's address (never taken from the client). */
export const PEER_HEADER = 'x-backend-peer';

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
/** The host's proxies whose forwarded headers are believed, and the address of the call being answered. */
const hostAddresses = hostSlot(() => ({ trusted: new Set(LOOPBACK), current: null as string | null }));

/** The proxies whose forwarded headers are believed (the server's TRUSTED_PROXIES); null: loopback only. */
export function setTrustedProxies(addresses: readonly string[] | null): void {
  hostAddresses().trusted = new Set(addresses ?? LOOPBACK);
}

/** `TRUSTED_PROXIES=10.0.0.2, 10.0.0.3` as a list; empty or unset: loopback only. */
export function parseTrustedProxies(value: string | undefined): string[] | null {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : null;
}

const clean = (address: string | null | undefined): string => (address ?? '').trim().slice(0, 64);

/** The caller's address for the request (see above). */
export function clientAddress(request: Request): string {
  const peer = clean(request.headers.get(PEER_HEADER));
  if (!peer) return LOCAL_IP;
  if (!hostAddresses().trusted.has(peer)) return peer;
  const real = clean(request.headers.get('X-Real-IP'));
  const hops = (request.headers.get('X-Forwarded-For') ?? '').split(',');
  const last = clean(hops[hops.length - 1]);
  return real || last || peer;
}

/** Runs a handler with its caller's address at hand (a log line written meanwhile carries it). */
export function asCaller<T>(address: string, run: () => T): T {
  const a = hostAddresses();
  const was = a.current;
  a.current = address;
  try {
    return run();
  } finally {
    a.current = was;
  }
}

/** The address of the call being answered; 本机 outside one (the living world's own doings). */
export const callerAddress = (): string => hostAddresses().current ?? LOCAL_IP;
