/**
 * msw's `http` (get, post, all, …) for the backend's own handlers, made without a call frame.
 * msw's handler records where it was declared (`info.callFrame`, read from `new Error().stack`;
 * nothing that answers a request reads it). Formatting that stack for each of the backend's
 * handlers was ~0.1 s of the Node server's start, most of it the first one's: with
 * --enable-source-maps (deploy/ebike-backend.service) node parsed the bundle's source map to
 * write it. With no stack frames asked for, the stack is one line and the map is read only when
 * a real error's stack is written.
 */
import { http as mswHttp } from 'msw';

type Http = typeof mswHttp;

/** `make` run with Error.stackTraceLimit at 0 (put back after). */
function frameless<F extends (...args: never[]) => unknown>(make: F): F {
  return ((...args: Parameters<F>) => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return make(...args);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }) as F;
}

export const http = Object.fromEntries(
  Object.entries(mswHttp).map(([method, make]) => [method, frameless(make)]),
) as unknown as Http;
