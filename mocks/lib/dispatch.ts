/**
 * One msw handler in front of the embedded backend's 250 in the page. The mock service
 * worker asks the page about every request it sees, the app's own scripts and styles
 * included, and msw tries each handler in turn: for each it parses the URL and reads
 * document.cookie. A cold load of 运营地图 (150 requests) spent ~300 ms of its main thread
 * on that. Here a request is tried only against the handlers whose path ends like its own
 * (the last segment, or the one before a `:param` at the end); anything else passes through
 * after one lookup. Which handler answers, and how, is msw's own matching (getResponse).
 */
import { getResponse, type HttpHandler } from 'msw';
import { http } from './http';
import { hostSlot } from './host';

const PARAM = '/:';

/**
 * The lookup key of a handler's path: its last segment, or `<segment before>/:` for a
 * trailing parameter; none when both are parameters or wildcards (tried for every request).
 */
function keyOf(path: string): string | undefined {
  const segs = path.split('?')[0].split('/');
  const [before, last] = [segs.at(-2) ?? '', segs.at(-1) ?? ''];
  const open = (seg: string) => seg.startsWith(':') || seg.includes('*');
  if (!open(last)) return last;
  return open(before) ? undefined : `${before}${PARAM}`;
}

/** The keys a request is looked up under: its last segment, and `<segment before>/:`. */
function requestKeys(url: string | URL): [string, string] {
  const segs = (typeof url === 'string' ? new URL(url) : url).pathname.split('/');
  return [segs.at(-1) ?? '', `${segs.at(-2) ?? ''}${PARAM}`];
}

/** The methods that change nothing: they carry no body, and their answers wait for no journal entry. */
export const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What the page must ask the backend about, as plain data (it crosses to the page): the keys
 * of the handlers' paths; the origins of handlers whose path ends open on another host (the
 * demo's image host: any file there); every request only when a handler's path ends open on
 * the page's own origin.
 */
export interface Answerable {
  keys: string[];
  origins: string[];
  all: boolean;
}

