import { useSession } from '@/shared/auth/session';
import { env } from '@/shared/config/env';
import { loadedQueryClient } from '@/shared/query/current';
import { refreshAfterWrite } from '@/shared/query/refreshAfterWrite';
import type { WriteEndpoint } from '@contract/endpoint';
import { endpointOfPath, pathPattern } from '@contract/endpoint';

/**
 * What the console's open tabs of one browser tell each other: a write accepted for another
 * tab (the embedded backend says which) refreshes what it changed here, as the writing tab
 * refreshes; a session ended or begun in another tab ends this tab's too.
 */

/** The client's path of a request's path: without the base it went to (the path its descriptor declares). */
function clientPath(path: string): string {
  for (const base of [env.apiBase, env.apiBaseJava, env.userApiBase]) {
    const prefix = new URL(base || '/', window.location.href).pathname.replace(/\/+$/, '');
    if (prefix && path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  }
  return path;
}

/** The declared writes by method, with their paths as patterns: made on the first write heard from another tab. */
let declared: Promise<Map<string, Array<{ e: WriteEndpoint; pattern: RegExp }>>> | undefined;

/**
 * The declared writes, loaded with the first write heard from another tab: every write's
 * declaration (contract/actions.ts) stays out of the entry.
 */
function declaredWrites(): NonNullable<typeof declared> {
  declared ??= import('@contract/actions').then(({ WRITE_ENDPOINTS }) => {
    const byMethod = new Map<string, Array<{ e: WriteEndpoint; pattern: RegExp }>>();
    for (const e of WRITE_ENDPOINTS) {
      const m = e.method.toUpperCase();
      byMethod.set(m, [...(byMethod.get(m) ?? []), { e, pattern: pathPattern(e.path) }]);
    }
    return byMethod;
  });
  return declared;
}

/** The descriptor of another tab's write (method and path as sent), or undefined for one not declared. */
export async function writeEndpointOf(method: string, path: string): Promise<WriteEndpoint | undefined> {
  const byMethod = await declaredWrites();
  return endpointOfPath(byMethod.get(method.toUpperCase()) ?? [], clientPath(path.split('?')[0]));
}

/**
 * Another tab's write (`method`, `path` with its base) was accepted: the reads of what its
 * descriptor declares it changes are asked again, as the writing tab does (everything, for a
 * write that is not declared).
 */
export async function refreshChangedElsewhere(method: string, path: string): Promise<void> {
  const client = loadedQueryClient();
  if (client) await refreshAfterWrite(client, (await writeEndpointOf(method, path))?.changes);
}

const SESSION_CHANNEL = 'ebike-session';

/** The session as the other tabs hear of it: its token once signed in (an object id with it), else none. */
const signedInToken = (s: { token?: string; objectId?: string }): string | null =>
  s.token && s.objectId ? s.token : null;

/**
 * 退出登录, a 401 or a sign-in in one tab reaches every other: a session that ended sends them
 * to the sign-in form; a new one (another account, or the same signed in again) reloads them
 * as it, so that nothing read or allowed for the last account stays on screen.
 */
export function shareSessionAcrossTabs(): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  // the session last told or heard: what another tab already knows is not said back
  let known = signedInToken(useSession.getState());
  useSession.subscribe((s) => {
    const token = signedInToken(s);
    if (token === known) return;
    known = token;
    channel.postMessage(token);
  });
  channel.onmessage = (e: MessageEvent) => {
    const token = typeof e.data === 'string' ? e.data : null;
    const mine = signedInToken(useSession.getState());
    known = token;
    if (token === mine) return;
    if (token) window.location.reload();
    else if (useSession.getState().token) endedElsewhere();
  };
}

/** The session ended in another tab (which asked the backend to revoke it): here it is only cleared, then /login. */
function endedElsewhere(): void {
  const here = window.location.hash.replace(/^#/, '') || '/';
  useSession.getState().logout();
  window.location.hash = `#/login?redirect=${encodeURIComponent(here)}`;
}
