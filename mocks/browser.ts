/**
 * Starts the embedded backend for this page (npm start, build:demo). It runs once per browser
 * profile and origin, in a SharedWorker that every tab of the console shares (mocks/shared/):
 * this page's msw service worker hands each request to it with the page's `now()` and returns
 * its answer. A browser without SharedWorker runs the backend in the page, one tab at a time
 * (mocks/inPage.ts).
 */
import { http } from 'msw';
import { keepFaults } from './lib/faults';
import { connect } from './shared/connection';
import { backendSettings, spawnBackend } from './shared/spawn';
import { interceptRequests } from './shared/serviceWorker';
import type { RestoreOutcome } from './journal';
import type { EmbeddedBackend } from './shared/protocol';

export type { EmbeddedBackend, RestoreOutcome };

/**
 * msw checks its worker for an update without waiting for the answer (getWorkerInstance:
 * `existingRegistration.update()`); when the page before this one, closing as it reloaded,
 * had just unregistered that worker (it does when its last page goes), the check fails with
 * "Failed to update a ServiceWorker …" as an unhandled rejection, though the worker still
 * serves this page. Seen once in CI's fault sweep. Only that rejection is let go.
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
  const { mayAnswer } = await connection.ready;
  await interceptRequests(
    http.all('*', ({ request }) => (mayAnswer(request.method, request.url) ? connection.send(request) : undefined)),
  );
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
  const backend =
    typeof SharedWorker === 'function' ? await startShared() : await (await import('./inPage')).startInPage();
  performance.mark('backend:ready');
  // the browser tests' hooks, in demo builds only (a check of the journal, fault injection)
  if (import.meta.env.MODE === 'demo') {
    Object.assign(window, {
      __embeddedBackend: { checkReplay: backend.checkReplay, setFaults: backend.setFaults, timings: backend.timings },
    });
  }
  return backend;
}
