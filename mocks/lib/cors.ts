import { HttpResponse } from 'msw';
import { http } from './http';
import { DEVICE_HEADER } from '@contract/devices';
import { IDEMPOTENCY_HEADER } from '@contract/idempotency';

/**
 * Cross-origin access to the backend, as a real server behind another origin answers it:
 * the console may be served from one origin and call the backend's bases on another.
 * The browser first asks with OPTIONS (the preflight: the client sends `_t`,
 * `Authorization`, `X-App-Id`, the sign-in's `X-Device-Code`, a money write's `Idempotency-Key`
 * and a JSON body, none of them "simple"), then reads an
 * answer only if it names the page's origin in Access-Control-Allow-Origin.
 */

/** The request headers the console sends (http client): all must be allowed. */
export const CORS_ALLOWED_HEADERS = [
  '_t',
  'Authorization',
  'X-App-Id',
  DEVICE_HEADER,
  'Content-Type',
  IDEMPOTENCY_HEADER,
] as const;
/** Headers of the answers the console may read across origins (timings for the benchmark). */
const EXPOSED_HEADERS = ['Server-Timing'];
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE_S = 600;

type Method = 'get' | 'post' | 'put' | 'delete';

/** The backend's routes (path pattern → methods), registered by route(): what a preflight may allow. */
const routes = new Map<string, Set<string>>();
/** Each route's pattern as a regular expression, made once (`*` any text, `:name` one segment). */
const patterns = new Map<string, RegExp>();

const compile = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/(\*|:[A-Za-z0-9_]+)/)
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}/?$`,
    'i',
  );

export function registerRoute(method: Method, path: string): void {
  const methods = routes.get(path) ?? new Set<string>();
  methods.add(method.toUpperCase());
  routes.set(path, methods);
  if (!patterns.has(path)) patterns.set(path, compile(path));
}

/** Every route and its methods, as registered (for checks over all of them). */
export const corsRoutes = (): ReadonlyMap<string, ReadonlySet<string>> => routes;

/** The methods the backend answers at this address (none: not one of its routes). */
export function methodsAt(url: URL): Set<string> {
  const found = new Set<string>();
  const address = `${url.origin}${url.pathname}`;
  for (const [path, methods] of routes) {
    if (patterns.get(path)!.test(address)) methods.forEach((m) => found.add(m));
  }
  return found;
}

/** The origin headers of every answer: the caller's origin echoed (credentials are headers, not cookies). */
function originHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('Origin');
  return { 'Access-Control-Allow-Origin': origin || '*', Vary: 'Origin' };
}

/** Adds the cross-origin headers to an answer of the backend. */
export function withCors(request: Request, response: Response): Response {
  for (const [k, v] of Object.entries(originHeaders(request))) response.headers.set(k, v);
  response.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
  return response;
}

/**
 * The answer to a preflight for one of the backend's addresses: 204 with the methods
 * served there and the headers the console sends; undefined for an address it does not
 * serve (left to whatever else answers, in the end a 404).
 */
export function preflight(request: Request): Response | undefined {
  const methods = methodsAt(new URL(request.url));
  if (!methods.size) return undefined;
  return new HttpResponse(null, {
    status: 204,
    headers: {
      ...originHeaders(request),
      'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(', '),
      'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S),
    },
  });
}

/** The preflight as an msw handler, listed with the backend's handlers. */
export const preflightHandler = http.options('*', ({ request }) => preflight(request));
