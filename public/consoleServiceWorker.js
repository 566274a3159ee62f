/**
 * The demo's service worker: msw's own (mockServiceWorker.js, which `msw init` writes) behind
 * one filter. msw's worker asks the page about every request it sees and waits for its answer;
 * during a cold load the console's own files (~150 scripts, styles and fonts for 运营地图) each
 * waited for a main thread busy booting the app to say "pass through". They never are the
 * embedded backend's: they go straight to the network here, before msw's listener sees them.
 * The production build ships neither file (vite.config.ts).
 */
/* global importScripts */
const OWN_FILES = new Set(['script', 'style', 'font', 'worker', 'sharedworker', 'manifest']);
const ASSETS = new URL('assets/', self.registration.scope).pathname;

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (OWN_FILES.has(request.destination) || url.pathname.startsWith(ASSETS)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
