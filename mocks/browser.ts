import { setupWorker } from 'msw/browser';
import { setWorldWarmer } from './db/liveFleet';
import { handlers } from './handlers';
import { alone, dispatcher } from './lib/dispatch';
import {
  checkReplay,
  journalSize,
  onChangedElsewhere,
  resetJournal,
  restoreJournal,
  type RestoreOutcome,
} from './journal';

export type { RestoreOutcome };

/**
 * Starts the embedded backend in the page (npm start, build:demo): the changes journalled
 * in this browser are replayed first (mocks/journal/), then the worker answers.
 */
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

export async function startEmbeddedBackend(): Promise<RestoreOutcome> {
  ignoreWorkerUpdateRace();
  // marks for the backend benchmark (scripts/bench-backend.mjs): its cold start in the page
  performance.mark('backend:start');
  const restored = await restoreJournal();
  const worker = setupWorker(dispatcher(handlers));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  performance.mark('backend:ready');
  return restored;
}

/**
 * The world is built from the seed when the page has a moment after the first signed-in
 * call (while the app loads the page that will read it), then the rides' history; each
 * timed for the backend benchmark (backend:world, backend:history).
 */
const whenIdle = (fn: () => void, timeout?: number) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout }) : setTimeout(fn, 0);
/** How long the page is left alone before what it does not need yet is made. */
const QUIET_MS = 3000;
setWorldWarmer((build, when) => {
  const run = () => {
    const start = performance.now();
    const built = build();
    if (built) performance.measure(`backend:${built}`, { start });
  };
  if (when?.later) setTimeout(() => whenIdle(run), QUIET_MS);
  else whenIdle(run, 300);
});

/**
 * The browser tests' debug hook, in demo builds only: `window.__embeddedBackend.checkReplay()`
 * says whether the stored journal replayed over the seed gives back this page's world. It runs
 * alone: the page's requests (a refetch, a list opened as the test ended) wait for it.
 */
if (import.meta.env.MODE === 'demo')
  Object.assign(window, { __embeddedBackend: { checkReplay: () => alone(checkReplay) } });

/** For the settings drawer: how many changes are kept, and forgetting them; for the app: changes made in another tab. */
export const demoData = { count: journalSize, reset: resetJournal, onChangedElsewhere };
