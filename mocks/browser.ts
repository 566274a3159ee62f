/**
 * Starts the embedded backend for this page (npm start, build:demo). It runs once per browser
 * profile and origin, in a SharedWorker that every tab of the console shares (mocks/shared/):
 * this page's msw service worker hands each request to it with the page's `now()` and returns
 * its answer. A browser without SharedWorker runs the backend in the page, one tab at a time
 * (mocks/inPage.ts).
 */
import { http } from 'msw';
import { keepFaults, type Faults } from './lib/faults';
import { connect } from './shared/connection';
import { backendSettings, spawnBackend } from './shared/spawn';
import { interceptRequests } from './shared/serviceWorker';
import type { RestoreOutcome } from './journal';
import type { EmbeddedBackend } from './shared/protocol';

export type { EmbeddedBackend, RestoreOutcome };

/** The demo build's hook on `window.__embeddedBackend`, for the browser tests and the benchmarks. */
export type BackendHook = Pick<EmbeddedBackend, 'checkReplay' | 'setFaults' | 'timings' | 'stop'>;

/**
 * msw checks its worker for an update without waiting for the answer (getWorkerInstance:
 * `existingRegistration.update()`); when the page before this one, closing as it reloaded,
 * had just unregistered that worker (it does when its last page goes), the check fails with
 * "Failed to update a ServiceWorker …" as an unhandled rejection, though the worker still
 * serves this page. Seen once in CI's fault sweep. Only that rejection is let go. (The worker no
 * longer unregisters itself, public/consoleServiceWorker.js; a browser still running the previous
 * script may, once.)
 */
function ignoreWorkerUpdateRace(): void {
  window.addEventListener('unhandledrejection', (e) => {
    const reason: unknown = e.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) e.preventDefault();
  });
}

async function startShared(): Promise<EmbeddedBackend> {
  // started already when src/main.tsx asked for it early (spawn.ts), hello said
  const connection = connect(spawnBackend().port, null);
  // msw's service worker starts while the worker's script still loads: a request it hands over
  // before the worker said `ready` waits for it in `forward`
  void connection.ready.then(() => performance.mark('backend:connected'));
  await interceptRequests(http.all('*', ({ request }) => connection.forward(request)));
  return {
    restored: connection.restored,
    shared: true,
    count: () => connection.call('count'),
    reset: async () => {
      await connection.call('reset');
    },
    onChangedElsewhere: (listener) => connection.onChanged(listener),
    onReset: (listener) => connection.onReset(listener),
    onSuperseded: () => {},
    checkReplay: () => connection.call('checkReplay'),
    timings: () => connection.call('timings'),
    stop: async () => {
      await connection.call('stop');
    },
    setFaults(faults) {
      keepFaults(faults);
      connection.settings(backendSettings());
    },
  };
}

export async function startEmbeddedBackend(): Promise<EmbeddedBackend> {
  ignoreWorkerUpdateRace();
  // marks for the backend benchmark (scripts/bench-backend.mjs): its cold start in the page
  performance.mark('backend:start');
  const starting = typeof SharedWorker === 'function' ? startShared() : import('./inPage').then((m) => m.startInPage());
  // the browser tests' hooks, in demo builds only (a check of the journal, fault injection): there
  // as soon as this chunk runs, since the app renders before the backend is ready (src/main.tsx)
  if (import.meta.env.MODE === 'demo') {
    Object.assign(window, {
      __embeddedBackend: {
        checkReplay: () => starting.then((b) => b.checkReplay()),
        setFaults: (faults: Faults | null) => void starting.then((b) => b.setFaults(faults)),
        timings: () => starting.then((b) => b.timings()),
        stop: () => starting.then((b) => b.stop()),
      } satisfies BackendHook,
    });
  }
  const backend = await starting;
  // (msw intercepts this page's requests: the app's calls, held until now, go; src/main.tsx)
  performance.mark('backend:ready');
  return backend;
}
