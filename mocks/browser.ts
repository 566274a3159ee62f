import { setupWorker } from 'msw/browser';
import { setWorldWarmer } from './db/liveFleet';
import { handlers } from './handlers';
import { dispatcher } from './lib/dispatch';
import { journalSize, resetJournal, restoreJournal, type RestoreOutcome } from './journal';

export type { RestoreOutcome };

/**
 * Starts the embedded backend in the page (npm start, build:demo): the changes journalled
 * in this browser are replayed first (mocks/journal/), then the worker answers.
 */
export async function startEmbeddedBackend(): Promise<RestoreOutcome> {
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
 * call (while the app loads the page that will read it), timed for the backend benchmark.
 */
const whenIdle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 300 }) : setTimeout(fn, 0));
setWorldWarmer((build) =>
  whenIdle(() => {
    const start = performance.now();
    if (build()) performance.measure('backend:world', { start });
  }),
);

/** For the settings drawer: how many changes are kept, and forgetting them. */
export const demoData = { count: journalSize, reset: resetJournal };
