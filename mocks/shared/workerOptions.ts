/**
 * How every page asks for the embedded backend's shared worker (mocks/shared/spawn.ts, and the
 * built index.html's first script: vite.config.ts). Every page must ask with the same options:
 * Chromium refuses a page that asks for the same worker with another lifetime. No imports: the
 * build's config reads it.
 */

/** The worker's name: with its script's address, which worker a page gets. */
const WORKER_NAME = 'ebike-embedded-backend';

/**
 * The worker outlives its last page for a while (Chromium: 30 s), so that a reload, or the next
 * page of a tab that was the only one, finds the world live instead of replaying the journal and
 * building the world again. A browser that does not know the option ignores it (the worker then
 * ends with its last page, as before). Not on the dev server (npm start): its worker's address
 * stays the same when the backend's code is edited, and a reload would find the old code still
 * running.
 */
export const workerOptions = (mode: string): WorkerOptions =>
  ({
    ...(mode === 'development' ? {} : { extendedLifetime: true }),
    type: 'module',
    name: WORKER_NAME,
  }) as WorkerOptions;

/**
 * Where the built index.html's first script leaves the worker it started while the document was
 * still being parsed (before any module of the app was fetched), for spawnBackend to take up.
 */
export const EARLY_WORKER = '__ebikeEarlyBackend';