/** The origin an absolute handler path names (`https://host/:dir/:file`), none for a path on any origin. */
const originOf = (path: string): string | undefined => /^https?:\/\/[^/*:]+/.exec(path)?.[0];

export function answerable(handlers: readonly HttpHandler[]): Answerable {
  const keys: string[] = [];
  const origins: string[] = [];
  let all = false;
  for (const h of handlers) {
    // the preflights answer any path, and every OPTIONS request is forwarded anyway
    if (h.info.method === 'OPTIONS') continue;
    const path = h.info.path;
    const key = typeof path === 'string' ? keyOf(path) : undefined;
    if (key !== undefined) keys.push(key);
    else {
      const origin = typeof path === 'string' ? originOf(path) : undefined;
      if (origin) origins.push(`${origin}/`);
      else all = true;
    }
  }
  return { keys: [...new Set(keys)], origins: [...new Set(origins)], all };
}

/** Whether a request may be the backend's (a preflight always may): the page's cheap test before it forwards one. */
export function mayAnswer({ keys, origins, all }: Answerable): (method: string, url: string) => boolean {
  const known = new Set(keys);
  return (method, url) =>
    all ||
    method === 'OPTIONS' ||
    requestKeys(url).some((k) => known.has(k)) ||
    origins.some((origin) => url.startsWith(origin));
}

/**
 * The handlers that may answer a request, in the order they were given: the preflights for
 * OPTIONS, else those of its method whose path ends like the request's (a fixed path: ends
 * with it, as msw's matching would find). None: no handler serves it.
 */
export function candidates(handlers: readonly HttpHandler[]): (request: Request) => HttpHandler[] {
  const byKey = new Map<string, HttpHandler[]>();
  const always: HttpHandler[] = [];
  // the preflights (OPTIONS, any path) are tried for OPTIONS requests only
  const preflights = handlers.filter((h) => h.info.method === 'OPTIONS');
  for (const h of handlers) {
    if (preflights.includes(h)) continue;
    const path = h.info.path;
    const key = typeof path === 'string' ? keyOf(path) : undefined;
    if (key === undefined) always.push(h);
    else byKey.set(key, [...(byKey.get(key) ?? []), h]);
  }
  const order = new Map(handlers.map((h, i) => [h, i]));
  const fixedEnds = new Map(handlers.map((h) => [h, fixedEnd(h.info.path)]));
  const origins = new Map(handlers.map((h) => [h, namedOrigin(h.info.path)]));
  return (request) => {
    if (request.method === 'OPTIONS') return preflights;
    const url = new URL(request.url);
    // msw's matching (path-to-regexp, case-insensitive) runs on the origin and path
    const clean = `${url.origin}${url.pathname}`.toLowerCase();
    const found = [...requestKeys(url).flatMap((k) => byKey.get(k) ?? []), ...always].filter(
      (h) => sameMethod(h, request.method) && endsAsFixed(clean, fixedEnds.get(h)) && onOrigin(clean, origins.get(h)),
    );
    // in the order they were given, as msw would try them
    return found.sort((a, b) => order.get(a)! - order.get(b)!);
  };
}

/**
 * A handler path of the form `*<fixed path>` (any origin, then no parameter or wildcard), as
 * msw matches it: the lower-case fixed path the request's must end with; undefined for any
 * other path (tried as msw tries it). Forty-odd handlers end in `/list`: msw would compile and
 * run each one's path pattern, and read the cookies, for every list read.
 */
function fixedEnd(path: unknown): string | undefined {
  return typeof path === 'string' && /^\*\/[\w./-]*$/.test(path) ? path.slice(1).toLowerCase() : undefined;
}

/** Whether msw's pattern `(.*)<fixed>` with an optional trailing `/` matches the clean URL. */
const endsAsFixed = (clean: string, fixed: string | undefined): boolean =>
  fixed === undefined || clean.endsWith(fixed) || (clean.endsWith('/') && clean.slice(0, -1).endsWith(fixed));

/** The origin (lower case) a handler's path starts with, then `/` (`https://static.example.com/:dir/:file`). */
function namedOrigin(path: unknown): string | undefined {
  const origin = typeof path === 'string' ? originOf(path) : undefined;
  return origin && (path as string).startsWith(`${origin}/`) ? origin.toLowerCase() : undefined;
}

/** Whether the clean URL is on the origin a handler's path names (`https://host/…`), or it names none. */
const onOrigin = (clean: string, origin: string | undefined): boolean =>
  origin === undefined || clean === origin || clean.startsWith(`${origin}/`);

/** Whether a handler serves this method, as msw decides (a method name in any case, or a pattern: `http.all`). */
const sameMethod = (h: HttpHandler, method: string): boolean => {
  const m = h.info.method;
  return m instanceof RegExp ? m.test(method) : m.toUpperCase() === method.toUpperCase();
};

/**
 * The host's queue: the requests being answered, what waits for them all to be done, and (set
 * while work runs alone, see `alone`) what requests arriving meanwhile wait for.
 */
const queue = hostSlot(() => ({
  answering: 0,
  whenNoneAnswering: [] as Array<() => void>,
  held: null as Promise<void> | null,
}));

/** The resolvers of handlers with a fixed path (route()'s), to be called without msw's run. */
const direct = new WeakMap<HttpHandler, (request: Request) => Promise<Response>>();

/**
 * Says how `handler`, whose path is fixed (`*<path>`, no parameter: route() checks it with
 * hasFixedPath), answers a request: what its resolver answers with no path parameter.
 */
export function answersDirectly(handler: HttpHandler, resolve: (request: Request) => Promise<Response>): void {
  direct.set(handler, resolve);
}

/** Whether a handler path is `*<fixed path>`: any origin, then no parameter or wildcard. */
export const hasFixedPath = (path: unknown): boolean => fixedEnd(path) !== undefined;

/**
 * The answer from `found` (as candidates() gives them), counted as a request being answered (the
 * Node server's adapter answers through it too). One handler of a fixed path is the one msw
 * would pick (its method and path checked by candidates()): its resolver is called directly,
 * without msw's run (the path's pattern compiled again, the cookies read, the request cloned,
 * an AbortController made and aborted: ~8 % of an order list read). Otherwise msw's own getResponse.
 */
export async function answered(found: HttpHandler[], request: Request): Promise<Response | undefined> {
  const q = queue();
  while (q.held) await q.held;
  q.answering++;
  try {
    const resolve = found.length === 1 ? direct.get(found[0]) : undefined;
    return await (resolve ? resolve(request) : getResponse(found, request));
  } finally {
    q.answering--;
    if (q.answering === 0) {
      const waiting = q.whenNoneAnswering;
      q.whenNoneAnswering = [];
      waiting.forEach((wake) => wake());
    }
  }
}

/**
 * Runs `work` with the backend to itself: the requests being answered finish first (a handler
 * awaits on its way: the latency, the body), and those that arrive meanwhile wait until it is
 * done. A check that rebuilds the world from the journal (checkReplay) runs so: a request
 * answered halfway through would read or change the half-built world, with the clock pinned
 * at a journal entry's time.
 */
export async function alone<T>(work: () => Promise<T>): Promise<T> {
  const q = queue();
  while (q.held) await q.held;
  let release = () => {};
  q.held = new Promise<void>((resolve) => {
    release = resolve;
  });
  try {
    while (q.answering > 0) await new Promise<void>((wake) => q.whenNoneAnswering.push(wake));
    return await work();
  } finally {
    q.held = null;
    release();
  }
}

export function dispatcher(handlers: readonly HttpHandler[]): HttpHandler {
  const pick = candidates(handlers);
  return http.all('*', ({ request }) => {
    const found = pick(request);
    return found.length ? answered(found, request) : undefined;
  });
}
