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
import { EARLY_WORKER, workerOptions } from './workerOptions';

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

/** The page's shared worker, once spawned. */
const page = hostSlot(() => ({ spawned: null as SharedWorker | null }));

/**
 * This page's shared worker, said hello to with the settings: made on the first call (or taken up
 * from the built index.html's first script, which starts it while the document is parsed), the
 * same one after. Its answers wait on the port until the page's end of the connection listens.
 */
export function spawnBackend(): SharedWorker {
  const p = page();
  if (p.spawned) return p.spawned;
  const early = (globalThis as { [EARLY_WORKER]?: SharedWorker })[EARLY_WORKER];
  // for the map benchmark: when the page asked for its backend (index.html marks its own)
  if (!early) performance.mark('backend:spawn');
  // its type named in the call too: Vite builds the worker's script as a module from it
  const spawned =
    early ??
    new SharedWorker(new URL('./worker.ts', import.meta.url), {
      ...workerOptions(import.meta.env.MODE),
      type: 'module',
    });
  spawned.port.postMessage({ type: 'hello', settings: backendSettings() } satisfies ToBackend);
  p.spawned = spawned;
  return spawned;
}
