/**
 * The demo's service worker (public/consoleServiceWorker.js) in front of msw's: the console's
 * own files go to the network without msw's listener, which would ask the page about each one;
 * the backend's calls and the demo image host's files still reach msw, and through it the page.
 * Where the browser routes requests before any worker runs, the console's files and the pages'
 * loads are declared the network's at install, so the worker is not even started for them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_HOST } from '@mocks/db/images';

const SCOPE = 'http://127.0.0.1:4173/';
const MSW = 'msw';

/** A URLPattern as the worker builds them (Node 20 has none): the parts it names, a pathname ending in `*` a prefix. */
class StandInPattern {
  constructor(readonly init: { protocol?: string; hostname?: string; port?: string; pathname?: string }) {}
  test(url: URL): boolean {
    const { protocol, hostname, port, pathname } = this.init;
    return (
      (protocol === undefined || `${protocol}:` === url.protocol) &&
      (hostname === undefined || hostname === url.hostname) &&
      (port === undefined || port === url.port) &&
      (pathname === undefined || url.pathname.startsWith(pathname.replace(/\*$/, '')))
    );
  }
}

interface RouteCondition {
  requestMode?: string;
  requestDestination?: string;
  urlPattern?: StandInPattern;
}

/** The worker's script run in a stand-in of a service worker's global scope, msw's listener after its own. */
function serviceWorker({ staticRouting = true } = {}) {
  const listeners: Array<(event: unknown) => void> = [];
  const installers: Array<(event: unknown) => void> = [];
  const imported: string[] = [];
  const self = {
    registration: { scope: SCOPE },
    location: new URL(`${SCOPE}consoleServiceWorker.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener);
      if (type === 'install') installers.push(listener);
    },
  };
  const importScripts = (url: string) => {
    imported.push(url);
    // msw's own worker: it would take every request it is handed
    self.addEventListener('fetch', (event) => (event as { seenBy: string[] }).seenBy.push(MSW));
  };
  const source = readFileSync('public/consoleServiceWorker.js', 'utf8');
  new Function('self', 'importScripts', 'URLPattern', source)(self, importScripts, StandInPattern);
  // installed: the routes it declares where the browser routes requests before any worker runs
  const routes: Array<{ condition: RouteCondition; source: string }> = [];
  const addRoutes = (rules: typeof routes) => {
    routes.push(...rules);
    return Promise.resolve();
  };
  for (const install of installers) install(staticRouting ? { addRoutes } : {});
  /** Whether the browser fetches a request from the network without starting or asking the worker. */
  const routedAround = (url: string, destination = '', mode = 'cors') =>
    routes.some(
      ({ condition: c, source }) =>
        source === 'network' &&
        (c.requestMode === undefined || c.requestMode === mode) &&
        (c.requestDestination === undefined || c.requestDestination === destination) &&
        (c.urlPattern === undefined || c.urlPattern.test(new URL(url))),
    );
  /** Who saw a request: msw, or nobody (the network answers it). */
  const fetch = (url: string, destination = '') => {
    const event = { request: { url, destination }, seenBy: [] as string[], stopped: false };
    const stoppable = { ...event, stopImmediatePropagation: () => void (event.stopped = true) };
    for (const listener of listeners) {
      if (event.stopped) break;
      listener({ ...stoppable, seenBy: event.seenBy });
    }
    return event.seenBy;
  };
  return { fetch, imported, routes, routedAround };
}

describe("the demo's service worker", () => {
  const sw = serviceWorker();

  it("runs msw's worker behind it", () => {
    expect(sw.imported).toEqual(['./mockServiceWorker.js']);
  });

  it("lets the console's scripts, styles, fonts and workers' scripts go to the network without asking the page", () => {
    expect(sw.fetch(`${SCOPE}assets/index-3f2a1c.js`, 'script')).toEqual([]);
    expect(sw.fetch(`${SCOPE}assets/index-B0UkAKVm.css`, 'style')).toEqual([]);
    expect(sw.fetch(`${SCOPE}assets/worker-ByeIJh-B.js`, 'sharedworker')).toEqual([]);
    expect(sw.fetch(`${SCOPE}assets/font.woff2`, 'font')).toEqual([]);
    // a chunk fetched by a modulepreload or by the app's own code: under assets/ all the same
    expect(sw.fetch(`${SCOPE}assets/echarts-lLxpTxPq.js`)).toEqual([]);
  });

  it("hands the backend's calls and the demo image host's files to msw", () => {
    expect(sw.fetch(`${SCOPE}ebike/v3/backend/platform/vehicle/map/clusters?params=x`)).toEqual([MSW]);
    expect(sw.fetch(`${SCOPE}user-api/user/list`)).toEqual([MSW]);
    expect(sw.fetch(`${DEMO_IMAGE_HOST}/mall/helmet.png`, 'image')).toEqual([MSW]);
    // another origin's script is none of the console's files
    expect(sw.fetch('https://cdn.example.com/assets/lib.js', 'script')).toEqual([MSW]);
  });

  it("has the browser fetch the pages' loads and the console's files without starting the worker", () => {
    expect(sw.routedAround(`${SCOPE}`, 'document', 'navigate')).toBe(true);
    expect(sw.routedAround(`${SCOPE}assets/index-3f2a1c.js`, 'script')).toBe(true);
    expect(sw.routedAround(`${SCOPE}assets/echarts-lLxpTxPq.js`)).toBe(true);
    expect(sw.routedAround(`${SCOPE}assets/worker-ByeIJh-B.js`, 'sharedworker')).toBe(true);
    expect(sw.routedAround(`${SCOPE}favicon.svg`, 'image')).toBe(false);
  });

  it("leaves the backend's calls, the image host's files and other origins' files to the worker", () => {
    expect(sw.routedAround(`${SCOPE}ebike/v3/backend/platform/vehicle/map/clusters?params=x`)).toBe(false);
    expect(sw.routedAround(`${SCOPE}user-api/user/list`, '', 'cors')).toBe(false);
    expect(sw.routedAround(`${DEMO_IMAGE_HOST}/mall/helmet.png`, 'image', 'no-cors')).toBe(false);
    expect(sw.routedAround('https://cdn.example.com/assets/lib.js', 'script')).toBe(false);
    expect(sw.routedAround('http://127.0.0.1:4174/assets/lib.js', 'script')).toBe(false);
  });

  it('installs without routes where the browser has none, its listener filtering as before', () => {
    const plain = serviceWorker({ staticRouting: false });
    expect(plain.routes).toEqual([]);
    expect(plain.fetch(`${SCOPE}assets/index-3f2a1c.js`, 'script')).toEqual([]);
    expect(plain.fetch(`${SCOPE}ebike/v3/backend/platform/site/config`)).toEqual([MSW]);
  });
});
