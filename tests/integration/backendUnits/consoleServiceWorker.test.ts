/**
 * The demo's service worker (public/consoleServiceWorker.js) in front of msw's: the console's
 * own files go to the network without msw's listener, which would ask the page about each one;
 * the backend's calls and the demo image host's files still reach msw, and through it the page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_HOST } from '@mocks/db/images';

const SCOPE = 'http://127.0.0.1:4173/';
const MSW = 'msw';

/** The worker's script run in a stand-in of a service worker's global scope, msw's listener after its own. */
function serviceWorker() {
  const listeners: Array<(event: unknown) => void> = [];
  const imported: string[] = [];
  const self = {
    registration: { scope: SCOPE },
    location: new URL(`${SCOPE}consoleServiceWorker.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener);
    },
  };
  const importScripts = (url: string) => {
    imported.push(url);
    // msw's own worker: it would take every request it is handed
    self.addEventListener('fetch', (event) => (event as { seenBy: string[] }).seenBy.push(MSW));
  };
  const source = readFileSync('public/consoleServiceWorker.js', 'utf8');
  new Function('self', 'importScripts', source)(self, importScripts);
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
  return { fetch, imported };
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
});
