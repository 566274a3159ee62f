import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { journalSize, resetJournal, restoreJournal, type RestoreOutcome } from './journal';

export type { RestoreOutcome };

/**
 * Starts the embedded backend in the page (npm start, build:demo): the changes journalled
 * in this browser are replayed first (mocks/journal/), then the worker answers.
 */
export async function startEmbeddedBackend(): Promise<RestoreOutcome> {
  const restored = await restoreJournal();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return restored;
}

/** For the settings drawer: how many changes are kept, and forgetting them. */
export const demoData = { count: journalSize, reset: resetJournal };
