/**
 * The SharedWorker that runs the embedded backend for every tab of the console in this browser
 * profile (mocks/shared/hub.ts); the pages reach it through mocks/shared/connection.ts.
 */
import './workerGlobals';
import { backendHub } from './hub';
import { setWorldWarmer } from '../db/liveFleet';
import { timeReplay } from '../journal/replay';

// the worker's script fetched, compiled and its modules run (the imports above): from the worker's creation to here
performance.measure('backend:script', { start: 0 });
/** Journal entries that took longer than this to replay are timed one by one (the map benchmark lists them). */
const SLOW_ENTRY_MS = 20;
timeReplay((entry, start) => {
  if (performance.now() - start < SLOW_ENTRY_MS) return;
  const what = entry.build === undefined ? entry.endpoint : `build of collection ${entry.build}`;
  performance.measure(`backend:replay ${what}`, { start });
});

/** How long after the world is made the rides' history waits (requests keep coming as a page opens). */
const QUIET_MS = 3000;

// the world is made as soon as the journal is replayed (this thread is no page's), its history a little later
setWorldWarmer((build, when) => {
  setTimeout(
    () => {
      const start = performance.now();
      const built = build();
      if (built) performance.measure(`backend:${built}`, { start });
    },
    when?.later ? QUIET_MS : 0,
  );
});

const hub = backendHub();
(self as unknown as { onconnect: (e: MessageEvent) => void }).onconnect = (e) => hub.connect(e.ports[0]);
