/**
 * What the first requests of a fresh backend pay once, paid before they come: msw's first run of a
 * handler, route()'s steps, a reply's JSON and headers, crypto-js's first HMAC (every signed-in
 * call checks its ticket, derives its key and verifies its token with one), and the RSA key read
 * for the site's settings. The hub runs it between its restore and the pages' first requests
 * (their site settings and operator's codes, which the app waits for), when none has come.
 * It reads nothing of the world and changes nothing: the key is the host's, and the codes' read
 * is refused at its ticket (签名无效), before any caller or collection is looked up (the site's
 * settings are not asked: a fresh world would build them, and journal the build, at the worker's
 * own clock rather than at the page's).
 */
import { getResponse, type RequestHandler } from 'msw';
import { SESSION_READS } from '@contract/endpoints/session';
import { currentFaults } from '../lib/faults';
import { BASE } from '../lib/route';
import { rsaKey } from '../lib/secrets';

const { allCode } = SESSION_READS;
/** The codes' read as a page sends it (any origin: the handlers' paths start with `*`), with a ticket that is none. */
const refusedRead = (): Request =>
  new Request(`${BASE[allCode.base].replace('*', 'http://warm-up.invalid')}${allCode.path}`, {
    headers: { _t: 'warm.up' },
  });

/**
 * The key read, and the codes' read answered as the hub answers a request (its body read), the
 * answer dropped. Not with faults injected: the read would wait out their latency (up to seconds,
 * the fleet's slices after it) and pay for nothing a request then saves.
 */
export async function warmUp(front: RequestHandler[]): Promise<void> {
  const faults = currentFaults();
  if (faults.latency || faults.failureRate) return;
  await rsaKey();
  const response = await getResponse(front, refusedRead());
  await response?.arrayBuffer();
}
