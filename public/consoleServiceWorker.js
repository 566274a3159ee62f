/**
 * The demo's service worker: msw's own (mockServiceWorker.js, which `msw init` writes) behind
 * one filter. msw's worker asks the page about every request it sees and waits for its answer;
 * during a cold load the console's own files (~150 scripts, styles and fonts for 运营地图) each
 * waited for a main thread busy booting the app to say "pass through". They never are the
 * embedded backend's: they go straight to the network here, before msw's listener sees them.
 * The production build ships neither file (vite.config.ts).
 */
/* global importScripts, activeClientIds */
const OWN_FILES = new Set(['script', 'style', 'font', 'worker', 'sharedworker', 'manifest']);
const ASSETS = new URL('assets/', self.registration.scope).pathname;

/*
 * Where the browser can route requests before any worker runs (Chromium's static routing, from
 * 123), the console's files and its pages' loads are declared the network's when this worker is
 * installed: the browser fetches them without starting this worker, or waiting for it to start,
 * and without a fetch event each (~150 for 运营地图). The listener below stays for the others.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  const here = self.location;
  const ownOrigin = { protocol: here.protocol.slice(0, -1), hostname: here.hostname, port: here.port };
  // a browser that refuses a rule installs this worker all the same (the listener below filters)
  const routed = event.addRoutes([
    { condition: { requestMode: 'navigate' }, source: 'network' },
    { condition: { urlPattern: new URLPattern({ ...ownOrigin, pathname: `${ASSETS}*` }) }, source: 'network' },
    ...[...OWN_FILES].map((destination) => ({
      condition: { requestDestination: destination, urlPattern: new URLPattern(ownOrigin) },
      source: 'network',
    })),
  ]);
  routed.catch(() => undefined);
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (OWN_FILES.has(request.destination) || url.pathname.startsWith(ASSETS)) event.stopImmediatePropagation();
});

/*
 * msw's worker unregisters itself when a page closes and it counts no other window: a reload's
 * new page, not yet counted then, registers it again while it goes, and its first calls could go
 * to the network instead (seen: site/config answered with index.html after 重置演示数据's reload).
 * The demo's pages always use it: a closing page is only forgotten here (msw's set of pages, a
 * global of its script), and the worker stays registered.
 */
self.addEventListener('message', (event) => {
  if (event.data !== 'CLIENT_CLOSED') return;
  event.stopImmediatePropagation();
  const id = event.source && event.source.id;
  if (id) activeClientIds.delete(id);
});

importScripts('./mockServiceWorker.js');
