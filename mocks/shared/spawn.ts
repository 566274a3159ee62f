/**
 * The embedded backend's shared worker, started as early as the page can: before msw and the
 * page's end of the connection load (a chunk of their own, ~140 KB), the worker's script is
 * fetched and run on its own thread and told the page's settings, so that its journal is
 * replayed and its world built while the page loads the rest. Nothing here imports msw.
 */
import { FAULTS_KEY } from '../lib/faults';
import { VEHICLES_KEY } from '../db/worldSize';
import type { Settings, ToBackend } from './protocol';
import { hostSlot } from '../lib/host';

/** The backend's settings as this browser keeps them (set in its console, or by the tests' hook). */
export const backendSettings = (): Settings => {
  const read = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  return { [FAULTS_KEY]: read(FAULTS_KEY), [VEHICLES_KEY]: read(VEHICLES_KEY) };
};

/**
 * The worker outlives its last page for a while (Chromium: 30 s), so that a reload, or the next
 * page of a tab that was the only one, finds the world live instead of replaying the journal and
 * building the world again. A browser that does not know the option ignores it (the worker then
 * ends with its last page, as before). Every page must ask with the same options: Chromium refuses
 * a page that asks for the same worker with another lifetime. Not on the dev server (npm start):
 * its worker's address stays the same when the backend's code is edited, and a reload would find
 * the old code still running.
 */
const LIVES_ON = (import.meta.env.MODE === 'development' ? {} : { extendedLifetime: true }) as WorkerOptions;

/** The page's shared worker, once spawned. */
const page = hostSlot(() => ({ spawned: null as SharedWorker | null }));

/**
 * This page's shared worker, said hello to with the settings: made on the first call, the same
 * one after. Its answers wait on the port until the page's end of the connection listens.
 */
export function spawnBackend(): SharedWorker {
  const p = page();
  if (p.spawned) return p.spawned;
  // for the map benchmark: when the page asked for its backend
  performance.mark('backend:spawn');
  const spawned = new SharedWorker(new URL('./worker.ts', import.meta.url), {
    ...LIVES_ON,
    type: 'module',
    name: 'ebike-embedded-backend',
  });
  spawned.port.postMessage({ type: 'hello', settings: backendSettings() } satisfies ToBackend);
  p.spawned = spawned;
  return spawned;
}
